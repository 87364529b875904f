import type { Page } from '@playwright/test';
import zhCommon from '../src/locales/zh-CN/common';
import zhEnterprise from '../src/locales/zh-CN/enterprise';
import zhMenu from '../src/locales/zh-CN/menu';
import zhPortal from '../src/locales/zh-CN/portal';
import enPortal from '../src/locales/en-US/portal';
import { app, expect, noHorizontalScroll, settleNetwork, test } from './fixtures';

/**
 * Issue 16 items 2 and 3, as a Suzhou visitor meets them: an enterprise opened from the Suzhou
 * search or the industry navigation stays in the Suzhou frame (ProLayout, its menu on the search);
 * every Suzhou page has a footer with Suzhou's host and contact; the frame names Suzhou even when
 * the site settings carry only the platform's (Taizhou) name; the counts a visitor sorts the
 * enterprise table by are on screen at 1366 px beside the 208 px menu, and a phone never scrolls
 * sideways.
 */

const SEARCH = app('/suzhou/ipr-enterprise');
const SETTINGS = '**/api/perEnterprise/getEnterpriseProfileByHost**';

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByText(zhCommon['app.loading'], { exact: true })).toHaveCount(0, { timeout: 60_000 });
}

/** The Suzhou frame, not the Taizhou one: ProLayout's sider menu, no Taizhou portal navigation. */
async function expectSuzhouFrame(page: Page) {
  await expect(page.locator('.ant-pro-layout')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: zhMenu['menu.suzhou.iprNav'] })).toBeVisible();
  await expect(page.getByRole('navigation', { name: zhPortal['portal.nav.label'] })).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test.describe('Suzhou portal frame (issue 16 item 2)', () => {
  test('an enterprise opened from the Suzhou search opens in the Suzhou frame, its search highlighted, and back returns to the search', async ({
    page,
  }) => {
    await open(page, `${SEARCH}?district=${encodeURIComponent('苏州工业园区')}`);
    const link = rows(page).first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/ipr-front\/suzhou\/ipr-enterprise\/result\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectSuzhouFrame(page);
    await expect(page.getByRole('menuitem', { name: zhMenu['menu.suzhou.iprEnterprise'] })).toHaveClass(/ant-menu-item-selected/);
    await page.getByRole('link', { name: zhEnterprise['enterprise.result.backToSearch'] }).click();
    await expect(page).toHaveURL(`${SEARCH}?district=${encodeURIComponent('苏州工业园区')}`);
  });

  test('a leading enterprise of the industry navigation opens in the Suzhou frame', async ({ page }) => {
    await open(page, app('/suzhou/ipr-nav'));
    const leader = page.locator('ul li a[href*="/result/"]').first();
    const name = (await leader.textContent()) ?? '';
    await leader.click();
    await expect(page).toHaveURL(/\/ipr-front\/suzhou\/ipr-enterprise\/result\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectSuzhouFrame(page);
  });

  for (const path of ['/suzhou/ipr-enterprise', '/suzhou/ipr-nav', '/suzhou/ipr-agency', '/suzhou/ipr-tjfx']) {
    test(`${path} carries a footer with Suzhou's host, contact and filings`, async ({ page }) => {
      await open(page, app(path));
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer).toContainText(zhPortal['portal.site.suzhou.host']);
      await expect(footer).toContainText(zhPortal['portal.footer.phone'].replace('{phone}', '0512-68550311'));
      await expect(footer).toContainText(zhPortal['portal.footer.siteCode'].replace('{code}', '3205000041'));
      await expect(footer).not.toContainText('泰州');
    });
  }

  test("the frame names Suzhou when the settings carry only the platform's (Taizhou) name", async ({ page }) => {
    await open(page, SEARCH);
    const header = page.locator('.ant-pro-layout-header, .ant-pro-global-header').first();
    await expect(header).toContainText('苏州市知识产权一站式公共服务平台');
    await expect(header).not.toContainText('泰州');
    await expect(page.getByRole('contentinfo')).toContainText('苏州市知识产权一站式公共服务平台');
  });

  test("a Suzhou name in the settings is the frame's name", async ({ page }) => {
    await page.route(SETTINGS, (route) =>
      route.fulfill({
        json: {
          code: 0,
          msg: 'success',
          data: { ipr_title_prefix: '泰州市', ipr_front_title: '知识产权一站式公共服务平台', ipr_title_prefix_suzhou: '苏州工业园区' },
        },
      }),
    );
    await open(page, SEARCH);
    await expect(page.locator('.ant-pro-layout').first()).toContainText('苏州工业园区知识产权一站式公共服务平台');
  });

  test('issue 27 item 8: an unknown Suzhou address shows the not-found page in the Suzhou frame, title and footer', async ({ page }) => {
    await open(page, app('/suzhou/anything'));
    await expect(page).toHaveURL(app('/suzhou/404'));
    await expect(page.getByRole('heading', { level: 1, name: zhCommon['notFound.title'] })).toBeVisible();
    await expectSuzhouFrame(page);
    await expect(page.locator('.ant-pro-layout-header, .ant-pro-global-header').first()).toContainText('苏州市知识产权一站式公共服务平台');
    await expect(page).toHaveTitle(`${zhMenu['menu.suzhou.notFound']} - 苏州市知识产权一站式公共服务平台`);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(zhPortal['portal.site.suzhou.host']);
    await expect(footer).not.toContainText('泰州');
    await page.getByRole('button', { name: zhCommon['common.backHome'] }).click();
    await expect(page).toHaveURL(app('/suzhou/ipr-enterprise'));
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });
    test('the frame and the footer say Suzhou when the settings have no name at all', async ({ page }) => {
      await page.route(SETTINGS, (route) => route.fulfill({ json: { code: 0, msg: 'success', data: {} } }));
      await open(page, SEARCH);
      const title = enPortal['portal.siteTitle.suzhou'].replace('{title}', 'One-Stop IP Public Service Platform');
      await expect(page.locator('.ant-pro-layout-header, .ant-pro-global-header').first()).toContainText(title);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(enPortal['portal.site.suzhou.host']);
      await expect(footer).toContainText(title);
    });
  });
});

