/**
 * Issue 15 item 1, step 2: on a phone (375 px) the filters of a filtered list fold behind one
 * "Filter" button that counts the applied filters, so the first screen shows results, not a form;
 * opening the fold and filtering still writes the search to the URL.
 */
import zhList from '../src/locales/zh-CN/list';
import zhContent from '../src/locales/zh-CN/content';
import { app, expect, noHorizontalScroll, test } from './fixtures';

const filterButton = (count?: number) =>
  count ? zhList['list.filterCount'].replace('{count}', String(count)) : new RegExp(`^${[...zhList['list.filter']].join('\\s*')}$`);

test.use({ viewport: { width: 375, height: 812 } });

test('penalty notices: results in the first screen, the filter count on the button, filtering from the fold updates the URL', async ({
  page,
}) => {
  await page.goto(app('/taizhou/punishContent?penaltyType=罚款'));
  const firstCard = page.locator('main li h2').first();
  await expect(firstCard).toBeInViewport();
  const toggle = page.getByRole('button', { name: filterButton(1) });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('search')).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const search = page.getByRole('searchbox', { name: zhContent['content.keyword'] });
  await expect(search).toBeVisible();
  await search.fill('泰州');
  await search.press('Enter');
  await expect(page).toHaveURL(/keyword=%E6%B3%B0%E5%B7%9E|keyword=泰州/);
  await expect(page).toHaveURL(/penaltyType=/);
  await expect(page.getByRole('button', { name: filterButton(2) })).toHaveAttribute('aria-expanded', 'true');
  await noHorizontalScroll(page);
});

test('the fold is keyboard usable: Enter opens it, the controls follow in tab order', async ({ page }) => {
  await page.goto(app('/taizhou/announceDetail'));
  await expect(page.locator('main li').first()).toBeInViewport();
  const toggle = page.getByRole('button', { name: filterButton() });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const controlled = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(controlled.getByRole('search')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: zhContent['content.keyword'] })).toBeFocused();
});

for (const path of ['/taizhou/enterprise/search', '/taizhou/operations/list', '/taizhou/dispute/list', '/suzhou/ipr-agency']) {
  test(`${path}: filters folded on a phone`, async ({ page }) => {
    await page.goto(app(path));
    const toggle = page.getByRole('button', { name: filterButton() });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('search')).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('search')).toBeVisible();
    await noHorizontalScroll(page);
  });
}

test('transaction market: the first listing is in the first screen, the applied type counted on the button', async ({ page }) => {
  await page.goto(app('/taizhou/operations/list?type=transfer'));
  await expect(page.getByRole('article').first()).toBeInViewport();
  await expect(page.getByRole('button', { name: filterButton(1) })).toHaveAttribute('aria-expanded', 'false');
});
