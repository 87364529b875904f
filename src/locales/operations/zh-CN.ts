/**
 * zh-CN messages of the operations (IP transaction) pages: production builds load them with
 * the first page that needs them (src/utils/localeMessages.ts, src/components/MessageGate).
 */
import operations from '../zh-CN/operations';
import sell from '../zh-CN/sell';

export default { ...operations, ...sell };
