import { request } from '@umijs/max';
// Relative imports: plugin.ts reads the first-view declarations at build time (the static shell's prefetch).
import {
  API_SCOPE,
  DICT_CODE_TRANSACTION_TYPE,
  DICT_FETCH_SIZE,
  DICT_SORT,
  HOME_SECTION_SIZE,
  REQUEST_DEFAULTS,
  SERVICE_PREFIX,
  type Region,
} from '../constants';
import type { PrefetchRequest } from './firstView';

/**
 * The data service (spec's {data-service}, `/ipr-data-service`): dictionaries, the IP transaction
 * index and the portal content. Public reads use `front`, authenticated calls `authFront` (spec §6).
 * All functions resolve the envelope's `data` (the request layer unwraps it) and reject on failure.
 */
const front = `${SERVICE_PREFIX.data}/api/${API_SCOPE.public}`;
const authFront = `${SERVICE_PREFIX.data}/api/${API_SCOPE.auth}`;

const DICT_FIND = `${front}/dictItem/find`;

/*
 * The first views below are functions or objects of constants only: a bundle that sends the requests
 * without reading the declarations (umi.js holds this module) carries none of them.
 */

/** The transaction-type dictionary as `findDictItems` asks for it, a first view of the pages that label listings (useTransactionTypes). */
export const TRANSACTION_TYPES_VIEW: PrefetchRequest = {
  url: DICT_FIND,
  params: { 'queryData.code': DICT_CODE_TRANSACTION_TYPE, sort: DICT_SORT, size: DICT_FETCH_SIZE },
};

/**
 * The Taizhou home's first view: each content block's first page as src/pages/taizhou/Home asks for
 * it (findAnnouncements, findPunishments, findNews, findIndex, findProducts with HOME_SECTION_SIZE),
 * then the type labels of its listings.
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
 * The transaction market's first view (useListQuery's parseListQuery, then findIndex) and its type
 * dictionary. `?mine=1` asks for the visitor's own listings, by an id only the app knows: not prefetched.
 */
export const transactionMarketViews = (): PrefetchRequest[] => [
  {
    url: `${front}/ipcTransaction/findIndex`,
    params: {
      current: { from: 'page' },
      pageSize: REQUEST_DEFAULTS.pageSize,
      'queryData.region': 'taizhou',
      'queryData.keyword': { from: 'query', key: 'keyword' },
      'queryData.transactionType': { from: 'query', key: 'type' },
    },
    unless: { mine: '1' },
  },
  TRANSACTION_TYPES_VIEW,
];

/** Spec §7: dictionary items of one code, sorted by sortNo descending, up to 5000. */
export async function findDictItems(code: string, options?: Record<string, unknown>) {
  return request<API.Page<API.DictItem>>(DICT_FIND, {
    method: 'GET',
    params: { 'queryData.code': code, sort: DICT_SORT, size: DICT_FETCH_SIZE },
    ...options,
  });
}

/** Spec §3, §7: the profession dictionary; items are in the response's `content` list. */
export async function findProfessions(options?: Record<string, unknown>) {
  return request<{ content: API.ProfessionItem[] }>(`${front}/dictItem/profession`, {
    method: 'GET',
    ...options,
  });
}

/**
 * Spec §7: one page of the IP transaction index of a portal's region (issue 46 item 2), filtered by
 * keyword, transaction type and (issue 5, "My listings") publisher id. The listings carry no contact fields.
 */
export async function findIndex(params: API.FindIndexParams, options?: Record<string, unknown>) {
  const { current = 1, pageSize = REQUEST_DEFAULTS.pageSize, region, keyword, transactionType, publisherId } = params;
  return request<API.Page<API.TransactionIndex>>(`${front}/ipcTransaction/findIndex`, {
    method: 'GET',
    params: {
      current,
      pageSize,
      'queryData.region': region,
      'queryData.keyword': keyword || undefined,
      'queryData.transactionType': transactionType || undefined,
      'queryData.publisherId': publisherId || undefined,
    },
    ...options,
  });
}

/**
 * Issue 5 item 1 (docs/api.md §5): one listing with up to 4 similar ones. The contact fields come
 * only for a logged-in visitor (cookie); otherwise `contactHidden` is `true`. An unknown id answers
 * envelope code 404 (`挂牌信息不存在`), which the request layer passes through as the raw body:
 * check the result with `checkServiceResult`.
 */
