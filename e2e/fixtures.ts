import { test as base, expect, type CDPSession, type ConsoleMessage, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Shared Playwright fixtures for the e2e suite.
 *
 * `page` fails the test when the page raised an uncaught error (`pageerror`) or logged a console
 * error, because either means a visitor could meet a broken screen. A test that provokes an error
 * on purpose (a request answered with HTTP 500 or aborted logs "Failed to load resource") lists
 * the expected console messages with `allowConsoleErrors(...)`; page errors are never allowed.
 */
export type MockUser = 'anonymous' | 'user' | 'admin';

/** Cookie the mock backend reads to pick the current user (see mock/account.ts). */
export const MOCK_USER_COOKIE = 'ipr_mock_user';

/** Default console noise of a deliberately failed request. */
export const FAILED_RESOURCE = /Failed to load resource/;

type ErrorGuard = { allowed: RegExp[]; errors: string[] };

/** Requests of each page that have started and not yet finished or failed. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * How long no request may be in flight before the network counts as settled. Playwright's
 * `networkidle` waits a fixed 500 ms after the last request on every call; the app's requests
 * follow each other within a task or two, so a short window suffices and saves ~0.4 s a call.
 */
const QUIET_MS = 150;

/** Calls the test answers itself: the requests whose URL matches `glob` (Chromium's pattern: `*` is any text) and `url`. */
export type Calls = { url: RegExp; glob: string };

/**
 * One intercepted call (see `interceptCalls`). `answer` is the service's own answer when the calls
 * are intercepted once it has arrived (`stage: 'response'`).
 */
export interface Call {
  url: string;
  answer?: { status: number; headers: { name: string; value: string }[]; body: () => Promise<string> };
  fulfill: (reply: { status: number; body: string; contentType?: string; headers?: { name: string; value: string }[] }) => Promise<void>;
  /** Fails the call as a network error (net::ERR_FAILED), as Playwright's `route.abort('failed')`. */
  abort: () => Promise<void>;
  /** Lets the call (or the service's answer) through unchanged. */
  fallback: () => Promise<void>;
}

type Fixtures = {
  /** Console errors matching any of these patterns do not fail the test. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  errorGuard: ErrorGuard;
  /**
   * Answers the page's calls to `calls` with `handle` from now on (a second call replaces the
   * handler); every other request goes to the server as usual. Playwright's `page.route` turns the
   * browser's HTTP cache off and passes every request of the page (scripts, styles, images) through
   * the test process, so each page load under it fetches and compiles the app's scripts again: 12
   * loads took 12.7–13.1 s with a route on the API calls against 10.3–10.9 s with this, which asks
   * Chromium's Fetch domain for the matching calls only (the suite runs Chromium alone).
   */
  interceptCalls: (calls: Calls, handle: (call: Call) => Promise<void>, stage?: 'request' | 'response') => Promise<void>;
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern and requires one, even empty.
  errorGuard: async ({}, use) => {
    await use({ allowed: [], errors: [] });
  },
  allowConsoleErrors: async ({ errorGuard }, use) => {
    await use((...patterns: RegExp[]) => {
      errorGuard.allowed.push(...patterns);
    });
  },
  interceptCalls: async ({ page }, use) => {
    let session: CDPSession | undefined;
    let handler: ((call: Call) => Promise<void>) | undefined;
    let filter: RegExp | undefined;
    await use(async (calls, handle, stage = 'request') => {
      handler = handle;
      filter = calls.url;
      if (!session) {
        const cdp = await page.context().newCDPSession(page);
        session = cdp;
        cdp.on('Fetch.requestPaused', (event) => {
          const { requestId } = event;
          // A page that navigated away takes its paused calls with it: their answers go nowhere.
          const send = (
            method: 'Fetch.fulfillRequest' | 'Fetch.failRequest' | 'Fetch.continueRequest' | 'Fetch.continueResponse',
            params: object,
          ) =>
            cdp.send(method, { requestId, ...params } as never).then(
              () => undefined,
              () => undefined,
            );
          const fallback = () => send(event.responseStatusCode === undefined ? 'Fetch.continueRequest' : 'Fetch.continueResponse', {});
          if (!handler || !filter?.test(event.request.url)) {
            void fallback();
            return;
          }
          const call: Call = {
            url: event.request.url,
            answer:
              event.responseStatusCode === undefined
                ? undefined
                : {
                    status: event.responseStatusCode,
                    headers: event.responseHeaders ?? [],
                    body: async () => {
                      const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', { requestId });
                      return base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
                    },
                  },
            fulfill: ({ status, body, contentType, headers }) =>
              send('Fetch.fulfillRequest', {
                responseCode: status,
                responseHeaders: [
                  ...(headers ?? []).filter((header) => !/^(content-length|content-encoding)$/i.test(header.name)),
                  ...(contentType ? [{ name: 'Content-Type', value: contentType }] : []),
                ],
                body: Buffer.from(body).toString('base64'),
              }),
            abort: () => send('Fetch.failRequest', { errorReason: 'Failed' }),
            fallback,
          };
          void handler(call);
        });
      }
      await session.send('Fetch.enable', {
        patterns: [{ urlPattern: calls.glob, requestStage: stage === 'request' ? 'Request' : 'Response' }],
      });
    });
    // With `reuseContext` the next test gets this same page: nothing of this test may stay on it.
    if (session) {
      handler = undefined;
      await session.send('Fetch.disable').catch(() => undefined);
      await session.detach().catch(() => undefined);
    }
  },
  page: async ({ page, errorGuard }, use) => {
    const untrack = trackRequests(page);
    const thrown = (error: Error) => errorGuard.errors.push(`pageerror: ${error.message}`);
    const logged = (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (errorGuard.allowed.some((pattern) => pattern.test(text))) return;
      errorGuard.errors.push(`console.error: ${text} (${message.location().url})`);
    };
    page.on('pageerror', thrown);
    page.on('console', logged);
    await use(page);
    // With `reuseContext` the next test gets this same page: it must not inherit these listeners.
    untrack();
    page.off('pageerror', thrown);
    page.off('console', logged);
    expect(errorGuard.errors, 'uncaught page errors or console errors').toEqual([]);
  },
});

