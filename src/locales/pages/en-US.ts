/**
 * en-US messages of every other page; production builds load them with the first such page
 * (src/utils/localeMessages.ts, src/components/MessageGate).
 */
import operations from '../en-US/operations';
import content from '../en-US/content';
import enterprise from '../en-US/enterprise';
import suzhou from '../en-US/suzhou';
import sell from '../en-US/sell';
import dispute from '../en-US/dispute';
import list from '../en-US/list';
import form from '../en-US/form';
import site from '../en-US/site';
import search from '../en-US/search';
import print from '../en-US/print';

export default { ...operations, ...content, ...enterprise, ...suzhou, ...sell, ...dispute, ...list, ...form, ...site, ...search, ...print };
