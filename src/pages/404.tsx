import { FormattedMessage, history } from '@umijs/max';
import { Button, Result } from 'antd';

/** Spec §2: not-found page, no menu; every unmatched path is redirected here. */
export default function NotFound() {
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 32 }}><FormattedMessage id="notFound.title" /></h1>}
        subTitle={<FormattedMessage id="notFound.subTitle" />}
        extra={
          <Button type="primary" onClick={() => history.push('/taizhou')}>
            <FormattedMessage id="common.backHome" />
          </Button>
        }
      />
    </main>
  );
}