export async function getIndexDetail(id: string, options?: Record<string, unknown>) {
  return request<API.TransactionDetail>(`${front}/ipcTransaction/detail`, {
    method: 'GET',
    params: { id },
    ...options,
  });
}

/** Spec §7: creates (no id) or updates (with id) a transaction listing; needs a logged-in user. */
export async function saveOrUpdateIndex(body: API.TransactionIndexInput, options?: Record<string, unknown>) {
  return request<API.TransactionIndex>(`${authFront}/website/ipcTransaction/saveOrUpdateIndex`, {
    method: 'POST',
    data: body,
    ...options,
  });
}

/**
 * Issue 16 (docs/api.md §5): its publisher takes a listing off the market (下架). Resolves to the
 * withdrawn listing; someone else's is code 403, an unknown id 404 (raw envelope, see
 * `checkServiceResult`), not logged in `false`.
 */
export async function withdrawIndex(id: string, options?: Record<string, unknown>) {
  return request<API.TransactionIndex>(`${authFront}/website/ipcTransaction/withdrawIndex`, {
    method: 'POST',
    data: { id },
    ...options,
  });
}

/** Spec §7: listings of the portal's region (issue 46 item 2) pushed to the logged-in visitor. */
export async function activePush(params: { size?: number; region: Region }, options?: Record<string, unknown>) {
  return request<API.TransactionIndex[]>(`${authFront}/zcTransaction/activePush`, {
    method: 'GET',
    params,
    ...options,
  });
}

/**
 * Policy announcements, newest first. Issue 3 filters: `category`, `keyword`, and a publish-date
 * range `startDate`–`endDate` (`YYYY-MM-DD`, inclusive); docs/api.md §6.
 */
export async function findAnnouncements(params: API.AnnouncementPageParams, options?: Record<string, unknown>) {
  return request<API.Page<API.AnnouncementItem>>(`${front}/announcement/findPage`, {
    method: 'GET',
    params,
    ...options,
  });
}

/**
 * Service-agency administrative penalty notices, newest first. Issue 3 filters: `violationType`,
 * `penaltyType`, `keyword`, and a decision-date range `startDate`–`endDate` (`YYYY-MM-DD`,
 * inclusive); docs/api.md §6.
 */
export async function findPunishments(params: API.PunishmentPageParams, options?: Record<string, unknown>) {
  return request<API.Page<API.PunishmentItem>>(`${front}/punishContent/findPage`, {
    method: 'GET',
    params,
    ...options,
  });
}

/**
 * Publicity and news, newest first. Issue 16 filters: `source` (exact) and a publish-date range
 * `startDate`–`endDate` (`YYYY-MM-DD`, inclusive); docs/api.md §6.
 */
export async function findNews(params: API.NewsPageParams, options?: Record<string, unknown>) {
  return request<API.Page<API.NewsItem>>(`${front}/news/findPage`, { method: 'GET', params, ...options });
}

/**
 * IP financial and service products, newest first. Issue 16 filters: `category` (product type,
 * exact) and `provider` (part of the institution's name); docs/api.md §6.
 */
export async function findProducts(params: API.ProductPageParams, options?: Record<string, unknown>) {
  return request<API.Page<API.ProductItem>>(`${front}/product/findPage`, {
    method: 'GET',
    params,
    ...options,
  });
}

/**
 * Issue 3 detail reads (docs/api.md §6.1). Each resolves the record; an unknown id answers
 * envelope code 404 with `data: null`, which the request layer passes through as the raw body
 * (check it with `checkServiceResult`).
 */
function detail<T>(path: string) {
  return (id: string, options?: Record<string, unknown>) =>
    request<T>(`${front}/${path}/detail`, { method: 'GET', params: { id }, ...options });
}

/** One policy announcement with its HTML body, attachments and previous/next. */
export const getAnnouncementDetail = detail<API.AnnouncementDetail>('announcement');

/** One penalty notice with every public-disclosure field, the facts and the legal basis. */
export const getPunishmentDetail = detail<API.PunishmentDetail>('punishContent');

/** One IP financial or service product with its terms, conditions and contact. */
export const getProductDetail = detail<API.ProductDetail>('product');

/** One news item with its HTML body and related news. */
export const getNewsDetail = detail<API.NewsDetail>('news');
