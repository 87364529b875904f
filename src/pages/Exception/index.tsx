import { FormattedMessage, history, useSearchParams } from '@umijs/max';
import { Button, Descriptions, Result } from 'antd';
import PortalFrame from '@/components/PortalFrame';

/**
 * Spec §2, §4: the error page a showType 9 business error redirects to
 * (`/exception?errorCode=…&errorMessage=…`). Shows both query values as text, never as HTML, so a
 * crafted link cannot inject markup. Shown inside the portal frame so the visitor can navigate on.
 */
export default function ExceptionPage() {
  const [params] = useSearchParams();
  const errorCode = params.get('errorCode') || '—';
  const errorMessage = params.get('errorMessage') || <FormattedMessage id="exception.unknown" />;
  return (
    <PortalFrame>
      <Result
        status="error"
        style={{ maxWidth: 640, margin: '0 auto' }}
        title={
          <h1 style={{ margin: 0, fontSize: 28 }}>
            <FormattedMessage id="exception.title" />
          </h1>
        }
        extra={
          <Button type="primary" onClick={() => history.push('/taizhou')}>
            <FormattedMessage id="common.backHome" />
          </Button>
        }
      >
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={<FormattedMessage id="exception.code" />}>{errorCode}</Descriptions.Item>
          <Descriptions.Item label={<FormattedMessage id="exception.message" />}>
            <span style={{ overflowWrap: 'anywhere' }}>{errorMessage}</span>
          </Descriptions.Item>
        </Descriptions>
      </Result>
    </PortalFrame>
  );
}
