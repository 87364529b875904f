import { useEffect, useState } from 'react';
import { REQUEST_DEFAULTS } from '@/constants';
import useServiceRequest from '@/hooks/useServiceRequest';
import { useSearchState, type SearchState } from '@/utils/searchState';
import { toPage } from '@/utils/serviceResult';
import type { FilteredListResult, FilterFormState } from './types';

export interface FilteredListOptions<K extends string> {
  /** Whether a filter narrows the list; defaults to "any URL key is set". Pages that ignore unknown URL values say so here. */
  isFiltered?: (query: SearchState<K>) => boolean;
}

/**
 * State of a paged, filtered list (spec §3 paging, §9 page size): the search in the URL
 * (`useSearchState`), the keyword being typed, and the page request. `fetch` receives the URL
 * search and returns the service's raw result; failures (rejections, `false`, non-zero envelopes)
 * become the request's `error`; `page` is the spec §3 paging part of the call. `listProps` wires the result into {@link FilteredList}.
 */
export default function useFilteredList<K extends string, T>(
  keys: readonly K[],
  fetch: (
    query: SearchState<K>,
    page: { current: number; pageSize: number },
  ) => Promise<API.Page<T> | null | undefined | false | API.Envelope<unknown>>,
  options: FilteredListOptions<K> = {},
) {
  const [query, setQuery] = useSearchState(keys);
  const keyword = (query as Record<string, string>).keyword ?? '';
  const [draft, setDraft] = useState(keyword);
  // Back/forward and links change the URL under the search box: show the keyword being applied.
  useEffect(() => setDraft(keyword), [keyword]);

  const request = useServiceRequest(
    async () => toPage<T>(await fetch(query, { current: query.page, pageSize: REQUEST_DEFAULTS.pageSize })),
    {
      refreshDeps: [JSON.stringify(query)],
    },
  );
  // A date range counts once, whichever of its ends are set.
  const activeFilters = keys.filter((key) => query[key] && !(key === 'end' && (query as Record<string, unknown>).start)).length;
  const filtered = options.isFiltered ? options.isFiltered(query) : activeFilters > 0;
  const clear = () => setQuery(Object.fromEntries(keys.map((key) => [key, ''])) as Partial<SearchState<K>>);
  /** Applies a keyword; searching the applied keyword again reloads the list. */
  const search = (value: string) =>
    value.trim() === keyword ? request.refresh() : setQuery({ keyword: value.trim() } as unknown as Partial<SearchState<K>>);

  const result: FilteredListResult<T> = request;
  const filterForm: FilterFormState = {
    draft,
    setDraft,
    search,
    values: query as unknown as Record<string, string>,
    set: (key, value) => setQuery({ [key]: value } as Partial<SearchState<K>>),
    setMany: (values) => setQuery(values as Partial<SearchState<K>>),
    filtered,
    clear,
  };
  return {
    query,
    setQuery,
    draft,
    setDraft,
    search,
    clear,
    filtered,
    list: request.data?.list ?? [],
    total: request.data?.total ?? 0,
    loading: request.loading,
    refresh: request.refresh,
    /** The state {@link FilterForm} reads and writes. */
    filterForm,
    /** The props of {@link FilteredList} that come from the list's state. */
    listProps: {
      result,
      page: query.page,
      onPageChange: (page: number) => setQuery({ page } as Partial<SearchState<K>>),
      filtered,
      activeFilters,
      onClearFilters: clear,
    },
  };
}

/** Request parameters from URL values: an empty value becomes `undefined` (the service's "any"), which the request leaves out. */
export function blankAsUndefined<P extends Record<string, string | undefined>>(values: P): { [Key in keyof P]: P[Key] | undefined } {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value || undefined])) as {
    [Key in keyof P]: P[Key] | undefined;
  };
}
