import { FormattedMessage } from '@umijs/max';
import ExceptionResult from './ExceptionResult';

/**
 * ProLayout's 403 and 404 views of the Suzhou portal (Umi's defaults carry hard-coded Chinese
 * text). Loaded lazily by src/app.tsx: antd's Result brings its status illustrations, which have no
 * place in every page's first load.
 */
export default function StatusResult({ status, messageId }: { status: '403' | '404'; messageId: string }) {
  return <ExceptionResult status={status} title={status} subTitle={<FormattedMessage id={messageId} />} />;
}
