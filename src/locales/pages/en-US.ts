/**
 * en-US messages of the content pages (lists and details), the site pages, the site search and the Suzhou
 * portal's own pages: production builds load them with
 * the first page that needs them (src/utils/localeMessages.ts, src/components/MessageGate).
 */
import content from '../en-US/content';
import suzhou from '../en-US/suzhou';
import site from '../en-US/site';
import search from '../en-US/search';
import a11y from '../en-US/a11y';

export default { ...content, ...suzhou, ...site, ...search, ...a11y };
