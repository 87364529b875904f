import frame from './frame/en-US';
import pages from './pages/en-US';
import enterprise from './enterprise/en-US';
import operations from './operations/en-US';
import dispute from './dispute/en-US';

/** All en-US messages; production builds load them in groups instead (src/utils/localeMessages.ts). */
export default { ...frame, ...pages, ...enterprise, ...operations, ...dispute };
