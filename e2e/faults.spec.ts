import type { Page, Route } from '@playwright/test';
import { expect, FAILED_RESOURCE, loginAs, settleNetwork, test } from './fixtures';
import { API_REQUEST, ROUTES, type RouteCase } from './routes';

/**
 * Issue 6 item 4, the fault matrix: every route with every backend call failing in each of the
 * five ways of the DEVELOPERS bar. The page keeps its frame and its h1, says what happened
 * (an alert, a result page, a notification, a message, or an empty state for `data: null`), and
 * nothing throws. The account calls (`/api/getCurrent`, site settings) fail too: the app must
 * start anonymous with its default title.
 */

type Fault = { name: string; fulfil: (route: Route) => Promise<void> };

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

const FAULTS: readonly Fault[] = [
  {
    name: 'HTTP 500',
    fulfil: (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  },
  { name: 'network failure', fulfil: (route) => route.abort('failed') },
  {
    name: 'malformed JSON',
    fulfil: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"data":{"list":[' }),
  },
  {
    name: 'code ≠ 0',
    fulfil: (route) => route.fulfill(json({ code: 50001, msg: '服务暂时不可用（故障演练）', data: null })),
  },
  { name: 'data: null', fulfil: (route) => route.fulfill(json({ code: 0, msg: 'success', data: null })) },
];

/** Something on the page tells the visitor what happened. */
const MESSAGE = [
  '[role="alert"]',
  '[role="status"]',
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

for (const fault of FAULTS) {
  test.describe(fault.name, () => {
    for (const route of ROUTES) {
      test(`${route.name} keeps its frame and says what happened`, async ({ page, allowConsoleErrors }) => {
        allowConsoleErrors(FAILED_RESOURCE);
        if (route.user) await loginAs(page, route.user);
        await page.route(API_REQUEST, fault.fulfil);
        await page.goto(route.path);
        await expectFrame(page, route);
        await settleNetwork(page);
        if (route.frame !== 'none' && !route.static)
          await expect(page.locator(MESSAGE).filter({ visible: true, hasText: /\S/ }).first()).toBeVisible();
        // Still a page a visitor can read: more than the frame's own text.
        expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(20);
      });
    }
  });
}
