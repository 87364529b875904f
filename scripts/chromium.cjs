/**
 * The Chromium that the e2e suite (playwright.config.ts), the benchmark (scripts/bench.mjs) and
 * scripts/ensure-browser.mjs use. CommonJS so that both the TypeScript config (loaded as CommonJS)
 * and the ES-module scripts can import it.
 */

/** Debian's Chromium, or the binary named by $CHROME_PATH. */
exports.CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
