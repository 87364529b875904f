import type { Page } from '@playwright/test';
import zhPortal from '../src/locales/zh-CN/portal';
import zhSearch from '../src/locales/zh-CN/search';
import zhCommon from '../src/locales/zh-CN/common';
import zhRequest from '../src/locales/zh-CN/request';
import { app, expect, FAILED_RESOURCE, noHorizontalScroll, settleNetwork, test } from './fixtures';

/**
 * Issue 14 item 1, the site search as a visitor uses it: from the header's box on any page to
 * `/taizhou/search`, results of every type with the keyword marked, the type filter and the page
 * in the URL (reload keeps them), one service failing (its results missing, the others shown, a
 * message naming it, a retry), an empty keyword, no results, a 200-character and a hostile keyword.
 */

const SEARCH = app('/taizhou/search');
const searchUrl = (keyword: string, extra = '') => `${SEARCH}?keyword=${encodeURIComponent(keyword)}${extra}`;

const main = (page: Page) => page.getByRole('main');
const results = (page: Page) => page.locator('#search-results').getByRole('listitem');
const typeFilter = (page: Page, type: keyof typeof TYPE) => page.getByRole('radio', { name: new RegExp(`^${TYPE[type]}`) });
const TYPE = {
  all: zhSearch['search.type.all'],
  announcement: zhSearch['search.type.announcement'],
  news: zhSearch['search.type.news'],
  punishment: zhSearch['search.type.punishment'],
  product: zhSearch['search.type.product'],
  listing: zhSearch['search.type.listing'],
  enterprise: zhSearch['search.type.enterprise'],
};
/** A type's button (antd draws the radio as its label). */
const typeButton = (page: Page, type: keyof typeof TYPE) =>
  page.locator('label.ant-radio-button-wrapper').filter({ has: typeFilter(page, type) });
/** The count a type's filter shows after its label. */
const countOf = async (page: Page, type: keyof typeof TYPE) =>
  Number((await typeButton(page, type).innerText()).replace(TYPE[type], '').trim());

test('the header box searches the whole site from any page; the keyword is marked in every type of result', async ({ page }) => {
  await page.goto(app('/taizhou/news'));
  const box = page.getByRole('banner').getByRole('searchbox', { name: zhPortal['portal.search.label'] });
  await box.fill('专利');
  await box.press('Enter');
  await expect(page).toHaveURL(searchUrl('专利'));
  await expect(page.getByRole('heading', { level: 1, name: zhSearch['search.title'] })).toBeVisible();
  await expect(main(page).getByRole('searchbox', { name: zhSearch['search.keyword'] })).toHaveValue('专利');
  await expect(results(page)).toHaveCount(10);
  await expect(page).toHaveTitle(/^站内搜索 - /);

  // Every mark is the keyword; the rows come from several services, newest first.
  const marks = await main(page).locator('mark').allInnerTexts();
  expect(marks.length).toBeGreaterThan(5);
  expect(new Set(marks)).toEqual(new Set(['专利']));
  const tags = await results(page).locator('.ant-tag').allInnerTexts();
  expect(new Set(tags).size).toBeGreaterThan(2);
  const dates = await results(page)
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());

  // "All" counts every type's own total.
  const counts = await Promise.all(
    (['announcement', 'news', 'punishment', 'product', 'listing', 'enterprise'] as const).map((type) => countOf(page, type)),
  );
  expect(await countOf(page, 'all')).toBe(counts.reduce((a, b) => a + b, 0));

  // A title leads to the record's own page.
  const first = results(page).first().getByRole('link');
  const title = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 6));
});

test('Latin keywords ignore case: zl2021 marks ZL2021 in transaction listings', async ({ page }) => {
  await page.goto(searchUrl('zl2021', '&type=listing'));
  await expect(results(page).first()).toBeVisible();
  expect(new Set(await main(page).locator('mark').allInnerTexts())).toEqual(new Set(['ZL2021']));
  expect(await countOf(page, 'listing')).toBe(7);
});

test('the type filter and the page are in the URL, and a reload keeps them', async ({ page }) => {
  await page.goto(searchUrl('专利'));
  await expect(results(page)).toHaveCount(10);
  const total = await countOf(page, 'punishment');
  expect(total).toBeGreaterThan(10);

  await typeButton(page, 'punishment').click();
  await expect(page).toHaveURL(searchUrl('专利', '&type=punishment'));
  await expect(main(page).getByRole('status').filter({ hasText: '共' })).toHaveText(`共 ${total} 条`);
  await expect(results(page).locator('.ant-tag').filter({ hasNotText: TYPE.punishment })).toHaveCount(0);

  await page.getByRole('navigation', { name: zhSearch['search.pagination'] }).getByRole('listitem', { name: '2' }).click();
  await expect(page).toHaveURL(searchUrl('专利', '&type=punishment&page=2'));
  await settleNetwork(page);
  const secondPage = await results(page).getByRole('link').allInnerTexts();

  await page.reload();
  await expect(typeFilter(page, 'punishment')).toBeChecked();
  await expect(results(page).getByRole('link')).toHaveText(secondPage);

  // Back to every type: page 1 of the merged list, the type left out of the address.
  await typeButton(page, 'all').click();
  await expect(page).toHaveURL(searchUrl('专利'));
  await expect(results(page)).toHaveCount(10);
  await page.goBack();
  await expect(page).toHaveURL(searchUrl('专利', '&type=punishment&page=2'));
});