export { expect };

/**
 * Holds every request matching `url` back until the returned release is called; then they go on
 * (`fallback`: to the test's other routes or the network).
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/**
 * Holds the app's script (`umi.js`) back until the returned release is called: what the HTML shows on
 * its own (spec §4's placeholder, issue 13's static shell) stays on screen meanwhile.
 */
export function holdAppScript(page: Page): Promise<() => void> {
  return holdRequests(page, /\/umi\.[0-9a-f]+\.js$/);
}

/**
 * Waits until the app has replaced the static app shell of the built HTML (issue 13,
 * src/components/AppShell). Before that the shell's frame, navigation and heading are on screen
 * with the same names as the app's: a test that measures or inspects the app's own elements waits
 * for this first.
 */
export async function appShown(page: Page): Promise<void> {
  await expect(page.locator('#ipr-shell')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Waits until an antd dialog (Modal) has finished opening. antd draws it in place at opacity 0 for
 * two frames first (rc-motion's prepare step), then zooms it in from scale(0): a button of the dialog
 * looks stable to Playwright in those first frames, and a click pressed there is released on the
 * dialog's backdrop once the zoom has started, so it presses nothing. Opacity 1 is the end of the zoom.
 */
export async function dialogOpened(dialog: Locator): Promise<void> {
  await expect(dialog).toHaveCSS('opacity', '1');
}

/**
 * Logs the browser context in as a mock user by setting the `ipr_mock_user` cookie on the base
 * URL's host, path `/` (mock/account.ts reads it on `/api/getCurrent`). `anonymous` clears it.
 * Call before navigating.
 */
export async function loginAs(page: Page, user: MockUser): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('loginAs needs `use.baseURL` in playwright.config.ts');
  const origin = new URL(baseURL);
  if (user === 'anonymous') {
    await page.context().clearCookies({ name: MOCK_USER_COOKIE });
    return;
  }
  await page.context().addCookies([{ name: MOCK_USER_COOKIE, value: user, domain: origin.hostname, path: '/', sameSite: 'Lax' }]);
}

/**
 * Whether any stylesheet the page has loaded has a rule whose selector contains `selector`. antd's
 * styles come with their component's code, so this tells whether a component's code was loaded.
 */
export function pageStyles(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(wanted)),
      ),
    selector,
  );
}

/**
 * Issue 46 item 8: the Chinese text of the page that no `lang="zh…"` element holds (each as
 * "tag.class: text"); under an English page a screen reader would read it with an English voice.
 * Every text of the document counts, hidden ones too (a menu closed now is read when opened).
 */
export function chineseWithoutLang(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const holder = node.parentElement;
      if (!holder || !/[\u3400-\u9fff]/.test(text) || holder.closest('script, style, noscript')) continue;
      if (holder.closest('[lang]')?.getAttribute('lang')?.startsWith('zh')) continue;
      const kind = typeof holder.className === 'string' ? holder.className.split(' ')[0] : '';
      found.push(`${holder.tagName.toLowerCase()}${kind ? `.${kind}` : ''}: ${text.trim().slice(0, 40)}`);
    }
    return found;
  });
}

/**
 * Issue 16 item 10: the labels of the interface (table headers, field and form labels, tags,
 * placeholders) that hold Chinese text (each as "tag: text"); on an English page there must be none.
 * Rich text of announcements and news is the notice itself: Chinese content, not interface.
 */
export function chineseLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cjk = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;
    return [...document.querySelectorAll('th, dt, label, legend, .ant-tag, .ant-descriptions-item-label, [placeholder]')]
      .filter((element) => !element.closest('[class*=richText]'))
      .map((element) => `${element.tagName.toLowerCase()}: ${element.getAttribute('placeholder') ?? element.textContent ?? ''}`)
      .filter((text) => cjk.test(text));
  });
}

