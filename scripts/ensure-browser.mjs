#!/usr/bin/env node
/**
 * Makes sure the e2e suite has a Chromium: Debian's /usr/bin/chromium (or $CHROME_PATH), else
 * Playwright's own download. When neither exists it installs Debian's package with apt-get if it
 * can (root or passwordless sudo), and otherwise says how to get one and fails.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const systemPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function playwrightBrowser() {
  try {
    const { chromium } = await import('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function tryAptInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo -n ';
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
  } catch {
    return false;
  }
  try {
    console.log('[ensure-browser] no Chromium found, installing Debian\'s chromium with apt-get…');
    execSync(`${sudo}apt-get install -y chromium`, { stdio: 'inherit' });
  } catch {
    try {
      execSync(`${sudo}apt-get update && ${sudo}apt-get install -y chromium`, { stdio: 'inherit' });
    } catch {
      return false;
    }
  }
  return existsSync(systemPath);
}

if (existsSync(systemPath)) {
  console.log(`[ensure-browser] using ${systemPath}`);
} else if (await playwrightBrowser()) {
  console.log('[ensure-browser] using Playwright\'s own Chromium');
} else if (tryAptInstall()) {
  console.log(`[ensure-browser] installed ${systemPath}`);
} else {
  console.error(
    '[ensure-browser] No Chromium for the e2e tests. Install one of:\n' +
      '  sudo apt-get install -y chromium        (Debian/Ubuntu; then /usr/bin/chromium is used)\n' +
      '  npx playwright install chromium         (where downloads are allowed)\n' +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
