import { FormattedMessage, history } from '@umijs/max';
import { Button } from 'antd';
import PortalFrame from '@/components/PortalFrame';
import ExceptionResult from '@/components/StatusResult/ExceptionResult';

/** Spec §2: not-found page, no menu (the portal frame only); every unmatched path is redirected here. */
export default function NotFound() {
  return (
    <PortalFrame>
      <ExceptionResult
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 32 }}><FormattedMessage id="notFound.title" /></h1>}
        subTitle={<FormattedMessage id="notFound.subTitle" />}
        extra={
          <Button type="primary" onClick={() => history.push('/taizhou')}>
            <FormattedMessage id="common.backHome" />
          </Button>
        }
      />
    </PortalFrame>
  );
}
