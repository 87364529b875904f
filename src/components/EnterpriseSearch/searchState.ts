// Relative, not '@/': plugin.ts reads this module at build time (the shell's prefetch declarations).
import { SEARCH_KEYWORD_MAX, type Region } from '../../constants';

/**
 * Issue 4: the enterprise search as it lives in the URL, and back. Pure functions, so the page
 * state survives reload, sharing and back/forward, and a hand-edited address degrades to the
 * nearest valid search instead of an error.
 *
 * URL keys: `keyword`, `district`, `profession`, `qual` (comma-separated qualifications), `min`,
 * `max` (patent-count range, inclusive), `sort` and `order` (`ascend`/`descend`), `page` (1-based).
 * Defaults are left out of the address.
 */

/** Spec §2 regions → their county-level districts (domain notes), in the order the filter lists them. */
export const REGION_DISTRICTS: Record<Region, readonly string[]> = {
  taizhou: ['海陵区', '高港区', '姜堰区', '兴化市', '靖江市', '泰兴市', '泰州医药高新区'],
  suzhou: ['姑苏区', '虎丘区', '吴中区', '相城区', '吴江区', '苏州工业园区', '常熟市', '张家港市', '昆山市', '太仓市'],
};

export const QUALIFICATIONS: readonly API.EnterpriseQualification[] = ['high_tech', 'specialized', 'ip_advantage', 'tech_sme'];

export const SORT_FIELDS: readonly API.EnterpriseSortField[] = [
  'patentCount',
  'inventionCount',
  'utilityCount',
  'designCount',
  'validInventionCount',
];

export const DEFAULT_SORT: { field: API.EnterpriseSortField; order: API.SortOrder } = { field: 'patentCount', order: 'descend' };

/** Largest patent count the range accepts. */
export const PATENT_COUNT_MAX = 100_000;

export type EnterpriseSearchState = {
  keyword: string;
  district: string;
  /** Profession dictionary value */
  profession: string;
  qualifications: API.EnterpriseQualification[];
  /** Inclusive lower bound of the patent count, if any */
  minPatents?: number;
  /** Inclusive upper bound of the patent count, if any */
  maxPatents?: number;
  sortField: API.EnterpriseSortField;
  sortOrder: API.SortOrder;
  page: number;
};

/** The filters (everything but sort and page), e.g. to tell whether a search is filtered. */
export type EnterpriseFilters = Pick<EnterpriseSearchState, 'keyword' | 'district' | 'profession' | 'qualifications' | 'minPatents' | 'maxPatents'>;

const count = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return value <= PATENT_COUNT_MAX ? value : undefined;
};

/**
 * Reads the search from URL parameters. Unknown districts (of another region), qualifications and
 * sort fields are dropped; a reversed patent range is put the right way round; a missing or bad
 * page is 1.
 */
