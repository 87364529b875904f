import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The console check (e2e/console.spec.ts) against the development server, where React and antd
 * print their deprecation and usage warnings: `max dev` with the mocks on its own port
 * (E2E_DEV_PORT, default 8766), started and stopped by Playwright. `npm run test:e2e:dev`.
 */
const PORT = Number(process.env.E2E_DEV_PORT ?? 8766);
const baseURL = `http://localhost:${PORT}`;
process.env.PW_DEV = '1';

export default defineConfig({
  ...base,
  testMatch: 'console.spec.ts',
  testIgnore: [],
  projects: undefined,
  outputDir: 'test-results-dev',
  // MFSU bundles the dependencies on the first request and each page compiles on its first visit.
  timeout: 180_000,
  expect: { timeout: 120_000 },
  use: { ...base.use, baseURL },
  webServer: {
    command: `npx cross-env PORT=${PORT} max dev`,
    url: `${baseURL}/ipr-front/`,
    reuseExistingServer: false,
    // The first compile takes ~15 s on an idle machine, much longer on a busy one.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
