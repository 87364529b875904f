import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import zhPortal from '../src/locales/zh-CN/portal';
import enPortal from '../src/locales/en-US/portal';
import { CARE_MODE } from '../src/constants';
import { app, expect, noHorizontalScroll, settleNetwork, test } from './fixtures';

/**
 * Issue 14 item 2: care mode (关怀模式), after MIIT's ageing-friendly rules for public websites.
 * A header switch on both portals; on, the text is at least 18 px with line height ≥ 1.6, text
 * contrast reaches WCAG AAA (axe's color-contrast-enhanced), focus rings are ≥ 3 px, controls
 * ≥ 44 px, links are underlined; the choice survives a reload and applies before the first paint;
 * at 375 px nothing overflows sideways.
 */

const CARE = zhPortal['careMode.label'];
const ENTERPRISE = app(`/taizhou/enterprise/result/${encodeURIComponent('泰州贝源制药有限公司')}`);
/** The three pages care mode is measured on: home, a filtered list, the enterprise analysis. */
const PAGES = [
  { name: 'home', path: app('/taizhou'), ready: '#announcements li', link: '#announcements li a' },
  { name: 'announcement list', path: app('/taizhou/announceDetail'), ready: 'main li a[href*="id="]', link: 'main li a[href*="id="]' },
  { name: 'enterprise result', path: ENTERPRISE, ready: 'h1', link: 'main a:has-text("返回查询结果")' },
];

async function chooseCareMode(page: Page) {
  await page.addInitScript(({ key }) => window.localStorage.setItem(key, 'on'), { key: CARE_MODE.storageKey });
}

async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
  await settleNetwork(page);
}

const px = (value: string) => Number.parseFloat(value);

test('the Taizhou header switches care mode on and off, and a reload keeps it', async ({ page }) => {
  await open(page, app('/taizhou'), '#announcements li');
  const body = page.locator('body');
  const toggle = page.getByRole('button', { name: CARE });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(body).toHaveCSS('font-size', '14px');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute(CARE_MODE.attribute, '');
  await expect(body).toHaveCSS('font-size', '18px');
  // antd's components follow at once: the hero's search field is a 44 px control.
  await expect.poll(async () => (await page.getByRole('button', { name: /搜索/ }).first().boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await page.reload();
  await expect(page.getByRole('button', { name: CARE })).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toHaveCSS('font-size', '18px');

  await page.getByRole('button', { name: CARE }).click();
  await expect(body).toHaveCSS('font-size', '14px');
  await page.reload();
  await expect(page.getByRole('button', { name: CARE })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).not.toHaveAttribute(CARE_MODE.attribute);
});

test('care mode applies before the first paint: the built HTML marks <html> before any app script runs', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
  await chooseCareMode(page);
  // No app script at all: what paints is the built HTML alone.
  await page.route(/\/ipr-front\/.*\.js$/, (route) => route.abort());
  await page.goto(app('/taizhou'), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute(CARE_MODE.attribute, '');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ipr-font-size').trim())).toBe('18px');
});

test('the Suzhou header has the switch too, and its register button takes care mode’s colours', async ({ page }) => {
  await page.goto(app('/suzhou/ipr-enterprise'));
  // The register button (LightButton, drawn like antd's primary Button) darkens under the pointer to
  // the look's button hover colour (config/defaultSettings.ts): antd's #1677ff, in care mode #0958d9.
  const register = page.getByRole('link', { name: zhPortal['user.register'] });
  await register.hover();
  await expect(register).toHaveCSS('background-color', 'rgb(22, 119, 255)');
  const toggle = page.getByRole('button', { name: CARE });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('body')).toHaveCSS('font-size', '18px');
  await expect(page.locator('.ant-pro-layout .ant-menu-item').first()).toHaveCSS('font-size', '18px');
  await register.hover();
  await expect(register).toHaveCSS('background-color', 'rgb(9, 88, 217)');
});

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  // The longest names in the narrowest header that cannot wrap: ProLayout's on a phone.
  test('at 375 px in care mode the Suzhou header names the portal and keeps every action inside the window, on one line', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await chooseCareMode(page);
    await open(page, app('/suzhou/ipr-enterprise'), 'h1');
    // On a phone the Suzhou header is the layout's light frame (src/standIns/ProLayout) until the menu opens.
    const actions = page.locator('.ant-pro-global-header-header-actions, .ipr-layout-actions').locator('button, a');
    await expect(actions.filter({ hasText: 'Register' })).toBeVisible();
    const boxes = await actions.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThanOrEqual(5);
    for (const box of boxes) {
      expect(box.right).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // One line, centred alike: the menus sit level with the buttons beside them.
    expect(new Set(boxes.map((box) => Math.round(box.top + box.height / 2))).size).toBe(1);
    // Issue 27 item 5: beside the logo the site's name shows, its city whole ("Suzhou" of "Suzhou …").
    const home = page.getByRole('banner').getByRole('link', { name: /^Suzhou / });
    await expect(home).toBeVisible();
    const cityShown = await home.locator('span').first().evaluate((name) => {
      const range = document.createRange();
      range.setStart(name.firstChild!, 0);
      range.setEnd(name.firstChild!, 'Suzhou'.length);
      const city = range.getBoundingClientRect();
      return city.width > 0 && city.right <= name.getBoundingClientRect().right && name.textContent!.startsWith('Suzhou');
    });
    expect(cityShown).toBe(true);
    await noHorizontalScroll(page);
  });
});

