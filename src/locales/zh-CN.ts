import frame from './frame/zh-CN';
import pages from './pages/zh-CN';

/** All zh-CN messages; production builds load them in two groups instead (src/utils/localeMessages.ts). */
export default { ...frame, ...pages };
