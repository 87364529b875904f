/**
 * zh-CN messages the other pages share and the Suzhou portal's own pages: production builds load them with
 * the first page that needs them (src/utils/localeMessages.ts, src/components/MessageGate).
 */
import content from '../zh-CN/content';
import suzhou from '../zh-CN/suzhou';
import list from '../zh-CN/list';
import form from '../zh-CN/form';
import site from '../zh-CN/site';
import search from '../zh-CN/search';
import print from '../zh-CN/print';
import patent from '../zh-CN/patent';

export default { ...content, ...suzhou, ...list, ...form, ...site, ...search, ...print, ...patent };
