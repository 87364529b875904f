import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import zhPortal from '../src/locales/zh-CN/portal';
import enPortal from '../src/locales/en-US/portal';
import zhTools from '../src/locales/zh-CN/a11y';
import enTools from '../src/locales/en-US/a11y';
import { A11Y_TOOLS, CARE_MODE } from '../src/constants';
import { app, expect, noHorizontalScroll, settleNetwork, test, violationsOnly } from './fixtures';

/**
 * Issue 48: the accessibility tools (无障碍工具条) of both portals, after the MIIT 适老化 spec. The
 * header's button and Alt+Shift+A open the toolbar; each tool turns on and off; the state survives a
 * reload and a navigation and applies before the first paint; keyboard only; axe finds nothing
 * serious under each colour scheme; 200 % text scrolls no page sideways; read-aloud is observed
 * through a stub of speechSynthesis (text and language).
 */

test.describe.configure({ timeout: 120_000 });

const ENTERPRISE = app(`/taizhou/enterprise/result/${encodeURIComponent('泰州贝源制药有限公司')}`);
const HOME = { path: app('/taizhou'), ready: '#announcements li a' };
const OPERATIONS = { path: app('/taizhou/operations/list'), ready: 'main a[href*="/operations/sell/"]' };
/** The core routes (scripts/bench.mjs), each with what shows once its data is in. */
const CORE = [
  HOME,
  { path: app('/taizhou/enterprise/search'), ready: 'main a[href*="/enterprise/result/"]' },
  { path: ENTERPRISE, ready: 'h1' },
  OPERATIONS,
  { path: app('/taizhou/dispute/list'), ready: 'main h1' },
  { path: app('/suzhou/ipr-enterprise'), ready: 'main a[href*="/ipr-enterprise/result/"]' },
];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function open(page: Page, { path, ready }: { path: string; ready: string }) {
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
  await settleNetwork(page);
}

/** Chooses tools before the page loads, as a visitor who set them on an earlier visit. */
async function remember(page: Page, tools: Record<string, unknown>) {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: A11Y_TOOLS.storageKey,
    value: JSON.stringify(tools),
  });
}

/** An element's box on the page (not the window), to tell whether anything moved while it scrolled. */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return { left: left + window.scrollX, top: top + window.scrollY, width, height };
  });

const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const toolbar = (page: Page, name = zhTools['a11y.title']) => page.getByRole('dialog', { name });
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });

async function openTools(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: zhPortal['a11y.open'] }).click();
  await expect(toolbar(page)).toBeVisible();
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).options(violationsOnly()).withTags(WCAG_TAGS).setLegacyMode().analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
}

test('keyboard only: Alt+Shift+A opens the tools on the first tool, Enter uses one, Escape closes back to the header button', async ({
  page,
}) => {
  await open(page, HOME);
  await page.keyboard.press('Alt+Shift+A');
  await expect(toolbar(page)).toBeVisible();
  await expect(tool(page, zhTools['a11y.close'])).toBeFocused();
  // Tab to "larger text" (close, smaller text (disabled at 100 %), larger text).
  await page.keyboard.press('Tab');
  await expect(tool(page, zhTools['a11y.text.larger'])).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-ipr-text', '125');
  await expect(page.locator('body')).toHaveCSS('font-size', '17.5px');
  // A visible focus ring on the tool.
  expect(await tool(page, zhTools['a11y.text.larger']).evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await page.keyboard.press('Escape');
  await expect(toolbar(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: zhPortal['a11y.open'] })).toBeFocused();
});

