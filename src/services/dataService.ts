import { request } from '@umijs/max';
// Relative imports: plugin.ts reads this module at build time (./dataViews.ts, the first-view declarations, imports it).
import { API_SCOPE, DICT_FETCH_SIZE, DICT_SORT, REQUEST_DEFAULTS, SERVICE_PREFIX, type Region } from '../constants';

/**
 * The data service (spec's {data-service}, `/ipr-data-service`): dictionaries, the IP transaction
 * index and the portal content. Public reads use `front`, authenticated calls `authFront` (spec §6).
 * All functions resolve the envelope's `data` (the request layer unwraps it) and reject on failure.
 */
/** The data service's public API; its pages' first views are declared in ./dataViews.ts. */
export const DATA_FRONT = `${SERVICE_PREFIX.data}/api/${API_SCOPE.public}`;
const front = DATA_FRONT;
const authFront = `${SERVICE_PREFIX.data}/api/${API_SCOPE.auth}`;

/** The dictionary's items (`findDictItems`). */
export const DICT_FIND = `${front}/dictItem/find`;

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
