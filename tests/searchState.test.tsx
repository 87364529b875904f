import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useSearchState, validDay } from '@/utils/searchState';

/**
 * A list's search in the URL (src/utils/searchState.ts): what a shared or hand-edited address reads
 * as, and what the address becomes when the visitor changes a filter or the page.
 */

const KEYS = ['keyword', 'type', 'start', 'end'] as const;

/** The hook at `url`, with the address it leaves behind (`search` without the `?`). */
function searchAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  const hook = renderHook(
    () => {
      const [state, update] = useSearchState(KEYS);
      return { state, update, search: useLocation().search.replace(/^\?/, '') };
    },
    { wrapper },
  );
  return {
    state: () => hook.result.current.state,
    search: () => decodeURIComponent(hook.result.current.search),
    update: (patch: Parameters<typeof hook.result.current.update>[0]) => act(() => hook.result.current.update(patch)),
  };
}

describe('validDay', () => {
  it.each(['2026-01-05', '2024-02-29', '2026-12-31'])('keeps the real day %s', (day) => {
    expect(validDay(day)).toBe(day);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-5', '20260105', ' 2026-01-05', '2026-01-05x', 'x2026-01-05', ''])(
    'reads %j as no day',
    (value) => {
      expect(validDay(value)).toBe('');
    },
  );
});

describe('useSearchState: reading the address', () => {
  it('reads each filter trimmed, and the page', () => {
    const search = searchAt('/list?keyword=%20专利%20&type=transfer&start=2026-01-05&end=2026-03-31&page=3');
    expect(search.state()).toEqual({ keyword: '专利', type: 'transfer', start: '2026-01-05', end: '2026-03-31', page: 3 });
  });

  it('gives an empty filter and page 1 for what the address leaves out', () => {
    expect(searchAt('/list').state()).toEqual({ keyword: '', type: '', start: '', end: '', page: 1 });
  });

  it('checks only start and end as days', () => {
    const search = searchAt('/list?keyword=2026-13-45&start=2026-13-45&end=昨天');
    expect(search.state()).toMatchObject({ keyword: '2026-13-45', start: '', end: '' });
  });

  it.each(['0', '-2', '1.5', 'abc', ''])('reads page=%j as page 1', (page) => {
    expect(searchAt(`/list?page=${page}`).state().page).toBe(1);
  });
});

describe('useSearchState: changing the search', () => {
  it('goes back to page 1 when a filter changes, leaving defaults out of the address', () => {
    const search = searchAt('/list?keyword=专利&page=4');
    search.update({ type: 'licence' });
    expect(search.state()).toMatchObject({ keyword: '专利', type: 'licence', page: 1 });
    expect(search.search()).toBe('keyword=专利&type=licence');
  });

  it('keeps the filters when only the page changes', () => {
    const search = searchAt('/list?keyword=专利&type=transfer');
    search.update({ page: 2 });
    expect(search.search()).toBe('keyword=专利&type=transfer&page=2');
    search.update({ page: 1 });
    expect(search.search()).toBe('keyword=专利&type=transfer');
  });

  it('keeps the page when a filter is set to the value it has', () => {
    const search = searchAt('/list?keyword=专利&page=3');
    search.update({ keyword: '专利' });
    expect(search.state().page).toBe(3);
    expect(search.search()).toBe('keyword=专利&page=3');
  });

  it('takes the page it is given with a new filter', () => {
    const search = searchAt('/list?keyword=专利&page=3');
    search.update({ keyword: '商标', page: 2 });
    expect(search.search()).toBe('keyword=商标&page=2');
  });

  it('writes trimmed values in the order of the keys, drops emptied ones and other parameters', () => {
    const search = searchAt('/list?end=2026-03-31&utm_source=wechat&keyword=专利&page=2');
    search.update({ type: '  pledge ', keyword: '' });
    expect(search.search()).toBe('type=pledge&end=2026-03-31');
  });
});
