/**
 * Issue 13: the static app shell of the built HTML (src/components/AppShell). The boot script runs
 * here in jsdom over the very markup plugin.ts writes: which shell a route gets, in which locale,
 * with what words, that the address's enterprise name stays text, that the shell steps aside once the
 * page's heading is in `#root`. The script is src/components/AppShell/boot.ts as plugin.ts inlines it
 * (compiled and minified by esbuild, ./build.ts); its prefetching is tests/prefetch.test.ts's, the
 * deploy CSP's hash of it tests/bootScript.test.ts's.
 */
import routes from '../config/routes';
import { routePattern, SHELL_ROUTES, shellMarkup } from '@/components/AppShell';
import en from '@/locales/en-US';
import zh from '@/locales/zh-CN';
import { builtBootScript } from './support/bootScript';

const MENU = [
  { path: '/suzhou/ipr-enterprise', labelId: 'menu.suzhou.iprEnterprise' },
  { path: '/suzhou/ipr-nav', labelId: 'menu.suzhou.iprNav' },
];
const SCRIPT = builtBootScript();
const MARKUP = shellMarkup({ messages: { 'zh-CN': zh, 'en-US': en }, menu: MENU, script: SCRIPT });
const html = document.documentElement;

/** Loads `path` the way the built HTML does: `#root` with the placeholder, then the shell's markup, then runs its script. */
function boot(path: string, { locale = 'zh-CN', search = '' }: { locale?: string | null; search?: string } = {}) {
  window.history.replaceState(null, '', `/ipr-front${path}${search}`);
  if (locale) localStorage.setItem('umi_locale', locale);
  document.body.innerHTML = `<div id="root"><div class="ipr-boot" role="status"></div></div>${MARKUP.replace(/<script>[\s\S]*<\/script>$/, '')}`;
  // jsdom does not run scripts inserted through innerHTML: run the very text the HTML carries.
  new Function(SCRIPT)();
  return document.getElementById('ipr-shell');
}

const text = (shell: HTMLElement | null, selector: string) => shell?.querySelector(selector)?.textContent;

// The script's 20 s fallback timer must not outlive a test.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  localStorage.clear();
  html.classList.remove('ipr-shelled');
  document.body.innerHTML = '';
});

