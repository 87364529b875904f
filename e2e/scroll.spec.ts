import type { Page } from '@playwright/test';
import zhDispute from '../src/locales/zh-CN/dispute';
import zhHome from '../src/locales/zh-CN/home';
import zhMenu from '../src/locales/zh-CN/menu';
import zhPortal from '../src/locales/zh-CN/portal';
import { app, appShown, expect, loginAs, settleNetwork, test } from './fixtures';

/**
 * Issue 27 item 1: a link followed from far down a page opens the next page at its top (or its
 * `#hash`), as a document navigation does; Back and Forward return to where the visitor left each
 * page (src/utils/scrollRestoration.ts).
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls until `target` is on screen and returns where the window then is (far from the top). */
async function scrollDownTo(page: Page, target: ReturnType<Page['locator']>) {
  await target.scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y, 'the link sits below the first screen').toBeGreaterThan(200);
  return y;
}

/** The new page is shown from its top: its heading on screen, the window not scrolled. */
async function startsAtTop(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await settleNetwork(page);
  await expect.poll(() => scrollY(page)).toBe(0);
}

test('home › 新闻动态 › 更多 opens the news list at its top; Back returns to the same place, Forward to the top', async ({ page }) => {
  await page.goto(app('/taizhou'));
  await appShown(page);
  await settleNetwork(page);
  const more = page.getByRole('region', { name: zhHome['home.section.news'] }).getByRole('link', { name: /更多/ });
  const left = await scrollDownTo(page, more);
  await more.click();
  await expect(page).toHaveURL(/\/taizhou\/news$/);
  await startsAtTop(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/taizhou$/);
  await expect.poll(() => scrollY(page)).toBe(left);
  await expect(more).toBeInViewport();

  await page.goForward();
  await expect(page).toHaveURL(/\/taizhou\/news$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('the footer 网站地图 from the bottom of the dispute page opens the site map at its top', async ({ page }) => {
  await page.goto(app('/taizhou/dispute/list'));
  await appShown(page);
  await settleNetwork(page);
  const siteMap = page.getByRole('contentinfo').getByRole('link', { name: zhPortal['portal.footer.sitemap'] });
  await scrollDownTo(page, siteMap);
  await siteMap.click();
  await expect(page).toHaveURL(/\/taizhou\/sitemap$/);
  await startsAtTop(page);
});

test('the Suzhou side menu from a scrolled page opens 代理服务 at its top', async ({ page }) => {
  await page.goto(app('/suzhou/ipr-nav'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleNetwork(page);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  // The side menu stays in the window while the page scrolls (ProLayout's fixed sider).
  await page.getByRole('link', { name: zhMenu['menu.suzhou.iprAgency'] }).first().click();
  await expect(page).toHaveURL(/\/suzhou\/ipr-agency$/);
  await startsAtTop(page);
});

test("a link to a #hash (the receipt's progress link) opens the next page at that section", async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto(app('/taizhou/dispute/success?referenceNo=TZJF20261015-0003'));
  await appShown(page);
  const link = page.getByRole('button', { name: zhDispute['dispute.success.progressLink'] });
  await link.click();
  await expect(page).toHaveURL(/\/taizhou\/dispute\/list#progress$/);
  await expect(page.getByRole('heading', { level: 2, name: zhDispute['dispute.progress.title'] })).toBeInViewport();
});
