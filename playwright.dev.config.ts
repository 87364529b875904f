import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import base from './playwright.config';

/**
 * The suites that run against the development server (`max dev` with the mocks), started and stopped
 * by Playwright on a free port (E2E_DEV_PORT picks one):
 * - `smoke` (e2e/devSmoke.spec.ts, `npm run test:e2e:smoke`, part of `npm test`): four pages draw.
 * - `console` (e2e/console.spec.ts, `npm run test:e2e:dev`, ~3.5 minutes): no console warning on any
 *   route in both locales, where React and antd print their deprecation and usage warnings.
 */
function freePort(): number {
  // Playwright reads its config synchronously; a child node asks the OS for a free port.
  const script = "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

// Playwright loads this file again in each worker: the port chosen by the main process is passed on.
process.env.E2E_DEV_PORT ??= String(freePort());
const PORT = Number(process.env.E2E_DEV_PORT);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  ...base,
  testMatch: ['devSmoke.spec.ts', 'console.spec.ts'],
  testIgnore: [],
  projects: [
    { name: 'smoke', testMatch: 'devSmoke.spec.ts' },
    { name: 'console', testMatch: 'console.spec.ts' },
  ],
  outputDir: 'test-results-dev',
  // The first request waits for the whole app's first compile (one webpack compilation, node_modules
  // included: `mfsu: false` in config/config.ts).
  timeout: 180_000,
  expect: { timeout: 120_000 },
  use: { ...base.use, baseURL },
  webServer: {
    command: `npx cross-env PORT=${PORT} max dev`,
    url: `${baseURL}/ipr-front/`,
    reuseExistingServer: false,
    // The first compile takes ~20 s on an idle machine, much longer on a busy one.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
