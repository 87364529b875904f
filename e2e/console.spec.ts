import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import { ROUTES } from './routes';

/**
 * Issue 15 item 5: a clean console on every route of config/routes.ts, in both locales. Any
 * console warning or error (React's and antd's deprecation warnings included) and any uncaught
 * page error fails the test. The same spec runs against the production build (playwright.config.ts)
 * and against `max dev` (playwright.dev.config.ts), where React and antd print their warnings.
 */

test.describe.configure({ timeout: 120_000 });
test.slow(Boolean(process.env.PW_DEV), 'pages compile on first visit under the development server');

/** Loaded: the h1 is there and nothing is in flight (lists, charts and skeletons have settled). */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Chromium's hint that a `<link rel=preload>` (Umi's routePreloadOnLoad preloads the first page's
 * chunks) was not used within ~3 s of the load event. It depends on the machine's load alone: the
 * page's chunks are used once the start-up requests and the page's messages are in, which on a
 * busy shared machine can take longer. Not a React or antd warning, and never a broken page.
 */
const LATE_PRELOAD = /was preloaded using link preload but not used within a few seconds/;

const describe = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return `console.${message.type()}: ${message.text()} (${url}:${lineNumber})`;
};

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    for (const route of ROUTES) {
      test(`${route.name}: no console warning or error`, async ({ page }) => {
        const messages: string[] = [];
        page.on('console', (message) => {
          // Errors are collected (and fail the test) by the `page` fixture of ./fixtures.
          if (message.type() === 'warning' && !LATE_PRELOAD.test(message.text())) messages.push(describe(message));
        });
        if (route.user) await loginAs(page, route.user);
        await page.goto(route.path);
        await settle(page);
        expect(messages).toEqual([]);
      });
    }
  });
}
