import frame from './frame/zh-CN';
import pages from './pages/zh-CN';
import enterprise from './enterprise/zh-CN';
import operations from './operations/zh-CN';
import dispute from './dispute/zh-CN';

/** All zh-CN messages; production builds load them in groups instead (src/utils/localeMessages.ts). */
export default { ...frame, ...pages, ...enterprise, ...operations, ...dispute };
