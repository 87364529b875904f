import type { Page } from '@playwright/test';
import zhCommon from '../src/locales/zh-CN/common';
import zhMenu from '../src/locales/zh-CN/menu';
import zhPortal from '../src/locales/zh-CN/portal';
import zhSite from '../src/locales/zh-CN/site';
import enMenu from '../src/locales/en-US/menu';
import enPortal from '../src/locales/en-US/portal';
import enSite from '../src/locales/en-US/site';
import { app, expect, noHorizontalScroll, test } from './fixtures';

/**
 * The government-website footer of both portals (issue 16; State Council guidelines for government
 * websites): site identification code, ICP and public-security filings, host and contact, and the
 * site map, contact, disclaimer-and-privacy and error-report links; the site pages they open, in
 * the portal's own frame and in both locales. The site map is generated from the route table.
 */

const SETTINGS = '**/api/perEnterprise/getEnterpriseProfileByHost**';
/** Route names: the frame's (menu) and the site pages' own (site). */
const zhNames = { ...zhMenu, ...zhSite };
const enNames = { ...enMenu, ...enSite };
const PORTALS = [
  { region: 'taizhou', home: app('/taizhou'), siteCode: '3212000034', police: '32120202000185', icp: '05006588' },
  { region: 'suzhou', home: app('/suzhou/ipr-agency'), siteCode: '3205000041', police: '32050802010567', icp: '05006595' },
] as const;

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByText(zhCommon['app.loading'], { exact: true })).toHaveCount(0, { timeout: 60_000 });
}

const footer = (page: Page) => page.getByRole('contentinfo');

for (const portal of PORTALS) {
  test.describe(`${portal.region} footer`, () => {
    test('shows the site code, both filings and the four site links', async ({ page }) => {
      await open(page, portal.home);
      const f = footer(page);
      await expect(f).toContainText(zhPortal['portal.footer.siteCode'].replace('{code}', portal.siteCode));
      await expect(f.getByRole('link', { name: zhPortal['portal.footer.icp'].replace('{number}', portal.icp) })).toHaveAttribute(
        'href',
        'https://beian.miit.gov.cn/',
      );
      await expect(f.getByRole('link', { name: new RegExp(`苏公网安备 ${portal.police}号`) })).toHaveAttribute(
        'href',
        new RegExp(`code=${portal.police}$`),
      );
      const feedback = f.getByRole('link', { name: new RegExp(zhPortal['portal.footer.feedback']) });
      await expect(feedback).toHaveAttribute('href', new RegExp(`zfwzzc\\.www\\.gov\\.cn/.*websiteid=${portal.siteCode}$`));
      await expect(feedback).toHaveAttribute('target', '_blank');
      await expect(f).toContainText(zhPortal[`portal.site.${portal.region}.host`]);

      for (const [label, heading, path] of [
        ['portal.footer.sitemap', `menu.${portal.region}.siteMap`, 'sitemap'],
        ['portal.footer.contact', `menu.${portal.region}.contact`, 'contact'],
        ['portal.footer.statement', `menu.${portal.region}.statement`, 'statement'],
      ] as const) {
        await footer(page).getByRole('link', { name: zhPortal[label], exact: true }).click();
        await expect(page).toHaveURL(app(`/${portal.region}/${path}`));
        await expect(page.getByRole('heading', { level: 1, name: zhNames[heading] })).toBeVisible();
        await expect(page.locator('h1')).toHaveCount(1);
        // Still in the portal's own frame.
        if (portal.region === 'suzhou') await expect(page.locator('.ant-pro-layout')).toBeVisible();
        else await expect(page.getByRole('navigation', { name: zhPortal['portal.nav.label'] })).toBeVisible();
      }
    });
  });
}