export function parseSearchState(params: URLSearchParams, region: Region): EnterpriseSearchState {
  const text = (key: string) => (params.get(key) ?? '').trim();
  const district = text('district');
  const qualifications = text('qual')
    .split(',')
    .filter((q): q is API.EnterpriseQualification => (QUALIFICATIONS as readonly string[]).includes(q));
  let minPatents = count(params.get('min'));
  let maxPatents = count(params.get('max'));
  if (minPatents !== undefined && maxPatents !== undefined && minPatents > maxPatents) {
    [minPatents, maxPatents] = [maxPatents, minPatents];
  }
  const sort = text('sort') as API.EnterpriseSortField;
  const order = text('order');
  const page = Number(text('page'));
  return {
    keyword: text('keyword').slice(0, SEARCH_KEYWORD_MAX),
    district: REGION_DISTRICTS[region].includes(district) ? district : '',
    profession: text('profession').slice(0, SEARCH_KEYWORD_MAX),
    qualifications: QUALIFICATIONS.filter((q) => qualifications.includes(q)),
    ...(minPatents !== undefined ? { minPatents } : {}),
    ...(maxPatents !== undefined ? { maxPatents } : {}),
    sortField: SORT_FIELDS.includes(sort) ? sort : DEFAULT_SORT.field,
    sortOrder: order === 'ascend' || order === 'descend' ? order : DEFAULT_SORT.order,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes the search as URL parameters, defaults left out, in a stable key order. */
export function toSearchParams(state: EnterpriseSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword.trim()) params.set('keyword', state.keyword.trim());
  if (state.district) params.set('district', state.district);
  if (state.profession) params.set('profession', state.profession);
  if (state.qualifications.length) params.set('qual', state.qualifications.join(','));
  if (state.minPatents !== undefined) params.set('min', String(state.minPatents));
  if (state.maxPatents !== undefined) params.set('max', String(state.maxPatents));
  if (state.sortField !== DEFAULT_SORT.field || state.sortOrder !== DEFAULT_SORT.order) {
    params.set('sort', state.sortField);
    params.set('order', state.sortOrder);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The next search after a change. A change of any filter or of the sort goes back to page 1
 * (the old page number means nothing in a new result list), unless the change names a page itself.
 */
export function updateSearchState(state: EnterpriseSearchState, patch: Partial<EnterpriseSearchState>): EnterpriseSearchState {
  const next: EnterpriseSearchState = { ...state, ...patch };
  // `minPatents: undefined` in a patch clears the bound, so the key must not linger.
  if ('minPatents' in patch && patch.minPatents === undefined) delete next.minPatents;
  if ('maxPatents' in patch && patch.maxPatents === undefined) delete next.maxPatents;
  const changed = (Object.keys(patch) as Array<keyof EnterpriseSearchState>).some(
    (key) => key !== 'page' && JSON.stringify(patch[key]) !== JSON.stringify(state[key]),
  );
  if (changed && patch.page === undefined) next.page = 1;
  return next;
}

/** True when any filter narrows the list. */
export const isFiltered = (state: EnterpriseFilters) => activeFilterCount(state) > 0;

/** How many filters are applied; the patent-count range counts once. */
export const activeFilterCount = (state: EnterpriseFilters) =>
  [state.keyword, state.district, state.profession, state.qualifications.length, state.minPatents !== undefined || state.maxPatents !== undefined].filter(Boolean)
    .length;

/** The search with every filter cleared (sort kept, page 1). */
export const clearedFilters = (state: EnterpriseSearchState): EnterpriseSearchState => ({
  keyword: '',
  district: '',
  profession: '',
  qualifications: [],
  sortField: state.sortField,
  sortOrder: state.sortOrder,
  page: 1,
});

/** The DI service query (docs/api.md §9) for a search of `region`, one page of `pageSize`. */
export function toQuery(state: EnterpriseSearchState, region: Region, pageSize: number): API.EnterpriseSearchParams {
  return {
    current: state.page,
    pageSize,
    region,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.district ? { district: state.district } : {}),
    ...(state.profession ? { profession: state.profession } : {}),
    ...(state.qualifications.length ? { qualifications: state.qualifications.join(',') } : {}),
    ...(state.minPatents !== undefined ? { minPatents: state.minPatents } : {}),
    ...(state.maxPatents !== undefined ? { maxPatents: state.maxPatents } : {}),
    sortField: state.sortField,
    sortOrder: state.sortOrder,
  };
}

/** Each portal's enterprise search page (spec §2). */
export const ENTERPRISE_SEARCH_PATH: Record<Region, string> = {
  taizhou: '/taizhou/enterprise/search',
  suzhou: '/suzhou/ipr-enterprise',
};

/**
 * The result page of a name in a portal: spec §2 `/taizhou/enterprise/result/:enterpriseName`, and
 * its Suzhou twin `/suzhou/ipr-enterprise/result/:enterpriseName` (issue 16 item 2: a Suzhou visitor
 * stays in the Suzhou frame). The name is one encoded path segment, so `/`, `%`, `#`, `?`, brackets
 * and emoji survive the round trip through the router.
 */
export const enterpriseResultPath = (name: string, region: Region) =>
  `${region === 'suzhou' ? ENTERPRISE_SEARCH_PATH.suzhou : '/taizhou/enterprise'}/result/${encodeURIComponent(name)}`;
