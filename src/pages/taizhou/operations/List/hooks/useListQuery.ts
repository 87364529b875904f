import { useSearchParams } from '@umijs/max';
import { useCallback, useMemo } from 'react';
import { TRANSACTION_MARKET_VIEW } from '@/services/dataViews';
import { firstViewQuery } from '@/services/firstViewQuery';

/**
 * What the visitor is looking at: kept in the URL (`?keyword=&type=&mine=1&page=&publish=1`) to
 * share and reload. `publish` keeps the publish form open across a reload and the SSO round trip.
 */
export interface ListQuery {
  keyword: string;
  /** Transaction-type dictionary value; empty for all types. */
  type: string;
  /** Only the logged-in visitor's own listings. */
  mine: boolean;
  /** 1-based page number. */
  page: number;
  /** The publish form is open. */
  publish: boolean;
}

/**
 * The findIndex parameters of the list at these URL parameters, the visitor's own id aside: the
 * market's first-view declaration (`TRANSACTION_MARKET_VIEW`), which the static shell prefetched for
 * the address, read by the same function.
 */
export function listRequest(params: URLSearchParams): API.FindIndexParams {
  return firstViewQuery<API.FindIndexParams>(TRANSACTION_MARKET_VIEW, { search: params });
}

/** Reads the list query from URL parameters as {@link listRequest} reads them; a missing or unreadable page is page 1. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const request = listRequest(params);
  return {
    keyword: request.keyword ?? '',
    type: request.transactionType ?? '',
    mine: params.get('mine') === '1',
    page: request.current ?? 1,
    publish: params.get('publish') === '1',
  };
}

/** URL parameters of a query; defaults are left out so the plain list has a plain address. */
export function serializeListQuery({ keyword, type, mine, page, publish }: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (type) params.set('type', type);
  if (mine) params.set('mine', '1');
  if (page > 1) params.set('page', String(page));
  if (publish) params.set('publish', '1');
  return params;
}

/**
 * The list query from the URL, a setter that pushes a history entry, so back and forward walk
 * through earlier searches (opening or closing the publish form replaces the entry instead;
 * changing the keyword, type or `mine` starts again at page 1), and the address's
 * {@link listRequest}.
 */
export default function useListQuery(): [ListQuery, (patch: Partial<ListQuery>) => void, API.FindIndexParams] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);
  const request = useMemo(() => listRequest(params), [params]);
  const update = useCallback(
    (patch: Partial<ListQuery>) => {
      const filtersChanged =
        (patch.keyword !== undefined && patch.keyword !== query.keyword) ||
        (patch.type !== undefined && patch.type !== query.type) ||
        (patch.mine !== undefined && patch.mine !== query.mine);
      const next = { ...query, ...patch };
      if (filtersChanged && patch.page === undefined) next.page = 1;
      const onlyForm = Object.keys(patch).every((key) => key === 'publish');
      setParams(serializeListQuery({ ...next, keyword: next.keyword.trim() }), { replace: onlyForm });
    },
    [query, setParams],
  );
  return [query, update, request];
}
