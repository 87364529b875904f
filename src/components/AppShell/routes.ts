import { API_SCOPE, DICT_CODE_TRANSACTION_TYPE, DICT_FETCH_SIZE, DICT_SORT, HOME_SECTION_SIZE, REQUEST_DEFAULTS, SEARCH_KEYWORD_MAX, SERVICE_PREFIX, type Region } from '../../constants';
import { DISPUTE_TYPES, PUBLIC_DISPUTE_STATUSES } from '../../domain/dispute';
import { PATENT_SORT_FIELDS } from '../../domain/patent';
import { DEFAULT_SORT, PATENT_COUNT_MAX, QUALIFICATIONS, REGION_DISTRICTS, SORT_FIELDS } from '../EnterpriseSearch/searchState';
import type { PrefetchRequest } from './types';
import { shellRoutes, type ShellRoute as TableShellRoute } from '../../../config/routeTable';

// Relative imports of modules without '@/' imports of their own: plugin.ts reads this file at build time.

/**
 * What the static app shell (issue 13) draws for each route before the app runs (the frame, the
 * current section, the breadcrumb and the page's heading and lead, as locale message ids: the route
 * table's `shell` views, config/routeTable.ts), and the page's first data requests it sends.
 */
export interface ShellRoute extends TableShellRoute {
  /**
   * Issue 30 item 5: the page's first data requests, which the boot script sends before the app runs
   * (./boot.ts) and the request layer adopts (src/utils/prefetched.ts). Each must be the very request
   * the page sends for the address (path, parameters and their order, values derived from the URL as
   * the page derives them): tests/prefetch.test.ts and e2e/prefetch.spec.ts check that none is sent twice.
   */
  prefetch?: PrefetchRequest[];
}

/*
 * The requests, as the services in src/services/ write them. A request the page sends only for some
 * visitors (a logged-in visitor's own requests or listings) is not prefetched.
 */
const DATA_FRONT = `${SERVICE_PREFIX.data}/api/${API_SCOPE.public}`;
const DI_FRONT = `${SERVICE_PREFIX.di}/api/${API_SCOPE.public}/enterprise`;
const PAGE_SIZE = REQUEST_DEFAULTS.pageSize;

/** getCurrentUser and getEnterpriseProfileByHost (src/services/account.ts), which getInitialState awaits on every route. */
export const STARTUP_PREFETCH: PrefetchRequest[] = [
  { url: '/api/getCurrent' },
  { url: '/api/perEnterprise/getEnterpriseProfileByHost', params: { host: { from: 'host' } } },
];

/** The transaction-type dictionary (useTransactionTypes: findDictItems). */
const TRANSACTION_TYPES: PrefetchRequest = {
  url: `${DATA_FRONT}/dictItem/find`,
  params: { 'queryData.code': DICT_CODE_TRANSACTION_TYPE, sort: DICT_SORT, size: DICT_FETCH_SIZE },
};

/** The Taizhou home's content blocks (src/pages/taizhou/Home: findAnnouncements, findPunishments, findNews, findIndex, findProducts) and the type labels of its listings. */
const HOME_PREFETCH: PrefetchRequest[] = [
  { url: `${DATA_FRONT}/announcement/findPage`, params: { current: 1, pageSize: HOME_SECTION_SIZE.announcements } },
  { url: `${DATA_FRONT}/punishContent/findPage`, params: { current: 1, pageSize: HOME_SECTION_SIZE.punishments, region: 'taizhou' } },
  { url: `${DATA_FRONT}/news/findPage`, params: { current: 1, pageSize: HOME_SECTION_SIZE.news } },
  { url: `${DATA_FRONT}/ipcTransaction/findIndex`, params: { current: 1, pageSize: HOME_SECTION_SIZE.transactions, 'queryData.region': 'taizhou' } },
  { url: `${DATA_FRONT}/product/findPage`, params: { current: 1, pageSize: HOME_SECTION_SIZE.products } },
  TRANSACTION_TYPES,
];

