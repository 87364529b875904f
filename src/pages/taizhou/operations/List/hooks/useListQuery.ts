import { useSearchParams } from '@umijs/max';
import { useCallback, useMemo } from 'react';

/** What the visitor is looking at: kept in the URL (`?keyword=&type=&page=`) to share and reload. */
export interface ListQuery {
  keyword: string;
  /** Transaction-type dictionary value; empty for all types. */
  type: string;
  /** 1-based page number. */
  page: number;
}

/** Reads the list query from URL parameters; a missing or unreadable page is page 1. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    type: (params.get('type') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** URL parameters of a query; defaults are left out so the plain list has a plain address. */
export function serializeListQuery({ keyword, type, page }: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The list query from the URL and a setter that pushes a history entry, so back and forward walk
 * through earlier searches. Changing the keyword or type starts again at page 1.
 */
export default function useListQuery(): [ListQuery, (patch: Partial<ListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);
  const update = useCallback(
    (patch: Partial<ListQuery>) => {
      const filtersChanged =
        (patch.keyword !== undefined && patch.keyword !== query.keyword) ||
        (patch.type !== undefined && patch.type !== query.type);
      const next = { ...query, ...patch };
      if (filtersChanged && patch.page === undefined) next.page = 1;
      setParams(serializeListQuery({ ...next, keyword: next.keyword.trim() }));
    },
    [query, setParams],
  );
  return [query, update];
}
