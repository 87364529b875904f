import { FormattedMessage, history, useModel, useSearchParams } from '@umijs/max';
import { Alert, Button, Descriptions, Result, Space } from 'antd';
import { wasIssuedError } from '@/utils/issuedErrors';
import { portalPhone } from '@/utils/siteSettings';
import { RESULT_ICON } from '@/components/StatusResult/icons';

/** Longest piece of a link's unverified text the page shows; enough for a code or a short reason. */
export const UNVERIFIED_TEXT_MAX = 80;

const clip = (text: string) => (text.length > UNVERIFIED_TEXT_MAX ? `${text.slice(0, UNVERIFIED_TEXT_MAX)}…` : text);

/**
 * Spec §2, §4, §8: the error page a showType 9 business error redirects to
 * (`/exception?errorCode=…&errorMessage=…`), inside the portal frame (the Taizhou wrapper route's
 * child) so the visitor can navigate on.
 *
 * Issue 16 item 6: the query's text is the site's message only when this tab's request layer sent
 * the visitor here with it (`wasIssuedError`). Any other link (a crafted "patent fee overdue, call
 * …" notice under the official header) gets a generic message, a warning that the site never asks
 * for payments here, and its text only clipped, inside a collapsed "technical details (not
 * verified)" section. Both show the site's own contact and a way back. Query values are text, never
 * HTML.
 */
export default function ExceptionPage() {
  const [params] = useSearchParams();
  const code = params.get('errorCode') ?? '';
  const message = params.get('errorMessage') ?? '';
  const issued = (code !== '' || message !== '') && wasIssuedError(code, message);
  const { initialState } = useModel('@@initialState');

  const details = (show: (text: string) => string) => (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={<FormattedMessage id="exception.code" />}>{show(code) || '—'}</Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="exception.message" />}>
        <span style={{ overflowWrap: 'anywhere' }}>{show(message) || <FormattedMessage id="exception.unknown" />}</span>
      </Descriptions.Item>
    </Descriptions>
  );

  return (
    <Result
      status="error"
      icon={RESULT_ICON.error}
      style={{ maxWidth: 640, margin: '0 auto' }}
      title={
        <h1 style={{ margin: 0, fontSize: 28 }}>
          <FormattedMessage id="exception.title" />
        </h1>
      }
      subTitle={issued ? undefined : <FormattedMessage id="exception.generic" />}
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button type="primary" onClick={() => history.push(IPR_ROUTE_PATHS.TAIZHOU_HOME)}>
            <FormattedMessage id="common.backHome" />
          </Button>
          <Button onClick={() => history.back()}>
            <FormattedMessage id="exception.back" />
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {issued ? (
          details((text) => text)
        ) : (
          <>
            <Alert type="warning" showIcon title={<FormattedMessage id="exception.fraudWarning" />} />
            <details>
              <summary style={{ cursor: 'pointer' }}>
                <FormattedMessage id="exception.details" />
              </summary>
              <div style={{ marginTop: 8 }}>{details(clip)}</div>
            </details>
          </>
        )}
        <section aria-labelledby="exception-help" style={{ lineHeight: 1.8 }}>
          <h2 id="exception-help" style={{ fontSize: 16, margin: '0 0 4px' }}>
            <FormattedMessage id="exception.help" />
          </h2>
          <p style={{ margin: 0 }}>
            <FormattedMessage id="portal.footer.phone" values={{ phone: portalPhone(initialState?.settings, 'taizhou') }} />
          </p>
          <p style={{ margin: 0 }}>
            <FormattedMessage id="portal.footer.hours" />
          </p>
        </section>
      </Space>
    </Result>
  );
}
