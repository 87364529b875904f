import { expect, loginAs, settleNetwork, test, watchConsoleWarnings } from './fixtures';
import { ROUTES } from './routes';

/**
 * Issue 15 item 5 against the development server (`npm run test:e2e:dev`,
 * playwright.dev.config.ts), where React and antd print their deprecation and usage warnings:
 * no console warning or error on any route of config/routes.ts, in both locales. Against the
 * production build the same check is part of the page sweep in e2e/a11y.spec.ts, which already
 * opens every route in both locales.
 */

test.describe.configure({ timeout: 180_000 });

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    for (const route of ROUTES) {
      test(`${route.name}: no console warning or error`, async ({ page }) => {
        const warnings = watchConsoleWarnings(page);
        if (route.user) await loginAs(page, route.user);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settleNetwork(page);
        await expect(page.locator('.ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0);
        expect(warnings).toEqual([]);
      });
    }
  });
}
