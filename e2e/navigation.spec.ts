import type { Page } from '@playwright/test';
import zhContent from '../src/locales/zh-CN/content';
import zhHome from '../src/locales/zh-CN/home';
import zhMenu from '../src/locales/zh-CN/menu';
import zhPortal from '../src/locales/zh-CN/portal';
import enPortal from '../src/locales/en-US/portal';
import { app, chooseOption, expect, noHorizontalScroll, settleNetwork, test, appShown } from './fixtures';

/**
 * Issue 16 item 7, navigation gaps: 政策公告 and 新闻动态 are tabs of the portal navigation and
 * light on their pages; every home block has a "更多" link to a list page; the news and product
 * lists page and filter with the search in the URL; every route has its own document title.
 */

const nav = (page: Page, messages: Record<string, string> = zhPortal) =>
  page.getByRole('navigation', { name: messages['portal.nav.label'] });

/** The portal nav's items: seven sections and the two linked platforms. */
const NAV_ITEMS = 9;

test('政策公告 and 新闻动态 are in the nav and marked current on their lists and details', async ({ page }) => {
  for (const [tab, paths] of [
    [zhPortal['portal.nav.announcements'], ['/taizhou/announceDetail', '/taizhou/announceDetail?id=an-0036']],
    [zhPortal['portal.nav.news'], ['/taizhou/news', '/taizhou/newsDetail?id=nw-0033']],
  ] as const) {
    for (const path of paths) {
      await page.goto(app(path));
      await expect(nav(page).getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
  }
});

for (const [block, path, heading] of [
  [zhHome['home.section.announcements'], '/taizhou/announceDetail', zhContent['content.announce.listTitle']],
  [zhHome['home.section.punishments'], '/taizhou/punishContent', zhContent['content.punish.listTitle']],
  [zhHome['home.section.news'], '/taizhou/news', zhContent['content.news.listTitle']],
  [zhHome['home.section.transactions'], '/taizhou/operations/list', zhPortal['portal.nav.operations']],
  [zhHome['home.section.products'], '/taizhou/products', zhContent['content.product.listTitle']],
]) {
  test(`the home block ${block} has a 更多 link that lands on its list page`, async ({ page }) => {
    await page.goto(app('/taizhou'));
    await page.getByRole('region', { name: block }).getByRole('link', { name: /更多/ }).click();
    await expect(page).toHaveURL(new RegExp(`${app(path).replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  });
}

test('the news list pages and filters with the search in the URL', async ({ page }) => {
  await page.goto(app('/taizhou/news'));
  await expect(page.getByRole('heading', { level: 1, name: zhContent['content.news.listTitle'] })).toBeVisible();
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results.first()).toBeVisible();
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  // The select re-renders with the new page; open it once the page has loaded.
  await settleNetwork(page);

  await chooseOption(page, zhContent['content.news.source'], '中国知识产权报');
  await expect(page).toHaveURL(/source=%E4%B8%AD%E5%9B%BD%E7%9F%A5%E8%AF%86%E4%BA%A7%E6%9D%83%E6%8A%A5/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: '泰州推动高校院所专利向中小企业转化' })).toBeVisible();
  await expect(page.getByRole('link', { name: '我市专利转化运用专项行动成效显著' })).toHaveCount(0);

  // A shared address opens the same search.
  await page.goto(app('/taizhou/news?keyword=质押&start=2025-01-01'));
  await expect(page.getByRole('searchbox', { name: zhContent['content.keyword'] })).toHaveValue('质押');
  await expect(page.getByRole('link', { name: /风险补偿|知产贷/ }).first()).toBeVisible();
});

test('the product list filters by type and keyword with the search in the URL', async ({ page }) => {
  await page.goto(app('/taizhou/products'));
  await expect(page.getByRole('heading', { level: 1, name: zhContent['content.product.listTitle'] })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '专利交易经纪服务' })).toBeVisible();
  await chooseOption(page, zhContent['content.product.category'], '知识产权保险');
  await expect(page).toHaveURL(/category=/);
  await expect(page.getByRole('heading', { level: 2, name: '专利执行险' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '专利交易经纪服务' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: zhContent['content.keyword'] }).fill('境外');
  await page.getByRole('searchbox', { name: zhContent['content.keyword'] }).press('Enter');
  await expect(page).toHaveURL(/keyword=%E5%A2%83%E5%A4%96/);
  await expect(page.getByRole('heading', { level: 2, name: '境外展会专利纠纷法律费用保险' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '专利执行险' })).toHaveCount(0);
});

/** The site title the mock backend's settings give (mock/account.ts): prefix + title, spec §3. */
const SITE_TITLE = '泰州市知识产权一站式公共服务平台';
/** The Suzhou frame's own name (issue 16 item 2): the mock settings carry no Suzhou title. */
const SUZHOU_SITE_TITLE = '苏州市知识产权一站式公共服务平台';

test('the home page has the site title alone', async ({ page }) => {
  await page.goto(app('/taizhou'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(SITE_TITLE);
});

for (const [path, name] of [
  ['/taizhou/punishContent', zhMenu['menu.taizhou.punishContent']],
  ['/taizhou/news', zhMenu['menu.taizhou.news']],
  ['/taizhou/products', zhMenu['menu.taizhou.products']],
  ['/taizhou/enterprise/search', zhMenu['menu.taizhou.enterpriseSearch']],
  ['/suzhou/ipr-nav', zhMenu['menu.suzhou.iprNav']],
]) {
  test(`${path} has its own document title, "<page> - <site title>"`, async ({ page }) => {
    await page.goto(app(path));
    await expect(page).toHaveTitle(`${name} - ${path.startsWith('/suzhou') ? SUZHOU_SITE_TITLE : SITE_TITLE}`);
  });
}

for (const [locale, messages] of [
  ['zh-CN', zhPortal],
  ['en-US', enPortal],
] as const) {
  test.describe(`portal nav, ${locale}`, () => {
    test.use({ locale });

    test('at 1366 px all nine items sit whole on one row, nothing to scroll', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(app('/taizhou/news'));
      await appShown(page);
      const list = nav(page, messages).getByRole('list');
      const links = list.getByRole('link');
      await expect(links).toHaveCount(NAV_ITEMS);
      const row = await list.boundingBox();
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        const name = await link.textContent();
        expect(box, name ?? '').not.toBeNull();
        expect(box!.y, `${name} on the first row`).toBe(row!.y);
        expect(box!.x + box!.width, `${name} inside the bar`).toBeLessThanOrEqual(row!.x + row!.width);
      }
      expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth), 'the bar scrolls sideways').toBeLessThanOrEqual(0);
      await noHorizontalScroll(page);
    });

    test('at 375 px the current tab is in sight, the bar scrolls sideways to its last item, the page does not', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(app('/taizhou/punishContent'));
      await appShown(page);
      const current = nav(page, messages).getByRole('link', { name: messages['portal.nav.punish'], exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toBeInViewport({ ratio: 0.99 });
      const last = nav(page, messages).getByRole('link').last();
      await expect(last).toHaveText(messages['portal.nav.patentNav']);
      await last.scrollIntoViewIfNeeded();
      // Whole, up to a sub-pixel of rounding.
      await expect(last).toBeInViewport({ ratio: 0.99 });
      await noHorizontalScroll(page);
    });
  });
}
