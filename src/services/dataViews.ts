// Relative imports: plugin.ts reads these declarations at build time (the static shell's prefetch).
import { DICT_CODE_TRANSACTION_TYPE, DICT_FETCH_SIZE, DICT_SORT, HOME_SECTION_SIZE, REQUEST_DEFAULTS } from '../constants';
import { DATA_FRONT, DICT_FIND } from './dataService';
import type { PrefetchRequest } from './firstView';

/**
 * The first views of the data service's pages (src/services/firstView.ts), beside ./dataService.ts,
 * whose functions send them: the static shell prefetches them, and the home and the transaction
 * market derive their requests from them (firstViewQuery). Apart from the service, which umi.js holds (the home and the site search
 * call it): only the pages that read a declaration carry it.
 */

const front = DATA_FRONT;

/** The transaction-type dictionary as `findDictItems` asks for it, a first view of the pages that label listings (useTransactionTypes). */
export const TRANSACTION_TYPES_VIEW: PrefetchRequest = {
  url: DICT_FIND,
  params: { 'queryData.code': DICT_CODE_TRANSACTION_TYPE, sort: DICT_SORT, size: DICT_FETCH_SIZE },
};

/**
 * The Taizhou home's first view: each content block's first page, which src/pages/taizhou/Home sends
 * (findAnnouncements, findPunishments, findNews, findIndex, findProducts), then the type labels of
 * its listings.
 */
export const homeViews = () =>
  ({
    announcements: { url: `${front}/announcement/findPage`, params: { current: 1, pageSize: HOME_SECTION_SIZE.announcements } },
    punishments: {
      url: `${front}/punishContent/findPage`,
      params: { current: 1, pageSize: HOME_SECTION_SIZE.punishments, region: 'taizhou' },
    },
    news: { url: `${front}/news/findPage`, params: { current: 1, pageSize: HOME_SECTION_SIZE.news } },
    transactions: {
      url: `${front}/ipcTransaction/findIndex`,
      params: { current: 1, pageSize: HOME_SECTION_SIZE.transactions, 'queryData.region': 'taizhou' },
    },
    products: { url: `${front}/product/findPage`, params: { current: 1, pageSize: HOME_SECTION_SIZE.products } },
    transactionTypes: TRANSACTION_TYPES_VIEW,
  }) satisfies Record<string, PrefetchRequest>;

/**
 * The transaction market's list, first view: the page of the index its address asks for (the page's
 * `listRequest`, src/pages/taizhou/operations/List/hooks/useListQuery.ts, then findIndex). `?mine=1`
 * asks for the visitor's own listings, by an id only the app knows: not prefetched.
 */
export const TRANSACTION_MARKET_VIEW: PrefetchRequest = {
  url: `${front}/ipcTransaction/findIndex`,
  params: {
    current: { from: 'page' },
    pageSize: REQUEST_DEFAULTS.pageSize,
    'queryData.region': 'taizhou',
    'queryData.keyword': { from: 'query', key: 'keyword' },
    'queryData.transactionType': { from: 'query', key: 'type' },
  },
  unless: { mine: '1' },
};

/** The transaction market's first views: its list and the type dictionary. */
export const transactionMarketViews = (): PrefetchRequest[] => [TRANSACTION_MARKET_VIEW, TRANSACTION_TYPES_VIEW];
