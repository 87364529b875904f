/**
 * Issue 28 item 9: a route's `access` key is honoured on every route of the table, with or without
 * ProLayout. The app renders through Umi's TestBrowser over the real route table, with denied keys
 * added to a Taizhou route (`layout: false`, inside the portal wrapper), to the wrapper itself (its
 * pages inherit it) and to a Suzhou route (inside the layout). (No imported types in this file: with
 * `jest.mock`, Umi's jest transform runs babel without TypeScript's type stripping first.)
 */
import '@umijs/max/test-setup';
import { render, screen } from '@testing-library/react';
import { setLocale, TestBrowser } from '@umijs/max';
import { getCurrentUser, getEnterpriseProfileByHost } from '@/services/account';

jest.mock('@/services/account');
jest.mock('@/services/dataService');

/** Route path (or `wrapper` for the pathless parent of the Taizhou site pages) → the access key the test adds. */
const mockAddedKeys: Record<string, string> = {
  '/taizhou/contact': 'canAdmin',
  '/suzhou/contact': 'canAdmin',
};
let mockWrapperKey: string | undefined;

jest.mock('@@/core/route', () => {
  const actual = jest.requireActual('@@/core/route');
  return {
    ...actual,
    getRoutes: async (...args: unknown[]) => {
      const result = await actual.getRoutes(...args);
      const routes: Record<string, { path?: string; parentId?: string; access?: string }> = result.routes;
      for (const route of Object.values(routes)) {
        if (route.path && mockAddedKeys[route.path]) route.access = mockAddedKeys[route.path];
      }
      // The pathless wrapper of the Taizhou site pages: the parent of /taizhou/statement.
      const statement = Object.values(routes).find((route) => route.path === '/taizhou/statement');
      if (mockWrapperKey && statement?.parentId) routes[statement.parentId].access = mockWrapperKey;
      return result;
    },
  };
});

jest.setTimeout(90_000);
const APP_READY = { timeout: 30_000 };
const FORBIDDEN = 'Sorry, you are not allowed to see this page.';
const ADMIN = { id: 'u-0001', account: 'tz_admin', access: 'admin' };

const openPage = (pathname: string) => render(<TestBrowser location={{ pathname }} />);

beforeAll(() => setLocale('en-US', false));
beforeEach(() => {
  mockWrapperKey = undefined;
  jest.mocked(getEnterpriseProfileByHost).mockResolvedValue(null);
});

it('shows the 403 view, in the portal frame, for a Taizhou route whose key the visitor lacks', async () => {
  jest.mocked(getCurrentUser).mockResolvedValue(false);
  openPage('/taizhou/contact');
  expect(await screen.findByText(FORBIDDEN, undefined, APP_READY)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: 'Contact us' })).toBeNull();
  // The wrapper's frame stays: the visitor can go elsewhere.
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
});

it('shows the page to a visitor whose access map grants the key', async () => {
  jest.mocked(getCurrentUser).mockResolvedValue(ADMIN as API.CurrentUser);
  openPage('/taizhou/contact');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' }, APP_READY)).toBeInTheDocument();
  expect(screen.queryByText(FORBIDDEN)).toBeNull();
});

it('leaves the routes without a key as they were', async () => {
  jest.mocked(getCurrentUser).mockResolvedValue(false);
  openPage('/taizhou/statement');
  expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer & privacy' }, APP_READY)).toBeInTheDocument();
  expect(screen.queryByText(FORBIDDEN)).toBeNull();
});

it('denies the pages of a parent route with a key of its own (they inherit it)', async () => {
  mockWrapperKey = 'canAdmin';
  jest.mocked(getCurrentUser).mockResolvedValue(false);
  openPage('/taizhou/statement');
  expect(await screen.findByText(FORBIDDEN, undefined, APP_READY)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: 'Disclaimer & privacy' })).toBeNull();
});

it('keeps the layout’s own 403 view for a Suzhou route', async () => {
  jest.mocked(getCurrentUser).mockResolvedValue(false);
  openPage('/suzhou/contact');
  expect(await screen.findByText(FORBIDDEN, undefined, APP_READY)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: 'Contact us' })).toBeNull();
});