describe('the shell a route gets', () => {
  it('a section page: its frame, the current section, breadcrumb, heading and lead in zh-CN', () => {
    const shell = boot('/taizhou/operations/list');
    expect(text(shell, 'h1')).toBe(zh['operations.list.heading']);
    expect(text(shell, '[data-slot=lead]')).toBe(zh['operations.list.intro']);
    expect([...shell!.querySelectorAll('[data-slot=crumbs] li:not([aria-hidden])')].map((li) => li.textContent)).toEqual([
      zh['menu.taizhou.home'],
      zh['menu.taizhou.operationsList'],
    ]);
    const current = shell!.querySelector('[aria-current=page]');
    expect(current?.textContent).toBe(zh['portal.nav.operations']);
    expect(current?.getAttribute('href')).toBe('/ipr-front/taizhou/operations/list');
    expect(shell!.querySelector('nav')?.getAttribute('aria-label')).toBe(zh['portal.nav.label']);
    // It stands before the app, which renders hidden behind it.
    expect(shell!.nextElementSibling?.id).toBe('root');
    expect(html.classList.contains('ipr-shelled')).toBe(true);
  });

  it('follows the kept locale, as Umi does', () => {
    const shell = boot('/suzhou/ipr-enterprise', { locale: 'en-US' });
    expect(text(shell, 'h1')).toBe(en['menu.suzhou.iprEnterprise']);
    expect(text(shell, '[data-slot=lead]')).toBe(en['enterprise.search.intro']);
    expect(text(shell, '[aria-current=page]')).toBe(en['menu.suzhou.iprEnterprise']);
    expect(html.lang).toBe('en-US');
  });

  it('without a kept locale, the browser’s language (jsdom’s is en-US)', () => {
    expect(navigator.language).toBe('en-US');
    expect(text(boot('/taizhou/dispute/list', { locale: null }), 'h1')).toBe(en['dispute.heading']);
  });

  it('an unsupported kept locale is zh-CN, as in the app', () => {
    expect(text(boot('/taizhou/dispute/list', { locale: 'fr-FR' }), 'h1')).toBe(zh['dispute.heading']);
  });

  it('the home page: the hero heading and lead', () => {
    const shell = boot('/taizhou/');
    expect(text(shell, 'h1')).toBe(zh['home.hero.title']);
    expect(shell!.textContent).toContain(zh['home.hero.lead']);
    expect(text(shell, '[aria-current=page]')).toBe(zh['menu.taizhou.home']);
  });

  it('the enterprise result: the name of the address as heading and last step, as text only', () => {
    const name = '<img src=x onerror="window.__shellXss=1">泰州公司';
    const shell = boot(`/taizhou/enterprise/result/${encodeURIComponent(name)}`);
    expect(text(shell, 'h1')).toBe(name);
    expect(shell!.querySelector('img[src=x]')).toBeNull();
    expect((window as { __shellXss?: number }).__shellXss).toBeUndefined();
    const link = shell!.querySelector('[data-slot=crumbs] a[href="/ipr-front/taizhou/enterprise/search"]');
    expect(link?.textContent).toBe(zh['enterprise.search.title']);
    expect(shell!.querySelector('[data-slot=lead]')).toBeNull();
  });

  it('a detail page with its record in the query: the frame alone', () => {
    const shell = boot('/taizhou/announceDetail', { search: '?id=an-0001' });
    expect(shell).not.toBeNull();
    expect(shell!.querySelector('h1')).toBeNull();
    expect(shell!.querySelector('[data-slot=crumbs]')).toBeNull();
    expect(text(boot('/taizhou/announceDetail'), 'h1')).toBe(zh['content.announce.listTitle']);
  });

  it('no shell for an address it does not know: the start-up placeholder stays', () => {
    expect(boot('/taizhou/no-such-page')).toBeNull();
    expect(boot('/404')).toBeNull();
    expect(html.classList.contains('ipr-shelled')).toBe(false);
    expect(document.querySelector('.ipr-boot')).not.toBeNull();
  });
});

describe('handing over to the app', () => {
  it('steps aside once the page’s heading is in #root, and not before', async () => {
    boot('/taizhou/enterprise/search');
    const root = document.getElementById('root')!;
    root.innerHTML = '<div>loading</div>';
    await Promise.resolve();
    expect(document.getElementById('ipr-shell')).not.toBeNull();
    root.innerHTML = `<main><h1>${zh['enterprise.search.title']}</h1></main>`;
    await Promise.resolve();
    expect(document.getElementById('ipr-shell')).toBeNull();
    expect(html.classList.contains('ipr-shelled')).toBe(false);
  });

  it('steps aside for an alert, so a failed start is never hidden behind it', async () => {
    boot('/taizhou/dispute/list');
    document.getElementById('root')!.innerHTML = '<p role="alert">offline</p>';
    await Promise.resolve();
    expect(document.getElementById('ipr-shell')).toBeNull();
  });

  it("steps aside for the app's 'still loading' notice, not for a lazy page's busy spinner nor an empty status line", async () => {
    const shell = boot('/taizhou/newsDetail', { search: '?id=nw-0033' });
    expect(shell).not.toBeNull();
    const root = document.getElementById('root')!;
    root.innerHTML = '<div role="status" aria-busy="true">loading...</div><p role="status"></p>';
    await Promise.resolve();
    expect(document.getElementById('ipr-shell')).not.toBeNull();
    root.querySelector('p')!.textContent = '正在加载，请稍候…';
    await Promise.resolve();
    expect(document.getElementById('ipr-shell')).toBeNull();
  });

  it('steps aside after 20 s whatever the app shows', () => {
    boot('/taizhou/dispute/list');
    jest.advanceTimersByTime(19_000);
    expect(document.getElementById('ipr-shell')).not.toBeNull();
    jest.advanceTimersByTime(1_000);
    expect(document.getElementById('ipr-shell')).toBeNull();
  });
});

