/**
 * Issue 28 item 3: one Taizhou frame. Every Taizhou page, the not-found and the error page are
 * children of the Taizhou wrapper route, so the portal frame is drawn once and stays mounted while
 * the visitor moves between them. Rendered through the app's real route table with Umi's
 * TestBrowser; the pages below were in three different frame arrangements before (the 404 and error
 * pages drew their own frame, the site pages had a wrapper of their own).
 */
import '@umijs/max/test-setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, TestBrowser } from '@umijs/max';
import { act, createRef } from 'react';
import { getCurrentUser, getEnterpriseProfileByHost } from '@/services/account';

jest.mock('@/services/account');
jest.mock('@/services/dataService');

// The whole app renders here (routes, frame, pages): slow on a loaded 2-core machine.
jest.setTimeout(90_000);
const APP_READY = { timeout: 30_000 };

beforeAll(() => setLocale('en-US', false));
beforeEach(() => {
  jest.mocked(getCurrentUser).mockResolvedValue(false);
  jest.mocked(getEnterpriseProfileByHost).mockResolvedValue(null);
});

it('keeps the same header, navigation and footer from the not-found page to a site page and the error page', async () => {
  // TestBrowser hands over its history through this ref (typed there as a location).
  const historyRef = createRef<{ push: (to: string) => void }>();
  render(<TestBrowser location={{ pathname: '/404' }} historyRef={historyRef as never} />);
  expect(await screen.findByRole('heading', { level: 1, name: '404' }, APP_READY)).toBeInTheDocument();
  const header = screen.getByRole('banner');
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const footer = screen.getByRole('contentinfo');

  await userEvent.click(within(footer).getByRole('link', { name: 'Contact us' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' }, APP_READY)).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBe(header);
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBe(nav);
  expect(screen.getByRole('contentinfo')).toBe(footer);

  act(() => historyRef.current!.push('/exception'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, APP_READY)).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBe(header);
  expect(screen.getAllByRole('banner')).toHaveLength(1);
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Something went wrong' }));
});
