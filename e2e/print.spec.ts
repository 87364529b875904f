import type { Page } from '@playwright/test';
import zhContent from '../src/locales/zh-CN/content';
import zhPortal from '../src/locales/zh-CN/portal';
import zhPrint from '../src/locales/zh-CN/print';
import zhMenu from '../src/locales/zh-CN/menu';
import enPortal from '../src/locales/en-US/portal';
import enPrint from '../src/locales/en-US/print';
import { app, expect, loginAs, settleNetwork, test } from './fixtures';

/**
 * Issue 14 item 3: announcements, news, penalty notices, products and the dispute receipt are
 * print-ready. A visitor's "Print" calls window.print; under print media the portal's header,
 * navigation and footer, the breadcrumb and the buttons are gone, and the document carries the site
 * name, its source, its date and the page's address; a PDF of it is A4.
 */

const DATA = '/ipr-data-service/api/front';

interface Doc {
  name: string;
  path: string;
  /** The detail service of the document, for its source and date. */
  api?: string;
  /** The fields of the record that are the printed source and date. */
  source?: string;
  date?: string;
  user?: 'user';
}

const DOCS: Doc[] = [
  {
    name: 'announcement',
    path: '/taizhou/announceDetail?id=an-0036',
    api: `${DATA}/announcement/detail?id=an-0036`,
    source: 'department',
    date: 'publishDate',
  },
  { name: 'news', path: '/taizhou/newsDetail?id=nw-0033', api: `${DATA}/news/detail?id=nw-0033`, source: 'source', date: 'publishDate' },
  {
    name: 'penalty notice',
    path: '/taizhou/punishContentDetail?id=pn-0054',
    api: `${DATA}/punishContent/detail?id=pn-0054`,
    source: 'dataSource',
    date: 'publishDate',
  },
  {
    name: 'product',
    path: '/taizhou/productDetail?id=pd-0014',
    api: `${DATA}/product/detail?id=pd-0014`,
    source: 'provider',
    date: 'publishDate',
  },
  { name: 'dispute receipt', path: '/taizhou/dispute/success?referenceNo=TZJF20261015-0003', user: 'user' },
];

/** Records the calls of window.print instead of opening the dialog. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
}
const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

/** What the document's print head must say: its source and date as the service gives them. */
async function expectedFacts(page: Page, doc: Doc) {
  if (!doc.api) return { source: zhMenu['menu.taizhou.disputeList'], date: `${zhPrint['print.submitTime']}：2026-10-15 10:12` };
  const body = await (await page.request.get(doc.api)).json();
  return { source: body.data[doc.source!] as string, date: `${zhPrint['print.publishDate']}：${body.data[doc.date!]}` };
}

for (const doc of DOCS) {
  test(`${doc.name}: Print calls window.print, and on paper only the document with site, source, date and address`, async ({ page }) => {
    await stubPrint(page);
    if (doc.user) await loginAs(page, doc.user);
    await page.goto(app(doc.path));
    const print = page.getByRole('button', { name: zhPrint['print.button'] });
    await expect(print).toBeVisible();
    await settleNetwork(page);

    // Screen: the frame is there, the print head is not.
    const nav = page.getByRole('navigation', { name: zhPortal['portal.nav.label'] });
    const footer = page.getByRole('contentinfo');
    const breadcrumb = page.getByRole('navigation', { name: zhPortal['portal.breadcrumb'] });
    const site = (await page.locator('header').first().getByRole('link').first().innerText()).split('\n')[0].trim();
    const address = page.getByText(`${zhPrint['print.address']}：${page.url()}`, { exact: true });
    await expect(nav).toBeVisible();
    await expect(footer).toBeVisible();
    await expect(breadcrumb).toBeVisible();
    await expect(address).toBeHidden();

    // The visible button, by pointer and by keyboard.
    await print.click();
    expect(await printCalls(page)).toBe(1);
    await print.focus();
    await page.keyboard.press('Enter');
    expect(await printCalls(page)).toBe(2);

    await page.emulateMedia({ media: 'print' });
    for (const part of [nav, footer, breadcrumb, print, page.getByRole('link', { name: zhPortal['portal.skipToContent'] })]) {
      await expect(part).toBeHidden();
    }
    await expect(page.locator('#main-content button:visible, #main-content .ant-btn:visible')).toHaveCount(0);
    await expect(page.locator('h1')).toBeVisible();
    const facts = await expectedFacts(page, doc);
    expect(site.length).toBeGreaterThan(0);
    await expect(page.getByText(site, { exact: true }).filter({ visible: true })).toHaveCount(1);
    // The print head comes first (a news item states its source and date in its own header too).
    await expect(page.getByText(`${zhPrint['print.source']}：${facts.source}`, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(facts.date, { exact: true }).first()).toBeVisible();
    await expect(address).toBeVisible();

    // Back on screen, all is as before.
    await page.emulateMedia({ media: 'screen' });
    await expect(nav).toBeVisible();
    await expect(address).toBeHidden();
  });
}

test('a page that is not a document prints as it is', async ({ page }) => {
  // The frame rules belong to the documents: after visiting one, the list prints with its frame.
  await page.goto(app('/taizhou/announceDetail?id=an-0036'));
  await expect(page.getByRole('button', { name: zhPrint['print.button'] })).toBeVisible();
  await page.getByRole('link', { name: zhContent['content.announce.backToList'] }).click();
  await expect(page.getByRole('button', { name: zhPrint['print.button'] })).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: zhPortal['portal.nav.label'] })).toBeVisible();
});

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('the printed head and foot are in English', async ({ page }) => {
    await stubPrint(page);
    await page.goto(app('/taizhou/punishContentDetail?id=pn-0054'));
    await page.getByRole('button', { name: enPrint['print.button'] }).click();
    expect(await printCalls(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: enPortal['portal.nav.label'] })).toBeHidden();
    await expect(page.getByText(`${enPrint['print.source']}: `).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText(`${enPrint['print.publishDate']}: Oct 20, 2026`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${enPrint['print.address']}: ${page.url()}`, { exact: true })).toBeVisible();
  });
});

test('an announcement and a penalty notice print as A4 PDFs', async ({ page }) => {
  for (const path of ['/taizhou/announceDetail?id=an-0036', '/taizhou/punishContentDetail?id=pn-0054']) {
    await page.goto(app(path));
    await expect(page.locator('h1')).toBeVisible();
    await settleNetwork(page);
    // The stylesheet's @page size decides the paper: no format given here.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    expect(box, 'a page size in the PDF').not.toBeNull();
    // A4 is 595 × 842 pt.
    expect(Math.abs(Number(box![1]) - 595)).toBeLessThan(2);
    expect(Math.abs(Number(box![2]) - 842)).toBeLessThan(2);
  }
});
