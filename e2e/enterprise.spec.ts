import type { Locator, Page } from '@playwright/test';
import zhCommon from '../src/locales/zh-CN/common';
import zhEnterprise from '../src/locales/zh-CN/enterprise';
import zhMenu from '../src/locales/zh-CN/menu';
import zhPortal from '../src/locales/zh-CN/portal';
import zhSuzhou from '../src/locales/zh-CN/suzhou';
import { app, chooseOption, expect, FAILED_RESOURCE, noHorizontalScroll, settleNetwork, test } from './fixtures';

/**
 * Issue 4 flows as a visitor meets them: enterprise search → result → back keeps the search; the
 * counts of the list equal the result page's; the charts render (canvas) with data and show empty
 * cards for an empty portfolio; awkward enterprise names are handled safely; an API failure on each
 * page keeps the page frame and offers a retry. Data: the seeded mock (mock/_data/portfolios.ts).
 */

const SEARCH = app('/taizhou/enterprise/search');
const resultPath = (name: string) => app(`/taizhou/enterprise/result/${encodeURIComponent(name)}`);
/** A Taizhou enterprise with a large portfolio, and one founded this year without patents. */
const WITH_PATENTS = '泰州贝源制药有限公司';
const WITHOUT_PATENTS = '泰州初创智能科技有限公司';
/** The five charts' card titles, top to bottom. */
const CHART_TITLES = [
  'enterprise.chart.yearly',
  'enterprise.chart.types',
  'enterprise.chart.statuses',
  'enterprise.chart.ipc',
  'enterprise.chart.inventors',
] as const;

/**
 * Development-build noise that production does not log: antd's note on the request layer's static
 * notification, and React's note on ProLayout's findDOMNode. Neither is a page error.
 */
const DEV_WARNINGS = [/Static function can not consume context/, /findDOMNode is deprecated/];

// A development server compiles each page on its first visit, which takes long on a busy machine.
test.slow(Boolean(process.env.PW_BASE_URL), 'pages compile on first visit under a development server');

