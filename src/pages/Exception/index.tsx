import { FormattedMessage, history, useSearchParams } from '@umijs/max';
import { Button, Descriptions, Result } from 'antd';

/**
 * Spec §2, §4: the error page a showType 9 business error redirects to. Shows `errorCode` and
 * `errorMessage` from the query as text (never as HTML).
 */
export default function ExceptionPage() {
  const [params] = useSearchParams();
  const errorCode = params.get('errorCode') ?? '';
  const errorMessage = params.get('errorMessage') ?? '';
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <Result
        status="error"
        title={<h1 style={{ margin: 0, fontSize: 28 }}><FormattedMessage id="exception.title" /></h1>}
        subTitle={errorMessage || <FormattedMessage id="exception.unknown" />}
        extra={
          <Button type="primary" onClick={() => history.push('/taizhou')}>
            <FormattedMessage id="common.backHome" />
          </Button>
        }
      >
        <Descriptions column={1} bordered size="small" style={{ maxWidth: 560, margin: '0 auto' }}>
          <Descriptions.Item label={<FormattedMessage id="exception.code" />}>{errorCode || '—'}</Descriptions.Item>
          <Descriptions.Item label={<FormattedMessage id="exception.message" />}>{errorMessage || '—'}</Descriptions.Item>
        </Descriptions>
      </Result>
    </main>
  );
}
