import { DEFAULT_SORT, QUALIFICATIONS } from '@/domain/enterprise';
import type { Region } from '@/constants';
import { firstViewParams } from '@/services/firstView';
import { enterpriseSearchView } from '@/services/diViews';

export { DEFAULT_SORT, PATENT_COUNT_MAX, QUALIFICATIONS, REGION_DISTRICTS, SORT_FIELDS } from '@/domain/enterprise';

/**
 * Issue 4: the enterprise search as it lives in the URL, and back. Pure functions, so the page
 * state survives reload, sharing and back/forward, and a hand-edited address degrades to the
 * nearest valid search instead of an error.
 *
 * URL keys: `keyword`, `district`, `profession`, `qual` (comma-separated qualifications), `min`,
 * `max` (patent-count range, inclusive), `sort` and `order` (`ascend`/`descend`), `page` (1-based).
 * Defaults are left out of the address. How each is read is the DI service's first-view declaration
 * (`enterpriseSearchView`, src/services/diService.ts), which the page's request and the static
 * shell's prefetch read too.
 */

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
export type EnterpriseFilters = Pick<
  EnterpriseSearchState,
  'keyword' | 'district' | 'profession' | 'qualifications' | 'minPatents' | 'maxPatents'
>;

/**
 * Reads the search from URL parameters, as the service's first-view declaration reads them: unknown
 * districts (of another region), qualifications and sort fields are dropped; a reversed patent
 * range is put the right way round; a missing or bad page is 1.
 */
export function parseSearchState(params: URLSearchParams, region: Region): EnterpriseSearchState {
  const query = searchQuery(params, region);
  const text = (key: keyof API.EnterpriseSearchParams) => (query[key] === undefined ? '' : String(query[key]));
  return {
    keyword: text('keyword'),
    district: text('district'),
    profession: text('profession'),
    qualifications: QUALIFICATIONS.filter((q) => text('qualifications').split(',').includes(q)),
    ...(query.minPatents !== undefined ? { minPatents: query.minPatents } : {}),
    ...(query.maxPatents !== undefined ? { maxPatents: query.maxPatents } : {}),
    sortField: query.sortField ?? DEFAULT_SORT.field,
    sortOrder: query.sortOrder ?? DEFAULT_SORT.order,
    page: query.current ?? 1,
  };
}

/**
 * The DI service query (docs/api.md §9) of the search at these URL parameters: the first page the
 * page asks for, exactly what the static shell prefetched for the address.
 */
export function searchQuery(params: URLSearchParams, region: Region): API.EnterpriseSearchParams {
  return firstViewParams(enterpriseSearchView(region), { search: params }) as unknown as API.EnterpriseSearchParams;
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
  [
    state.keyword,
    state.district,
    state.profession,
    state.qualifications.length,
    state.minPatents !== undefined || state.maxPatents !== undefined,
  ].filter(Boolean).length;

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
