import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl, useModel } from '@umijs/max';
import deferred from '@/components/Deferred';
import HeaderMenu from '@/components/HeaderMenu';
import LightButton from '@/components/LightButton';
import { ADMIN_URLS, DATA_LANG } from '@/constants';
import { loginUrl } from '@/utils/sso';
import styles from './index.less';

/** The account menu's entries, loaded once the page has drawn (a logged-in visitor's only). */
const AccountItems = deferred(() => import('./AccountItems'));

/**
 * Header user menu (spec §2). With a logged-in account: the account name and a dropdown with the
 * admin centre (canAdmin only, in its named window), the workbench and logout (./AccountItems).
 * Anonymous: login (SSO with `redirectUrl` = this page) and register.
 */
export default function UserMenu({ dark = false }: { dark?: boolean }) {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  // Asked for once the page has drawn, so the menu opens with its entries (and its first entry focused).
  AccountItems.useReady(Boolean(user?.account));

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
      {() => <AccountItems />}
    </HeaderMenu>
  );
}