test("one service failing: the others' results stay, a message names the failed source, retry brings it back", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(FAILED_RESOURCE);
  let failing = true;
  await page.route('**/ipr-data-service/api/front/news/findPage**', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }) : route.fallback(),
  );
  await page.goto(searchUrl('专利'));
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText(TYPE.news);
  await expect(results(page)).toHaveCount(10);
  await expect(results(page).locator('.ant-tag').filter({ hasText: TYPE.news })).toHaveCount(0);
  // The failed source shows no count; the others do.
  await expect(typeFilter(page, 'news')).toHaveAccessibleName(TYPE.news);
  expect(await countOf(page, 'punishment')).toBeGreaterThan(0);
  // No notification per source: the page says it once.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: zhCommon['common.retry'] }).click();
  await expect(alert).toHaveCount(0);
  expect(await countOf(page, 'news')).toBeGreaterThan(0);

  // The failed type on its own: the list says it could not load, with its own retry.
  failing = true;
  await typeButton(page, 'news').click();
  // Issue 46 item 4: an HTTP 500 is the service's fault, worded as such.
  await expect(main(page).getByText(zhRequest['request.unavailable'])).toBeVisible();
  failing = false;
  await main(page).getByRole('button', { name: zhCommon['common.retry'] }).click();
  await expect(results(page).first()).toBeVisible();
  await expect(results(page).locator('.ant-tag').filter({ hasNotText: TYPE.news })).toHaveCount(0);
});

test('issue 27 item 11: symbols and emoji around the words are ignored: 😀专利🚀 finds what 专利 finds', async ({ page }) => {
  await page.goto(searchUrl('专利'));
  await expect(results(page)).toHaveCount(10);
  const plain = await countOf(page, 'all');
  expect(plain).toBeGreaterThan(0);
  await page.goto(searchUrl('😀专利🚀'));
  await expect(results(page)).toHaveCount(10);
  expect(await countOf(page, 'all')).toBe(plain);
  await expect(main(page).getByRole('searchbox', { name: zhSearch['search.keyword'] })).toHaveValue('😀专利🚀');
  expect(new Set(await main(page).locator('mark').allInnerTexts())).toEqual(new Set(['专利']));
});

test('an empty keyword asks for one; no results say so', async ({ page }) => {
  let searched = 0;
  page.on('request', (request) => {
    if (/findPage|findIndex/.test(request.url())) searched += 1;
  });
  await page.goto(app('/taizhou'));
  await page.getByRole('banner').getByRole('button', { name: zhCommon['common.search'], exact: true }).click();
  await expect(page).toHaveURL(SEARCH);
  await expect(main(page).getByText(zhSearch['search.prompt'])).toBeVisible();
  await settleNetwork(page);
  // The home page's own blocks asked their services before; the search page asks none.
  const before = searched;
  await main(page).getByRole('searchbox', { name: zhSearch['search.keyword'] }).press('Enter');
  await settleNetwork(page);
  expect(searched).toBe(before);

  await main(page).getByRole('searchbox', { name: zhSearch['search.keyword'] }).fill('无此内容的关键词');
  await main(page).getByRole('searchbox', { name: zhSearch['search.keyword'] }).press('Enter');
  await expect(page).toHaveURL(searchUrl('无此内容的关键词'));
  await expect(main(page).getByText(zhSearch['search.empty'])).toBeVisible();
  expect(await countOf(page, 'all')).toBe(0);
});

test('a 200-character keyword and a hostile keyword behave, on a phone too', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.setViewportSize({ width: 375, height: 800 });
  const long = '专利'.repeat(100);
  await page.goto(searchUrl(long));
  await expect(main(page).getByText(zhSearch['search.empty'])).toBeVisible();
  await expect(main(page).getByRole('searchbox', { name: zhSearch['search.keyword'] })).toHaveValue(long);
  await noHorizontalScroll(page);

  for (const hostile of ['<img src=x onerror=alert(1)>', '.*+?()[]', '"><script>alert(2)</script>']) {
    await page.goto(searchUrl(hostile));
    await expect(main(page).getByRole('searchbox', { name: zhSearch['search.keyword'] })).toHaveValue(hostile);
    await expect(main(page).getByText(zhSearch['search.empty'])).toBeVisible();
    await noHorizontalScroll(page);
  }
  expect(dialogs).toEqual([]);
  // The built HTML's own inline scripts (care mode, the app shell) call nothing like the payloads.
  const injected = await page.evaluate(
    () => [...document.querySelectorAll('img[onerror], script:not([src])')].filter((element) => /alert\(/.test(element.outerHTML)).length,
  );
  expect(injected).toBe(0);
});

test('on a phone the header search opens from its button and the page has no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(app('/taizhou/products'));
  const box = page.getByRole('banner').getByRole('searchbox', { name: zhPortal['portal.search.label'] });
  await expect(box).toBeHidden();
  const open = page.getByRole('button', { name: zhPortal['portal.search.open'] });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toBeFocused();
  await noHorizontalScroll(page);
  await box.fill('质押');
  await box.press('Enter');
  await expect(page).toHaveURL(searchUrl('质押'));
  await expect(results(page).first()).toBeVisible();
  await expect(box).toBeHidden();
  await noHorizontalScroll(page);
  // The type filter folds behind the list's one "Filter" control.
  await expect(typeFilter(page, 'all')).toBeHidden();

  // An open field closes when the visitor goes to another page by the navigation, keeping its words.
  await open.click();
  await box.fill('许可');
  await page
    .getByRole('navigation', { name: zhPortal['portal.nav.label'] })
    .getByRole('link', { name: zhPortal['portal.nav.news'] })
    .click();
  await expect(page).toHaveURL(app('/taizhou/news'));
  await expect(box).toBeHidden();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(box).toHaveValue('许可');
});