/** The enterprise search's first page (src/components/EnterpriseSearch: parseSearchState, toQuery, findEnterprises). */
const enterpriseSearchPrefetch = (region: Region): PrefetchRequest[] => [
  {
    url: `${DI_FRONT}/findPage`,
    params: {
      current: { from: 'page' },
      pageSize: PAGE_SIZE,
      region,
      keyword: { from: 'query', key: 'keyword', max: SEARCH_KEYWORD_MAX },
      district: { from: 'query', key: 'district', oneOf: REGION_DISTRICTS[region] },
      profession: { from: 'query', key: 'profession', max: SEARCH_KEYWORD_MAX },
      qualifications: { from: 'list', key: 'qual', oneOf: QUALIFICATIONS },
      minPatents: { from: 'range', keys: ['min', 'max'], end: 'low', max: PATENT_COUNT_MAX },
      maxPatents: { from: 'range', keys: ['min', 'max'], end: 'high', max: PATENT_COUNT_MAX },
      sortField: { from: 'query', key: 'sort', oneOf: SORT_FIELDS, fallback: DEFAULT_SORT.field },
      sortOrder: { from: 'query', key: 'order', oneOf: ['ascend', 'descend'], fallback: DEFAULT_SORT.order },
    },
  },
];

/**
 * The enterprise result's profile and first page of patents (getEnterpriseDetail; PatentTable's
 * readTableState and findEnterprisePatents, which reads `?sort=&order=` untrimmed). The page asks for
 * the patents of the name the profile spells; an enterprise the service spells otherwise gets them
 * asked again, with that name.
 */
const ENTERPRISE_RESULT_PREFETCH: PrefetchRequest[] = [
  { url: `${DI_FRONT}/detail`, params: { name: { from: 'path' } } },
  {
    url: `${DI_FRONT}/patents`,
    params: {
      current: { from: 'page' },
      pageSize: PAGE_SIZE,
      name: { from: 'path' },
      sortField: { from: 'query', key: 'sort', raw: true, oneOf: PATENT_SORT_FIELDS, fallback: PATENT_SORT_FIELDS[0] },
      sortOrder: { from: 'query', key: 'order', raw: true, oneOf: ['ascend'], fallback: 'descend' },
    },
  },
];

/**
 * The transaction market's first page (useListQuery's parseListQuery, findIndex) and its type
 * dictionary. `?mine=1` asks for the visitor's own listings, by an id only the app knows.
 */
const OPERATIONS_PREFETCH: PrefetchRequest[] = [
  {
    url: `${DATA_FRONT}/ipcTransaction/findIndex`,
    params: {
      current: { from: 'page' },
      pageSize: PAGE_SIZE,
      'queryData.region': 'taizhou',
      'queryData.keyword': { from: 'query', key: 'keyword' },
      'queryData.transactionType': { from: 'query', key: 'type' },
    },
    unless: { mine: '1' },
  },
  TRANSACTION_TYPES,
];

/** The dispute page's public case list (CaseList: useSearchState, known, findDisputeCases); a visitor's own requests need a login. */
const DISPUTE_PREFETCH: PrefetchRequest[] = [
  {
    url: `${SERVICE_PREFIX.business}/api/${API_SCOPE.public}/dispute/findPage`,
    params: {
      current: { from: 'page' },
      pageSize: PAGE_SIZE,
      'queryData.keyword': { from: 'query', key: 'keyword' },
      'queryData.disputeType': { from: 'query', key: 'type', oneOf: DISPUTE_TYPES },
      'queryData.status': { from: 'query', key: 'status', oneOf: PUBLIC_DISPUTE_STATUSES },
      'queryData.year': { from: 'query', key: 'year', pattern: '^\\d{4}$' },
    },
  },
];

/** Issue 30 item 5: the first data requests of each route that has some, by its path in the route table. */
export const ROUTE_PREFETCH: Record<string, PrefetchRequest[]> = {
  '/taizhou': HOME_PREFETCH,
  '/taizhou/enterprise/search': enterpriseSearchPrefetch('taizhou'),
  '/taizhou/enterprise/result/:enterpriseName': ENTERPRISE_RESULT_PREFETCH,
  '/taizhou/operations/list': OPERATIONS_PREFETCH,
  '/taizhou/dispute/list': DISPUTE_PREFETCH,
  '/suzhou/ipr-enterprise': enterpriseSearchPrefetch('suzhou'),
  '/suzhou/ipr-enterprise/result/:enterpriseName': ENTERPRISE_RESULT_PREFETCH,
};

/**
 * The shell's views of the route table (config/routeTable.ts), each with its route's first data
 * requests. Nothing here depends on the visitor or the site settings (the owner's rule for the shell);
 * a route without a view gets no shell (the start-up placeholder of spec §4 shows instead).
 */
export const SHELL_ROUTES: ShellRoute[] = shellRoutes().map((route) =>
  ROUTE_PREFETCH[route.path] && !route.query ? { ...route, prefetch: ROUTE_PREFETCH[route.path] } : route,
);