test('each tool on and off: text, zoom, colours, cursor, guide lines, caption bar, care preset, and one reset', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, HOME);
  const html = page.locator('html');
  const heading = page.locator('h1').first();
  const before = await pageBox(heading);
  await openTools(page);
  // The toolbar overlays the page: nothing moved when it opened.
  expect(await pageBox(heading)).toEqual(before);

  await tool(page, zhTools['a11y.text.larger']).click();
  await tool(page, zhTools['a11y.text.larger']).click();
  await tool(page, zhTools['a11y.text.larger']).click();
  await tool(page, zhTools['a11y.text.larger']).click();
  await expect(page.locator('body')).toHaveCSS('font-size', '28px');
  await expect(tool(page, zhTools['a11y.text.larger'])).toBeDisabled();
  await noHorizontalScroll(page);
  await tool(page, zhTools['a11y.text.smaller']).click();
  await expect(html).toHaveAttribute('data-ipr-text', '175');

  await tool(page, zhTools['a11y.zoom.in']).click();
  await expect(page.locator('body')).toHaveCSS('zoom', '1.25');
  await tool(page, zhTools['a11y.zoom.out']).click();
  await expect(page.locator('body')).toHaveCSS('zoom', '1');

  const dark = tool(page, zhTools['a11y.scheme.contrast-dark']);
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('body')).toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(await rootVar(page, '--ipr-color-bg-page')).toBe('#000000');
  await tool(page, zhTools['a11y.scheme.contrast-light']).click();
  await expect(page.locator('body')).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(dark).toHaveAttribute('aria-pressed', 'false');

  const box = await pageBox(heading);
  const cursor = tool(page, zhTools['a11y.cursor']);
  await cursor.click();
  await expect(cursor).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('main')).toHaveCSS('cursor', /url\("data:image\/svg\+xml/);
  expect(
    await page
      .locator('#announcements li a')
      .first()
      .evaluate((element) => getComputedStyle(element).cursor),
  ).toMatch(/%3Csvg.*pointer$/);

  await tool(page, zhTools['a11y.guides']).click();
  await page.mouse.move(400, 300);
  await expect(page.getByTestId('a11y-guides')).toBeAttached();
  await expect
    .poll(() =>
      page
        .getByTestId('a11y-guides')
        .locator('div')
        .first()
        .evaluate((element) => getComputedStyle(element).transform),
    )
    .toContain('300');

  await tool(page, zhTools['a11y.caption']).click();
  const caption = page.getByTestId('a11y-caption');
  await expect(caption).toBeVisible();
  const firstAnnouncement = page.locator('#announcements li a').first();
  await firstAnnouncement.hover();
  await expect(caption).toHaveText((await firstAnnouncement.textContent())?.trim() ?? '');
  expect(Number.parseFloat(await caption.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(32);
  // Guide lines, caption bar, cursor and colours overlay or repaint: the page's heading did not move.
  expect(await pageBox(heading)).toEqual(box);

  await tool(page, zhTools['a11y.care']).click();
  await expect(html).toHaveAttribute(CARE_MODE.attribute, '');
  await expect(page.getByRole('banner').getByRole('button', { name: zhPortal['careMode.label'] })).toHaveAttribute('aria-pressed', 'true');

  await tool(page, zhTools['a11y.reset']).click();
  for (const attribute of [
    'data-ipr-text',
    'data-ipr-scheme',
    'data-ipr-cursor',
    'data-ipr-guides',
    'data-ipr-caption',
    CARE_MODE.attribute,
  ])
    await expect(html).not.toHaveAttribute(attribute);
  await expect(page.getByTestId('a11y-caption')).toHaveCount(0);
  await expect(page.locator('body')).toHaveCSS('font-size', '14px');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), A11Y_TOOLS.storageKey)).toBeNull();
});

