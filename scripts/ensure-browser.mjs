#!/usr/bin/env node
/**
 * Makes sure the e2e suite has a Chromium: $CHROME_PATH, else Debian's headless shell
 * (/usr/bin/chromium-headless-shell, installed with apt-get when missing and the machine allows it:
 * root or passwordless sudo), else Debian's whole browser /usr/bin/chromium, else Playwright's own
 * download, else Debian's `chromium` package installed the same way; otherwise it says how to get
 * one and fails (scripts/chromium.cjs picks among them for the run). Also makes sure the
 * machine has a Chinese font (Debian's fonts-noto-cjk when none is there): without one Chromium draws
 * the pages' Chinese as boxes of a fallback font, whose lines are not a real visitor's (the app
 * shell's pixel checks then measure the wrong glyphs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './aptInstall.mjs';
import { CHROMIUM_PATH as systemPath, HEADLESS_SHELL_PATH } from './chromium.cjs';

async function playwrightBrowser() {
  try {
    const { chromium } = await import('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Installs Debian's `pkg` with apt-get where the machine allows it; true when `binary` is then there. */
function tryAptInstall(pkg, binary) {
  return aptInstall('ensure-browser', pkg) && existsSync(binary);
}

if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) {
  console.log(`[ensure-browser] using ${process.env.CHROME_PATH} ($CHROME_PATH)`);
} else if (existsSync(HEADLESS_SHELL_PATH) || tryAptInstall('chromium-headless-shell', HEADLESS_SHELL_PATH)) {
  console.log(`[ensure-browser] using ${HEADLESS_SHELL_PATH}`);
} else if (existsSync(systemPath)) {
  console.log(`[ensure-browser] using ${systemPath}`);
} else if (await playwrightBrowser()) {
  console.log("[ensure-browser] using Playwright's own Chromium");
} else if (tryAptInstall('chromium', systemPath)) {
  console.log(`[ensure-browser] installed ${systemPath}`);
} else {
  console.error(
    '[ensure-browser] No Chromium for the e2e tests. Install one of:\n' +
      '  sudo apt-get install -y chromium-headless-shell   (Debian; the e2e runs use it)\n' +
      '  sudo apt-get install -y chromium        (Debian/Ubuntu; then /usr/bin/chromium is used)\n' +
      '  npx playwright install chromium         (where downloads are allowed)\n' +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const fonts = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
if (!fonts.error && !fonts.stdout.trim()) {
  if (aptInstall('ensure-browser', 'fonts-noto-cjk')) console.log('[ensure-browser] installed a Chinese font (fonts-noto-cjk)');
  else console.warn('[ensure-browser] no Chinese font and none could be installed: install fonts-noto-cjk, or the layout checks may fail');
}
