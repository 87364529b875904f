/**
 * The header's user menu (spec §2, src/components/UserMenu): an anonymous visitor gets login and
 * register and never loads the account menu's entries (./AccountItems, a chunk of its own, issue 47's
 * first loads); a logged-in visitor's menu opens on its first entry once that chunk is here, with the
 * admin centre for an admin only, and logout reloads the page even when the call fails.
 */
import '@umijs/max/test-setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { AccessContext } from '@@/plugin-access/context';
import access from '@/access';
import UserMenu from '@/components/UserMenu';
import { logout } from '@/services/account';
import zhPortal from '@/locales/zh-CN/portal';
import { visitor } from './support/visitor';

jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());
jest.mock('@/services/account');
const mockAccountItemsLoaded = jest.fn();
jest.mock('@/components/UserMenu/AccountItems', () => {
  mockAccountItemsLoaded();
  return jest.requireActual('@/components/UserMenu/AccountItems');
});

const admin: API.CurrentUser = { id: 'u-0001', account: 'tz_admin', name: '系统管理员', access: 'admin' };
const user: API.CurrentUser = { id: 'u-1001', account: 'tz_enterprise01', name: '泰州海正新材料科技有限公司', access: 'user' };

function renderMenu(currentUser?: API.CurrentUser) {
  visitor.mockReturnValue(currentUser);
  render(
    <RawIntlProvider value={getIntl('zh-CN')}>
      <AccessContext.Provider value={access({ currentUser })}>
        <UserMenu />
      </AccessContext.Provider>
    </RawIntlProvider>,
  );
}

const trigger = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

it('an anonymous visitor gets login and register, and the account entries are never loaded', async () => {
  renderMenu(undefined);
  expect(screen.getByRole('link', { name: zhPortal['user.login'] })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: zhPortal['user.register'] })).toBeInTheDocument();
  // Past the page's draw, when a logged-in visitor's entries would have been asked for.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockAccountItemsLoaded).not.toHaveBeenCalled();
});

it("an admin's menu opens on its first entry, the admin centre in its named window", async () => {
  renderMenu(admin);
  await waitFor(() => expect(mockAccountItemsLoaded).toHaveBeenCalled());
  await userEvent.click(trigger('系统管理员'));
  const adminCentre = await screen.findByRole('link', { name: zhPortal['user.adminCentre'] });
  expect(adminCentre).toHaveAttribute('target');
  expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
  expect(screen.getByRole('menuitem', { name: zhPortal['user.logout'] })).toBeInTheDocument();
});

it("a user's menu has the workbench and logout, no admin centre; logout reloads even when the call fails", async () => {
  const reload = jest.fn();
  const location = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
  jest.mocked(logout).mockRejectedValue(new Error('offline'));
  try {
    renderMenu(user);
    await userEvent.click(trigger('泰州海正新材料科技有限公司'));
    expect(await screen.findByRole('link', { name: zhPortal['user.workbench'] })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: zhPortal['user.adminCentre'] })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: zhPortal['user.logout'] }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(logout).toHaveBeenCalledTimes(1);
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: location });
  }
});
