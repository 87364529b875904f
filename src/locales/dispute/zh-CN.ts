/**
 * zh-CN messages of the dispute pages: production builds load them with
 * the first page that needs them (src/utils/localeMessages.ts, src/components/MessageGate).
 */
import dispute from '../zh-CN/dispute';

export default { ...dispute };