test('the state survives a reload and a navigation, and applies before any app script runs', async ({ page, allowConsoleErrors }) => {
  await open(page, HOME);
  await openTools(page);
  await tool(page, zhTools['a11y.text.larger']).click();
  await tool(page, zhTools['a11y.scheme.contrast-dark']).click();
  await tool(page, zhTools['a11y.caption']).click();
  await page.reload();
  await expect(page.locator(HOME.ready).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-ipr-scheme', 'contrast-dark');
  await expect(page.getByTestId('a11y-caption')).toBeVisible();
  await page
    .getByRole('navigation', { name: zhPortal['portal.nav.label'] })
    .getByRole('link', { name: zhPortal['portal.nav.operations'] })
    .click();
  await expect(page.locator(OPERATIONS.ready).first()).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('font-size', '17.5px');
  await expect(page.getByTestId('a11y-caption')).toBeVisible();

  // No app script at all: what paints is the built HTML and its head script.
  allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
  await page.route(/\/ipr-front\/.*\.js$/, (route) => route.abort());
  await page.goto(app('/taizhou/dispute/list'), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-ipr-text', '125');
  expect(await rootVar(page, '--ipr-font-size')).toBe('17.5px');
  expect(await rootVar(page, '--ipr-color-bg-page')).toBe('#000000');
});

for (const scheme of ['default', 'contrast-light', 'contrast-dark'] as const) {
  test(`axe finds nothing serious or critical on the home page and the operations list, ${scheme} colours`, async ({ page }) => {
    if (scheme !== 'default') await remember(page, { scheme });
    for (const target of [HOME, OPERATIONS]) {
      await open(page, target);
      await openTools(page);
      expect(await seriousViolations(page), `${target.path}, toolbar open`).toEqual([]);
    }
  });
}

// English words are longer than Chinese lines can break: each locale has its own sweep.
for (const locale of ['zh-CN', 'en-US'] as const)
  test(`200 % text, ${locale}: no core route scrolls sideways at 1366 px, and each reflows at 375 px`, async ({ page }) => {
    await page.addInitScript((kept) => window.localStorage.setItem('umi_locale', kept), locale);
    await remember(page, { text: 200 });
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const route of CORE) {
        await open(page, route);
        expect(await rootVar(page, '--ipr-font-size'), route.path).toBe('28px');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const { scrollWidth, innerWidth, widest } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          // What sticks out, to name it when it fails.
          widest: [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(-3)
            .map((element) => `${element.tagName}.${element.className}`),
        }));
        // Soft: one run names every route and width that scrolls.
        expect.soft(scrollWidth, `${route.path} at ${width} px: ${widest.join(', ')}`).toBeLessThanOrEqual(innerWidth + 1);
        expect
          .soft(await crampedControls(page), `${route.path} at ${width} px: controls lower than their text, or on top of each other`)
          .toEqual([]);
      }
    }
  });

/**
 * The shown fields, buttons and choice chips whose box is lower than one line of their text, and the
 * chips of one row that overlap: what a control of a fixed height does when its text grows.
 */
function crampedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) => `${element.tagName}.${element.className} "${(element.textContent ?? '').trim().slice(0, 20)}"`;
    const shown = (element: Element) => element.getBoundingClientRect().width > 0 && getComputedStyle(element).visibility !== 'hidden';
    const controls = [
      ...document.querySelectorAll('#root input:not([type=radio]):not([type=checkbox]), #root button, #root .ant-radio-button-wrapper'),
    ].filter(shown);
    const low = controls.filter(
      (element) => element.getBoundingClientRect().height < Number.parseFloat(getComputedStyle(element).fontSize) * 1.15,
    );
    const chips = [...document.querySelectorAll('#root .ant-radio-button-wrapper')]
      .filter(shown)
      .map((chip) => [chip, chip.getBoundingClientRect()] as const);
    const overlapping = chips.filter(([, a], index) =>
      chips.some(
        ([, b], other) => other !== index && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
      ),
    );
    return [...low, ...overlapping.map(([chip]) => chip)].map(name);
  });
}

test('at 375 px the tools are a bottom sheet, without the cursor and guide tools on a touch screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await page.goto(OPERATIONS.path);
  await expect(page.locator(OPERATIONS.ready).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('banner').getByRole('button', { name: zhPortal['a11y.open'] }).click();
  const sheet = toolbar(page);
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box && Math.round(box.x)).toBe(0);
  expect(box && Math.round(box.width)).toBe(375);
  expect(box && Math.round(box.y + box.height)).toBe(740);
  await expect(tool(page, zhTools['a11y.cursor'])).toBeHidden();
  await expect(tool(page, zhTools['a11y.guides'])).toBeHidden();
  await expect(tool(page, zhTools['a11y.caption'])).toBeVisible();
  await context.close();
});

test('the Suzhou header has the button too, in English', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(app('/suzhou/ipr-enterprise'));
  const button = page.getByRole('button', { name: enPortal['a11y.open'] });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await button.click();
  await expect(toolbar(page, enTools['a11y.title'])).toBeVisible();
  await expect(toolbar(page, enTools['a11y.title']).getByRole('button', { name: enTools['a11y.reset'] })).toBeVisible();
  await context.close();
});

