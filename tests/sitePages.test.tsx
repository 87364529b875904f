/**
 * Issue 16: the footer of both portals and the site pages it links to, rendered through the app's
 * real route table with Umi's TestBrowser (so the site map reads the route data Umi itself builds),
 * and the site-settings rule for a portal's own name and helpline.
 */
import '@umijs/max/test-setup';
import { render, screen, within } from '@testing-library/react';
import { getIntl, setLocale, TestBrowser } from '@umijs/max';
import { getCurrentUser, getEnterpriseProfileByHost } from '@/services/account';
import { portalPhone, portalTitle, regionSetting } from '@/utils/siteSettings';

jest.mock('@/services/account');
jest.mock('@/services/dataService');

// The whole app renders here (routes, frame, lazy page): slow on a loaded 2-core machine.
jest.setTimeout(90_000);
const APP_READY = { timeout: 30_000 };
const TAIZHOU_SETTINGS = { ipr_title_prefix: '泰州市', ipr_front_title: '知识产权一站式公共服务平台', ipr_contact_phone: '0523-86001234' };

const openPage = (pathname: string) => render(<TestBrowser location={{ pathname }} />);

describe('site settings of a portal (issue 16 item 2)', () => {
  beforeAll(() => setLocale('zh-CN', false));

  it('gives the plain keys to the primary portal only, a suffixed key to its region', () => {
    expect(regionSetting(TAIZHOU_SETTINGS, 'ipr_title_prefix', 'taizhou')).toBe('泰州市');
    expect(regionSetting(TAIZHOU_SETTINGS, 'ipr_title_prefix', 'suzhou')).toBeUndefined();
    expect(regionSetting({ ...TAIZHOU_SETTINGS, ipr_title_prefix_suzhou: '苏州市' }, 'ipr_title_prefix', 'suzhou')).toBe('苏州市');
    expect(regionSetting({ ipr_title_prefix_suzhou: '  ' }, 'ipr_title_prefix', 'suzhou')).toBeUndefined();
  });

  it('names Suzhou in its frame when the settings name only the platform or nothing', () => {
    const intl = getIntl('zh-CN');
    expect(portalTitle(TAIZHOU_SETTINGS, 'taizhou', intl)).toBe('泰州市知识产权一站式公共服务平台');
    expect(portalTitle(TAIZHOU_SETTINGS, 'suzhou', intl)).toBe('苏州市知识产权一站式公共服务平台');
    expect(portalTitle(undefined, 'suzhou', intl)).toBe('苏州市知识产权一站式公共服务平台');
    expect(portalTitle(undefined, 'suzhou', getIntl('en-US'))).toBe('Suzhou One-Stop IP Public Service Platform');
    expect(portalTitle({ ...TAIZHOU_SETTINGS, ipr_title_prefix_suzhou: '苏州工业园区' }, 'suzhou', intl)).toBe(
      '苏州工业园区知识产权一站式公共服务平台',
    );
  });

  it('takes the helpline from the settings for the portal they name, else from SITE_INFO', () => {
    expect(portalPhone(TAIZHOU_SETTINGS, 'taizhou')).toBe('0523-86001234');
    expect(portalPhone(TAIZHOU_SETTINGS, 'suzhou')).toBe('0512-68550311');
    expect(portalPhone(undefined, 'taizhou')).toBe('0523-86839900');
  });
});

describe('footer and site pages (issue 16)', () => {
  beforeAll(() => setLocale('en-US', false));
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(false);
    jest.mocked(getEnterpriseProfileByHost).mockResolvedValue(TAIZHOU_SETTINGS);
  });

  it('lists in the site map every named page of the route table with a fixed address, by portal', async () => {
    openPage('/taizhou/sitemap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site map' }, APP_READY)).toBeInTheDocument();
    const taizhou = screen.getByRole('region', { name: 'Taizhou portal' });
    const links = within(taizhou)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/taizhou'],
      ['Policy announcements', '/taizhou/announceDetail'],
      ['Agency penalty notices', '/taizhou/punishContent'],
      // Added by issue 16 item 7 after the site map was written: a new named route appears by itself.
      ['News', '/taizhou/news'],
      ['Financial services', '/taizhou/products'],
      // Issue 14 item 1.
      ['Site search', '/taizhou/search'],
      ['Innovation subject search', '/taizhou/enterprise/search'],
      ['IP operations', '/taizhou/operations/list'],
      ['Dispute handling', '/taizhou/dispute/list'],
      ['Site map', '/taizhou/sitemap'],
      ['Contact us', '/taizhou/contact'],
      ['Disclaimer & privacy', '/taizhou/statement'],
    ]);
    const suzhou = within(screen.getByRole('region', { name: 'Suzhou portal' })).getAllByRole('link');
    expect(suzhou.map((link) => link.getAttribute('href'))).toEqual([
      '/suzhou/ipr-enterprise',
      '/suzhou/ipr-nav',
      '/suzhou/ipr-agency',
      '/suzhou/ipr-tjfx',
      '/suzhou/sitemap',
      '/suzhou/contact',
      '/suzhou/statement',
    ]);
  });

  it("shows the Taizhou footer with the settings' name and helpline and the government-website items", async () => {
    openPage('/taizhou/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' }, APP_READY)).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    // Issue 27 item 9: the settings name the site in Chinese only; an English page names it in English.
    expect(footer).toHaveTextContent('Taizhou One-Stop IP Public Service Platform');
    expect(footer).not.toHaveTextContent('泰州市知识产权一站式公共服务平台');
    expect(footer).toHaveTextContent('Helpline: 0523-86001234');
    expect(footer).toHaveTextContent('Government website code: 3212000034');
    expect(within(footer).getByRole('link', { name: /Report an error on this government website/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/websiteid=3212000034$/),
    );
    expect(within(footer).getByRole('link', { name: /ICP filing: Su ICP 05006588/ })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Public security filing: Su 32120202000185/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/code=32120202000185$/),
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: '0523-86001234' })).toHaveAttribute('href', 'tel:0523-86001234');
  });

  it('gives the statement a disclaimer and a privacy part', async () => {
    openPage('/taizhou/statement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer & privacy' }, APP_READY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Disclaimer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy statement' })).toBeInTheDocument();
    expect(screen.getByText(/only in the current tab of your browser/)).toBeInTheDocument();
  });
});
