/**
 * zh-CN messages of the content pages (lists and details), the site pages, the site search and the Suzhou
 * portal's own pages: production builds load them with
 * the first page that needs them (src/utils/localeMessages.ts, src/components/MessageGate).
 */
import content from '../zh-CN/content';
import suzhou from '../zh-CN/suzhou';
import site from '../zh-CN/site';
import search from '../zh-CN/search';
import a11y from '../zh-CN/a11y';

export default { ...content, ...suzhou, ...site, ...search, ...a11y };