/**
 * Asserts that the page has no sideways scroll at the current viewport: the document is no
 * wider than the window (1 px tolerance for sub-pixel rounding).
 */
export async function noHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`).toBeLessThanOrEqual(innerWidth + 1);
}

/**
 * Counts a page's requests in flight, for {@link settleNetwork}: the `page` fixture's, and those of a
 * page a test opens in a context of its own; only those `counted` accepts when they start (e.g. not
 * the calls a test holds back on purpose and never answers). Returns what stops the count.
 */
export function trackRequests(page: Page, counted: (request: Request) => boolean = () => true): () => void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  const started = (request: Request) => {
    if (counted(request)) pending.add(request);
  };
  const ended = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () => {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/**
 * Waits until the page has had no request in flight for QUIET_MS (all data, lazy chunks and images
 * of the current view have answered), at most `timeout` ms; then it returns quietly, as
 * `waitForLoadState('networkidle')` does when a page keeps polling. Needs the `page` fixture of
 * this file, which counts the requests.
 */
export async function settleNetwork(page: Page, timeout = 15_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settleNetwork needs the page fixture of e2e/fixtures.ts or trackRequests');
  const deadline = Date.now() + timeout;
  let quietSince = pending.size === 0 ? Date.now() : 0;
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    // A tick of the page's own event loop: requests it starts in this frame are seen before we look again.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 16)))).catch(() => undefined);
  }
}

/**
 * The box of the antd Select labelled `label` within `scope`. antd's selection text lies over the
 * combobox input, so the box takes the click; clicked with Playwright's checks (visible, stable,
 * not covered), not forced, a page still scrolling (a page change scrolls to the top smoothly) or
 * a form still arriving is waited for instead of clicked beside.
 */
export function selectBox(scope: Page | Locator, label: string): Locator {
  // The inner locator of `has` is matched inside each box, so it starts from the page, not the scope.
  return scope.locator('.ant-select').filter({ has: pageOf(scope).getByLabel(label, { exact: true }) });
}

/**
 * Opens the antd Select labelled `label` within `scope`, picks the option titled `option` (a single
 * select) and waits until the select shows it. A pick that did not register is made again: under a
 * busy CPU a click can reach the list while it is still opening (issue 27: one CI run kept the
 * district list open on 全部), and a dialog or drawer still opening (its chunk loads on demand,
 * issue 13) moves focus at its end, which closes an open list.
 */
export async function chooseOption(scope: Page | Locator, label: string, option: string): Promise<void> {
  const box = selectBox(scope, label);
  const list = pageOf(scope).locator('.ant-select-dropdown:visible');
  await expect(async () => {
    // A click on the box toggles the list: open it only when it is closed.
    if (!(await list.isVisible())) await box.click({ timeout: 5000 });
    await list.getByTitle(option, { exact: true }).click({ timeout: 5000 });
    await expect(box).toHaveText(option, { timeout: 2000 });
    await expect(list).toHaveCount(0, { timeout: 2000 });
  }).toPass();
}

const pageOf = (scope: Page | Locator): Page => ('page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page));

/**
 * axe's run options for the suites that read only its violations: axe still runs every chosen rule on
 * every node, but builds a selector and a report only for the nodes that fail, not for the thousands
 * that pass (passes, incomplete and inapplicable results are left out); ~30 % less time a run here.
 * A new object each time, given to AxeBuilder's `options` before `withTags`/`withRules`: `options`
 * replaces what those set (all rules would run), and they write their choice into this object.
 */
export const violationsOnly = (): { resultTypes: ['violations'] } => ({ resultTypes: ['violations'] });

/** Prefixes an app path with the base path /ipr-front (spec §1). */
export const app = (path: string): string => `/ipr-front${path.startsWith('/') ? '' : '/'}${path}`;

/**
 * Chromium's hint that a `<link rel=preload>` (Umi's routePreloadOnLoad preloads the first page's
 * chunks) was not used within ~3 s of the load event. It depends on the machine's load alone: the
 * page's chunks are used once the start-up requests and the page's messages are in, which on a
 * busy shared machine can take longer. Not a React or antd warning, and never a broken page.
 */
const LATE_PRELOAD = /was preloaded using link preload but not used within a few seconds/;

const describeMessage = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return `console.${message.type()}: ${message.text()} (${url}:${lineNumber})`;
};

/**
 * Issue 15 item 5: collects the page's console warnings from now on (React's and antd's
 * deprecation and usage warnings among them) into the returned array, except Chromium's
 * late-preload hint. Console errors and page errors are the `page` fixture's job.
 */
export function watchConsoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && !LATE_PRELOAD.test(message.text())) warnings.push(describeMessage(message));
  });
  return warnings;
}
