/**
 * The static app shell's one script (issue 13), inline in the built HTML right after `#root` and
 * the shell's data block. This file is not part of the app's bundle: ./build.ts compiles it on its
 * own with esbuild (minified, es2017, one IIFE) and plugin.ts inlines the result for `max build`
 * and `max dev`. It imports types only and declares nothing global: everything runs inside `boot`.
 *
 * 1. **Prefetch** (issue 30 item 5): at parse time it sends, with `fetch`, the app's two start-up
 *    requests and the current route's first data requests, as the data block declares them
 *    (./routes.ts: the first-view declarations of src/services, which the pages derive their
 *    requests from with the same function, bundled in here), with what the
 *    app's request layer sends (cookies, axios' `Accept`, axios' encoding of the query). The
 *    answers wait in `window.__iprPrefetch` until the request layer adopts them
 *    (src/utils/prefetched.ts): the page's data is on its way while `umi.js` downloads. Each can
 *    be aborted (issue 26): the request layer does so when the call's time limit runs out or
 *    nobody will adopt it, so a backend that never answers holds no connection and no page.
 *
 * 2. **Start the app**: Umi's `preload_helper.js` (which asks for the route's chunks) and `umi.js`
 *    are preloaded from the head (plugin.ts, `link[data-ipr-app]`), and this script runs them, in
 *    that order, once the browser has shown the first contentful paint (the shell; a browser without
 *    paint timing waits for the next animation frame; within 1 s whatever happens, at once in a
 *    background tab). In the head the helper blocked the parser, and its chunk requests raced the
 *    first paint; umi.js, run as a deferred script, was evaluated right after parsing whenever it had
 *    already arrived (a fast link, a warm cache): its 150–300 ms on a phone then came before the
 *    first paint, and the shell waited for it. Before it runs them it sets up the browser's Intl
 *    data, which `umi.js` would otherwise do while it is evaluated (intl-messageformat reads the
 *    default locale when its module loads): about 12 ms on a desktop, 50 on a phone, here a task of
 *    its own instead of part of the longest task of the start.
 *
 * 3. **Draw the shell**: it picks the route's shell from the data block `#ipr-shell-data`, fills in
 *    the words of the visitor's locale with `textContent` (the enterprise name of the address too:
 *    never parsed as HTML), puts the shell before `#root` (on a phone with the current section's tab
 *    scrolled to the middle of the bar, as PortalFrame does) and hides the app behind it
 *    (`.ipr-shelled`). The app keeps rendering behind the shell, through its start-up gates, until
 *    the page's heading, an alert or a status with words (its "still loading" notice; not a lazy
 *    page's busy spinner) is in `#root`; the mutation observer then removes the shell
 *    before the browser paints again. After 20 s the shell steps aside whatever the app shows, so a
 *    stuck start is never hidden behind it. The locale rule is Umi's (`umi_locale` in localStorage,
 *    else the browser's language), narrowed to the app's two locales as the app narrows it.
 *
 * Its text never changes with the routes, the messages or the prefetched requests (those are data),
 * so the deploy recipe's Content-Security-Policy allows it by one fixed hash of the built text
 * (tests/appShell.test.ts keeps the two in step).
 */
import { firstViewParams } from '../../services/firstView';
import type { PrefetchRequest, Prefetched, PrefetchedAnswer, ShellData, ShellRouteData } from './types';
import { TAIZHOU_HOME } from '../../../config/routePaths';

/** The route the address shows, with its path parameter as the address spells it (still encoded). */
interface Found {
  route: ShellRouteData;
  param: string | undefined;
}

/** axios' default `Accept` header, which the app's request layer sends with every call. */
const ACCEPT = 'application/json, text/plain, */*';

/** How axios (0.27, `buildURL`) encodes a query key or value. */
function encode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

/** The shell's data block, or `undefined` when it is missing or unreadable. */
function readShellData(): ShellData | undefined {
  const block = document.getElementById('ipr-shell-data');
  if (!block) return undefined;
  try {
    return JSON.parse(block.textContent || '') as ShellData;
  } catch {
    return undefined;
  }
}

/** The app's path of this address (`/taizhou/news`, `/` for the base), or `undefined` outside the base. */
function appPath(base: string): string | undefined {
  const path = location.pathname;
  if (path.indexOf(base) !== 0) return undefined;
  return path.slice(base.length).replace(/\/+$/, '') || '/';
}

/** The first route whose pattern matches the path (and whose query parameter, if it names one, is set). */
function findRoute(routes: ShellRouteData[], path: string, query: URLSearchParams): Found | undefined {
  for (const route of routes) {
    const match = new RegExp(route.re).exec(path);
    if (match && (!route.query || query.get(route.query))) return { route, param: match[1] };
  }
  return undefined;
}

