/**
 * zh-CN messages of the enterprise search and result pages (both portals): production builds load them with
 * the first page that needs them (src/utils/localeMessages.ts, src/components/MessageGate).
 */
import enterprise from '../zh-CN/enterprise';

export default { ...enterprise };
