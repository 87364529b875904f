import type { Page } from '@playwright/test';
import enContent from '../src/locales/en-US/content';
import enEnterprise from '../src/locales/en-US/enterprise';
import enTerms from '../src/locales/en-US/terms';
import zhCommon from '../src/locales/zh-CN/common';
import { app, expect, loginAs, settleNetwork, test } from './fixtures';

/**
 * Issue 16 item 10: every label of the interface speaks the page's language. In en-US the terms the
 * services send in Chinese (categories, violation and party types, legal-status reasons) show in
 * English, while genuinely Chinese data (names, titles, addresses) stays as it is; in zh-CN no icon
 * or control is announced by antd's English names ("user", "left", "Increase Value").
 */

const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;
const hasCjk = (text: string) => CJK.test(text);

/** Opens an app page and waits until its lazy route has loaded and its data has arrived. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByText(zhCommon['app.loading'], { exact: true })).toHaveCount(0, { timeout: 90_000 });
  await settleNetwork(page);
}

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('issue 27 item 9: the tab title, the headers and the footers name both portals in English', async ({ page }) => {
    for (const [path, frame] of [
      ['/taizhou/announceDetail', 'header'],
      ['/suzhou/ipr-agency', '.ant-pro-layout-header, .ant-pro-global-header, .ipr-shell-szHeader'],
    ] as const) {
      await open(page, app(path));
      await expect(page).toHaveTitle(/ - /);
      expect(await page.title(), `${path}: tab title`).not.toMatch(CJK);
      const footerTitle = (await page.getByRole('contentinfo').locator('[class*=title]').first().textContent()) ?? '';
      expect(footerTitle, `${path}: footer`).not.toMatch(CJK);
      expect(await page.locator(frame).first().textContent(), `${path}: header`).not.toMatch(CJK);
    }
  });

  test('the home page names announcement categories, violation types and product categories in English', async ({ page }) => {
    await open(page, app('/taizhou'));
    const announcementTags = page.locator('#announcements li > span:first-child');
    await expect(announcementTags.first()).toBeVisible();
    const categories = await announcementTags.allTextContents();
    expect(categories.filter(hasCjk)).toEqual([]);
    expect(categories).toContain(enTerms['content.category.notice']);

    // A penalty row's meta line: the violation type, then the decision number (Chinese data).
    const violations = (await page.locator('#punishments li [class*=rowMeta]').allTextContents()).map((meta) => meta.split(' · ')[0]);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.filter(hasCjk)).toEqual([]);
    expect(violations.every((text) => Object.values(enTerms).includes(text))).toBe(true);

    await page.locator('#products').scrollIntoViewIfNeeded();
    const productTags = page.locator('#products li > span:first-child');
    await expect(productTags.first()).toBeVisible();
    const products = await productTags.allTextContents();
    expect(products.filter(hasCjk)).toEqual([]);
    expect(products.every((text) => Object.values(enTerms).includes(text))).toBe(true);
  });

  test('the enterprise result gives legal statuses and their reasons in English', async ({ page }) => {
    await open(page, app(`/taizhou/enterprise/result/${encodeURIComponent('泰州贝源制药有限公司')}`));
    const patents = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { level: 2, name: enEnterprise['enterprise.patents.title'] }) });
    const statuses = patents.locator('.ant-tag');
    await expect(statuses.first()).toBeVisible();
    const texts = await statuses.allTextContents();
    expect(texts.filter(hasCjk)).toEqual([]);
    // At least one status carries its reason, e.g. "Pending (substantive examination)".
    expect(texts.some((text) => /\(.+\)/.test(text))).toBe(true);
  });

  test('a penalty notice gives the party type in English', async ({ page }) => {
    await open(page, app('/taizhou/punishContentDetail?id=pn-0054'));
    const partyType = page.locator('.ant-descriptions-item-label', { hasText: enContent['content.punish.partyType'] });
    await expect(partyType).toBeVisible();
    await expect(page.getByText(enContent['content.partyType.organisation'], { exact: true })).toBeVisible();
  });

  test('a product names its category in English', async ({ page }) => {
    await open(page, app('/taizhou/productDetail?id=pd-0014'));
    const tag = page.locator('article .ant-tag').first();
    await expect(tag).toBeVisible();
    expect(Object.values(enTerms)).toContain(await tag.textContent());
  });
  // Every page's table headers, field and form labels and tags in English: the en-US pass of the page
  // sweep checks them on its own load of each page (e2e/a11y.spec.ts, `chineseLabels`).
});

test.describe('zh-CN', () => {
  /** Icons and controls that assistive technology announces by an English name: antd icons are labelled with their file name. */
  async function englishNames(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      [...document.querySelectorAll('[aria-label]')]
        .filter((element) => !element.closest('[aria-hidden="true"]'))
        // A button named by its own aria-label is announced by that name; what it holds is not read out.
        .filter((element) => !element.parentElement?.closest('button[aria-label], [role=button][aria-label]'))
        .map((element) => element.getAttribute('aria-label') ?? '')
        .filter((label) => /^[a-z]+(-[a-z]+)*$/.test(label) || /^(Increase|Decrease) Value$/.test(label)),
    );
  }

  test('the header, the enterprise search and the enterprise result announce no English icon names', async ({ page }) => {
    await loginAs(page, 'user');
    for (const path of [
      app('/taizhou'),
      app('/taizhou/enterprise/search'),
      app(`/taizhou/enterprise/result/${encodeURIComponent('泰州贝源制药有限公司')}`),
    ]) {
      await open(page, path);
      expect(await englishNames(page), path).toEqual([]);
    }
  });

  test('the not-found illustrations are not announced by their English titles', async ({ page }) => {
    for (const path of [app('/404'), app(`/taizhou/enterprise/result/${encodeURIComponent('不存在的企业有限公司')}`)]) {
      await open(page, path);
      await expect(page.locator('.ant-result svg').first(), path).toBeVisible();
      const titles = await page.evaluate(() =>
        [...document.querySelectorAll('svg title')]
          .filter((title) => !title.closest('[aria-hidden="true"]'))
          .map((title) => title.textContent),
      );
      expect(titles, path).toEqual([]);
    }
  });

  test('the pager buttons are named in Chinese', async ({ page }) => {
    await open(page, app('/taizhou/enterprise/search'));
    await expect(page.locator('.ant-pagination-prev button')).toHaveAccessibleName('上一页');
    await expect(page.locator('.ant-pagination-next button')).toHaveAccessibleName('下一页');
  });
});