/** Opens an app page and waits until its lazy route has loaded (the route fallback is gone). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByText(zhCommon['app.loading'], { exact: true })).toHaveCount(0, { timeout: 90_000 });
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The Taizhou portal frame (header navigation and footer) and one h1 are on the page. */
async function expectTaizhouFrame(page: Page) {
  await expect(page.getByRole('navigation', { name: zhPortal['portal.nav.label'] })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
}

/** The Suzhou ProLayout frame: its menu with the four Suzhou entries. */
async function expectSuzhouFrame(page: Page) {
  for (const key of ['iprEnterprise', 'iprNav', 'iprAgency']) {
    await expect(page.getByRole('menuitem', { name: zhMenu[`menu.suzhou.${key}` as keyof typeof zhMenu] })).toBeVisible();
  }
}

test.describe('enterprise search', () => {
  test('search → result → back keeps the search, and the result links back to it', async ({ page }) => {
    await open(page, `${SEARCH}?keyword=${encodeURIComponent('泰州')}`);
    await expect(page.getByRole('heading', { level: 1, name: zhEnterprise['enterprise.search.title'] })).toBeVisible();
    await expect(page.getByLabel(zhEnterprise['enterprise.search.keyword'])).toHaveValue('泰州');

    // District applies at once and lands in the URL.
    await chooseOption(page, zhEnterprise['enterprise.search.district'], '泰州医药高新区');
    await expect(page).toHaveURL(/district=/);
    await expect(rows(page).first()).toContainText('泰州医药高新区');

    // Sort by valid inventions, fewest first.
    await chooseOption(
      page,
      zhEnterprise['enterprise.search.sort'],
      `${zhEnterprise['enterprise.field.validInventionCount']}：${zhEnterprise['enterprise.search.ascend']}`,
    );
    await expect(page).toHaveURL(/sort=validInventionCount&order=ascend/);
    // The rows of the sorted answer, not the previous ones the table keeps while it loads.
    await settleNetwork(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const searchUrl = page.url();
    const firstName = (await rows(page).first().getByRole('link').textContent()) ?? '';

    await rows(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(searchUrl);
    await expect(page.getByLabel(zhEnterprise['enterprise.search.keyword'])).toHaveValue('泰州');
    await expect(rows(page).first().getByRole('link')).toHaveText(firstName);

    await rows(page).first().getByRole('link').click();
    await page.getByRole('link', { name: zhEnterprise['enterprise.result.backToSearch'] }).click();
    await expect(page).toHaveURL(searchUrl);

    // Reload keeps it too.
    await page.reload();
    await expect(page).toHaveURL(searchUrl);
    await expect(rows(page).first().getByRole('link')).toHaveText(firstName);
  });

  test('a reversed patent range gets a message and changes nothing', async ({ page }) => {
    await open(page, `${SEARCH}?keyword=${encodeURIComponent('泰州')}`);
    await page.getByLabel(zhEnterprise['enterprise.search.minPatentsLabel']).fill('50');
    await page.getByLabel(zhEnterprise['enterprise.search.maxPatentsLabel']).fill('10');
    // antd spaces out a two-character Chinese button label.
    await page.getByRole('button', { name: /^查\s*询$/ }).click();
    await expect(page.getByText(zhEnterprise['enterprise.search.rangeInvalid'])).toBeVisible();
    await expect(page).not.toHaveURL(/min=/);
    await expect(page.getByLabel(zhEnterprise['enterprise.search.minPatentsLabel'])).toHaveValue('50');
  });

  test('the counts of the list equal the result page', async ({ page }) => {
    await open(page, `${SEARCH}?keyword=${encodeURIComponent(WITH_PATENTS)}`);
    const row = rows(page).first();
    await expect(row.getByRole('link')).toHaveText(WITH_PATENTS);
    const cells = row.locator('td');
    // Each count read under its own column head: the column order is the page's to choose (issue 16 item 3).
    const heads = (await page.locator('.ant-table-thead th').allTextContents()).map((text) => text.trim());
    const count = async (id: keyof typeof zhEnterprise) => {
      const column = heads.indexOf(zhEnterprise[id]);
      expect(column, `column ${zhEnterprise[id]}`).toBeGreaterThan(0);
      return digits(await cells.nth(column).textContent());
    };
    const [invention, utility, design, validInvention, total] = await Promise.all(
      (
        [
          'enterprise.field.inventionCount',
          'enterprise.field.utilityCount',
          'enterprise.field.designCount',
          'enterprise.field.validInventionCount',
          'enterprise.field.patentCount',
        ] as const
      ).map(count),
    );
    expect(total).toBe(invention + utility + design);

    await row.getByRole('link').click();
    const figure = (id: keyof typeof zhEnterprise) =>
      page.locator('.ant-statistic').filter({ hasText: zhEnterprise[id] }).locator('.ant-statistic-content-value');
    const shown = (value: number) => zhEnterprise['enterprise.result.figureValue'].replace('{value}', String(value));
    await expect(figure('enterprise.result.totalPatents')).toHaveText(shown(total));
    await expect(figure('enterprise.result.validInventions')).toHaveText(shown(validInvention));
    await expect(page.getByText(`共 ${total} 件`)).toBeVisible();

    // The patent-type chart's data table gives the same split (the charts load as the visitor gets there).
    await page.getByRole('heading', { name: zhEnterprise['enterprise.chart.section'] }).scrollIntoViewIfNeeded();
    const typeCard = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: zhEnterprise['enterprise.chart.types'] }) });
    await typeCard.getByRole('button', { name: zhEnterprise['enterprise.chart.showTable'] }).click();
    for (const [label, count] of [
      [zhEnterprise['enterprise.patentType.invention'], invention],
      [zhEnterprise['enterprise.patentType.utility'], utility],
      [zhEnterprise['enterprise.patentType.design'], design],
    ] as const) {
      await expect(typeCard.getByRole('row', { name: new RegExp(`^${label} ${count} `) })).toBeVisible();
    }
  });

  test('the Suzhou search lists Suzhou districts and links to the result page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(...DEV_WARNINGS);
    await open(page, app('/suzhou/ipr-enterprise?district=苏州工业园区'));
    await expect(page.getByRole('heading', { level: 1, name: zhMenu['menu.suzhou.iprEnterprise'] })).toBeVisible();
    await expect(rows(page).first()).toContainText('苏州工业园区');
    const name = (await rows(page).first().getByRole('link').textContent()) ?? '';
    await rows(page).first().getByRole('link').click();
    // Issue 16 item 2: the result opens in the Suzhou portal, not Taizhou's.
    await expect(page).toHaveURL(/\/suzhou\/ipr-enterprise\/result\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('issue 27 item 7: the results table fits at 1366 px, no qualification cut', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    for (const path of ['/taizhou/enterprise/search', '/suzhou/ipr-enterprise']) {
      test(`${path}, ${locale}`, async ({ browser }) => {
        const context = await browser.newContext({ locale, viewport: { width: 1366, height: 900 } });
        const page = await context.newPage();
        await page.goto(app(path));
        await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('.ant-table .ant-tag').first()).toBeVisible();
        // The table does not scroll sideways: its last column is on screen whole.
        const scroller = page.locator('.ant-table-content').first();
        expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
        // Every tag lies whole inside its cell and inside the table's box, its words not cut.
        const cut = await page.locator('.ant-table-tbody').evaluate((body) => {
          const table = body.closest('.ant-table-content')!.getBoundingClientRect();
          return [...body.querySelectorAll<HTMLElement>('.ant-tag')]
            .filter((tag) => {
              const box = tag.getBoundingClientRect();
              const cell = tag.closest('td')!.getBoundingClientRect();
              return box.right > Math.min(cell.right, table.right) + 1 || tag.scrollWidth > tag.clientWidth + 1;
            })
            .map((tag) => tag.textContent);
        });
        expect(cut).toEqual([]);
        await context.close();
      });
    }
  }
});