/** The response as the request layer will need it: status, headers and the raw text (axios parses it). */
function answerOf(response: Response): Promise<PrefetchedAnswer> {
  return response.text().then((body) => {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, statusText: response.statusText, headers, body };
  });
}

/** Sends the start-up requests and the route's first data requests; the app adopts them. */
function prefetch(shell: ShellData, found: Found | undefined, query: URLSearchParams): void {
  if (typeof fetch !== 'function') return;
  const store: Prefetched[] = [];
  window.__iprPrefetch = store;
  const address = location.pathname + location.search;
  const startup = shell.startup || [];
  const requests: PrefetchRequest[] = startup.concat((found && found.route.prefetch) || []);
  requests.forEach((request, n) => {
    try {
      const unless = request.unless || {};
      if (Object.keys(unless).some((key) => query.get(key) === unless[key])) return;
      // The page derives its request with the same function (src/services/firstView.ts).
      // A route's request only: the path's parameter may not decode (a malformed `%`), which drops the route's requests alone.
      const param = n >= startup.length && found && found.param;
      const values = firstViewParams(request, { search: query, path: param ? decodeURIComponent(param) : '', host: location.host });
      const params = Object.keys(values).map((key): [string, string] => [key, String(values[key])]);
      const search = params.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
      const control = typeof AbortController === 'function' ? new AbortController() : undefined;
      store.push({
        url: request.url,
        params,
        address,
        at: performance.now(),
        answer: fetch(search ? `${request.url}?${search}` : request.url, {
          credentials: 'include',
          headers: { Accept: ACCEPT },
          signal: control && control.signal,
        })
          .then(answerOf)
          .catch(() => undefined),
        abort: control && (() => control.abort()),
      });
    } catch {
      // This request only (e.g. a malformed `%` in the name): the page sends it itself.
    }
  });
}

/**
 * The files of the message chunks the app's first render waits for (src/utils/localeMessages.ts):
 * the groups of the first route whose pattern matches the path, every group if none does.
 */
function messageFiles(shell: ShellData, path: string): string[] {
  const chunks: Partial<Record<string, string[]>> = (shell.messageChunks || {})[localeOf()] || {};
  let groups: string[] = Object.keys(chunks);
  const routes = shell.messageGroups || [];
  for (let i = 0; i < routes.length; i += 1) {
    if (new RegExp(routes[i].re).test(path)) {
      groups = routes[i].groups;
      break;
    }
  }
  let files: string[] = [];
  groups.forEach((group) => {
    files = files.concat(chunks[group] || []);
  });
  return files.map((file) => shell.base + file);
}

/**
 * Runs the preloaded app scripts, in order, once, after the first contentful paint; with them it
 * preloads `preload` (the route's message chunks, its frame's lazy parts and its page's lazily
 * loaded first content: otherwise asked for only once `umi.js` or the page has run, a round trip on
 * the way to the first render). Without a static shell (`shelled` false: the not-found and error
 * pages, an address no route knows) the start-up placeholder paints nothing contentful, so the first
 * frame is the paint waited for: waiting for a contentful one held these pages back by the second
 * of the fallback below.
 */
function startAppAfterFirstPaint(preload: string[], shelled: boolean): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    preload.forEach((href) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = /\.css$/.test(href) ? 'style' : 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    try {
      new Intl.NumberFormat();
    } catch {
      // No Intl: the app's own fallback applies.
    }
    document.querySelectorAll<HTMLLinkElement>('link[data-ipr-app]').forEach((app) => {
      const script = document.createElement('script');
      script.src = app.href;
      script.async = false;
      document.body.appendChild(script);
    });
  };
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  const afterFrame = () =>
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
  if (!shelled) afterFrame();
  else {
    try {
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      afterFrame();
    }
  }
  setTimeout(start, 1000);
}

/** The app's locale: Umi's kept choice, else the browser's language, narrowed to zh-CN and en-US. */
function localeOf(): string {
  let kept: string | null = null;
  try {
    kept = localStorage.getItem('umi_locale');
  } catch {
    // Storage blocked: the browser's language decides.
  }
  return (kept || navigator.language) === 'en-US' ? 'en-US' : 'zh-CN';
}

