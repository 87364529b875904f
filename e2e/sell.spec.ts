import zhSell from '../src/locales/zh-CN/sell';
import zhRequest from '../src/locales/zh-CN/request';
import zhPortal from '../src/locales/zh-CN/portal';
import enSell from '../src/locales/en-US/sell';
import zhOps from '../src/locales/zh-CN/operations';
import enOps from '../src/locales/en-US/operations';
import { app, dialogOpened, expect, loginAs, noHorizontalScroll, test } from './fixtures';

/**
 * `/taizhou/operations/sell/:id` (issue 5 items 1 and 3) on the mock backend: a listing opened
 * from the list shows its facts; the contact is behind the SSO login, which comes back to the same
 * listing; only the publisher gets the edit button; an unknown id is a not-found page; nothing
 * scrolls sideways at 375 px.
 */

const LIST = app('/taizhou/operations/list');
const sell = (id: string) => app(`/taizhou/operations/sell/${id}`);
/** Seeded listing of another publisher (mock/_data/listings.ts). */
const OTHERS = { id: 'tx-0001', title: '一种液压支架立柱的快速检测装置', patentNo: 'ZL202121960334.5' };
/** Seeded listing of the mock `user` (u-1001, 泰州海正新材料科技有限公司). */
const OWN = { id: 'tx-0004', title: '一种高阻隔聚酰胺复合薄膜及其制备方法' };

// A dev server may still be compiling the page on first visit.
test.slow();

test('a listing opened from the list shows the patent and the deal', async ({ page }) => {
  await page.goto(LIST);
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/ipr-front\/taizhou\/operations\/sell\/tx-\d{4}$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const name of [zhSell['sell.section.patent'], zhSell['sell.section.transaction'], zhSell['sell.section.description']]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText(zhOps['operations.field.tradeMethod'])).toBeVisible();
  await expect(page.getByText(/^ZL\d{12}\.[\dX]$/).first()).toBeVisible();

  // A similar listing opens in place, at the top of the page.
  const similar = page.getByRole('region', { name: zhSell['sell.section.similar'] }).getByRole('link').first();
  const similarTitle = (await similar.textContent()) ?? '';
  await similar.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(similarTitle);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('navigation', { name: zhPortal['portal.breadcrumb'] }).getByRole('link', { name: '知识产权运营' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhOps['operations.list.heading']);
});

test('an anonymous visitor logs in through SSO and comes back to see the contact', async ({ page }) => {
  await page.goto(sell(OTHERS.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OTHERS.title);
  await expect(page.getByText(OTHERS.patentNo).first()).toBeVisible();
  await expect(page.getByText(zhSell['sell.contact.loginPrompt'])).toBeVisible();
  await expect(page.getByRole('link', { name: /拨打电话/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: zhOps['operations.edit.button'] })).toHaveCount(0);

  const pageUrl = page.url();
  const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/ipr-admin/login');
  await page.getByRole('button', { name: zhSell['sell.contact.login'] }).click();
  expect(new URL((await login).url()).searchParams.get('redirectUrl')).toBe(pageUrl);

  // The mock SSO logs in as the enterprise user and sends the browser back here.
  await page.waitForURL(pageUrl);
  const phone = page.getByRole('link', { name: /拨打电话/ });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', /^tel:(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/);
  await expect(page.getByText(zhSell['sell.contact.loginPrompt'])).toHaveCount(0);
  // Logged in, but not the publisher of this listing.
  await expect(page.getByRole('button', { name: zhOps['operations.edit.button'] })).toHaveCount(0);
});

test('the publisher gets an edit button that opens the form with the listing filled in', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto(sell(OWN.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OWN.title);
  await page.getByRole('button', { name: zhOps['operations.edit.button'] }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByLabel(zhOps['operations.field.title'])).toHaveValue(OWN.title);
  // The form is filled as soon as the dialog is drawn, before its opening zoom has started: a cancel
  // pressed then was released on the dialog's backdrop once the zoom began, and the dialog stayed
  // open (a CI flake, on a busy machine where the dialog's code arrived after the edit click).
  await dialogOpened(form);
  await form.getByRole('button', { name: /取\s*消/ }).click();
  await expect(form).toBeHidden();
});

test('an unknown id is a not-found page with a way back to the list', async ({ page }) => {
  await page.goto(sell('tx-9999'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhSell['sell.notFound.title']);
  await expect(page.getByText(zhSell['sell.notFound.description'])).toBeVisible();
  await page.getByRole('button', { name: zhSell['sell.backToList'] }).click();
  await expect(page).toHaveURL(LIST);
});

test('a failed load keeps the frame and retries', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource/);
  let failures = 1;
  await page.route('**/ipcTransaction/detail?*', (route) =>
    failures-- > 0 ? route.fulfill({ status: 500, body: 'oops' }) : route.continue(),
  );
  await page.goto(sell(OTHERS.id));
  // Issue 46 item 4: an HTTP 500 is the service's fault, worded as such.
  await expect(page.getByText(zhRequest['request.unavailable'])).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: /重\s*试/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OTHERS.title);
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  const strings = locale === 'zh-CN' ? zhSell : enSell;
  const ops = locale === 'zh-CN' ? zhOps : enOps;

  test.describe(`at 375 px in ${locale}`, () => {
    test.use({ viewport: { width: 375, height: 812 }, locale });

    test('nothing scrolls sideways, anonymous or as the publisher', async ({ page }) => {
      await page.goto(sell(OTHERS.id));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(OTHERS.title);
      await expect(page.getByRole('button', { name: strings['sell.contact.login'] })).toBeVisible();
      await expect(page.getByRole('region', { name: strings['sell.section.similar'] })).toBeVisible();
      await noHorizontalScroll(page);

      await loginAs(page, 'user');
      await page.goto(sell(OWN.id));
      await expect(page.getByRole('button', { name: ops['operations.edit.button'] })).toBeVisible();
      await expect(page.locator('a[href^="tel:"]')).toBeVisible();
      await noHorizontalScroll(page);
    });
  });
}