test.describe('issue 27 item 7: below 1366 px the table scrolls sideways with its scrollbar in view', () => {
  for (const [path, width] of [
    ['/taizhou/enterprise/search', 1024],
    ['/suzhou/ipr-enterprise', 1280],
  ] as const) {
    test(`${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, app(path));
      await expect(rows(page).first()).toBeVisible();
      await expect(rows(page)).toHaveCount(10);
      const scroller = page.locator('.ant-table-content').first();
      // The page scrolled until the table's top meets the window's top, or Suzhou's fixed header.
      await scroller.evaluate((el) => {
        const header = document.querySelector('.ant-pro-layout-header')?.getBoundingClientRect().bottom ?? 0;
        window.scrollBy(0, el.getBoundingClientRect().top - header);
      });
      const metrics = () =>
        scroller.evaluate((el) => ({
          bottom: el.getBoundingClientRect().bottom,
          sideways: el.scrollWidth - el.clientWidth,
          window: window.innerHeight,
        }));
      const { bottom, sideways, window: height } = await metrics();
      // It scrolls sideways, and its bottom edge, where the scrollbar is, is on screen: the tenth row is not.
      expect(sideways).toBeGreaterThan(1);
      expect(bottom).toBeLessThanOrEqual(height);
      await expect(rows(page).last()).not.toBeInViewport();
      // Its rows scroll under a head that stays, and sideways to the last column.
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight, left: el.scrollWidth }));
      await expect(rows(page).last()).toBeInViewport();
      // (The head's box is a fraction of a pixel above the window at a whole-pixel scroll.)
      for (const head of ['enterprise.field.name', 'enterprise.field.qualifications'] as const) {
        await expect(page.getByRole('columnheader', { name: zhEnterprise[head] })).toBeInViewport({ ratio: 0.99 });
      }
      // The fixed name column's head is drawn over the rows that scrolled under it.
      const nameHead = page.getByRole('columnheader', { name: zhEnterprise['enterprise.field.name'] });
      const headBox = (await nameHead.boundingBox())!;
      expect(
        await page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.closest('th')?.textContent,
          [headBox.x + 10, headBox.y + headBox.height / 2],
        ),
      ).toBe(zhEnterprise['enterprise.field.name']);
      await noHorizontalScroll(page);
    });
  }
});

test('issue 27 item 11: 查询 after a district choice adds no second history entry; Back leaves the search in one press', async ({
  page,
}) => {
  await open(page, SEARCH);
  await expect(rows(page).first()).toBeVisible();
  await chooseOption(page, zhEnterprise['enterprise.search.district'], '泰州医药高新区');
  await expect(page).toHaveURL(/district=/);
  await settleNetwork(page);
  // antd puts a space between a button's two Chinese characters.
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await settleNetwork(page);
  await page.goBack();
  await expect(page).toHaveURL(SEARCH);
});

test.describe('enterprise result', () => {
  test('charts render on canvas with data, each with a text alternative', async ({ page }) => {
    await open(page, resultPath(WITH_PATENTS));
    await expect(page.getByRole('heading', { level: 1, name: WITH_PATENTS })).toBeVisible();
    await page.getByRole('heading', { name: zhEnterprise['enterprise.chart.section'] }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: zhEnterprise['enterprise.chart.showTable'] })).toHaveCount(5);
    for (const id of CHART_TITLES) {
      const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 3, name: zhEnterprise[id] }) });
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('canvas')).toHaveCount(1);
    }
    await expect(page.locator('canvas')).toHaveCount(5);
    await expect(page.getByText(/年共申请\d+件、获得授权\d+件/)).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await noHorizontalScroll(page);
  });

  test('on a phone, the charts load and draw as the visitor scrolls to them', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, resultPath(WITH_PATENTS));
    await expect(page.getByRole('heading', { level: 1, name: WITH_PATENTS })).toBeVisible();
    await settleNetwork(page);
    const analysis = page.getByRole('heading', { name: zhEnterprise['enterprise.chart.section'] });
    await expect(analysis).not.toBeInViewport();
    await expect(page.getByRole('button', { name: zhEnterprise['enterprise.chart.showTable'] })).toHaveCount(0);

    await analysis.scrollIntoViewIfNeeded();
    const yearly = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { level: 3, name: zhEnterprise['enterprise.chart.yearly'] }) });
    await expect(yearly.locator('canvas')).toHaveCount(1);
    // The last chart is still far below: not drawn yet, though its card and text alternative are there.
    const inventors = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { level: 3, name: zhEnterprise['enterprise.chart.inventors'] }) });
    await expect(inventors.getByRole('button', { name: zhEnterprise['enterprise.chart.showTable'] })).toHaveCount(1);
    await expect(inventors.locator('canvas')).toHaveCount(0);
    await inventors.scrollIntoViewIfNeeded();
    await expect(inventors.locator('canvas')).toHaveCount(1);
    await noHorizontalScroll(page);
  });

  test('charts whose file a new deploy removed: a notice in their section, the page and its one h1 stay', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    // On a phone the charts are below the first screen: their code is asked for when the visitor scrolls there.
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, resultPath(WITH_PATENTS));
    await expect(page.getByRole('heading', { level: 1, name: WITH_PATENTS })).toBeVisible();
    await settleNetwork(page);
    // A new build is deployed: this build's files are gone, the charts' code among them.
    await page.route(/\.(js|css)$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const analysis = page.getByRole('region', { name: zhEnterprise['enterprise.chart.section'] });
    await analysis.getByRole('heading', { name: zhEnterprise['enterprise.chart.section'] }).scrollIntoViewIfNeeded();
    await expect(analysis.getByText(zhCommon['app.widgetError.updated'])).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: WITH_PATENTS })).toBeVisible();
  });

  test('an empty portfolio shows empty charts and an empty patent table', async ({ page }) => {
    await open(page, resultPath(WITHOUT_PATENTS));
    await expect(page.getByRole('heading', { level: 1, name: WITHOUT_PATENTS })).toBeVisible();
    await page.getByRole('heading', { name: zhEnterprise['enterprise.chart.section'] }).scrollIntoViewIfNeeded();
    await expect(page.getByText(zhEnterprise['enterprise.chart.emptyPortfolio'])).toBeVisible();
    await expect(page.getByText(zhEnterprise['enterprise.chart.empty'])).toHaveCount(5);
    await expect(page.getByText(zhEnterprise['enterprise.patents.empty'])).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
  });

  test('the patent table pages and sorts, with both in the URL', async ({ page }) => {
    await open(page, resultPath(WITH_PATENTS));
    const table = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: zhEnterprise['enterprise.patents.title'] }) });
    await expect(table.locator('tr.ant-table-row')).toHaveCount(10);
    await table.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await table.getByRole('columnheader', { name: zhEnterprise['enterprise.patents.publicationNo'] }).click();
    await expect(page).toHaveURL(/sort=publicationNo&order=ascend/);
    const numbers = await table.locator('tr.ant-table-row td:first-child div:first-child').allTextContents();
    expect(numbers).toEqual([...numbers].sort());
  });

  test('on a phone, each patent is a card showing its type, application date and legal status', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, resultPath(WITH_PATENTS));
    const section = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { level: 2, name: zhEnterprise['enterprise.patents.title'] }) });
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(10);
    await expect(section.locator('table')).toHaveCount(0);
    const types = [
      zhEnterprise['enterprise.patentType.invention'],
      zhEnterprise['enterprise.patentType.utility'],
      zhEnterprise['enterprise.patentType.design'],
    ];
    const statuses = [
      zhEnterprise['enterprise.legalStatus.valid'],
      zhEnterprise['enterprise.legalStatus.pending'],
      zhEnterprise['enterprise.legalStatus.invalid'],
    ];
    /** The value a card gives for a field, by the field's label. */
    const fact = (card: Locator, id: keyof typeof zhEnterprise) =>
      card.locator('dt', { hasText: zhEnterprise[id] }).locator('xpath=following-sibling::dd[1]');
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      for (const id of ['enterprise.patents.type', 'enterprise.patents.applicationDate', 'enterprise.patents.legalStatus'] as const) {
        await expect(fact(card, id)).toBeVisible();
      }
      expect(types).toContain((await fact(card, 'enterprise.patents.type').textContent())?.trim());
      await expect(fact(card, 'enterprise.patents.applicationDate')).toHaveText(/\d{4}/);
      const status = (await fact(card, 'enterprise.patents.legalStatus').textContent()) ?? '';
      expect(
        statuses.some((label) => status.startsWith(label)),
        status,
      ).toBe(true);
    }
    await noHorizontalScroll(page);
  });

  for (const [label, name] of [
    ['slash, percent and hash', 'a/b%2F%c#d?x=1'],
    ['brackets', '泰州[测试](有限)（公司）<b>'],
    ['emoji', '😀专利企业🚀'],
    ['400 characters', '长'.repeat(400)],
  ]) {
    test(`an unknown name with ${label} shows not found safely`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(...DEV_WARNINGS);
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, resultPath(name));
      await expect(page.getByRole('heading', { level: 1, name: zhEnterprise['enterprise.result.notFound.title'] })).toBeVisible();
      // The name comes back as text, exactly, never as markup.
      await expect(page.getByText(name, { exact: false })).toBeVisible();
      await expect(page.locator('#root b')).toHaveCount(0);
      await expectTaizhouFrame(page);
      await noHorizontalScroll(page);
      await page.getByRole('button', { name: zhEnterprise['enterprise.result.backToSearch'] }).click();
      await expect(page).toHaveURL(SEARCH);
    });
  }

  test('the existing bracketed name opens its result page', async ({ page }) => {
    const name = '安芯(AnCore)半导体（苏州）有限公司';
    await open(page, resultPath(name));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('Suzhou navigation and agency services', () => {
  test('six chains with their stages link leaders to result pages and the navigation platform by window name', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(...DEV_WARNINGS);
    await open(page, app('/suzhou/ipr-nav'));
    await expect(page.getByRole('heading', { level: 1, name: zhMenu['menu.suzhou.iprNav'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(6);
    for (const stage of ['upstream', 'midstream', 'downstream'] as const) {
      await expect(page.getByRole('heading', { level: 3, name: zhSuzhou[`suzhou.nav.stage.${stage}`] })).toHaveCount(6);
    }
    const platform = page.getByRole('link', { name: new RegExp(zhSuzhou['suzhou.nav.openPlatform']) });
    await expect(platform).toHaveAttribute('href', '/ipr-nav/');
    await expect(platform).toHaveAttribute('target', 'ipr-nav');
    // A Suzhou visitor stays in the Suzhou frame (issue 16 item 2).
    const leader = page.locator('a[href*="/suzhou/ipr-enterprise/result/"]').first();
    const name = (await leader.textContent()) ?? '';
    await leader.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/suzhou\/ipr-enterprise\/result\//);
  });

  test('agency statistics, filters in the URL and penalty links', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(...DEV_WARNINGS);
    await open(page, app('/suzhou/ipr-agency'));
    await expect(page.getByRole('heading', { level: 1, name: zhMenu['menu.suzhou.iprAgency'] })).toBeVisible();
    await expect(page.locator('.ant-statistic').filter({ hasText: zhSuzhou['suzhou.agency.agencyCount'] })).toBeVisible();
    await page.getByRole('checkbox', { name: zhSuzhou['suzhou.agency.hasPenalty'] }).check();
    await expect(page).toHaveURL(/penalty=1/);
    const penalty = page.locator('a[href*="/taizhou/punishContentDetail?id="]').first();
    const decisionNo = (await penalty.textContent()) ?? '';
    await page.reload();
    await expect(page.getByRole('checkbox', { name: zhSuzhou['suzhou.agency.hasPenalty'] })).toBeChecked();
    await page.locator('a[href*="/taizhou/punishContentDetail?id="]').first().click();
    await expect(page.getByText(decisionNo).first()).toBeVisible();
  });

  test('ipr-tjfx shows the agency page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(...DEV_WARNINGS);
    await open(page, app('/suzhou/ipr-tjfx'));
    await expect(page.getByRole('heading', { level: 1, name: zhMenu['menu.suzhou.iprTjfx'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: zhSuzhou['suzhou.agency.directory'] })).toBeVisible();
  });
});

test.describe('API failures keep the frame and offer a retry', () => {
  const failures: Array<[string, string, string, 'taizhou' | 'suzhou']> = [
    ['enterprise search', `${SEARCH}?keyword=泰州`, '**/ipr-di-service/api/front/enterprise/findPage**', 'taizhou'],
    ['Suzhou enterprise search', app('/suzhou/ipr-enterprise'), '**/ipr-di-service/api/front/enterprise/findPage**', 'suzhou'],
    ['enterprise result', resultPath(WITH_PATENTS), '**/ipr-di-service/api/front/enterprise/detail**', 'taizhou'],
    ['enterprise analysis', resultPath(WITH_PATENTS), '**/ipr-di-service/api/front/enterprise/analysis**', 'taizhou'],
    ['enterprise patents', resultPath(WITH_PATENTS), '**/ipr-di-service/api/front/enterprise/patents**', 'taizhou'],
    ['industry navigation', app('/suzhou/ipr-nav'), '**/ipr-nav-service/api/front/industryChain/list**', 'suzhou'],
    ['agency directory', app('/suzhou/ipr-agency'), '**/ipr-agency-service/api/front/agency/findPage**', 'suzhou'],
    ['agency statistics', app('/suzhou/ipr-agency'), '**/ipr-agency-service/api/front/agency/statistics**', 'suzhou'],
  ];

  for (const [label, url, api, region] of failures) {
    test(`${label}: HTTP 500, then a retry that works`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(FAILED_RESOURCE, ...DEV_WARNINGS);
      let fail = true;
      await page.route(api, (route) => (fail ? route.fulfill({ status: 500, json: { errorMessage: '服务暂不可用' } }) : route.fallback()));
      await open(page, url);
      const retry = page.getByRole('button', { name: zhCommon['common.retry'] });
      await expect(retry).toBeVisible();
      if (region === 'taizhou') await expectTaizhouFrame(page);
      else await expectSuzhouFrame(page);
      // Clicked once the rest of the page (charts loading as they come into view) has settled: on a busy
      // machine a redraw between pointer down and up swallowed the click.
      await settleNetwork(page);
      fail = false;
      await retry.click();
      await expect(retry).toHaveCount(0);
    });
  }

  test('malformed answers (data null, broken JSON) keep the pages whole', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_RESOURCE, ...DEV_WARNINGS);
    await page.route('**/ipr-di-service/api/front/enterprise/findPage**', (route) =>
      route.fulfill({ json: { code: 0, msg: 'success', data: null } }),
    );
    await open(page, SEARCH);
    await expect(page.getByText(zhEnterprise['enterprise.search.empty'])).toBeVisible();
    await expectTaizhouFrame(page);

    await page.route('**/ipr-di-service/api/front/enterprise/analysis**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"data":' }),
    );
    await open(page, resultPath(WITH_PATENTS));
    await expect(page.getByRole('heading', { level: 1, name: WITH_PATENTS })).toBeVisible();
    await expect(page.getByRole('button', { name: zhCommon['common.retry'] })).toBeVisible();
    await expectTaizhouFrame(page);
  });
});
