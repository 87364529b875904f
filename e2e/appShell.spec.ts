import type { Page } from '@playwright/test';
import zh from '../src/locales/zh-CN';
import en from '../src/locales/en-US';
import { app, expect, holdAppScript, noHorizontalScroll, test } from './fixtures';
import { ROUTES } from './routes';

/**
 * Issue 13: the static app shell of the built HTML. With the app's script held back, each route
 * shows its frame, heading and lead; once the app has rendered, its heading and lead stand exactly
 * where the shell's stood (no jump when the real frame replaces the shell), and the shell is gone.
 * Fails when the shell's CSS (src/components/AppShell/shell.less) and the real frames' styles part.
 */

const ENTERPRISE = '江苏安芯水处理设备股份有限公司';
const CORE = [
  app('/taizhou'),
  app('/taizhou/enterprise/search'),
  app(`/taizhou/enterprise/result/${encodeURIComponent(ENTERPRISE)}`),
  app('/taizhou/operations/list'),
  app('/taizhou/dispute/list'),
  app('/suzhou/ipr-enterprise'),
];

type Box = { text: string; x: number; y: number; width: number; height: number } | null;

/** The heading and the element after it (the lead), in the shell or in the app. */
const top = (page: Page, where: '#ipr-shell' | '#root') =>
  page.evaluate((selector) => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { text: element.textContent ?? '', x, y, width, height };
    };
    const h1 = document.querySelector(`${selector} h1`);
    return { h1: box(h1), lead: box(h1?.nextElementSibling) };
  }, where);

/** Opens `path` with `umi.js` held back; returns the release. */
async function openHeld(page: Page, path: string) {
  const release = await holdAppScript(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#ipr-shell')).toBeVisible();
  return release;
}

/** Same place and size within half a pixel (sub-pixel layout may round differently). */
function expectSamePlace(shell: Box, real: Box) {
  expect(real, 'the page draws what the shell drew').not.toBeNull();
  expect(real!.text).toBe(shell!.text);
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    // The desktop heading's box is as wide as its column, which an action button beside it narrows.
    if (key === 'width' && real!.width < shell!.width && real!.height === shell!.height) continue;
    expect(Math.abs(real![key] - shell![key]), `${key}: shell ${shell![key]}, page ${real![key]}`).toBeLessThanOrEqual(0.5);
  }
}

async function shellThenPage(page: Page, path: string) {
  const release = await openHeld(page, path);
  const shell = await top(page, '#ipr-shell');
  await noHorizontalScroll(page);
  release();
  await expect(page.locator('#ipr-shell')).toHaveCount(0);
  await expect(page.locator('#root h1')).toBeVisible();
  return { shell, real: await top(page, '#root') };
}

for (const width of [375, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of CORE) {
      test(`${decodeURIComponent(path)}: the shell's heading and lead stand where the page's do`, async ({ page }) => {
        const { shell, real } = await shellThenPage(page, path);
        expect(shell.h1?.text).toBeTruthy();
        expectSamePlace(shell.h1, real.h1);
        if (shell.lead) expectSamePlace(shell.lead, real.lead);
      });
    }
  });
}

test.describe('at 375 px, every page with a heading of its own', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  // Not the Suzhou not-found page: like /404, it has no shell (the start-up placeholder shows).
  const withHeading = ROUTES.filter(
    (route) => route.frame !== 'none' && !/[?&](id|referenceNo)=|\/sell\/|\/dispute\/success|\/404$/.test(route.path),
  );
  for (const route of withHeading.filter((r) => !CORE.includes(r.path.split('?')[0]))) {
    test(`${route.name}: the shell shows the page's heading in its place`, async ({ page }) => {
      const { shell, real } = await shellThenPage(page, route.path);
      expectSamePlace(shell.h1, real.h1);
    });
  }
});

test('in English and in care mode the shell speaks and sizes as the page does', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('umi_locale', 'en-US');
    localStorage.setItem('ipr-care-mode', 'on');
  });
  const { shell, real } = await shellThenPage(page, app('/taizhou/operations/list'));
  expect(shell.h1?.text).toBe(en['operations.list.heading']);
  expect(shell.lead?.text).toBe(en['operations.list.intro']);
  expectSamePlace(shell.h1, real.h1);
  expectSamePlace(shell.lead, real.lead);
});

