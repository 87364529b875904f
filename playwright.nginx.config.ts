import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The deploy e2e run (e2e/deploy.spec.ts): the production build in dist/ served by the system nginx
 * through the deploy recipe (deploy/nginx.conf.template, via scripts/serve-nginx.mjs), with every
 * service prefix proxied to `max preview` and its mocks. Browser settings are the main suite's.
 *
 *   node scripts/ensure-nginx.mjs && npx playwright test -c playwright.nginx.config.ts
 *
 * E2E_NGINX_PORT (default 8791) is the front, E2E_NGINX_UPSTREAM_PORT (default 8790) the mock
 * gateway; both must be free. No server is reused: `max preview` moves to another port when its
 * own is taken, and nginx would then proxy to a stranger.
 */
const PORT = Number(process.env.E2E_NGINX_PORT ?? 8791);
const UPSTREAM_PORT = Number(process.env.E2E_NGINX_UPSTREAM_PORT ?? 8790);
// nginx listens on the IPv4 loopback only; `localhost` could resolve to ::1 first.
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  testMatch: 'deploy.spec.ts',
  testIgnore: [],
  projects: undefined,
  outputDir: 'test-results/nginx',
  use: { ...base.use, baseURL },
  webServer: [
    {
      command: `npx max preview --port ${UPSTREAM_PORT}`,
      url: `http://127.0.0.1:${UPSTREAM_PORT}/api/getCurrent`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve-nginx.mjs --port ${PORT} --upstream http://127.0.0.1:${UPSTREAM_PORT}`,
      url: `${baseURL}/ipr-front/`,
      reuseExistingServer: false,
      timeout: 30_000,
      // serve-nginx stops nginx and removes its temp directory on SIGTERM; the default is SIGKILL.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
