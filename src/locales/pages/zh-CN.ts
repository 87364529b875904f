/**
 * zh-CN messages of every other page; production builds load them with the first such page
 * (src/utils/localeMessages.ts, src/components/MessageGate).
 */
import operations from '../zh-CN/operations';
import content from '../zh-CN/content';
import enterprise from '../zh-CN/enterprise';
import suzhou from '../zh-CN/suzhou';
import sell from '../zh-CN/sell';
import dispute from '../zh-CN/dispute';
import list from '../zh-CN/list';
import form from '../zh-CN/form';
import site from '../zh-CN/site';
import search from '../zh-CN/search';
import print from '../zh-CN/print';

export default { ...operations, ...content, ...enterprise, ...suzhou, ...sell, ...dispute, ...list, ...form, ...site, ...search, ...print };