// Issue 46 item 5: in care mode a phone's header shows its buttons' names on rows of their own
// (and the site name on two lines); the shell draws the same rows, so the page does not move.
for (const locale of ['zh-CN', 'en-US']) {
  test(`at 375 px in care mode, ${locale}, the shell's header is as tall as the page's: Taizhou home and a Suzhou page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript((lang) => {
      localStorage.setItem('umi_locale', lang);
      localStorage.setItem('ipr-care-mode', 'on');
    }, locale);
    for (const path of [app('/taizhou'), app('/suzhou/ipr-enterprise')]) {
      const { shell, real } = await shellThenPage(page, path);
      expectSamePlace(shell.h1, real.h1);
    }
  });
}

test('the shell is a frame to look at: its navigation links work before the app runs', async ({ page }) => {
  await openHeld(page, app('/taizhou/dispute/list'));
  const nav = page.locator('#ipr-shell').getByRole('navigation', { name: zh['portal.nav.label'] });
  await expect(nav.getByRole('link', { name: zh['portal.nav.dispute'] })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#ipr-shell').getByRole('heading', { level: 1 })).toHaveText(zh['dispute.heading']);
  await expect(nav.getByRole('link', { name: zh['portal.nav.enterprise'] })).toHaveAttribute('href', app('/taizhou/enterprise/search'));
  // The app behind it is out of reach until it replaces the shell.
  await expect(page.locator('#root')).toBeHidden();
});

test('an address without a shell keeps the start-up placeholder', async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto(app('/404'), { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.locator('#ipr-shell')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('Suzhou: ProLayout takes over from the light frame (src/standIns/ProLayout)', () => {
  for (const width of [850, 1366]) {
    test(`at ${width} px the page stays where it was, and the frame becomes ProLayout`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // Every chunk asked for after the page has drawn its heading waits: ProLayout's among them.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/*.async.js', async (route) => {
        const drawn = await page.evaluate(() => !!document.querySelector('#root h1')).catch(() => false);
        if (drawn) await held;
        await route.continue();
      });
      await page.goto(app('/suzhou/ipr-enterprise'));
      await expect(page.locator('#root h1')).toBeVisible();
      await expect(page.locator('#ipr-shell')).toHaveCount(0);
      const light = await top(page, '#root');
      await expect(page.locator('.ant-pro-layout')).toHaveCount(0);
      if (width >= 768) {
        await expect(page.locator('#root').getByRole('link', { name: zh['menu.suzhou.iprEnterprise'] })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      await noHorizontalScroll(page);
      release();
      await expect(page.locator('.ant-pro-layout')).toHaveCount(1);
      await expect(page.locator('#root h1')).toHaveCount(1);
      const real = await top(page, '#root');
      expectSamePlace(light.h1, real.h1);
      expectSamePlace(light.lead, real.lead);
      await noHorizontalScroll(page);
    });
  }

  test('at 375 px the light frame is the phone header; its menu button brings ProLayout with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(app('/suzhou/ipr-enterprise'));
    await expect(page.locator('#root h1')).toBeVisible();
    await expect(page.locator('#ipr-shell')).toHaveCount(0);
    const light = await top(page, '#root');
    // The page's own data, its cards, and the footer arrive; ProLayout does not.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    await expect(page.locator('.ant-pro-layout')).toHaveCount(0);
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: zh['portal.menu.open'] }).click();
    await expect(page.locator('.ant-pro-layout')).toHaveCount(1);
    const menu = page.getByRole('menuitem', { name: zh['menu.suzhou.iprNav'] });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(app('/suzhou/ipr-nav'));
    await expect(page.getByRole('heading', { level: 1, name: zh['menu.suzhou.iprNav'] })).toBeVisible();
    await page.goBack();
    // Back restores the list's scroll position a frame or two after the heading is in.
    await expect(async () => expectSamePlace(light.h1, (await top(page, '#root')).h1)).toPass();
  });
});