test('the site map lists every page a visitor can open directly, from the route table, and its links work', async ({ page }) => {
  await open(page, app('/taizhou/sitemap'));
  const taizhou = page.getByRole('region', { name: zhSite['site.map.taizhou'] });
  const suzhou = page.getByRole('region', { name: zhSite['site.map.suzhou'] });
  for (const id of [
    'menu.taizhou.home',
    'menu.taizhou.enterpriseSearch',
    'menu.taizhou.operationsList',
    'menu.taizhou.disputeList',
    'menu.taizhou.punishContent',
    'menu.taizhou.contact',
    'menu.taizhou.statement',
  ] as const) {
    await expect(taizhou.getByRole('link', { name: zhNames[id], exact: true })).toBeVisible();
  }
  for (const id of [
    'menu.suzhou.iprEnterprise',
    'menu.suzhou.iprNav',
    'menu.suzhou.iprAgency',
    'menu.suzhou.iprTjfx',
    'menu.suzhou.contact',
  ] as const) {
    await expect(suzhou.getByRole('link', { name: zhNames[id], exact: true })).toBeVisible();
  }
  // Pages that need a record (a parameter or an id) are reached from their lists, not from the map.
  for (const id of [
    'menu.taizhou.enterpriseResult',
    'menu.taizhou.operationsSell',
    'menu.taizhou.newsDetail',
    'menu.taizhou.disputeSuccess',
  ] as const) {
    await expect(page.getByRole('link', { name: zhMenu[id], exact: true })).toHaveCount(0);
  }
  await suzhou.getByRole('link', { name: zhMenu['menu.suzhou.iprTjfx'], exact: true }).click();
  await expect(page).toHaveURL(app('/suzhou/ipr-tjfx'));
  await expect(page.getByRole('heading', { level: 1, name: zhMenu['menu.suzhou.iprTjfx'] })).toBeVisible();
});

test('the contact page takes the helpline from the site settings, else from the constants', async ({ page }) => {
  await page.route(SETTINGS, (route) =>
    route.fulfill({
      json: {
        code: 0,
        msg: 'success',
        data: { ipr_title_prefix: '泰州市', ipr_front_title: '知识产权一站式公共服务平台', ipr_contact_phone: '0523-86001234' },
      },
    }),
  );
  await open(page, app('/taizhou/contact'));
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '0523-86001234' })).toHaveAttribute('href', 'tel:0523-86001234');
  await expect(footer(page)).toContainText('0523-86001234');
  await expect(main).toContainText(zhPortal['portal.site.taizhou.operator']);
  await open(page, app('/suzhou/contact'));
  await expect(page.getByRole('main').getByRole('link', { name: '0512-68550311' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(zhPortal['portal.site.suzhou.address']);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  test('footer, site map, contact and statement are in English', async ({ page }) => {
    await open(page, app('/taizhou'));
    const f = footer(page);
    for (const id of ['portal.footer.sitemap', 'portal.footer.contact', 'portal.footer.statement'] as const) {
      await expect(f.getByRole('link', { name: enPortal[id], exact: true })).toBeVisible();
    }
    await expect(f).toContainText(enPortal['portal.footer.siteCode'].replace('{code}', '3212000034'));
    await f.getByRole('link', { name: enPortal['portal.footer.statement'], exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: enNames['menu.taizhou.statement'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: enSite['site.statement.disclaimer'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: enSite['site.statement.privacy'] })).toBeVisible();
    await open(page, app('/suzhou/sitemap'));
    await expect(page.getByRole('heading', { level: 1, name: enNames['menu.suzhou.siteMap'] })).toBeVisible();
    await expect(
      page.getByRole('region', { name: enSite['site.map.suzhou'] }).getByRole('link', { name: enMenu['menu.suzhou.iprNav'] }),
    ).toBeVisible();
  });
});

test('the site pages do not scroll sideways on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/taizhou/sitemap', '/taizhou/contact', '/suzhou/statement', '/suzhou/contact']) {
    await open(page, app(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await footer(page).scrollIntoViewIfNeeded();
    await noHorizontalScroll(page);
  }
});

test('issue 27 item 10: every footer link, the filings included, is a target of at least 24 × 24 px on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/taizhou', '/suzhou/ipr-agency']) {
    await page.goto(app(path));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    const small = await footer.locator('a').evaluateAll((links) =>
      links
        .map((link) => ({ text: (link.textContent ?? '').trim(), box: link.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small, path).toEqual([]);
  }
});