test.describe('issue 27 item 5: the Suzhou header on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** The header's menu button, its box, and the link home named by the site. */
  async function expectPhoneHeader(page: Page, expanded: 'true' | 'false') {
    const menu = page.getByRole('button', { name: zhPortal['portal.menu.open'] });
    await expect(menu).toHaveAttribute('aria-expanded', expanded);
    const box = await menu.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44, `menu button ${box?.width}×${box?.height}`).toBe(true);
    const home = page.getByRole('banner').getByRole('link', { name: /苏州市知识产权/ });
    await expect(home).toBeVisible();
    // The city's name is on screen, not only the logo: at least "苏州市".
    const shown = await home
      .locator('span')
      .first()
      .evaluate((title) => title.getBoundingClientRect().width);
    expect(shown).toBeGreaterThanOrEqual(3 * 14);
    await noHorizontalScroll(page);
  }

  test('names the portal, has a 44 px menu button, and the drawer closes on the page chosen in it', async ({ page }) => {
    await open(page, app('/suzhou/ipr-nav'));
    await expectPhoneHeader(page, 'false');

    await page.getByRole('button', { name: zhPortal['portal.menu.open'] }).click();
    const drawer = page.locator('.ant-drawer-open .ant-drawer-content-wrapper');
    await expect(drawer.getByRole('menuitem', { name: zhMenu['menu.suzhou.iprAgency'] })).toBeVisible();
    await expectPhoneHeader(page, 'true');
    await drawer.getByRole('menuitem', { name: zhMenu['menu.suzhou.iprAgency'] }).click();
    await expect(page).toHaveURL(app('/suzhou/ipr-agency'));
    await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expectPhoneHeader(page, 'false');

    // And it opens again from ProLayout's own header.
    await page.getByRole('button', { name: zhPortal['portal.menu.open'] }).click();
    await expect(drawer.getByRole('menuitem', { name: zhMenu['menu.suzhou.iprNav'] })).toBeVisible();
  });
});

test.describe('Suzhou enterprise table (issue 16 item 3)', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    test.describe(locale, () => {
      test.use({ locale });
      test('every column a visitor sorts by is on screen at 1366 px without scrolling sideways', async ({ page }) => {
        await page.setViewportSize({ width: 1366, height: 900 });
        await open(page, SEARCH);
        await expect(rows(page).first()).toBeVisible();
        await settleNetwork(page);
        const scroller = page.locator('.ant-table-content').first();
        const box = await scroller.boundingBox();
        if (!box) throw new Error('no table');
        const sortable = page.locator('th.ant-table-column-has-sorters');
        await expect(sortable).toHaveCount(5);
        for (const header of await sortable.all()) {
          const cell = await header.boundingBox();
          if (!cell) throw new Error('no header cell');
          expect(cell.x + cell.width, `${await header.innerText()} ends past the table's right edge`).toBeLessThanOrEqual(
            box.x + box.width + 1,
          );
          expect(cell.x + cell.width).toBeLessThanOrEqual(1366);
        }
        // The default sort is one of them and marked as the current sort.
        await expect(page.locator('th[aria-sort="descending"]')).toBeInViewport({ ratio: 1 });
        expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(0);
        await noHorizontalScroll(page);
      });
    });
  }

  test('at 375 px the search, its cards and the footer never scroll the page sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, SEARCH);
    await expect(page.locator('h3').first()).toBeVisible();
    await settleNetwork(page);
    await noHorizontalScroll(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await noHorizontalScroll(page);
  });
});

test('no element of the Suzhou frame, before or after ProLayout takes over, carries a class named "undefined"', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(SEARCH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[class~="undefined"]')).toHaveCount(0);
  await settleNetwork(page);
  await expect(page.locator('[class~="undefined"]')).toHaveCount(0);
});
