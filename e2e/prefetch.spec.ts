import type { Page } from '@playwright/test';
import zhCommon from '../src/locales/zh-CN/common';
import { app, appShown, expect, FAILED_RESOURCE, loginAs, settleNetwork, test } from './fixtures';
import { API_REQUEST } from './routes';

/**
 * Issue 30 item 5: the static shell's boot script sends the start-up requests and the page's first
 * data requests from the HTML (fetch), and the app adopts them instead of sending them again
 * (src/utils/prefetched.ts). On each core route, at addresses with filters, sorts and pages: every
 * endpoint the page asks once is asked exactly once, by the prefetch; so the shell's declarations
 * (src/components/AppShell/routes.ts) derive each request from the address exactly as the page does.
 */

type Sent = { method: string; url: string; path: string; type: string };

/** Records the API requests of the page (method, URL as sent, path, fetch or xhr). */
function recordApi(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (API_REQUEST.test(url.pathname))
      sent.push({ method: request.method(), url: `${url.pathname}${url.search}`, path: url.pathname, type: request.resourceType() });
  });
  return sent;
}

const STARTUP = ['/api/getCurrent', '/api/perEnterprise/getEnterpriseProfileByHost'];
const NAME = '江苏安芯水处理设备股份有限公司';

/** The enterprise result is ready when its first patent number shows. */
const firstPatentShown = (page: Page) =>
  expect(
    page
      .locator('main')
      .getByText(/^(?:CN)?\d{12}\.[\dX]$/)
      .first(),
  ).toBeVisible();

const CASES: { address: string; prefetched: string[]; ready?: (page: Page) => Promise<void> }[] = [
  {
    address: '/taizhou',
    prefetched: [
      '/ipr-data-service/api/front/announcement/findPage',
      '/ipr-data-service/api/front/punishContent/findPage',
      '/ipr-data-service/api/front/news/findPage',
      '/ipr-data-service/api/front/ipcTransaction/findIndex',
      '/ipr-data-service/api/front/product/findPage',
      '/ipr-data-service/api/front/dictItem/find',
    ],
    ready: (page) => expect(page.locator('#root a[href*="/taizhou/announceDetail?id="]').first()).toBeVisible(),
  },
  { address: '/taizhou/enterprise/search', prefetched: ['/ipr-di-service/api/front/enterprise/findPage'] },
  {
    address: `/taizhou/enterprise/search?keyword=${encodeURIComponent(' 安芯 ')}&qual=high_tech,bogus&min=900&max=1&sort=inventionCount&order=ascend`,
    prefetched: ['/ipr-di-service/api/front/enterprise/findPage'],
  },
  {
    address: `/taizhou/enterprise/search?district=${encodeURIComponent('海陵区')}&page=2`,
    prefetched: ['/ipr-di-service/api/front/enterprise/findPage'],
  },
  {
    address: `/taizhou/enterprise/result/${encodeURIComponent(NAME)}`,
    prefetched: ['/ipr-di-service/api/front/enterprise/detail', '/ipr-di-service/api/front/enterprise/patents'],
    ready: firstPatentShown,
  },
  {
    address: `/taizhou/enterprise/result/${encodeURIComponent(NAME)}?sort=publicationNo&order=ascend`,
    prefetched: ['/ipr-di-service/api/front/enterprise/detail', '/ipr-di-service/api/front/enterprise/patents'],
    ready: firstPatentShown,
  },
  {
    address: '/taizhou/operations/list',
    prefetched: ['/ipr-data-service/api/front/ipcTransaction/findIndex', '/ipr-data-service/api/front/dictItem/find'],
    ready: (page) => expect(page.locator('main a[href*="/operations/sell/"]').first()).toBeVisible(),
  },
  {
    address: `/taizhou/operations/list?keyword=${encodeURIComponent(' 专利 ')}&type=transfer&page=1`,
    prefetched: ['/ipr-data-service/api/front/ipcTransaction/findIndex', '/ipr-data-service/api/front/dictItem/find'],
  },
  { address: '/taizhou/dispute/list', prefetched: ['/ipr-business-service/api/front/dispute/findPage'] },
  {
    address: '/taizhou/dispute/list?status=closed&type=bogus&year=2025&keyword=%20a%20',
    prefetched: ['/ipr-business-service/api/front/dispute/findPage'],
  },
  {
    address: '/suzhou/ipr-enterprise',
    prefetched: ['/ipr-di-service/api/front/enterprise/findPage'],
    ready: (page) => expect(page.locator('main a[href*="/ipr-enterprise/result/"]').first()).toBeVisible(),
  },
  {
    address: `/suzhou/ipr-enterprise?district=${encodeURIComponent('姑苏区')}&sort=designCount`,
    prefetched: ['/ipr-di-service/api/front/enterprise/findPage'],
  },
];

