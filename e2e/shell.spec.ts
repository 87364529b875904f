import type { Locator, Page, Route } from '@playwright/test';
import zhMenu from '../src/locales/zh-CN/menu';
import zhPortal from '../src/locales/zh-CN/portal';
import enPortal from '../src/locales/en-US/portal';
import zhCommon from '../src/locales/zh-CN/common';
import enCommon from '../src/locales/en-US/common';
import zhContent from '../src/locales/zh-CN/content';
import zhEnterprise from '../src/locales/zh-CN/enterprise';
import zhDispute from '../src/locales/zh-CN/dispute';
import zhRequest from '../src/locales/zh-CN/request';
import { app, appShown, expect, FAILED_RESOURCE, holdAppScript, loginAs, noHorizontalScroll, settleNetwork, test } from './fixtures';

/**
 * The application shell against the production build (`max preview` with mocks): spec §2 routes
 * and redirects, §3 site settings and document title, the header's login, user and app-centre
 * menus, the exception page, locales and narrow screens.
 */

/** Title the mock backend's site settings give (mock/account.ts): prefix + title, spec §3. */
const MOCK_TITLE = '泰州市知识产权一站式公共服务平台';
const DEFAULT_TITLE = zhCommon['app.defaultTitle'];
const SETTINGS_CALL = '**/api/perEnterprise/getEnterpriseProfileByHost**';

type Frame = 'portal' | 'prolayout' | 'bare';

/**
 * Every route of spec §2 with the frame it renders in. The pages' own headings belong to their
 * specs and change as the pages are built; here each must show exactly one non-empty h1 that is
 * not the not-found page's.
 */
const ROUTES: { path: string; frame: Frame }[] = [
  { path: '/taizhou', frame: 'portal' },
  { path: '/taizhou/announceDetail', frame: 'portal' },
  { path: '/taizhou/punishContent', frame: 'portal' },
  { path: '/taizhou/punishContentDetail', frame: 'portal' },
  { path: '/taizhou/productDetail', frame: 'portal' },
  { path: '/taizhou/enterprise/search', frame: 'portal' },
  { path: '/taizhou/operations/list', frame: 'portal' },
  { path: '/taizhou/operations/sell/1', frame: 'portal' },
  { path: '/taizhou/dispute/list', frame: 'portal' },
  { path: '/taizhou/dispute/success', frame: 'portal' },
  { path: '/taizhou/newsDetail', frame: 'portal' },
  { path: '/suzhou/ipr-enterprise', frame: 'prolayout' },
  { path: '/suzhou/ipr-nav', frame: 'prolayout' },
  { path: '/suzhou/ipr-agency', frame: 'prolayout' },
  { path: '/suzhou/ipr-tjfx', frame: 'prolayout' },
  { path: '/exception', frame: 'bare' },
];

/** Enterprise names that must survive the route parameter: `%`, `#`, an encoded `/`, emoji. */
const ENTERPRISE_NAMES = ['泰州100%新材料有限公司', '江苏#1专利运营中心', '苏州A/B科技有限公司', '泰州🚀创新科技有限公司'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: zhPortal['portal.nav.label'] });
/** The Taizhou portal header: the banner that holds the portal navigation. */
const portalHeader = (page: Page) => page.getByRole('banner').filter({ has: page.getByRole('navigation') });

/** The route shows its frame and its one h1, which is not the not-found page's. */
async function expectFrame(page: Page, frame: Frame) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(h1).toHaveText(/\S/);
  await expect(h1).not.toHaveText(zhCommon['notFound.title']);
  if (frame === 'portal') {
    await expect(portalHeader(page)).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(zhPortal['portal.footer.copyright'].slice(0, 6));
  } else if (frame === 'prolayout') {
    await expect(page.locator('.ant-pro-layout .ant-pro-layout-header')).toBeVisible();
    await expect(page.getByRole('menu').getByText(zhMenu['menu.suzhou.iprTjfx'])).toBeVisible();
  } else {
    // Spec §2: no menu, i.e. outside the ProLayout and its menus.
    await expect(page.locator('.ant-pro-layout')).toHaveCount(0);
  }
}

