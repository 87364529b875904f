import frame from './frame/en-US';
import pages from './pages/en-US';

/** All en-US messages; production builds load them in two groups instead (src/utils/localeMessages.ts). */
export default { ...frame, ...pages };