const NAV_LABEL = new RegExp(`^(${zhPortal['portal.nav.label']}|${enPortal['portal.nav.label']})$`);

/** Links of the portal navigation that are cut off or lie outside its box (none may). */
function cutNavLinks(page: Page) {
  return page.getByRole('navigation', { name: NAV_LABEL }).evaluate((nav) => {
    const list = nav.querySelector('ul')!;
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('a')]
      .filter((link) => {
        const own = link.getBoundingClientRect();
        return own.left < box.left - 1 || own.right > box.right + 1 || own.right > window.innerWidth;
      })
      .map((link) => link.textContent);
  });
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(`issue 27 item 6, ${locale}`, () => {
    test.use({ locale });
    test('at 1366 px in care mode every link of the Taizhou navigation is on screen whole', async ({ page }) => {
      await chooseCareMode(page);
      await open(page, app('/taizhou'), '#announcements li');
      expect(await cutNavLinks(page)).toEqual([]);
      // Nothing hidden in a sideways scroll of the bar either.
      const list = page.getByRole('navigation', { name: NAV_LABEL }).locator('ul');
      expect(await list.evaluate((ul) => ul.scrollWidth - ul.clientWidth)).toBeLessThanOrEqual(1);
    });
  });
}

for (const { name, path, ready, link } of PAGES) {
  test(`${name}: AAA contrast, 18 px text, line height ≥ 1.6, underlined links, 44 px controls, 3 px focus rings`, async ({ page }) => {
    await chooseCareMode(page);
    await open(page, path, ready);

    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast-enhanced', 'color-contrast']).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { size: style.fontSize, lineHeight: style.lineHeight };
    });
    expect(px(body.size)).toBeGreaterThanOrEqual(18);
    expect(px(body.lineHeight) / px(body.size)).toBeGreaterThanOrEqual(1.6);

    // Links in the content are underlined, not told apart by colour alone.
    await expect(page.locator(link).first()).toHaveCSS('text-decoration-line', 'underline');
    if (name !== 'home') await expect(page.locator('.ipr-breadcrumb a').first()).toHaveCSS('text-decoration-line', 'underline');

    // Every button, field and pager item is a target of 44 px or more.
    const small = await page.evaluate(() =>
      // A select's box is the .ant-select itself (antd 6); its search input and clear button are not targets of their own.
      [...document.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), .ant-select, .ant-picker, .ant-pagination-item, .ant-pagination-prev, .ant-pagination-next')]
        .filter((element) => element.offsetParent !== null && !element.closest('[aria-hidden="true"], .ant-table-column-sorters, .ant-input-affix-wrapper, .ant-picker-input'))
        .filter((element) => !element.parentElement?.closest('.ant-select'))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height < 44)
        .map(({ element, box }) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 20)}" ${Math.round(box.height)} px`),
    );
    expect(small).toEqual([]);

    // The keyboard focus ring is 3 px or more.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { width: px(style.outlineWidth), style: style.outlineStyle };
      function px(value: string) {
        return Number.parseFloat(value);
      }
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(3);
  });

  test(`${name} at 375 px in care mode: nothing overflows sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await chooseCareMode(page);
    await open(page, path, ready);
    await expect(page.locator('body')).toHaveCSS('font-size', '18px');
    await noHorizontalScroll(page);
  });
}
