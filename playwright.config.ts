import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/chromium.cjs';

/**
 * e2e against the production build served by `max preview` (mocks included) on a fixed port.
 * Chromium: Debian's headless shell, else its whole browser (scripts/chromium.cjs; Playwright cannot
 * download browsers here), else Playwright's own. PW_BASE_URL points the suite at an already running server
 * (e.g. `npm start`) and then no server is started.
 */
const PORT = Number(process.env.E2E_PORT ?? 8765);
const external = process.env.PW_BASE_URL;
const baseURL = external ?? `http://localhost:${PORT}`;
/**
 * The deploy project (e2e/deploy.spec.ts, issue 6 item 7): the same build served by the system nginx
 * through the deploy recipe (deploy/nginx.conf.template, via scripts/serve-nginx.mjs), every service
 * prefix proxied to the preview server above and its mocks. E2E_NGINX_PORT (default 8791) must be
 * free. Not run against PW_BASE_URL's server (nginx needs the build and the preview server here).
 */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 8791);
const nginxURL = `http://127.0.0.1:${NGINX_PORT}`;

/** The sweeps of every route (axe, faults, hostile data): many short, independent, read-only tests. */
const MATRICES = /\/(a11y|faults|hostile)\.spec\.ts$/;
/** Specs that write to the stateful mock backend (listings, disputes): never two at once. */
const WRITERS = /\/(operations|sell|dispute)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // The console and smoke specs are for the development server (playwright.dev.config.ts; `npm test`
  // runs the smoke project before this suite); against the build the page sweep of a11y.spec.ts
  // watches the console of every route.
  testIgnore: ['console.spec.ts', 'devSmoke.spec.ts'],
  // Two workers keep both cores busy: while one test waits for the page, the other's page renders.
  // E2E_WORKERS=1 runs the suite the slow, sequential way (e.g. to read one failure in order).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    {
      name: 'matrices',
      testMatch: MATRICES,
      fullyParallel: true,
      // Playwright's own option (1.65, experimental): one context per worker, reset between tests
      // (cookies, storage, routes, viewport); saves a context start per test of these sweeps.
      use: { reuseContext: true },
    },
    { name: 'writers', testMatch: WRITERS, workers: 1 },
    // The page specs reuse their worker's context too: ~12 % less time (shell, navigation and content
    // specs, 95 tests: 2.3 → 2.0 min); nothing in them depends on a fresh browser.
    {
      name: 'pages',
      testIgnore: [MATRICES, WRITERS, 'deploy.spec.ts', 'console.spec.ts', 'devSmoke.spec.ts'],
      use: { reuseContext: true },
    },
    // Beside the others in the same run (one build, one preview server): a run of its own cost a
    // Playwright start, a second preview server and ~20 s of tests that now share the workers.
    ...(external ? [] : [{ name: 'deploy', testMatch: 'deploy.spec.ts', use: { baseURL: nginxURL } }]),
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Generous: the suite also runs on a shared 2-core machine next to builds and dev servers.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'zh-CN',
    // Recording a trace costs a third of a test's time on this machine (faults, 60 tests: 1.0 min with,
    // 0.7 min without); a failure is recorded on its retry, where CI retries (locally: --trace on).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: existsSync(TEST_CHROMIUM_PATH) ? TEST_CHROMIUM_PATH : undefined,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: external
    ? undefined
    : [
        {
          command: `npx max preview --port ${PORT}`,
          url: `${baseURL}/ipr-front/`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // No server is reused: nginx must proxy to this run's preview server, not a stranger.
          command: `node scripts/serve-nginx.mjs --port ${NGINX_PORT} --upstream http://127.0.0.1:${PORT}`,
          url: `${nginxURL}/ipr-front/`,
          reuseExistingServer: false,
          timeout: 30_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
