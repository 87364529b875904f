import { DesktopOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { FormattedMessage, useAccess } from '@umijs/max';
import { useState } from 'react';
import { menuClass } from '@/components/HeaderMenu';
import { ADMIN_URLS, WINDOW_NAME } from '@/constants';
import { logout } from '@/services/account';
import { workbenchUrl } from '@/utils/sso';

/**
 * The entries of a logged-in visitor's account menu (spec §2): the admin centre (canAdmin only, in
 * its named window), the workbench and logout. Logout reloads the page (spec §4), also when the call
 * fails, so the visitor never keeps a half-logged-out view. A chunk of its own (UserMenu loads it
 * once the page has drawn): its icons and the logout call are no part of an anonymous visitor's
 * first load.
 */
export default function AccountItems() {
  const { canAdmin } = useAccess();
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // the request layer has shown the failure; the reload shows the real session state
    }
    window.location.reload();
  };

  return (
    <>
      {canAdmin ? (
        <div role="menuitem" tabIndex={-1} className={menuClass.wrap}>
          <a className={menuClass.item} href={ADMIN_URLS.welcome} target={WINDOW_NAME.admin} tabIndex={-1}>
            <SettingOutlined aria-hidden />
            <FormattedMessage id="user.adminCentre" />
          </a>
        </div>
      ) : null}
      <div role="menuitem" tabIndex={-1} className={menuClass.wrap}>
        <a className={menuClass.item} href={workbenchUrl()} tabIndex={-1}>
          <DesktopOutlined aria-hidden />
          <FormattedMessage id="user.workbench" />
        </a>
      </div>
      <hr className={menuClass.divider} />
      <button
        type="button"
        role="menuitem"
        className={menuClass.item}
        aria-disabled={loggingOut || undefined}
        onClick={loggingOut ? undefined : onLogout}
      >
        <LogoutOutlined aria-hidden />
        <FormattedMessage id="user.logout" />
      </button>
    </>
  );
}
