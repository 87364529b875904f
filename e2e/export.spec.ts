import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import zhEnterprise from '../src/locales/zh-CN/enterprise';
import enEnterprise from '../src/locales/en-US/enterprise';
import { app, expect, settleNetwork, test } from './fixtures';

/**
 * Issue 14 item 4 as a visitor meets it on the enterprise result page: Export → the patent list as
 * CSV (BOM, localized header, one record per patent of the portfolio, every page fetched through
 * the service, progress and cancel) and Export → a chart as PNG (the plots' own download), both
 * named with the enterprise and the data date (the mock's 2026-11-20, docs/api.md §9).
 */

/** More than two pages of the export's 100: three calls to the patents service. */
const ENTERPRISE = '泰州贝源制药有限公司';
const DATA_DATE = '20261120';
const PATENTS_API = '/ipr-di-service/api/front/enterprise/patents';
const resultPath = app(`/taizhou/enterprise/result/${encodeURIComponent(ENTERPRISE)}`);

/** The records of a CSV (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  expect(field + record.join(''), 'the file ends with CRLF').toBe('');
  return records;
}

/** The patent total the page shows under the patent list ("共 225 件"). */
async function shownTotal(page: Page, label: string | RegExp) {
  const text = await page.getByText(label).first().innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

async function openMenu(page: Page, exportLabel: string) {
  await page.getByRole('button', { name: exportLabel, exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('Export → CSV saves every patent of the enterprise, fetched page by page, with a BOM and Chinese headers', async ({ page }) => {
  const calls: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes(PATENTS_API)) calls.push(new URL(request.url()));
  });
  await page.goto(resultPath);
  await expect(page.getByRole('heading', { level: 1, name: ENTERPRISE })).toBeVisible();
  const total = await shownTotal(page, /^共 [\d,]+ 件$/);
  expect(total, 'a portfolio of more than one page').toBeGreaterThan(100);
  await settleNetwork(page);
  calls.length = 0;

  await openMenu(page, zhEnterprise['enterprise.export.button']);
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: zhEnterprise['enterprise.export.csv'] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${ENTERPRISE}-专利清单-${DATA_DATE}.csv`);

  const bytes = await readFile((await file.path())!);
  expect(Array.from(bytes.subarray(0, 3)), 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  const records = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(records[0]).toEqual(
    ['publicationNo', 'applicationNo', 'patentTitle', 'type', 'applicationDate', 'grantDate', 'legalStatus', 'ipc', 'inventors', 'pct'].map(
      (key) => zhEnterprise[`enterprise.patents.${key}` as keyof typeof zhEnterprise],
    ),
  );
  expect(records.length - 1).toBe(total);
  // Every patent once; types and statuses labelled as the table labels them.
  expect(new Set(records.slice(1).map((r) => r[1])).size).toBe(total);
  const labels = (prefix: string) =>
    Object.entries(zhEnterprise)
      .filter(([id]) => id.startsWith(prefix))
      .map(([, text]) => text);
  for (const record of records.slice(1)) {
    expect(labels('enterprise.patentType.')).toContain(record[3]);
    expect(labels('enterprise.legalStatus.').some((status) => record[6].startsWith(status))).toBe(true);
  }
  // Through the service, 100 at a time: pages 1, 2, 3.
  expect(calls.map((url) => [url.searchParams.get('current'), url.searchParams.get('pageSize')])).toEqual([
    ['1', '100'],
    ['2', '100'],
    ['3', '100'],
  ]);
  await expect(
    page.getByRole('status').filter({ hasText: zhEnterprise['enterprise.export.done'].replace('{count}', String(total)) }),
  ).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a slow export shows its progress and can be cancelled', async ({ page }) => {
  await page.goto(resultPath);
  await expect(page.getByRole('heading', { level: 1, name: ENTERPRISE })).toBeVisible();
  await settleNetwork(page);
  // From here on, every page after the first is held until the test lets it answer.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Promise<void>[] = [];
  await page.route(`**${PATENTS_API}?*`, async (route) => {
    if (new URL(route.request().url()).searchParams.get('current') === '1') return route.continue();
    const answered = gate.then(() => route.continue().catch(() => undefined));
    held.push(answered);
    await answered;
  });
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await openMenu(page, zhEnterprise['enterprise.export.button']);
  await page.getByRole('menuitem', { name: zhEnterprise['enterprise.export.csv'] }).click();
  const dialog = page.getByRole('dialog', { name: zhEnterprise['enterprise.export.progressTitle'] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^已获取 100 \/ \d+ 件专利$/)).toBeVisible();
  // Cancelled while the second page is on its way.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: zhEnterprise['enterprise.export.cancel'] }).click();
  await expect(dialog).toHaveCount(0);
  // The held page answers after the cancel: no file follows.
  release();
  await Promise.all(held);
  await settleNetwork(page);
  expect(downloaded).toBe(false);
});

test('Export → a chart saves it as a PNG named with the enterprise and the data date', async ({ page }) => {
  await page.goto(resultPath);
  await expect(page.getByRole('heading', { level: 1, name: ENTERPRISE })).toBeVisible();
  await settleNetwork(page);
  // Chosen before the charts are near the screen: the export draws the chart first.
  await openMenu(page, zhEnterprise['enterprise.export.button']);
  const download = page.waitForEvent('download');
  await page
    .getByRole('menuitem', { name: zhEnterprise['enterprise.export.chartPng'].replace('{chart}', zhEnterprise['enterprise.chart.types']) })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${ENTERPRISE}-${zhEnterprise['enterprise.export.chartFile.types']}-${DATA_DATE}.png`);
  const bytes = await readFile((await file.path())!);
  expect(Array.from(bytes.subarray(0, 8)), 'PNG signature').toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.length, 'a drawn chart, not an empty canvas').toBeGreaterThan(5_000);
});

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('the menu works from the keyboard, and the CSV and its name are in English', async ({ page }) => {
    await page.goto(resultPath);
    await expect(page.getByRole('heading', { level: 1, name: ENTERPRISE })).toBeVisible();
    const total = await shownTotal(page, /^[\d,]+ patents$/);
    await settleNetwork(page);
    await page.getByRole('button', { name: enEnterprise['enterprise.export.button'], exact: true }).focus();
    await page.keyboard.press('Enter');
    const csvItem = page.getByRole('menuitem', { name: enEnterprise['enterprise.export.csv'] });
    await expect(csvItem).toBeFocused();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${ENTERPRISE}-patents-${DATA_DATE}.csv`);
    const text = (await readFile((await file.path())!)).toString('utf8');
    expect(
      text.startsWith(
        '\uFEFFPublication number,Application number,Title,Type,Application date,Grant date,Legal status,Main classification,Inventors,PCT application\r\n',
      ),
    ).toBe(true);
    expect(parseCsv(text.slice(1)).length - 1).toBe(total);

    await page.getByRole('button', { name: enEnterprise['enterprise.export.button'], exact: true }).click();
    await expect(
      page.getByRole('menuitem', {
        name: enEnterprise['enterprise.export.chartPng'].replace('{chart}', enEnterprise['enterprise.chart.yearly']),
      }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });
});
