/**
 * The Chromium that the e2e suite (playwright.config.ts), the benchmark (scripts/bench.mjs) and
 * scripts/ensure-browser.mjs use. CommonJS so that both the TypeScript config (loaded as CommonJS)
 * and the ES-module scripts can import it.
 */
const { existsSync } = require('node:fs');

/** Debian's Chromium (the whole browser), or the binary named by $CHROME_PATH: the benchmark's. */
exports.CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's build of Chromium's headless shell (package `chromium-headless-shell`). */
exports.HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The e2e suites' browser: $CHROME_PATH, else Debian's headless shell when installed, else the whole
 * browser. The headless shell is what Playwright itself runs for headless Chromium (its own download
 * is `chromium-headless-shell`); the whole browser in headless mode also runs its compositor and
 * browser UI machinery, which cost this 2-core machine ~20 % of every e2e test's time (the hostile
 * sweep, 41 tests, back to back: 56.6 / 59.3 s → 44.3 / 48.1 s). The benchmark keeps the whole browser,
 * as Lighthouse does.
 */
exports.TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (existsSync(exports.HEADLESS_SHELL_PATH) ? exports.HEADLESS_SHELL_PATH : exports.CHROMIUM_PATH);

/**
 * Launch flags: no sandbox and no GPU (containers, often as root, without a display), and none of
 * the browser's own background traffic (QUIC, component updates, sync, first-run pages), which
 * would add requests and CPU to what the tests and the benchmark measure.
 */
exports.CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
