/**
 * Issue 27 item 1 (src/utils/scrollRestoration.ts): a new page starts at the top or at its `#hash`;
 * Back and Forward (and a reload) return to where the visitor left the entry, once the page is tall
 * enough, within 5 s, unless the visitor moves first; a new address of the same page leaves the
 * position alone.
 */
import type { RouteChange } from '@/utils/scrollRestoration';

type Module = typeof import('@/utils/scrollRestoration');

/** A fresh copy of the module: its saved positions and current entry live for a whole document. */
function freshModule(): Module {
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('@/utils/scrollRestoration');
  });
  return loaded as Module;
}

const visit = (
  key: string,
  pathname: string,
  action: RouteChange['action'],
  extra: Partial<RouteChange> & { hash?: string } = {},
): RouteChange => ({
  location: { key, pathname, hash: extra.hash ?? '' },
  action,
  isFirst: extra.isFirst,
});

let scrollTo: jest.Mock;
const scrolledTo = () => scrollTo.mock.calls.map(([options]: [ScrollToOptions]) => options.top);
const setPageHeight = (height: number) =>
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { configurable: true, value: y });

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  setPageHeight(5000);
  setScrollY(0);
  document.body.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

/** A fresh module whose first entry, the document's first load, is `path`: its route-change hook. */
function firstVisit(path: string) {
  const { restoreScrollOnRouteChange } = freshModule();
  restoreScrollOnRouteChange(visit('a', path, 'POP', { isFirst: true }));
  return restoreScrollOnRouteChange;
}

/**
 * Opens the news list, leaves it scrolled to `scrollY` for a news item, then goes Back to it while
 * the list is only `height` px tall (its content still loading).
 */
function backToAPageLeftAt(scrollY: number, height: number) {
  const restoreScrollOnRouteChange = firstVisit('/taizhou/news');
  setScrollY(scrollY);
  restoreScrollOnRouteChange(visit('b', '/taizhou/news/1', 'PUSH'));
  setPageHeight(height);
  restoreScrollOnRouteChange(visit('a', '/taizhou/news', 'POP'));
}

describe('a new page', () => {
  it('starts at the top', () => {
    const restoreScrollOnRouteChange = firstVisit('/taizhou');
    setScrollY(900);
    restoreScrollOnRouteChange(visit('b', '/taizhou/news', 'PUSH'));
    expect(scrolledTo()).toEqual([0]);
  });

  it('starts at its #hash once the page has drawn that element', () => {
    const restoreScrollOnRouteChange = firstVisit('/taizhou');
    restoreScrollOnRouteChange(visit('b', '/site/statement', 'PUSH', { hash: '#%E8%81%94%E7%B3%BB' }));
    const target = document.createElement('h2');
    target.id = '联系';
    target.scrollIntoView = jest.fn();
    document.body.append(target);
    jest.advanceTimersByTime(100);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    jest.advanceTimersByTime(1000);
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrolledTo()).toEqual([]);
  });

  it('leaves the position alone for a new address of the same page', () => {
    const restoreScrollOnRouteChange = firstVisit('/taizhou/news');
    restoreScrollOnRouteChange(visit('b', '/taizhou/news', 'PUSH'));
    restoreScrollOnRouteChange(visit('c', '/taizhou/news', 'REPLACE'));
    expect(scrolledTo()).toEqual([]);
  });
});