test.describe('read-aloud, through a stub of speechSynthesis', () => {
  /** Records what would be said; says each utterance at once (its end fires on the next task). */
  const installSpeech = (page: Page, voices: { lang: string; name: string }[]) =>
    page.addInitScript((list) => {
      const said: { text: string; lang: string; rate: number }[] = [];
      (window as unknown as { __said: typeof said }).__said = said;
      class Utterance {
        lang = '';
        rate = 1;
        voice: unknown = null;
        onend: (() => void) | null = null;
        constructor(public text: string) {}
      }
      let paused = false;
      let pending: Utterance | null = null;
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
      Object.defineProperty(window, 'speechSynthesis', {
        value: {
          getVoices: () => list,
          speak(utterance: Utterance) {
            said.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
            pending = utterance;
            setTimeout(() => {
              if (!paused && pending === utterance) utterance.onend?.();
            }, 50);
          },
          cancel() {
            pending = null;
          },
          pause() {
            paused = true;
          },
          resume() {
            paused = false;
            pending?.onend?.();
          },
          addEventListener() {},
          removeEventListener() {},
        },
      });
    }, voices);
  const said = (page: Page) =>
    page.evaluate(() => (window as unknown as { __said: { text: string; lang: string; rate: number }[] }).__said);

  test('指读 speaks what the pointer reaches, in the page’s language; 连读 reads the main content in order, and stops', async ({
    page,
  }) => {
    await installSpeech(page, [
      { lang: 'zh-CN', name: 'zh' },
      { lang: 'en-US', name: 'en' },
    ]);
    await open(page, OPERATIONS);
    await openTools(page);
    await tool(page, zhTools['a11y.read.point']).click();
    await tool(page, '1.5×').click();
    const heading = page.locator('main h1');
    await heading.hover();
    await expect
      .poll(async () => (await said(page)).at(-1))
      .toEqual({ text: (await heading.textContent())?.trim(), lang: 'zh-CN', rate: 1.5 });

    await tool(page, zhTools['a11y.read.continuous']).click();
    await expect(tool(page, zhTools['a11y.read.point'])).toHaveAttribute('aria-pressed', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    const count = (await said(page)).length;
    await tool(page, zhTools['a11y.read.start']).click();
    await expect.poll(async () => (await said(page)).length).toBeGreaterThan(count + 2);
    const read = (await said(page)).slice(count);
    expect(read[0].text).toBe((await heading.textContent())?.trim());
    await tool(page, zhTools['a11y.read.stop']).click();
    await expect(tool(page, zhTools['a11y.read.start'])).toBeVisible();
    await expect(page.locator('[data-ipr-reading]')).toHaveCount(0);
  });

  test('in English the voice is en-US; without a voice for the language the tool says so', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    await installSpeech(page, [{ lang: 'en-US', name: 'en' }]);
    await page.goto(OPERATIONS.path);
    await expect(page.locator(OPERATIONS.ready).first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('banner').getByRole('button', { name: enPortal['a11y.open'] }).click();
    const panel = toolbar(page, enTools['a11y.title']);
    await panel.getByRole('button', { name: enTools['a11y.read.point'] }).click();
    const heading = page.locator('main h1');
    await heading.hover();
    await expect.poll(async () => (await said(page)).at(-1)?.lang).toBe('en-US');
    expect((await said(page)).at(-1)?.text).toBe((await heading.textContent())?.trim());
    await context.close();

    const zhContext = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const zhPage = await zhContext.newPage();
    await installSpeech(zhPage, [{ lang: 'en-US', name: 'en' }]);
    await zhPage.goto(OPERATIONS.path);
    await expect(zhPage.locator(OPERATIONS.ready).first()).toBeVisible({ timeout: 30_000 });
    await openTools(zhPage);
    await tool(zhPage, zhTools['a11y.read.point']).click();
    await zhPage.locator('main h1').hover();
    await expect(toolbar(zhPage).getByText('本浏览器没有中文语音，无法朗读。')).toBeVisible();
    expect(await said(zhPage)).toEqual([]);
    await zhContext.close();
  });
});