/** Draws the route's shell before `#root` and keeps the app hidden behind it until the page's heading is in. */
function drawShell(shell: ShellData, { route, param }: Found): void {
  const doc = document;
  const html = doc.documentElement;
  const root = doc.getElementById('root');
  if (!root || !window.MutationObserver) return;
  let drawn: HTMLDivElement | undefined;
  try {
    const locale = localeOf();
    const messages = shell.messages[locale];
    const template = doc.getElementById(`ipr-shell-${route.frame}`) as HTMLTemplateElement | null;
    if (!template) return;
    const frame = doc.createElement('div');
    drawn = frame;
    frame.id = 'ipr-shell';
    frame.appendChild(template.content.cloneNode(true));
    const name = param ? decodeURIComponent(param) : '';
    const say = (id: string) => (id === ':param' ? name : messages[id] || '');
    const fill = (element: Element, id: string | undefined) => {
      if (id) element.textContent = say(id);
      else element.remove();
    };
    frame.querySelectorAll('[data-t]').forEach((element) => {
      element.textContent = say(element.getAttribute('data-t') || '');
    });
    frame.querySelectorAll('[data-t-label]').forEach((element) => {
      element.setAttribute('aria-label', say(element.getAttribute('data-t-label') || ''));
    });
    frame.querySelectorAll('[data-section]').forEach((element) => {
      if (element.getAttribute('data-section') === route.section) {
        element.className += ' ipr-shell-active';
        element.setAttribute('aria-current', 'page');
      }
    });
    frame.querySelectorAll('[data-slot=heading]').forEach((element) => {
      fill(element, route.heading);
    });
    frame.querySelectorAll('[data-slot=lead]').forEach((element) => {
      fill(element, route.lead);
    });
    frame.querySelectorAll('[data-slot=crumbs]').forEach((element) => {
      const crumbs = route.crumbs;
      if (!crumbs) {
        element.remove();
        return;
      }
      const list = doc.createElement('ol');
      const steps: { id: string; to?: string }[] = crumbs.home ? [{ id: 'menu.taizhou.home', to: TAIZHOU_HOME }] : [];
      steps.push(...crumbs.parents, { id: crumbs.current });
      steps.forEach((step, n) => {
        const item = doc.createElement('li');
        if (n) {
          const separator = doc.createElement('li');
          separator.className = 'ipr-shell-sep';
          separator.setAttribute('aria-hidden', 'true');
          separator.textContent = '/';
          list.appendChild(separator);
        }
        if (step.to) {
          const link = doc.createElement('a');
          link.href = shell.base + step.to;
          link.textContent = say(step.id);
          item.appendChild(link);
        } else {
          item.textContent = say(step.id);
        }
        list.appendChild(item);
      });
      element.appendChild(list);
    });
    root.before(frame);
    const bar = frame.querySelector<HTMLElement>('.ipr-shell-menu');
    const current = bar && bar.querySelector<HTMLElement>('.ipr-shell-active');
    if (bar && current && bar.scrollWidth > bar.clientWidth) {
      bar.scrollLeft +=
        current.getBoundingClientRect().left - bar.getBoundingClientRect().left - (bar.clientWidth - current.offsetWidth) / 2;
    }
    html.lang = locale;
    html.classList.add('ipr-shelled');
    const done = () => {
      if (frame.parentNode) frame.parentNode.removeChild(frame);
      html.classList.remove('ipr-shelled');
      observer.disconnect();
    };
    // The app's own notice that its data is slow (a status with words, not a lazy page's busy
    // spinner) hands over too: a detail page's shell is the frame alone, and a hanging service would
    // otherwise keep the visitor before an empty frame, the notice hidden, until the data limit.
    const observer = new MutationObserver(() => {
      if (root.querySelector('h1,[role=alert],[role=status]:not([aria-busy=true]):not(:empty)')) done();
    });
    observer.observe(root, { childList: true, subtree: true });
    setTimeout(done, 20000);
  } catch {
    if (drawn && drawn.parentNode) drawn.parentNode.removeChild(drawn);
    html.classList.remove('ipr-shelled');
  }
}

(function boot(): void {
  const shell = readShellData();
  const path = shell && appPath(shell.base);
  const query = new URLSearchParams(location.search);
  let found: Found | undefined;
  try {
    found = shell && path !== undefined ? findRoute(shell.routes, path, query) : undefined;
  } catch {
    found = undefined;
  }
  if (shell && path !== undefined) {
    try {
      prefetch(shell, found, query);
    } catch {
      // Nothing prefetched: the app sends its requests itself.
    }
  }
  let preload: string[] = [];
  try {
    preload = shell && path !== undefined ? messageFiles(shell, path) : [];
    const frame = shell && found && (shell.frameChunks || {})[found.route.frame];
    if (shell && frame) preload = preload.concat(frame.map((file) => shell.base + file));
    const chunks = shell && found && found.route.chunks;
    if (shell && chunks) preload = preload.concat(chunks.map((file) => shell.base + file));
  } catch {
    // The app asks for its messages and chunks itself.
  }
  startAppAfterFirstPaint(preload, Boolean(shell && found));
  if (shell && found) drawShell(shell, found);
})();
