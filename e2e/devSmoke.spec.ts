import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MODULE_SWAPS, swapRecordFile } from '../config/moduleSwaps';
import { expect, settleNetwork, test } from './fixtures';
import { ROUTES } from './routes';

/**
 * Issue 29 item 2: `npm start` works. Against `max dev` (playwright.dev.config.ts, project `smoke`,
 * part of `npm test`): the home page, one list, the enterprise result and one Suzhou page show the
 * app's own heading with no console error or uncaught page error (the `page` fixture fails the test
 * on either). A build-time hook that throws under `max dev` drops the connection and fails here.
 * The full console sweep of every route in both locales is `npm run test:e2e:dev`.
 */
const SMOKE = ['taizhou home', 'penalty list', 'enterprise result', 'suzhou enterprise'];

for (const route of ROUTES.filter((candidate) => SMOKE.includes(candidate.name))) {
  test(`${route.name} draws under max dev`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    // The app's heading, not the static shell's copy: the shell is gone once the app's h1 is in #root.
    await expect(page.locator('#root h1')).toBeVisible();
    await expect(page.locator('#ipr-shell')).toHaveCount(0);
    await settleNetwork(page);
  });
}

test('the smoke list names real routes', () => {
  expect(ROUTES.filter((route) => SMOKE.includes(route.name))).toHaveLength(SMOKE.length);
});

/**
 * Issue 47 item 3: `npm start` runs the app that ships. Every module swap applies under `max dev` as
 * under `max build` (one compilation, `mfsu: false`): the dev server's first compilation recorded what
 * each replaced (config/moduleSwaps.ts). Run after the pages above, so the compilation is done.
 */
test.describe('module swaps under max dev', () => {
  for (const swap of MODULE_SWAPS) {
    test(`"${swap.name}" replaced its module`, () => {
      const record = JSON.parse(readFileSync(swapRecordFile(path.resolve(__dirname, '..'), 'development'), 'utf8')) as Record<
        string,
        number
      >;
      expect(record[swap.name]).toBeGreaterThan(0);
    });
  }
});
