import { request } from '@umijs/max';
// Relative imports: plugin.ts reads the first-view declarations at build time (the static shell's prefetch).
import { API_SCOPE, REQUEST_DEFAULTS, SEARCH_KEYWORD_MAX, SERVICE_PREFIX, type Region } from '../constants';
import { PATENT_SORT_FIELDS } from '../domain/patent';
import { DEFAULT_SORT, PATENT_COUNT_MAX, QUALIFICATIONS, REGION_DISTRICTS, SORT_FIELDS } from '../domain/enterprise';
import { firstViewParams, type PrefetchRequest } from './firstView';
import { getPage } from './paging';

/**
 * The data-intelligence service (`/ipr-di-service`, public `front` scope; spec §7, docs/api.md §9):
 * enterprise (innovation subject) search and each enterprise's profile, analysis aggregates and
 * patents. Functions resolve the envelope's `data`; an unknown name resolves the raw 404 envelope
 * (check results with `checkServiceResult` / `toPage`), HTTP and network failures reject.
 */
const front = `${SERVICE_PREFIX.di}/api/${API_SCOPE.public}/enterprise`;

/**
 * The enterprise search's first view (src/features/enterprise: `searchQuery`, `parseSearchState`):
 * the page of enterprises its address asks for.
 */
export const enterpriseSearchView = (region: Region): PrefetchRequest => ({
  url: `${front}/findPage`,
  params: {
    current: { from: 'page' },
    pageSize: REQUEST_DEFAULTS.pageSize,
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
});

/** The enterprise result's first view: the profile of the address's name (`getEnterpriseDetail`). */
export const ENTERPRISE_DETAIL_VIEW: PrefetchRequest = { url: `${front}/detail`, params: { name: { from: 'path' } } };

/**
 * The enterprise result's patent list, first view (`readTableState` and PatentTable): the page and
 * the sort of the address (`?sort=&order=`, read untrimmed), of the name the profile spells. An
 * enterprise the service spells otherwise than its address gets its patents asked again, with that name.
 */
export const ENTERPRISE_PATENTS_VIEW: PrefetchRequest = {
  url: `${front}/patents`,
  params: {
    current: { from: 'page' },
    pageSize: REQUEST_DEFAULTS.pageSize,
    name: { from: 'path' },
    sortField: { from: 'query', key: 'sort', raw: true, oneOf: PATENT_SORT_FIELDS, fallback: PATENT_SORT_FIELDS[0] },
    sortOrder: { from: 'query', key: 'order', raw: true, oneOf: ['ascend'], fallback: 'descend' },
  },
};

/** One page of enterprises matching the search; counts are patents (pieces), sorted by `sortField`. */
export async function findEnterprises(params: API.EnterpriseSearchParams, options?: Record<string, unknown>) {
  return getPage<API.EnterpriseItem>(`${front}/findPage`, params, options);
}

/** Profile and headline figures of the enterprise with exactly this name. */
export async function getEnterpriseDetail(name: string, options?: Record<string, unknown>) {
  return request<API.EnterpriseDetail>(ENTERPRISE_DETAIL_VIEW.url, { method: 'GET', params: firstViewParams(ENTERPRISE_DETAIL_VIEW, { path: name }), ...options });
}

/** Chart aggregates of the enterprise's portfolio (per year, type, legal status, top IPC subclasses and inventors). */
export async function getEnterpriseAnalysis(name: string, options?: Record<string, unknown>) {
  return request<API.EnterpriseAnalysis>(`${front}/analysis`, { method: 'GET', params: { name }, ...options });
}

/** One page of the enterprise's patents, newest filing first unless sorted otherwise. */
export async function findEnterprisePatents(params: API.EnterprisePatentParams, options?: Record<string, unknown>) {
  return getPage<API.EnterprisePatent>(ENTERPRISE_PATENTS_VIEW.url, params, options);
}
