import type { Page, Route } from '@playwright/test';
import zhCommon from '../src/locales/zh-CN/common';
import zhOperations from '../src/locales/zh-CN/operations';
import zhPortal from '../src/locales/zh-CN/portal';
import enPortal from '../src/locales/en-US/portal';
import zhRequest from '../src/locales/zh-CN/request';
import enRequest from '../src/locales/en-US/request';
import { app, expect, FAILED_RESOURCE, test } from './fixtures';

/**
 * Error display of the request layer (spec §4 showType, §8 envelope and request failures) as a
 * visitor meets it: the transaction index call of `/taizhou/operations/list` (made without
 * `skipErrorHandler`) is answered through route interception. In every case the page keeps its
 * portal frame and nothing is thrown uncaught.
 */

const PAGE = app('/taizhou/operations/list');
const FIND_INDEX = '**/ipr-data-service/api/front/ipcTransaction/findIndex**';
const HEADING = zhOperations['operations.list.heading'];

/** antd's global message and notification containers (the request layer uses the static APIs). */
const messages = (page: Page) => page.locator('.ant-message-notice');
const notifications = (page: Page) => page.locator('.ant-notification-notice');

/** Answers every findIndex call with `answer`. */
async function answerFindIndex(page: Page, answer: (route: Route) => Promise<void>) {
  await page.route(FIND_INDEX, answer);
}

/** A `success: false` business error body (spec §3 error response). */
const bizError = (showType?: number) => ({
  success: false,
  errorCode: 'TX4001',
  errorMessage: '交易信息暂不可查询，请稍后再试',
  ...(showType === undefined ? {} : { showType }),
});

/** The page is still the operations list inside the Taizhou portal frame. */
async function expectFrameKept(page: Page, navLabel = zhPortal['portal.nav.label']) {
  await expect(page).toHaveURL(new RegExp(`${PAGE}(\\?.*)?$`));
  await expect(page.getByRole('navigation', { name: navLabel })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** Waits until the findIndex call has been answered, so the error handler has run. */
const findIndexAnswered = (page: Page) => page.waitForResponse((response) => response.url().includes('/ipcTransaction/findIndex'));

test.describe('business errors by showType (spec §4)', () => {
  test('showType 0 shows nothing', async ({ page }) => {
    await answerFindIndex(page, (route) => route.fulfill({ json: bizError(0) }));
    const answered = findIndexAnswered(page);
    await page.goto(PAGE);
    await answered;
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    // The list shows its own load-failed state once the call has failed; by then the request
    // layer has decided whether to show anything.
    await expect(page.getByRole('button', { name: zhCommon['common.retry'] })).toBeVisible();
    await expect(messages(page)).toHaveCount(0);
    await expect(notifications(page)).toHaveCount(0);
    await expectFrameKept(page);
  });

  for (const [showType, kind, article] of [
    [1, 'warning', 'a'],
    [2, 'error', 'an'],
  ] as const) {
    test(`showType ${showType} shows ${article} ${kind} message`, async ({ page }) => {
      await answerFindIndex(page, (route) => route.fulfill({ json: bizError(showType) }));
      await page.goto(PAGE);
      const notice = messages(page).filter({ hasText: '交易信息暂不可查询，请稍后再试' });
      await expect(notice).toBeVisible();
      await expect(notice.locator(`.ant-message-${kind}`)).toHaveCount(1);
      await expectFrameKept(page);
    });
  }

  test('showType 4 shows a notification titled with the error code', async ({ page }) => {
    await answerFindIndex(page, (route) => route.fulfill({ json: bizError(4) }));
    await page.goto(PAGE);
    const notice = notifications(page);
    await expect(notice).toBeVisible();
    await expect(notice.locator('.ant-notification-notice-title')).toHaveText('TX4001');
    await expect(notice).toContainText('交易信息暂不可查询，请稍后再试');
    await expect(messages(page)).toHaveCount(0);
    await expectFrameKept(page);
  });

  test('showType 9 opens the exception page with the code and message', async ({ page }) => {
    await answerFindIndex(page, (route) => route.fulfill({ json: bizError(9) }));
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/ipr-front\/exception\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('errorCode')).toBe('TX4001');
    expect(query.get('errorMessage')).toBe('交易信息暂不可查询，请稍后再试');
    await expect(page.getByRole('heading', { level: 1, name: zhCommon['exception.title'] })).toBeVisible();
    await expect(page.getByText('TX4001', { exact: true })).toBeVisible();
    await expect(page.getByText('交易信息暂不可查询，请稍后再试', { exact: true }).first()).toBeVisible();
  });

  test('a missing showType shows an error message', async ({ page }) => {
    await answerFindIndex(page, (route) => route.fulfill({ json: bizError() }));
    await page.goto(PAGE);
    const notice = messages(page).filter({ hasText: '交易信息暂不可查询，请稍后再试' });
    await expect(notice).toBeVisible();
    await expect(notice.locator('.ant-message-error')).toHaveCount(1);
    await expectFrameKept(page);
  });
});

test.describe('envelope and transport failures (spec §8)', () => {
  test('code ≠ 0 with a JSON-list msg notifies its first element', async ({ page }) => {
    await answerFindIndex(page, (route) => route.fulfill({ json: { code: 500, msg: '["第一条错误","第二条"]', data: null } }));
    await page.goto(PAGE);
    const notice = notifications(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('第一条错误');
    await expect(notice).not.toContainText('第二条');
    await expectFrameKept(page);
  });

  test('code 0 with data null keeps the page', async ({ page }) => {
    await answerFindIndex(page, (route) => route.fulfill({ json: { code: 0, msg: 'success', data: null } }));
    const answered = findIndexAnswered(page);
    await page.goto(PAGE);
    await answered;
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expectFrameKept(page);
  });

  test('HTTP 500 shows the default request error', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await answerFindIndex(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.goto(PAGE);
    await expect(messages(page).filter({ hasText: zhRequest['request.error'] })).toBeVisible();
    expect(zhRequest['request.error']).toBe('请求错误，请重试。');
    await expectFrameKept(page);
  });

  test('HTTP 500 with an errorMessage body shows that message', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await answerFindIndex(page, (route) => route.fulfill({ status: 500, json: { errorMessage: '数据服务维护中，预计 10 分钟后恢复' } }));
    await page.goto(PAGE);
    await expect(messages(page).filter({ hasText: '数据服务维护中，预计 10 分钟后恢复' })).toBeVisible();
    await expectFrameKept(page);
  });

  test('a network failure shows the default request error', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await answerFindIndex(page, (route) => route.abort('connectionreset'));
    await page.goto(PAGE);
    await expect(messages(page).filter({ hasText: zhRequest['request.error'] })).toBeVisible();
    await expectFrameKept(page);
  });

  test('malformed JSON shows a message and keeps the page', async ({ page }) => {
    await answerFindIndex(page, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"data":{"list":[' }),
    );
    await page.goto(PAGE);
    await expect(messages(page).filter({ hasText: zhRequest['request.malformed'] })).toBeVisible();
    await expectFrameKept(page);
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('HTTP 500 shows "Request error, please retry."', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await answerFindIndex(page, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(PAGE);
    // The spec's own words (§8), not only whatever the locale file says.
    expect(enRequest['request.error']).toBe('Request error, please retry.');
    await expect(messages(page).filter({ hasText: 'Request error, please retry.' })).toBeVisible();
    await expectFrameKept(page, enPortal['portal.nav.label']);
  });
});