describe('starting the app', () => {
  it('runs the preloaded scripts in their order, once, after the first paint and at the latest after 1 s', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="preload" as="script" href="/ipr-front/preload_helper.js" data-ipr-app><link rel="preload" as="script" href="/ipr-front/umi.js" data-ipr-app>',
    );
    try {
      boot('/taizhou/dispute/list');
      const started = () => [...document.querySelectorAll<HTMLScriptElement>('body script[src]')];
      // Not during parsing: the shell paints first.
      expect(started()).toEqual([]);
      jest.advanceTimersByTime(1_000);
      expect(started().map((script) => [new URL(script.src).pathname, script.async])).toEqual([
        ['/ipr-front/preload_helper.js', false],
        ['/ipr-front/umi.js', false],
      ]);
      jest.advanceTimersByTime(5_000);
      expect(started()).toHaveLength(2);
    } finally {
      for (const link of document.head.querySelectorAll('link[data-ipr-app]')) link.remove();
    }
  });
});

describe('starting the app without a shell', () => {
  it('a page without a static shell (the not-found page) starts the app after its first frame, not after the 1 s fallback', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="script" href="/ipr-front/umi.js" data-ipr-app>');
    const started = () => document.querySelectorAll('body script[src]').length;
    // A browser's paint observer, which reports no contentful paint here (jsdom paints nothing).
    const observer = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      writable: true,
      value: class {
        observe() {}
      },
    });
    try {
      // With a shell the app waits for the shell's first contentful paint.
      boot('/taizhou/dispute/list');
      jest.advanceTimersByTime(100);
      expect(started()).toBe(0);

      // boot() replaces the body, the first page's started script with it.
      expect(boot('/404')).toBeNull();
      jest.advanceTimersByTime(100);
      expect(started()).toBe(1);
    } finally {
      if (observer) Object.defineProperty(window, 'PerformanceObserver', observer);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
      for (const link of document.head.querySelectorAll('link[data-ipr-app]')) link.remove();
    }
  });
});

it('declares nothing global: the compiled module runs in a function scope of its own', () => {
  const before = new Set(Object.keys(window));
  boot('/taizhou/dispute/list');
  // (The window's named properties for element ids aside.)
  expect(Object.keys(window).filter((key) => !before.has(key) && !document.getElementById(key))).toEqual([]);
});

describe('the route table', () => {
  it('every page of config/routes.ts with a fixed heading has a shell (detail pages: the frame)', () => {
    const paths: string[] = [];
    const walk = (list: { path?: string; redirect?: string; routes?: unknown[] }[]) =>
      list.forEach((route) => {
        if (route.path && !route.redirect && !route.path.includes('*')) paths.push(route.path);
        if (route.routes) walk(route.routes as typeof list);
      });
    walk(routes as Parameters<typeof walk>[0]);
    const covered = new Set(SHELL_ROUTES.map((route) => route.path));
    // The not-found pages (Suzhou's too, issue 27 item 8) and the exception page keep the start-up
    // placeholder: no fixed heading of their own to draw.
    expect(paths.filter((path) => !covered.has(path)).sort()).toEqual(['/404', '/exception', '/suzhou/404']);
  });

  it('patterns match the parameter segment only', () => {
    const re = new RegExp(routePattern('/taizhou/enterprise/result/:enterpriseName'));
    expect(re.exec('/taizhou/enterprise/result/A%20B')?.[1]).toBe('A%20B');
    expect(re.test('/taizhou/enterprise/result/a/b')).toBe(false);
    expect(new RegExp(routePattern('/taizhou')).test('/taizhou/news')).toBe(false);
  });

  it('a message a shell names must exist in both locales, or the build fails', () => {
    expect(() =>
      shellMarkup({
        messages: { 'zh-CN': zh, 'en-US': { ...en, 'dispute.intro': undefined as unknown as string } },
        menu: MENU,
        script: SCRIPT,
      }),
    ).toThrow('message dispute.intro is missing in en-US');
  });

  it('no data text can end the data block early', () => {
    const markup = shellMarkup({
      messages: { 'zh-CN': { ...zh, 'dispute.intro': '</script><script>alert(1)</script>' }, 'en-US': en },
      menu: MENU,
      script: SCRIPT,
    });
    const data = /<script type="application\/json" id="ipr-shell-data">([\s\S]*?)<\/script>/.exec(markup)![1];
    expect(data).not.toContain('</script');
    expect(JSON.parse(data).messages['zh-CN']['dispute.intro']).toBe('</script><script>alert(1)</script>');
  });
});