for (const { address, prefetched, ready } of CASES) {
  test(`${decodeURIComponent(address)}: the start-up and first data requests go out once, from the HTML`, async ({ page }) => {
    const sent = recordApi(page);
    await page.goto(app(address));
    await appShown(page);
    if (ready) await ready(page);
    await settleNetwork(page);
    for (const path of [...STARTUP, ...prefetched]) {
      const asked = sent.filter((request) => request.path === path);
      expect(
        asked.map((request) => [request.type, request.url]),
        path,
      ).toEqual([['fetch', asked[0]?.url]]);
    }
    // Nothing prefetched was asked again, and the app's own calls are XHRs as before.
    const fetched = sent.filter((request) => request.type === 'fetch');
    expect(fetched).toHaveLength(STARTUP.length + prefetched.length);
    expect(sent.filter((request) => request.type === 'xhr' && fetched.some((prefetch) => prefetch.url === request.url))).toEqual([]);
  });
}

test('a logged-in visitor’s own listings (`mine=1`) are asked for by the app, with their id', async ({ page }) => {
  await loginAs(page, 'user');
  const sent = recordApi(page);
  await page.goto(app('/taizhou/operations/list?mine=1'));
  await appShown(page);
  await settleNetwork(page);
  const listings = sent.filter((request) => request.path === '/ipr-data-service/api/front/ipcTransaction/findIndex');
  expect(listings).toHaveLength(1);
  expect(listings[0].type).toBe('xhr');
  expect(new URL(listings[0].url, 'http://x').searchParams.get('queryData.publisherId')).toBeTruthy();
});

test('a prefetch that failed is shown as the page’s failure, and Retry sends a real request', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(FAILED_RESOURCE);
  let calls = 0;
  await page.route('**/ipcTransaction/findIndex?*', (route) => {
    calls += 1;
    return calls === 1 ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }) : route.continue();
  });
  const sent = recordApi(page);
  await page.goto(app('/taizhou/operations/list'));
  const retry = page.getByRole('button', { name: zhCommon['common.retry'] });
  await expect(retry).toBeVisible();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '请求错误，请重试。' })).toBeVisible();
  await retry.click();
  await expect(page.locator('main a[href*="/operations/sell/"]').first()).toBeVisible();
  expect(sent.filter((request) => request.path.endsWith('/ipcTransaction/findIndex')).map((request) => request.type)).toEqual([
    'fetch',
    'xhr',
  ]);
});

test('after a navigation inside the app the pages ask for their data themselves', async ({ page }) => {
  const sent = recordApi(page);
  await page.goto(app('/taizhou/dispute/list'));
  await appShown(page);
  await settleNetwork(page);
  await page.locator('#root').getByRole('navigation').first().getByRole('link', { name: '知识产权运营' }).click();
  await expect(page).toHaveURL(/\/taizhou\/operations\/list$/);
  await expect(page.locator('main a[href*="/operations/sell/"]').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/taizhou\/dispute\/list$/);
  await settleNetwork(page);
  const cases = sent.filter((request) => request.path.endsWith('/dispute/findPage')).map((request) => request.type);
  expect(cases[0]).toBe('fetch');
  expect(cases.slice(1).every((type) => type === 'xhr')).toBe(true);
  expect(sent.filter((request) => request.path.endsWith('/ipcTransaction/findIndex')).map((request) => request.type)).toEqual(['xhr']);
});

/** The data block's message chunk files, locale → group → files (plugin.ts reads them from the build's stats). */
async function messageChunks(page: Page): Promise<Record<string, Record<string, string[]>>> {
  return page.evaluate(() => JSON.parse(document.getElementById('ipr-shell-data')!.textContent!).messageChunks);
}

