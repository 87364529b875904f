/**
 * en-US messages of the operations (IP transaction) pages: production builds load them with
 * the first page that needs them (src/utils/localeMessages.ts, src/components/MessageGate).
 */
import operations from '../en-US/operations';
import sell from '../en-US/sell';

export default { ...operations, ...sell };
