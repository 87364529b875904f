import type { Page, Request } from '@playwright/test';
import { app, expect, loginAs, settleNetwork, test } from './fixtures';

/**
 * Issue 46 item 2: a portal lists its own city's records only. Every regional list call a portal's
 * page sends (docs/api.md §1.1) carries that portal's region, the prefetch of the boot script as
 * well as the app's own; and Taizhou's penalty list and site search show no Suzhou notice.
 */

/** The regional list calls and the name of their region parameter (docs/api.md §1.1). */
const REGIONAL_CALLS: ReadonlyArray<[RegExp, string]> = [
  [/\/punishContent\/findPage\?/, 'region'],
  [/\/ipcTransaction\/findIndex\?/, 'queryData.region'],
  [/\/zcTransaction\/activePush\?/, 'region'],
  [/\/enterprise\/findPage\?/, 'region'],
  [/\/agency\/(findPage|statistics)\?/, 'region'],
  [/\/industryChain\/list\?/, 'region'],
];

/** Opens `path` and returns the region each regional call was sent with (`null`: none), by call. */
async function regionsAsked(page: Page, path: string): Promise<string[]> {
  const asked: string[] = [];
  const record = (request: Request) => {
    const call = REGIONAL_CALLS.find(([pattern]) => pattern.test(request.url()));
    if (call)
      asked.push(`${new URL(request.url()).pathname.split('/').slice(-2).join('/')}=${new URL(request.url()).searchParams.get(call[1])}`);
  };
  page.on('request', record);
  await page.goto(app(path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleNetwork(page);
  page.off('request', record);
  return asked;
}

const PAGES: ReadonlyArray<{ path: string; region: 'taizhou' | 'suzhou'; calls: string[]; user?: 'user' }> = [
  { path: '/taizhou', region: 'taizhou', calls: ['punishContent/findPage', 'ipcTransaction/findIndex'] },
  { path: '/taizhou/punishContent', region: 'taizhou', calls: ['punishContent/findPage'] },
  { path: '/taizhou/operations/list', region: 'taizhou', calls: ['ipcTransaction/findIndex', 'zcTransaction/activePush'], user: 'user' },
  {
    path: '/taizhou/search?keyword=%E8%8B%8F%E5%B7%9E',
    region: 'taizhou',
    calls: ['punishContent/findPage', 'ipcTransaction/findIndex', 'enterprise/findPage'],
  },
  { path: '/taizhou/enterprise/search', region: 'taizhou', calls: ['enterprise/findPage'] },
  { path: '/suzhou/ipr-enterprise', region: 'suzhou', calls: ['enterprise/findPage'] },
  { path: '/suzhou/ipr-agency', region: 'suzhou', calls: ['agency/findPage', 'agency/statistics'] },
  { path: '/suzhou/ipr-nav', region: 'suzhou', calls: ['industryChain/list'] },
];

test.describe('every regional list asks for its portal’s region', () => {
  for (const { path, region, calls, user } of PAGES) {
    test(`${path}: ${calls.join(', ')} with ${region}`, async ({ page }) => {
      if (user) await loginAs(page, user);
      const asked = await regionsAsked(page, path);
      for (const call of calls) expect(asked, `${call} was sent`).toContainEqual(`${call}=${region}`);
      expect(
        asked.filter((sent) => !sent.endsWith(`=${region}`)),
        'calls without the portal’s region',
      ).toEqual([]);
    });
  }
});

test('Taizhou’s penalty list and site search show no Suzhou notice', async ({ page }) => {
  await page.goto(app('/taizhou/punishContent?keyword=%E8%8B%8F%E5%B7%9E'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleNetwork(page);
  await expect(page.getByText('苏州锐思知识产权服务有限公司')).toHaveCount(0);
  await expect(page.getByText(/苏.*市监处罚/)).toHaveCount(0);

  await page.goto(app('/taizhou/search?keyword=%E8%8B%8F%E5%B7%9E&type=punishment'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleNetwork(page);
  await expect(page.getByRole('main').getByText(/苏.*市监处罚/)).toHaveCount(0);
});