for (const { address, locale, groups } of [
  { address: '/taizhou/dispute/list', locale: 'zh-CN', groups: ['frame', 'dispute'] },
  { address: '/taizhou/dispute/list', locale: 'en-US', groups: ['frame', 'dispute'] },
  {
    address: `/taizhou/enterprise/result/${encodeURIComponent('江苏安芯水处理设备股份有限公司')}`,
    locale: 'zh-CN',
    groups: ['frame', 'enterprise'],
  },
  { address: '/taizhou', locale: 'zh-CN', groups: ['frame'] },
]) {
  test(`${decodeURIComponent(address)} in ${locale}: the page's message chunks are preloaded with the app's scripts, no other group's or locale's`, async ({
    page,
  }) => {
    if (locale !== 'zh-CN') await page.addInitScript((kept) => localStorage.setItem('umi_locale', kept), locale);
    await page.goto(app(address));
    await appShown(page);
    await settleNetwork(page);
    const chunks = await messageChunks(page);
    const requests = await scriptOrStyleRequests(page);
    const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
    expect(Object.keys(chunks[locale]).sort()).toEqual(['dispute', 'enterprise', 'frame', 'operations', 'pages']);
    for (const [group, files] of Object.entries(chunks[locale])) {
      for (const file of files) expect(requests[file], `${locale} ${group} ${file}`).toBe(groups.includes(group) ? 'link' : undefined);
    }
    for (const file of Object.values(chunks[other]).flat()) expect(requests[file], `${other} ${file}`).toBeUndefined();
  });
}

test("the Suzhou layout's lazy parts are preloaded on a Suzhou page, not on a Taizhou one", async ({ page }) => {
  await page.goto(app('/suzhou/ipr-enterprise'));
  await appShown(page);
  await settleNetwork(page);
  const files: string[] = await page.evaluate(() => JSON.parse(document.getElementById('ipr-shell-data')!.textContent!).frameChunks.suzhou);
  expect(files.length).toBeGreaterThan(0);
  const suzhou = await scriptOrStyleRequests(page);
  for (const file of files) expect(suzhou[file], file).toBe('link');
  await page.goto(app('/taizhou/dispute/list'));
  await appShown(page);
  await settleNetwork(page);
  // The boot script's preloads (links neither Umi's route preloader, `data-webpack`, nor the app's
  // own scripts, `data-ipr-app`, wrote). Not the requests' initiators: the Taizhou frame shares a
  // chunk with them (the user menu's), which the browser may serve from what the Suzhou page preloaded.
  const bootPreloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]:not([data-webpack]):not([data-ipr-app])')].map((link) =>
      new URL(link.href).pathname.replace('/ipr-front', ''),
    ),
  );
  expect(bootPreloads.length).toBeGreaterThan(0);
  for (const file of files) expect(bootPreloads, file).not.toContain(file);
});

/** How each script and stylesheet of the page was asked for (`link`: a preload or stylesheet link). */
async function scriptOrStyleRequests(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|css)$/.test(entry.name))
        .map((entry) => [new URL(entry.name).pathname.replace('/ipr-front', ''), (entry as PerformanceResourceTiming).initiatorType]),
    ),
  );
}

test("on a phone, the result page's first patent needs no code asked for after the page has drawn", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // When the page's heading and its first patent (an application number) appear in the app.
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { marks: Record<string, number> }).marks = marks;
    new MutationObserver((_, observer) => {
      if (!marks.drawn && document.querySelector('#root h1')) marks.drawn = performance.now();
      const numbers = document.querySelectorAll('#root main span, #root main div, #root main dd');
      if ([...numbers].some((element) => /^(?:CN)?\d{12}\.[\dX]$/.test(element.textContent ?? ''))) {
        marks.patent = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(app(`/taizhou/enterprise/result/${encodeURIComponent(NAME)}`));
  await expect.poll(() => page.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks.patent)).toBeGreaterThan(0);
  // The patent list (its card view on a phone) comes with the page's own chunks: no round trip for
  // code between the heading and the first patent.
  const between = await page.evaluate(() => {
    const { drawn, patent } = (window as unknown as { marks: Record<string, number> }).marks;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname) && entry.startTime > drawn && entry.startTime < patent)
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(between).toEqual([]);
});

test('on a phone, the result page asks for its analysis (below the first screen) only once its first patent shows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const numbers = document.querySelectorAll('#root main span, #root main div, #root main dd');
      if ([...numbers].some((element) => /^(?:CN)?\d{12}\.[\dX]$/.test(element.textContent ?? ''))) {
        (window as unknown as { patentShown: number }).patentShown = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(app(`/taizhou/enterprise/result/${encodeURIComponent(NAME)}`));
  // The analysis is asked for without the visitor scrolling: the Export menu lists its charts.
  const asked = () =>
    page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((resource) => resource.name.includes('/enterprise/analysis'));
      return entry && { askedAt: entry.startTime, patentShown: (window as unknown as { patentShown?: number }).patentShown };
    });
  await expect.poll(asked).toBeTruthy();
  const { askedAt, patentShown } = (await asked())!;
  expect(patentShown).toBeDefined();
  expect(askedAt).toBeGreaterThanOrEqual(patentShown!);
});