describe('Back and Forward', () => {
  it('return to where the visitor left the entry', () => {
    const restoreScrollOnRouteChange = firstVisit('/taizhou/news');
    setScrollY(1234.4);
    restoreScrollOnRouteChange(visit('b', '/taizhou/news/1', 'PUSH'));
    setScrollY(50);
    restoreScrollOnRouteChange(visit('a', '/taizhou/news', 'POP'));
    expect(scrolledTo()).toEqual([0, 1234]);
    setScrollY(1234);
    restoreScrollOnRouteChange(visit('b', '/taizhou/news/1', 'POP'));
    expect(scrolledTo()).toEqual([0, 1234, 50]);
  });

  it('wait until the page is tall enough, then scroll', () => {
    // Tall enough to show the top 3000 px, but not to scroll that far.
    backToAPageLeftAt(3000, 2500);
    jest.advanceTimersByTime(1000);
    expect(scrolledTo()).toEqual([0]);
    setPageHeight(window.innerHeight + 2999);
    jest.advanceTimersByTime(50);
    expect(scrolledTo()).toEqual([0, 3000]);
    jest.advanceTimersByTime(6000);
    expect(scrolledTo()).toEqual([0, 3000]);
  });

  it('scroll as far as the page allows after 5 s', () => {
    backToAPageLeftAt(3000, 1000);
    jest.advanceTimersByTime(4900);
    expect(scrolledTo()).toEqual([0]);
    jest.advanceTimersByTime(200);
    expect(scrolledTo()).toEqual([0, 3000]);
  });

  it('return to the latest position of an entry left more than once', () => {
    const restoreScrollOnRouteChange = firstVisit('/taizhou/news');
    setScrollY(300);
    restoreScrollOnRouteChange(visit('b', '/taizhou/news/1', 'PUSH'));
    restoreScrollOnRouteChange(visit('a', '/taizhou/news', 'POP'));
    setScrollY(500);
    restoreScrollOnRouteChange(visit('b', '/taizhou/news/1', 'POP'));
    restoreScrollOnRouteChange(visit('a', '/taizhou/news', 'POP'));
    expect(scrolledTo().at(-1)).toBe(500);
  });

  it('stop waiting when the visitor scrolls, even where a widget keeps the wheel to itself', () => {
    const { restoreScrollOnRouteChange } = freshModule();
    const widget = document.body.appendChild(document.createElement('div'));
    widget.addEventListener('wheel', (event) => event.stopPropagation());
    restoreScrollOnRouteChange(visit('a', '/taizhou/news', 'POP', { isFirst: true }));
    setScrollY(3000);
    restoreScrollOnRouteChange(visit('b', '/taizhou/news/1', 'PUSH'));
    setPageHeight(1000);
    restoreScrollOnRouteChange(visit('a', '/taizhou/news', 'POP'));
    widget.dispatchEvent(new Event('wheel', { bubbles: true }));
    setPageHeight(10000);
    jest.advanceTimersByTime(6000);
    expect(scrolledTo()).toEqual([0]);
  });

  it('stop waiting when the visitor scrolls: their move wins', () => {
    backToAPageLeftAt(3000, 1000);
    window.dispatchEvent(new Event('wheel'));
    setPageHeight(10000);
    jest.advanceTimersByTime(6000);
    expect(scrolledTo()).toEqual([0]);
  });

  it('go to the #hash of an entry without a saved position', () => {
    const { restoreScrollOnRouteChange } = freshModule();
    const target = document.createElement('section');
    target.id = 'faq';
    target.scrollIntoView = jest.fn();
    document.body.append(target);
    restoreScrollOnRouteChange(visit('a', '/site/help', 'POP', { isFirst: true, hash: '#faq' }));
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    restoreScrollOnRouteChange(visit('b', '/site/help', 'POP', { hash: '#faq' }));
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});

describe('across documents', () => {
  it('keeps positions in sessionStorage, so a reload of the entry returns to it', () => {
    const first = freshModule();
    first.restoreScrollOnRouteChange(visit('a', '/taizhou/news', 'POP', { isFirst: true }));
    setScrollY(700);
    first.restoreScrollOnRouteChange(visit('b', '/taizhou/news/1', 'PUSH'));
    expect(JSON.parse(window.sessionStorage.getItem('ipr-front:scroll') ?? '')).toEqual([['a', 700]]);

    setScrollY(0);
    // jsdom lacks the browser's own restoration setting, which the module turns off.
    Object.defineProperty(window.history, 'scrollRestoration', { configurable: true, writable: true, value: 'auto' });
    freshModule().restoreScrollOnRouteChange(visit('a', '/taizhou/news', 'POP', { isFirst: true }));
    expect(scrolledTo()).toEqual([0, 700]);
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('saves the position of the page being left when the document is hidden', () => {
    const first = freshModule();
    first.restoreScrollOnRouteChange(visit('a', '/taizhou/news', 'POP', { isFirst: true }));
    setScrollY(420);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.sessionStorage.getItem(first.SCROLL_STORAGE_KEY) ?? '')).toEqual([['a', 420]]);
  });

  it("does not take another document's position for a typed address", () => {
    window.sessionStorage.setItem('ipr-front:scroll', JSON.stringify([['default', 900], ['x', 'bad'], 'junk']));
    const { restoreScrollOnRouteChange } = freshModule();
    restoreScrollOnRouteChange(visit('default', '/taizhou', 'POP', { isFirst: true }));
    expect(scrolledTo()).toEqual([]);
  });

  it("keeps this document's own entries when it starts at a typed address", () => {
    window.sessionStorage.setItem(
      'ipr-front:scroll',
      JSON.stringify([
        ['default', 900],
        ['b', 300],
      ]),
    );
    const { restoreScrollOnRouteChange } = freshModule();
    restoreScrollOnRouteChange(visit('default', '/taizhou', 'POP', { isFirst: true }));
    restoreScrollOnRouteChange(visit('b', '/taizhou/news', 'POP'));
    expect(scrolledTo()).toEqual([300]);
  });

  it.each([
    ['not a pair', { 0: 'a', 1: 300 }],
    ['a position that is not a number', ['a', '300']],
  ])('ignores a stored entry that is %s', (_, entry) => {
    window.sessionStorage.setItem('ipr-front:scroll', JSON.stringify([entry, ['a', 40]]));
    freshModule().restoreScrollOnRouteChange(visit('a', '/taizhou', 'POP', { isFirst: true }));
    expect(scrolledTo()).toEqual([40]);
  });

  it('survives unreadable stored positions', () => {
    window.sessionStorage.setItem('ipr-front:scroll', '{not json');
    const restoreScrollOnRouteChange = firstVisit('/taizhou');
    restoreScrollOnRouteChange(visit('b', '/taizhou/news', 'PUSH'));
    expect(scrolledTo()).toEqual([0]);
  });

  it('keeps the last 50 positions', () => {
    const { restoreScrollOnRouteChange, SCROLL_STORAGE_KEY } = freshModule();
    restoreScrollOnRouteChange(visit('k0', '/p0', 'POP', { isFirst: true }));
    for (let n = 1; n <= 55; n += 1) {
      setScrollY(n);
      restoreScrollOnRouteChange(visit(`k${n}`, `/p${n}`, 'PUSH'));
    }
    const saved: Array<[string, number]> = JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '');
    expect(saved).toHaveLength(50);
    expect(saved[0][0]).toBe('k5');
    expect(saved[49]).toEqual(['k54', 55]);
  });
});
