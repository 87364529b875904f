import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined, DesktopOutlined } from '@ant-design/icons';
import { FormattedMessage, useAccess, useIntl, useModel } from '@umijs/max';
import { useState } from 'react';
import LightButton from '@/components/LightButton';
import HeaderMenu, { menuClass } from '@/components/HeaderMenu';
import { ADMIN_URLS, DATA_LANG, WINDOW_NAME } from '@/constants';
import { logout } from '@/services/account';
import { loginUrl, workbenchUrl } from '@/utils/sso';
import styles from './index.less';

/**
 * Header user menu (spec §2). With a logged-in account: the account name and a dropdown with the
 * admin centre (canAdmin only, in its named window), the workbench and logout. Anonymous: login
 * (SSO with `redirectUrl` = this page) and register. Logout reloads the page (spec §4), also when
 * the call fails, so the visitor never keeps a half-logged-out view.
 */
export default function UserMenu({ dark = false }: { dark?: boolean }) {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const { canAdmin } = useAccess();
  const [loggingOut, setLoggingOut] = useState(false);
  const user = initialState?.currentUser;

  if (!user?.account) {
    return (
      <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        <LightButton
          kind="link"
          dark={dark}
          href={loginUrl()}
          onClick={(e) => {
            // The address is read at click time: the page may have changed since render.
            e.preventDefault();
            window.location.assign(loginUrl());
          }}
        >
          <FormattedMessage id="user.login" />
        </LightButton>
        <LightButton kind="primary" dark={dark} href={ADMIN_URLS.register}>
          <FormattedMessage id="user.register" />
        </LightButton>
      </span>
    );
  }

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // the request layer has shown the failure; the reload shows the real session state
    }
    window.location.reload();
  };

  const name = user.name ?? user.account;
  return (
    <HeaderMenu
      label={name}
      renderTrigger={(trigger) => (
        <LightButton kind="text" dark={dark} aria-label={intl.formatMessage({ id: 'user.menu' }, { name })} {...trigger}>
          <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            <UserOutlined aria-hidden />
            <span className={styles.name} title={name} lang={DATA_LANG}>
              {name}
            </span>
            <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </span>
        </LightButton>
      )}
    >
      {() => (
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
      )}
    </HeaderMenu>
  );
}
