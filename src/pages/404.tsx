import { FormattedMessage, history, useLocation } from '@umijs/max';
import { Button } from 'antd';
import ExceptionResult from '@/components/StatusResult/ExceptionResult';

/**
 * Spec §2: not-found page, no menu; every unmatched path is redirected here. At `/404` in the
 * Taizhou portal frame (the Taizhou wrapper route's child); issue 27 item 8: at `/suzhou/404` (an
 * unknown Suzhou address) inside the Suzhou layout, which draws that portal's header, title and
 * footer, and "home" is Suzhou's.
 */
export default function NotFound() {
  const suzhou = useLocation().pathname.startsWith(`${IPR_ROUTE_PATHS.SUZHOU_HOME}/`);
  return (
    <ExceptionResult
      status="404"
      title={
        <h1 style={{ margin: 0, fontSize: 32 }}>
          <FormattedMessage id="notFound.title" />
        </h1>
      }
      subTitle={<FormattedMessage id="notFound.subTitle" />}
      extra={
        <Button type="primary" onClick={() => history.push(suzhou ? IPR_ROUTE_PATHS.SUZHOU_HOME : IPR_ROUTE_PATHS.TAIZHOU_HOME)}>
          <FormattedMessage id="common.backHome" />
        </Button>
      }
    />
  );
}
