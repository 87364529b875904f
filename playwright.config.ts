import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * e2e against the production build served by `max preview` (mocks included) on a fixed port.
 * Chromium: Debian's /usr/bin/chromium when present (Playwright cannot download browsers here),
 * else Playwright's own browser. PW_BASE_URL points the suite at an already running server
 * (e.g. `npm start`) and then no server is started.
 */
const PORT = Number(process.env.E2E_PORT ?? 8765);
const external = process.env.PW_BASE_URL;
const baseURL = external ?? `http://localhost:${PORT}`;
const systemChromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  // The deploy spec needs nginx in front of the build: playwright.nginx.config.ts runs it.
  testIgnore: 'deploy.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Generous: the suite also runs on a shared 2-core machine next to builds and dev servers.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: `npx max preview --port ${PORT}`,
        url: `${baseURL}/ipr-front/`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
