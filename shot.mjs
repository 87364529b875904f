// node shot.mjs <url> <out.png> <width> <locale> [fullPage=1]
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.cjs';
const [url, out, width = '1366', locale = 'zh-CN', full = '1'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale });
if (process.env.CARE) await page.addInitScript(() => localStorage.setItem('ipr-care-mode', 'on'));
await page.goto(url);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: full === '1' });
await browser.close();
