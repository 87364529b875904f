import type { Browser, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import zhCommon from '../src/locales/zh-CN/common';
import zhDispute from '../src/locales/zh-CN/dispute';
import zhHome from '../src/locales/zh-CN/home';
import zhPortal from '../src/locales/zh-CN/portal';
import zhRequest from '../src/locales/zh-CN/request';
import { app, type Call, expect, FAILED_RESOURCE, holdRequests, loginAs, settleNetwork, test, trackRequests } from './fixtures';
import { REQUEST_LIMITS_MS } from '../src/constants';
import { API_CALLS, API_REQUEST, ROUTES, type RouteCase } from './routes';

/**
 * Issue 6 item 4, the fault matrix: every route with every backend call failing in each of the
 * five ways of the DEVELOPERS bar. The page keeps its frame and its h1, says what happened
 * (an alert, a result page, a notification, a message, or an empty state for `data: null`), and
 * nothing throws. The account calls (`/api/getCurrent`, site settings) fail too: the app must
 * start anonymous with its default title.
 */

type Fault = { name: string; fulfil: (call: Call) => Promise<void> };

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

const FAULTS: readonly Fault[] = [
  {
    name: 'HTTP 500',
    fulfil: (call) => call.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  },
  { name: 'network failure', fulfil: (call) => call.abort() },
  {
    name: 'malformed JSON',
    fulfil: (call) => call.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"data":{"list":[' }),
  },
  {
    name: 'code ≠ 0',
    fulfil: (call) => call.fulfill(json({ code: 50001, msg: '服务暂时不可用（故障演练）', data: null })),
  },
  { name: 'data: null', fulfil: (call) => call.fulfill(json({ code: 0, msg: 'success', data: null })) },
];

/**
 * Something on the page tells the visitor what happened. Not a list's result count: that status line
 * (in its card's header, FilteredList) has text whenever the list has data, so it would pass a page
 * on which the fault never arrived.
 */
const MESSAGE = [
  '[role="alert"]',
  '[role="status"]:not(.ant-card-extra *)',
  '.ant-result',
  '.ant-empty',
  '.ant-notification-notice',
  '.ant-message-notice',
].join(', ');

async function expectFrame(page: Page, route: RouteCase) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (route.frame === 'taizhou') {
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
  } else if (route.frame === 'suzhou') {
    await expect(page.locator('.ant-pro-layout').first()).toBeVisible();
  }
}

test.describe.configure({ timeout: 90_000 });
test.slow(Boolean(process.env.PW_BASE_URL), 'pages compile on first visit under a development server');

// One test per route, its five faults one after the other in the same page, each on a fresh load
// with the tab's storage cleared: the same checks as a test per fault, without 124 test set-ups and
// tear-downs of the browser context.
test.describe(FAULTS.map((fault) => fault.name).join(', '), () => {
  for (const route of ROUTES) {
    test(`${route.name} keeps its frame and says what happened`, async ({ page, allowConsoleErrors, interceptCalls }) => {
      allowConsoleErrors(FAILED_RESOURCE);
      if (route.user) await loginAs(page, route.user);
      for (const fault of FAULTS) {
        await test.step(fault.name, async () => {
          await interceptCalls(API_CALLS, fault.fulfil);
          await page.goto(route.path);
          await expectFrame(page, route);
          await settleNetwork(page);
          if (route.frame !== 'none' && !route.static)
            await expect(page.locator(MESSAGE).filter({ visible: true, hasText: /\S/ }).first(), fault.name).toBeVisible();
          // Still a page a visitor can read: more than the frame's own text.
          expect((await page.locator('body').innerText()).trim().length, fault.name).toBeGreaterThan(20);
          // Nothing the app stored under one fault (a recorded error page, a draft) is there for the next.
          await page.evaluate(() => {
            window.localStorage.clear();
            window.sessionStorage.clear();
          });
        });
      }
    });
  }
});

/**
 * Issue 26 item 8: a backend that never answers, answers late, or goes away, on every route, all on
 * one page load per route. The app's real time limits apply (src/constants.ts `REQUEST_LIMITS_MS`),
 * on the page's clock (`page.clock`), which the test runs on instead of waiting: every limit is a
 * timer of the page (the start-up limit, "still loading", each call's limit: the request layer's own
 * timer, not XHR's `timeout`, src/utils/prefetched.ts).
 *  1. No answer: every call hangs (for a `user` route all but the current user, whose views are the
 *     point). The app draws past the start-up limit, the frame and heading stay, the wait is
 *     announced ("still loading", in the one status region), and when a page call was made, its view
 *     ends, past the page-data limit, with a message and a Retry.
 *  2. Answers after 5 s: Retry, every one on the page; the wait is announced again, the page's clock
 *     runs 5 s on (still under the page-data limit) and the answers are let through: the views show
 *     their data without a reload, no Retry is left.
 *  3. Offline: the browser goes offline, the offline warning shows (an alert); back online, it goes.
 * Nothing uncaught, no console error but the failed loads'. Each test runs a group of eight routes
 * side by side, each in a browser context of its own (offline is per context).
 */
const SLOW_ANSWER_MS = 5000;
/** The page's scripts and stylesheets. */
const STATIC_FILE = /\.(js|css)(\?|$)/;
/** How late the page's files arrive once it has drawn (real time: the server's, not the page's clock). */
const LATE_FILE_MS = 500;
/** The page's clock can jump this far from its start: the start-up limit cannot have run out. */
const BEFORE_STARTUP_LIMIT = REQUEST_LIMITS_MS.startup - REQUEST_LIMITS_MS.slow;
/**
 * And this far from the page's draw: no call made since can have run out, nor can a call's "still
 * loading" notice and its limit both fall into the jump (the notice would never be drawn).
 */
const BEFORE_DATA_LIMIT = REQUEST_LIMITS_MS.data - REQUEST_LIMITS_MS.slow;

/**
 * Runs the page's clock on, a second at a time, until `check` passes: the app's timers (its start-up
 * limit, its "still loading" notice) at their real length, without the wait. `skip` ms first in one
 * jump, where nothing the test watches can happen (the clock fires every timer due in a jump, but
 * the page draws only after it).
 */
async function fastForwardUntil(page: Page, check: () => Promise<void>, message: string, skip = 0): Promise<void> {
  if (skip > 0) await page.clock.fastForward(skip);
  await expect(async () => {
    await page.clock.fastForward(1000);
    await check();
  }, message).toPass({ intervals: [100], timeout: 20_000 });
}
/**
 * Calls no view of the page shows: the start-up calls (getInitialState) and the profession
 * dictionary, loaded where a profession is shown (src/models/profession.ts: the enterprise pages,
 * which show the dictionary's value itself until it has answered).
 */
const STARTUP_CALL = /\/api\/(getCurrent|perEnterprise\/getEnterpriseProfileByHost)\b|\/dictItem\/profession\b/;
// antd puts a space between the two characters of a two-character Chinese button label (重 试).
const RETRY = new RegExp(`^\\s*${[...zhCommon['common.retry']].join('\\s*')}\\s*$`);
/** Routes a test sweeps side by side. */
const GROUP = 8;

/**
 * Records in the page, from its first script on, every text a `role="status"` region had (the
 * announcement lasts only while the views wait: polling for it could miss it on a busy machine).
 */
function recordAnnouncements() {
  const seen: string[] = [];
  (window as unknown as { __announced: string[] }).__announced = seen;
  new MutationObserver(() => {
    document.querySelectorAll('[role="status"]').forEach((node) => {
      const text = node.textContent ?? '';
      if (text && !seen.includes(text)) seen.push(text);
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const announced = (page: Page) => page.evaluate(() => (window as unknown as { __announced: string[] }).__announced.splice(0));

/** The three steps on one route, in a context of its own; returns the page errors and console errors met. */
async function hangLateOffline(browser: Browser, route: RouteCase): Promise<string[]> {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
  const errors: string[] = [];
  /** The page's own calls (not the start-up ones) while every call hangs. */
  const calls: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`${route.name}: pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !FAILED_RESOURCE.test(message.text()))
        errors.push(`${route.name}: console.error: ${message.text()}`);
    });
    if (route.user) await loginAs(page, route.user);
    await page.clock.install();
    await page.addInitScript(recordAnnouncements);
    let mode: 'hang' | 'late' = 'hang';
    // The calls held without an answer are not waited for.
    trackRequests(page, (request) => mode === 'late' || !API_REQUEST.test(request.url()));
    let offline = false;
    let drop: () => void = () => undefined;
    const dropped = new Promise<void>((resolve) => {
      drop = resolve;
    });
    /** Lets the late answers through, once the page's clock has run on by SLOW_ANSWER_MS. */
    let answerLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => {
      answerLate = resolve;
    });
    const pageCalls = calls;
    await page.route(API_REQUEST, async (request) => {
      const startup = STARTUP_CALL.test(request.request().url());
      if (mode === 'late') {
        await late;
        return request.fallback().catch(() => undefined);
      }
      if (route.user && startup && /getCurrent/.test(request.request().url())) return request.fallback();
      if (!startup) pageCalls.push(request.request().url());
      // Otherwise never answered: the page gives up at its time limit.
      return undefined;
    });
    await page.goto(route.path);

    // 1. No answer: past the start-up limit the app draws.
    await fastForwardUntil(
      page,
      () => expect(page.locator('#ipr-shell')).toHaveCount(0, { timeout: 100 }),
      `${route.name}: drawn past the start-up limit`,
      BEFORE_STARTUP_LIMIT,
    );
    await expectFrame(page, route);
    // From here on the page's files (the chunks of what it draws after its first draw: a deferred
    // widget, the result page's charts) take LATE_FILE_MS to arrive, as on a slow connection; one
    // still on its way when the connection drops (step 3) is lost.
    await page.route(STATIC_FILE, async (file) => {
      await Promise.race([new Promise((resolve) => setTimeout(resolve, LATE_FILE_MS)), dropped]);
      await (offline ? file.abort('internetdisconnected') : file.fallback()).catch(() => undefined);
    });
    const retries = page.getByRole('button', { name: RETRY });
    const slowNotice = page.getByRole('status').filter({ hasText: zhRequest['request.slow'] });
    if (pageCalls.length > 0 && route.frame !== 'none' && !route.static) {
      await fastForwardUntil(
        page,
        () => expect(retries.first()).toBeVisible({ timeout: 100 }),
        `${route.name}: a Retry once the page's calls ran out`,
        BEFORE_DATA_LIMIT,
      );
      await expect(page.locator(MESSAGE).filter({ visible: true, hasText: /\S/ }).first()).toBeVisible();
      expect(await announced(page), `${route.name}: the wait announced`).toContain(zhRequest['request.slow']);
      // Every view has given up (one that started later than the first may still be waiting).
      await fastForwardUntil(page, () => expect(slowNotice).toHaveCount(0, { timeout: 100 }), `${route.name}: every view gave up`);

      // 2. Answers after 5 s, under the page-data limit.
      mode = 'late';
      // Each button as it is now: a Retry pressed turns into its view's loading state, which moves the
      // others' places in the list, not these handles.
      for (const retry of await retries.elementHandles()) await retry.click();
      await expect(slowNotice).toBeVisible();
      await page.clock.fastForward(SLOW_ANSWER_MS);
      answerLate();
      // A view that started after the others (a deferred widget: the operations list's pushed
      // listings) may give up only now, after the buttons above were pressed: its Retry is pressed
      // when it shows. A view whose late answer did not show would keep its Retry and fail here.
      await expect(async () => {
        for (const retry of await retries.elementHandles()) await retry.click().catch(() => undefined);
        await expect(retries).toHaveCount(0, { timeout: 1000 });
      }, `${route.name}: the late answers shown`).toPass({ timeout: SLOW_ANSWER_MS + 10_000 });
      await expectFrame(page, route);
    }

    // 3. Offline, then back: once the page has what it asked for (its late chunks included). What a
    // file lost to the connection shows is the chunk-error specs' matter (shell.spec, dispute.spec).
    await settleNetwork(page);
    const warning = page.getByRole('alert').filter({ hasText: zhRequest['network.offline'] });
    offline = true;
    drop();
    await context.setOffline(true);
    await expect(warning).toBeVisible();
    await context.setOffline(false);
    await expect(warning).toHaveCount(0);
  } catch (failure) {
    const pageCalls = calls;
    // This page is not the fixture's: keep what it showed for the report.
    const page = context.pages()[0];
    if (page) {
      const body = await page
        .locator('body')
        .ariaSnapshot()
        .catch(() => '');
      await test.info().attach(`${route.name}.aria.yml`, { body, contentType: 'text/yaml' });
      writeFileSync(test.info().outputPath(`${route.name}.aria.yml`), body);
      await test.info().attach(`${route.name}.png`, {
        body: await page.screenshot({ fullPage: true }).catch(() => Buffer.from('')),
        contentType: 'image/png',
      });
    }
    throw new Error(`${(failure as Error).message}\npage calls: ${pageCalls.join(' ')}`);
  } finally {
    await context.close();
  }
  return errors;
}

test.describe('a backend that hangs, answers late or goes away (issue 26)', () => {
  // Routes with page calls and routes without apart, so a group takes about as long as its slowest.
  const ordered = [...ROUTES.filter((route) => !route.static), ...ROUTES.filter((route) => route.static)];
  for (let start = 0; start < ordered.length; start += GROUP) {
    const group = ordered.slice(start, start + GROUP);
    test(`${group.map((route) => route.name).join(', ')}: no answer, an answer after 5 s, offline`, async ({ browser }) => {
      const errors = (await Promise.all(group.map((route) => hangLateOffline(browser, route)))).flat();
      expect(errors, 'uncaught page errors or console errors').toEqual([]);
    });
  }
});

test.describe('start-up and forms when the backend is slow or gone (issue 26 items 2, 5)', () => {
  test('a current user who answers after the start-up limit is shown without a reload', async ({ page }) => {
    await loginAs(page, 'user');
    await page.clock.install();
    const answer = await holdRequests(page, '**/api/getCurrent');
    await page.goto(app('/taizhou/operations/list'));
    // Drawn anonymous past the limit (8 s on the page's clock): the header offers the login.
    await fastForwardUntil(
      page,
      () => expect(page.locator('#root').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 100 }),
      'drawn past the start-up limit',
      BEFORE_STARTUP_LIMIT,
    );
    await expect(page.locator('#root').getByRole('link', { name: zhPortal['user.login'] })).toBeVisible();
    answer();
    await expect(page.getByRole('button', { name: /泰州海正新材料科技有限公司/ })).toBeVisible();
    await expect(page.locator('#root').getByRole('link', { name: zhPortal['user.login'] })).toHaveCount(0);
  });

  test('offline, a form keeps what was typed and its submit says the visitor is offline; back online it goes through', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await page.goto(app('/taizhou/dispute/list'));
    const panel = page.locator('#progress');
    const number = panel.getByLabel(zhDispute['dispute.field.referenceNo'], { exact: true });
    const phone = panel.getByLabel(zhDispute['dispute.form.phone'], { exact: true });
    // The mock's seeded request for the progress lookup (mock/_data/disputes.ts).
    await number.fill('TZJF20260812-0002');
    await phone.fill('13962318870');
    await context.setOffline(true);
    await panel.getByRole('button', { name: zhDispute['dispute.progress.submit'] }).click();
    await expect(panel.getByRole('alert')).toHaveText(zhRequest['request.offline']);
    await expect(page.getByRole('alert').filter({ hasText: zhRequest['network.offline'] })).toBeVisible();
    await expect(number).toHaveValue('TZJF20260812-0002');
    await expect(phone).toHaveValue('13962318870');
    await context.setOffline(false);
    await expect(page.getByRole('alert').filter({ hasText: zhRequest['network.offline'] })).toHaveCount(0);
    await panel.getByRole('button', { name: zhDispute['dispute.progress.submit'] }).click();
    await expect(panel.getByRole('region', { name: zhDispute['dispute.progress.result'] })).toContainText('TZJF20260812-0002');
  });
});

/**
 * Issue 46 item 4: a backend that fails every data call of the home alike. The request layer shows
 * one notice for the five sections' failures (spec §8 still shows the server's msg, once), the cards
 * say that loading failed and offer a Retry without the server's text (a real backend puts its
 * exception there), and an HTTP 500 is worded as the service being unavailable, not as the
 * visitor's network.
 */
test.describe("one backend fault on the home: one notice, cards without the server's text (issue 46 item 4)", () => {
  const SECTION_TITLES = [
    zhHome['home.section.announcements'],
    zhHome['home.section.punishments'],
    zhHome['home.section.news'],
    zhHome['home.section.transactions'],
    zhHome['home.section.products'],
  ];

  /**
   * Records in the page, from its first script on, the text of every toast or notification drawn
   * (a notice antd updates in place under its key counts once): they close after a few seconds, so
   * counting those on screen at one moment could miss a pile that has already gone.
   */
  function recordNotices() {
    const seen: string[] = [];
    (window as unknown as { __notices: string[] }).__notices = seen;
    const drawn = new WeakSet<Element>();
    new MutationObserver(() => {
      document.querySelectorAll('.ant-notification-notice, .ant-message-notice').forEach((notice) => {
        if (drawn.has(notice)) return;
        drawn.add(notice);
        seen.push(notice.textContent ?? '');
      });
    }).observe(document, { childList: true, subtree: true });
  }
  const noticesDrawn = (page: Page) => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordNotices);
  });

  /** Waits until every section shows its failure with a Retry, and the page's calls have settled. */
  async function everySectionFailed(page: Page) {
    for (const title of SECTION_TITLES) {
      const section = page.getByRole('region', { name: title, exact: true });
      await expect(section.getByText(zhCommon['common.loadFailed'])).toBeVisible();
      await expect(section.getByRole('button', { name: RETRY })).toBeVisible();
    }
    await settleNetwork(page);
  }

  test('every call answering {"code":500,"msg":"x"}: one notification "x", no card prints "x"', async ({ page }) => {
    await page.route(API_REQUEST, (route) =>
      STARTUP_CALL.test(route.request().url()) ? route.fallback() : route.fulfill(json({ code: 500, msg: 'x' })),
    );
    await page.goto(app('/taizhou'));
    await everySectionFailed(page);
    expect(await noticesDrawn(page)).toEqual([`${zhRequest['request.notificationTitle']}x`]);
    for (const title of SECTION_TITLES) {
      await expect(page.getByRole('region', { name: title, exact: true }).getByText('x', { exact: true })).toHaveCount(0);
    }
  });

  test('every call answering HTTP 500: one "request error" message, the cards say the service is unavailable', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await page.route(API_REQUEST, (route) =>
      STARTUP_CALL.test(route.request().url())
        ? route.fallback()
        : route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.goto(app('/taizhou'));
    await everySectionFailed(page);
    // Spec §8's own words for a failure without errorMessage, once.
    expect(await noticesDrawn(page)).toEqual([zhRequest['request.error']]);
    for (const title of SECTION_TITLES) {
      const section = page.getByRole('region', { name: title, exact: true });
      await expect(section.getByText(zhRequest['request.unavailable'])).toBeVisible();
      await expect(section.getByText(/网络/)).toHaveCount(0);
    }
  });
});