test.describe('routes of spec §2 answer a deep link', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its frame and heading`, async ({ page }) => {
      const response = await page.goto(app(route.path));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(app(route.path));
      await expectFrame(page, route.frame);
    });
  }

  test('/404 renders the not-found page without a menu', async ({ page }) => {
    const response = await page.goto(app('/404'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: zhCommon['notFound.title'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('.ant-pro-layout')).toHaveCount(0);
  });

  test('/suzhou/ipr-tjfx shows the same page as /suzhou/ipr-agency', async ({ page }) => {
    // The same component renders both; only the h1 follows the menu entry the visitor chose.
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    await page.goto(app('/suzhou/ipr-agency'));
    await expect(sections.first()).toBeVisible();
    const agency = await sections.allInnerTexts();
    expect(agency.length).toBeGreaterThan(0);
    await page.goto(app('/suzhou/ipr-tjfx'));
    await expect(sections.first()).toBeVisible();
    await expect(sections).toHaveText(agency);
  });

  for (const name of ENTERPRISE_NAMES) {
    test(`/taizhou/enterprise/result/:enterpriseName with ${name}`, async ({ page }) => {
      const path = `/taizhou/enterprise/result/${encodeURIComponent(name)}`;
      const response = await page.goto(app(path));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(app(path));
      await expectFrame(page, 'portal');
    });
  }
});

test.describe('redirects of spec §2', () => {
  test('/ipr-front/ goes to /ipr-front/taizhou', async ({ page }) => {
    await page.goto('/ipr-front/');
    await expect(page).toHaveURL(app('/taizhou'));
    await expect(portalHeader(page)).toBeVisible();
  });

  test('/ipr-front/suzhou goes to /ipr-front/suzhou/ipr-enterprise', async ({ page }) => {
    await page.goto(app('/suzhou'));
    await expect(page).toHaveURL(app('/suzhou/ipr-enterprise'));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: zhMenu['menu.suzhou.iprEnterprise'] })).toHaveClass(/selected/);
  });

  test('an unmatched path goes to /ipr-front/404', async ({ page }) => {
    await page.goto(app('/taizhou/no-such-section/42'));
    await expect(page).toHaveURL(app('/404'));
    await expect(page.getByRole('heading', { level: 1, name: zhCommon['notFound.title'] })).toBeVisible();
  });
});

test.describe('document title from the site settings (spec §3; issue 16: "<page> - " before it, the home page has it alone)', () => {
  test('is the mock prefix + title on the home page, and the settings are stored under `profile`', async ({ page }) => {
    await page.goto(app('/taizhou'));
    // The static shell's header holds the default title too: the app's frame, once it has the settings.
    await appShown(page);
    await expect(page).toHaveTitle(MOCK_TITLE);
    await expect(portalHeader(page)).toContainText(MOCK_TITLE);
    const stored = await page.evaluate(() => window.localStorage.getItem('profile'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      ipr_title_prefix: '泰州市',
      ipr_front_title: '知识产权一站式公共服务平台',
    });
  });

  test('follows whatever the settings call answers', async ({ page }) => {
    await page.route(SETTINGS_CALL, (route) =>
      route.fulfill({
        json: { code: 0, msg: 'success', data: { ipr_title_prefix: '苏州市', ipr_front_title: '知识产权公共服务门户' } },
      }),
    );
    await page.goto(app('/suzhou/ipr-nav'));
    await expect(page).toHaveTitle(`${zhMenu['menu.suzhou.iprNav']} - 苏州市知识产权公共服务门户`);
  });

  test('is the default title when the settings call fails on a first visit', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await page.route(SETTINGS_CALL, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.goto(app('/taizhou/dispute/list'));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${zhMenu['menu.taizhou.disputeList']} - ${DEFAULT_TITLE}`);
  });

  test('is the stored title on a later visit when the settings call fails', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await page.goto(app('/taizhou'));
    // The frame shows the settings' title once the app has them (and has stored them); the document
    // title is that of the built HTML before (issue 46 item 3), and the static shell's header holds the
    // default title: the app's frame.
    await appShown(page);
    await expect(portalHeader(page)).toContainText(MOCK_TITLE);
    await expect(page).toHaveTitle(MOCK_TITLE);
    await page.route(SETTINGS_CALL, (route) => route.abort('failed'));
    await page.goto(app('/taizhou/newsDetail'));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${zhMenu['menu.taizhou.newsDetail']} - ${MOCK_TITLE}`);
  });
});

test.describe('start-up placeholder (spec §4)', () => {
  test('the HTML shows it before the app runs', async ({ page }) => {
    // On a route without a static app shell; without JavaScript the page's <noscript> text shows
    // instead (issue 46 item 3, e2e/deploy.spec.ts).
    const release = await holdAppScript(page);
    await page.goto(app('/exception'), { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText(`${zhCommon['app.loading']} ${enCommon['app.loading']}`);
    // The one placeholder look's lines (src/styles/skeleton.less), drawn by the head's stylesheet.
    const lines = page.locator('#root .ipr-skeleton');
    await expect(lines).toHaveCount(4);
    await expect(lines.first()).toHaveCSS('background-color', /^rgba?\(/);
    expect(await lines.first().evaluate((line) => getComputedStyle(line, '::after').animationName)).toBe('ipr-shimmer');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the document is parsed and shows it while the app script is still on its way', async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto(app('/taizhou'), { waitUntil: 'commit' });
    // What it shows on a route with a static app shell (issue 13): the page's frame and heading.
    await expect(page.locator('#ipr-shell').getByRole('heading', { level: 1 })).toBeVisible();
    // A parser-blocking script would keep the document `loading` until it has arrived and run.
    await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the app replaces it with the page', async ({ page }) => {
    await page.goto(app('/taizhou'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.ipr-boot')).toHaveCount(0);
  });
});

test('<html lang> names the page language', async ({ page }) => {
  await page.goto(app('/taizhou'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test.describe('login and register (spec §2)', () => {
  test('login goes to SSO with the encoded current page and comes back logged in', async ({ page }) => {
    await page.goto(app('/taizhou/operations/list?keyword=电池&current=2'));
    const here = page.url();
    const login = portalHeader(page).getByRole('link', { name: zhPortal['user.login'] });
    await expect(login).toHaveAttribute('href', `/ipr-admin/login?redirectUrl=${encodeURIComponent(here)}`);

    const sso = page.waitForRequest((request) => new URL(request.url()).pathname === '/ipr-admin/login');
    await login.click();
    expect(new URL((await sso).url()).searchParams.get('redirectUrl')).toBe(here);

    await expect(page).toHaveURL(here);
    await expect(portalHeader(page).getByRole('button', { name: /泰州海正新材料科技有限公司/ })).toBeVisible();
    await expect(portalHeader(page).getByRole('link', { name: zhPortal['user.login'] })).toHaveCount(0);
  });

  test('register goes to the registration page', async ({ page }) => {
    await page.goto(app('/taizhou'));
    await expect(portalHeader(page).getByRole('link', { name: zhPortal['user.register'] })).toHaveAttribute(
      'href',
      '/ipr-admin/zscq/perEnterpriseRegister',
    );
  });
});

/** Opens the account dropdown of a logged-in visitor and returns its menu. */
async function openUserMenu(page: Page, accountName: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(accountName) }).click();
  const menu = page.getByRole('menu').filter({ hasText: zhPortal['user.logout'] });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('user menu of a logged-in visitor (spec §2)', () => {
  test('a user gets workbench and logout, no admin centre', async ({ page }) => {
    await loginAs(page, 'user');
    await page.goto(app('/taizhou'));
    const menu = await openUserMenu(page, '泰州海正新材料科技有限公司');
    await expect(menu.getByRole('link', { name: zhPortal['user.workbench'] })).toHaveAttribute(
      'href',
      /^\/ipr-admin\/zscq\/workbench\?appCode=[^&]+$/,
    );
    await expect(menu.getByText(zhPortal['user.adminCentre'])).toHaveCount(0);
  });

  test('an admin also gets the admin centre in a named window', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto(app('/taizhou'));
    const menu = await openUserMenu(page, '系统管理员');
    const admin = menu.getByRole('link', { name: zhPortal['user.adminCentre'] });
    await expect(admin).toHaveAttribute('href', '/ipr-admin/welcome');
    const target = await admin.getAttribute('target');
    expect(target).toBeTruthy();
    expect(['_blank', '_self', '_parent', '_top']).not.toContain(target);
  });

  test('logout calls /api/logout, reloads and leaves the visitor anonymous', async ({ page }) => {
    await loginAs(page, 'user');
    await page.goto(app('/taizhou/dispute/list'));
    const menu = await openUserMenu(page, '泰州海正新材料科技有限公司');
    const logoutCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout');
    const reload = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await menu.getByText(zhPortal['user.logout']).click();
    expect((await logoutCall).ok()).toBe(true);
    await reload;
    await expect(page).toHaveURL(app('/taizhou/dispute/list'));
    await expect(portalHeader(page).getByRole('link', { name: zhPortal['user.login'] })).toBeVisible();
    await expect(page.getByRole('button', { name: /泰州海正新材料科技有限公司/ })).toHaveCount(0);
  });
});

/** Spec §2: exactly three tiles, each with a title, a URL and a named target window. */
async function expectAppCentre(page: Page) {
  await page.getByRole('button', { name: zhPortal['apps.title'] }).click();
  const panel = page.getByRole('menu', { name: zhPortal['apps.title'] });
  await expect(panel).toBeVisible();
  const tiles = panel.getByRole('menuitem');
  await expect(tiles).toHaveCount(3);
  const expected = [
    { title: zhPortal['apps.front'], href: '/ipr-front/' },
    { title: zhPortal['apps.searching'], href: '/ipr-searching/' },
    { title: zhPortal['apps.nav'], href: '/ipr-nav/' },
  ];
  const targets = new Set<string>();
  for (const [index, { title, href }] of expected.entries()) {
    const tile = tiles.nth(index);
    await expect(tile).toContainText(title);
    await expect(tile).toHaveAttribute('href', href);
    const target = (await tile.getAttribute('target')) ?? '';
    expect(target, `target of ${title}`).toMatch(/^[A-Za-z0-9][\w-]*$/);
    targets.add(target);
  }
  expect(targets.size).toBe(3);
}

test.describe('application centre (spec §2)', () => {
  test('in the Taizhou portal header', async ({ page }) => {
    await page.goto(app('/taizhou/enterprise/search'));
    await expectAppCentre(page);
  });

  test('in the Suzhou ProLayout header', async ({ page }) => {
    await page.goto(app('/suzhou/ipr-agency'));
    await expectAppCentre(page);
  });
});

test('a link to the exception page shows its query only as text, in the unverified technical details', async ({ page }) => {
  const errorMessage = '<b>专利号 ZL202110123456.7 不存在</b>';
  await page.goto(app(`/exception?${new URLSearchParams({ errorCode: 'E40401', errorMessage })}`));
  await expect(page.getByRole('heading', { level: 1, name: zhCommon['exception.title'] })).toBeVisible();
  await page.getByText(zhCommon['exception.details']).click();
  await expect(page.getByText('E40401', { exact: true })).toBeVisible();
  await expect(page.getByText(errorMessage, { exact: true }).first()).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
});

test('a crafted "patent fee overdue" link gets no official voice: generic text, a fraud warning, the site\'s own contact', async ({
  page,
}) => {
  const scam =
    '您的专利年费已逾期，专利权即将终止，请立即拨打 400-800-1234 缴纳滞纳金。逾期未缴将影响企业信用评级、政府项目申报资格及高新技术企业认定，请在今日内办理，并提供银行卡号及验证码。';
  await page.goto(app(`/exception?${new URLSearchParams({ errorCode: '专利年费逾期', errorMessage: scam })}`));
  await expect(page.getByRole('heading', { level: 1, name: zhCommon['exception.title'] })).toBeVisible();
  await expect(page.getByText(zhCommon['exception.generic'])).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(zhCommon['exception.fraudWarning']);
  await expect(page.getByText('400-800-1234', { exact: false })).toBeHidden();
  const help = page.getByRole('region', { name: zhCommon['exception.help'] });
  await expect(help.getByText(zhPortal['portal.footer.phone'].replace('{phone}', '0523-86839900'))).toBeVisible();
  await page.getByText(zhCommon['exception.details']).click();
  // Clipped: the end of the text (the bank card request) never appears.
  await expect(page.getByText(/请立即拨打 400-800-1234/)).toBeVisible();
  await expect(page.getByText(/验证码/)).toHaveCount(0);
  await page.getByRole('button', { name: zhCommon['exception.back'] }).focus();
  await expect(page.getByRole('button', { name: zhCommon['exception.back'] })).toBeFocused();
});

test('between Taizhou pages the frame stays, the same elements, and only the content area shows the loading state', async ({ page }) => {
  await page.goto(app('/taizhou'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleNetwork(page);
  // Issue 28 item 3: the header the visitor sees is the one drawn on the first page, not a copy.
  const header = await portalHeader(page).elementHandle();
  const footer = await page.getByRole('contentinfo').elementHandle();
  const sameFrame = () => page.evaluate(([first, last]) => first!.isConnected && last!.isConnected, [header, footer] as const);

  // Home, the enterprise search (one of the groups spec §2 names) and the announcements: pages that
  // drew their frames three ways before.
  const steps = [
    { tab: zhPortal['portal.nav.enterprise'], heading: zhEnterprise['enterprise.search.title'] },
    { tab: zhPortal['portal.nav.announcements'], heading: zhContent['content.announce.listTitle'] },
  ];
  // Each step holds back every script and style it asks for (the next page's chunks) until released.
  let held = Promise.resolve();
  await page.route(/\.(js|css)$/, async (route) => {
    await held;
    await route.continue();
  });
  for (const { tab, heading } of steps) {
    let release: () => void = () => undefined;
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await mainNav(page).getByRole('link', { name: tab }).click();
    await expect(page.getByRole('main').getByText(zhCommon['app.loading'])).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    expect(await sameFrame()).toBe(true);
    release();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await sameFrame()).toBe(true);
    await expect(portalHeader(page)).toHaveCount(1);
  }
});

test.describe('a page whose files do not arrive (issue 16 item 5)', () => {
  /** Opens the home page, then answers every later script and style request with `answer`. */
  async function navigateWhileChunks(page: Page, answer: (route: Route) => Promise<void>) {
    await page.goto(app('/taizhou'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settleNetwork(page);
    await page.route(/\.(js|css)$/, answer);
    await mainNav(page).getByRole('link', { name: zhPortal['portal.nav.punish'] }).click();
  }

  test('a dropped connection is not called an update, and retry brings the page once the network is back', async ({
    page,
    allowConsoleErrors,
  }) => {
    // React reports the error its boundary caught on the console.
    allowConsoleErrors(FAILED_RESOURCE, /Loading (CSS )?chunk \d+ failed/);
    await navigateWhileChunks(page, (route) => route.abort('internetdisconnected'));
    await expect(page.getByRole('heading', { level: 1, name: zhCommon['app.chunkError.networkTitle'] })).toBeVisible();
    await expect(page.getByText(zhCommon['app.chunkError.title'])).toHaveCount(0);
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await expect(page.getByRole('alert')).toHaveText(zhCommon['app.chunkError.stillOffline']);

    await page.unrouteAll();
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /处罚公示/ })).toBeVisible();
  });

  test('files a deploy removed are called an update, with a reload', async ({ page, allowConsoleErrors }) => {
    // React reports the error its boundary caught on the console.
    allowConsoleErrors(FAILED_RESOURCE, /Loading (CSS )?chunk \d+ failed/);
    await navigateWhileChunks(page, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await expect(page.getByRole('heading', { level: 1, name: zhCommon['app.chunkError.title'] })).toBeVisible();
    await expect(page.getByRole('button', { name: /重新加载/ })).toBeVisible();
  });
});

test('issue 26 item 5: a widget whose file a new deploy removed keeps the page and what was typed; the notice offers the refresh', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(FAILED_RESOURCE);
  await page.goto(app('/taizhou/dispute/list'));
  const reference = page.getByLabel(zhDispute['dispute.field.referenceNo']);
  await reference.fill('TZJF-2026-0001');
  await settleNetwork(page);
  // A new build is deployed: this build's files are gone from the server.
  await page.route(/\.(js|css)$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  // The request form's code is not here yet: asking for it meets the new deploy.
  await page.getByRole('button', { name: zhDispute['dispute.submit.button'] }).click();
  await expect(page.getByText(zhCommon['app.widgetError.updated'])).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: zhRequest['network.newVersion'] });
  await expect(notice).toBeVisible();
  // The page stays, with what was typed.
  await expect(page.getByRole('heading', { level: 1, name: zhDispute['dispute.heading'] })).toBeVisible();
  await expect(reference).toHaveValue('TZJF-2026-0001');

  // The visitor refreshes when ready: the page loads anew (the new deploy's files, here the same).
  await page.unrouteAll();
  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: /刷\s*新/ }).click()]);
  await expect(page.getByRole('heading', { level: 1, name: zhDispute['dispute.heading'] })).toBeVisible();
  await expect(page.getByText(zhRequest['network.newVersion'])).toHaveCount(0);
});

test('switching the language to English changes the visible text', async ({ page }) => {
  await page.goto(app('/taizhou'));
  await expect(portalHeader(page).getByRole('link', { name: zhPortal['user.login'] })).toBeVisible();
  await page.getByRole('button', { name: zhCommon['common.language'] }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(portalHeader(page).getByRole('link', { name: enPortal['user.login'] })).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: enPortal['portal.nav.label'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  // The choice is kept: a reload stays in English.
  await page.reload();
  await expect(portalHeader(page).getByRole('link', { name: enPortal['user.login'] })).toBeVisible();
});

test.describe('375 px wide: no sideways page scroll', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const path of ['/taizhou', '/suzhou/ipr-enterprise', '/404', '/exception?errorCode=E500&errorMessage=服务暂不可用']) {
    test(path, async ({ page }) => {
      await page.goto(app(path));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settleNetwork(page);
      await noHorizontalScroll(page);
    });
  }
});
