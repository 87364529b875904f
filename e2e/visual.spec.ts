import type { Locator, Page } from '@playwright/test';
import { ACCESSIBLE_BLUE } from '../config/defaultSettings';
import zhHome from '../src/locales/zh-CN/home';
import enHome from '../src/locales/en-US/home';
import zhPortal from '../src/locales/zh-CN/portal';
import { app, expect, test, appShown } from './fixtures';

/**
 * Issue 16 item 8: one look across the portal, from the theme. The portal's own markup (header,
 * footer, home) and antd's inner pages and the Suzhou layout use the same font stack and body size;
 * links look alike at rest and under the pointer on the home page, a list and the header menus; a
 * notice carries the same date string on the home page and in its list, in each locale.
 */

const HOME = app('/taizhou');
const LIST = app('/taizhou/announceDetail');

/** The computed font of an element: family and size. */
const fontOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { family: style.fontFamily, size: style.fontSize };
  });

/** The computed look of a link: colour and underline. */
const linkLookOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, decoration: style.textDecorationLine };
  });

/** `#rrggbb` as the `rgb(r, g, b)` getComputedStyle reports. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** The first announcement of the home page's section: its title link and date. */
const homeAnnouncement = (page: Page, sectionName: string) =>
  page.getByRole('region', { name: sectionName, exact: true }).getByRole('listitem').first();

/** The row of the announcement list whose title link reads `title`. */
const listRow = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/**
 * Every font of `fonts` is the same, 14 px, and its stack names a Chinese face before the generic
 * family.
 */
function expectOneThemeFont(fonts: Record<string, { family: string; size: string }>) {
  const [first] = Object.values(fonts);
  const { family, size } = first;
  expect(size).toBe('14px');
  const stack = family.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));
  const chinese = stack.findIndex((name) => /PingFang SC|Microsoft YaHei|Noto Sans CJK SC|Source Han Sans SC/.test(name));
  expect(chinese, `a named Chinese face in ${family}`).toBeGreaterThanOrEqual(0);
  expect(chinese, `the Chinese face before the generic family in ${family}`).toBeLessThan(stack.indexOf('sans-serif'));
  for (const [where, font] of Object.entries(fonts)) expect(font, where).toEqual({ family, size });
}

test('header, footer, home and an inner page share one font stack, with a Chinese face, at 14 px', async ({ page }) => {
  // Two full page loads on a machine shared with builds.
  test.slow();
  await page.goto(HOME);
  await expect(homeAnnouncement(page, zhHome['home.section.announcements']).getByRole('link')).toBeVisible();
  const fonts = {
    homeMain: await fontOf(page.getByRole('main')),
    header: await fontOf(page.locator('header').first()),
    footer: await fontOf(page.locator('footer p').first()),
    homeRow: await fontOf(homeAnnouncement(page, zhHome['home.section.announcements'])),
  };

  await page.goto(LIST);
  const firstRow = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('time') })
    .first();
  await expect(firstRow).toBeVisible();
  Object.assign(fonts, {
    listMain: await fontOf(page.getByRole('main')),
    listRow: await fontOf(firstRow),
    listBreadcrumb: await fontOf(page.getByRole('main').getByRole('navigation').first()),
  });
  expectOneThemeFont(fonts);
});

test('the Suzhou layout uses the same font stack and size', async ({ page }) => {
  test.slow();
  await page.goto(app('/suzhou/ipr-agency'));
  // The layout and the page are separate lazy chunks; on a busy machine they take a while.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await appShown(page);
  // ProLayout's menu: the light frame the page first draws in has none (src/standIns/ProLayout).
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  expectOneThemeFont({
    body: await fontOf(page.locator('body')),
    header: await fontOf(page.locator('header').first()),
    main: await fontOf(page.getByRole('main').first()),
    menu: await fontOf(page.getByRole('menuitem').first()),
  });
});

test('links are plain at rest and underlined on hover, alike on home, a list and the header menus', async ({ page }) => {
  await page.goto(HOME);
  const homeTitle = homeAnnouncement(page, zhHome['home.section.announcements']).getByRole('link');
  await expect(homeTitle).toBeVisible();
  const homeAtRest = await linkLookOf(homeTitle);
  const more = page.getByRole('region', { name: zhHome['home.section.announcements'], exact: true }).getByRole('link', { name: /更多/ });
  expect(await linkLookOf(more)).toEqual({ color: rgb(ACCESSIBLE_BLUE), decoration: 'none' });
  await homeTitle.hover();
  await expect.poll(async () => (await linkLookOf(homeTitle)).decoration).toBe('underline');

  await page.getByRole('button', { name: zhPortal['apps.title'] }).click();
  const appTile = page.getByRole('menu', { name: zhPortal['apps.title'] }).getByRole('menuitem').first();
  await expect(appTile).toBeVisible();
  expect((await linkLookOf(appTile)).decoration, 'a header menu entry at rest').toBe('none');
  await page.keyboard.press('Escape');

  await page.goto(LIST);
  const listTitle = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('time') })
    .first()
    .getByRole('link');
  await expect(listTitle).toBeVisible();
  expect(await linkLookOf(listTitle), 'a list title at rest, as on the home page').toEqual(homeAtRest);
  expect(homeAtRest.decoration).toBe('none');
  await listTitle.hover();
  await expect.poll(async () => (await linkLookOf(listTitle)).decoration).toBe('underline');
});

for (const [locale, home, format] of [
  ['zh-CN', zhHome, /^\d{4}-\d{2}-\d{2}$/],
  ['en-US', enHome, /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test('a notice shows the same date on the home page and in its list', async ({ page }) => {
      await page.goto(HOME);
      const item = homeAnnouncement(page, home['home.section.announcements']);
      const title = (await item.getByRole('link').textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      const homeDate = (await item.locator('time').textContent())?.trim();
      expect(homeDate).toMatch(format);

      await page.goto(LIST);
      await expect(listRow(page, title).locator('time')).toHaveText(homeDate!);
    });
  });
}
