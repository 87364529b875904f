import type { Locator, Page } from '@playwright/test';
import zh from '../src/locales/zh-CN';
import en from '../src/locales/en-US';
import { CARE_MODE } from '../src/constants';
import { app, expect, loginAs, test } from './fixtures';

/**
 * Issue 46 item 1: every popup of both portals' headers — application centre, language, account
 * menu, and the Suzhou phone's drawer menu — opens wholly inside the window, its entries visible
 * and uncut, at 320, 375, 768 and 1366 px, in both languages, care mode on and off. At 375 px the
 * application centre's panel spanned −264 to 44 px and the language menu −80 to 80 px; at 1366 px
 * in care mode the application centre started at −79 px.
 */

const PORTALS = [
  { name: 'Taizhou', path: app('/taizhou') },
  { name: 'Suzhou', path: app('/suzhou/ipr-enterprise') },
];
const WIDTHS = [320, 375, 768, 1366];
const HEIGHT = 800;
const words = { 'zh-CN': zh, 'en-US': en } as const;

type Box = { x: number; y: number; width: number; height: number };

/** Boxes outside the window, or entries whose words are cut (wider than the entry shows). */
async function outside(page: Page, popup: Locator) {
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const box = (await popup.boundingBox()) as Box;
  const problems: string[] = [];
  const off = (what: string, b: Box) => {
    if (b.x < 0 || b.y < 0 || b.x + b.width > width + 0.5 || b.y + b.height > HEIGHT + 0.5) {
      problems.push(`${what} at ${Math.round(b.x)}..${Math.round(b.x + b.width)} × ${Math.round(b.y)}..${Math.round(b.y + b.height)}`);
    }
  };
  off('panel', box);
  const items = popup.getByRole('menuitem');
  for (const item of await items.all()) {
    await expect(item).toBeVisible();
    const name = (await item.textContent())?.trim();
    off(`"${name}"`, (await item.boundingBox()) as Box);
    const cut = await item.evaluate((node) =>
      [node, ...node.querySelectorAll('*')].some(
        (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
      ),
    );
    if (cut) problems.push(`"${name}" cut`);
  }
  expect(await items.count(), 'the popup shows its entries').toBeGreaterThan(0);
  return problems;
}

for (const { name: portal, path } of PORTALS) {
  for (const width of WIDTHS) {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const care of [false, true]) {
        test(`${portal} at ${width} px, ${locale}, care mode ${care ? 'on' : 'off'}: every header popup opens inside the window`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.addInitScript(
            ({ locale, care, key }) => {
              localStorage.setItem('umi_locale', locale);
              if (care) localStorage.setItem(key, 'on');
            },
            { locale, care, key: CARE_MODE.storageKey },
          );
          // Logged in: the account menu is a popup too.
          await loginAs(page, 'user');
          await page.goto(path);
          await expect(page.locator('#root h1')).toBeVisible();
          // From 768 px ProLayout takes over the Suzhou header once the page has drawn.
          if (portal === 'Suzhou' && width >= 768) await expect(page.locator('.ant-pro-layout')).toHaveCount(1);
          const t = words[locale];
          const triggers = [
            page.getByRole('button', { name: t['apps.title'], exact: true }),
            page.getByRole('button', { name: new RegExp(`^${t['common.language']} `) }),
            page.getByRole('button', { name: new RegExp(`^${t['user.menu'].split('{')[0]}`) }),
          ];
          const problems: string[] = [];
          for (const trigger of triggers) {
            const label = await trigger.getAttribute('aria-label');
            const at = (await trigger.boundingBox()) as Box;
            if (at.x < 0 || at.x + at.width > width + 0.5)
              problems.push(`${label}: its button at ${Math.round(at.x)}..${Math.round(at.x + at.width)}`);
            await trigger.click();
            const popup = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
            await expect(popup).toBeVisible();
            problems.push(...(await outside(page, popup)).map((problem) => `${label}: ${problem}`));
            await page.keyboard.press('Escape');
            await expect(popup).toBeHidden();
          }
          if (portal === 'Suzhou' && width < 768) {
            // The phone's menu button brings ProLayout's drawer menu.
            await page.getByRole('button', { name: t['portal.menu.open'] }).click();
            const drawer = page.locator('.ant-drawer-open .ant-drawer-content-wrapper');
            await expect(drawer.getByRole('menuitem').first()).toBeVisible();
            // Once it has slid in.
            await expect.poll(async () => (await drawer.boundingBox())?.x).toBeGreaterThanOrEqual(0);
            problems.push(...(await outside(page, drawer)).map((problem) => `drawer: ${problem}`));
          }
          expect(problems).toEqual([]);
        });
      }
    }
  }
}
