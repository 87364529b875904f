import { useSearchParams } from '@umijs/max';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';

/** A list's search as it sits in the URL: text filters by name, plus a 1-based page. */
export type SearchState<K extends string> = Record<K, string> & { page: number };

/** A `YYYY-MM-DD` that dayjs reads as that very day, else empty (a hand-edited URL loses nothing else). */
export const validDay = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : '');

/**
 * List search kept in the URL (`?keyword=&…&page=`) so it can be shared, reloaded and walked with
 * back/forward. `start`/`end` are checked as dates. Changing any filter goes back to page 1;
 * defaults are left out of the address.
 */
export function useSearchState<K extends string>(keys: readonly K[]): [SearchState<K>, (patch: Partial<SearchState<K>>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const page = Number(params.get('page'));
    const entries = keys.map((key) => {
      const raw = (params.get(key) ?? '').trim();
      return [key, key === 'start' || key === 'end' ? validDay(raw) : raw];
    });
    return { ...Object.fromEntries(entries), page: Number.isInteger(page) && page > 0 ? page : 1 } as SearchState<K>;
  }, [params, keys]);

  const update = useCallback(
    (patch: Partial<SearchState<K>>) => {
      const next = { ...state, ...patch } as SearchState<K>;
      const filterChanged = keys.some((key) => patch[key] !== undefined && patch[key] !== state[key]);
      if (filterChanged && patch.page === undefined) next.page = 1;
      const search = new URLSearchParams();
      for (const key of keys) {
        const value = String(next[key] ?? '').trim();
        if (value) search.set(key, value);
      }
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search);
    },
    [state, keys, setParams],
  );
  return [state, update];
}
