/**
 * en-US messages the other pages share and the Suzhou portal's own pages: production builds load them with
 * the first page that needs them (src/utils/localeMessages.ts, src/components/MessageGate).
 */
import content from '../en-US/content';
import suzhou from '../en-US/suzhou';
import list from '../en-US/list';
import form from '../en-US/form';
import site from '../en-US/site';
import search from '../en-US/search';
import print from '../en-US/print';
import patent from '../en-US/patent';

export default { ...content, ...suzhou, ...list, ...form, ...site, ...search, ...print, ...patent };
