import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined, DesktopOutlined } from '@ant-design/icons';
import { FormattedMessage, useAccess, useIntl, useModel } from '@umijs/max';
import { Button, Dropdown, Space } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { ADMIN_URLS, WINDOW_NAME } from '@/constants';
import { logout } from '@/services/account';
import { loginUrl, workbenchUrl } from '@/utils/sso';

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
  const tone = dark ? { color: '#fff' } : undefined;

  if (!user?.account) {
    return (
      <Space size={4}>
        <Button type="link" href={loginUrl()} style={tone} onClick={(e) => {
          // The address is read at click time: the page may have changed since render.
          e.preventDefault();
          window.location.assign(loginUrl());
        }}>
          <FormattedMessage id="user.login" />
        </Button>
        <Button type={dark ? 'default' : 'primary'} ghost={dark} href={ADMIN_URLS.register}>
          <FormattedMessage id="user.register" />
        </Button>
      </Space>
    );
  }

  const items: MenuProps['items'] = [
    ...(canAdmin
      ? [{ key: 'admin', icon: <SettingOutlined />, label: <a href={ADMIN_URLS.welcome} target={WINDOW_NAME.admin}><FormattedMessage id="user.adminCentre" /></a> }]
      : []),
    { key: 'workbench', icon: <DesktopOutlined />, label: <a href={workbenchUrl()}><FormattedMessage id="user.workbench" /></a> },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <FormattedMessage id="user.logout" />, disabled: loggingOut },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key !== 'logout') return;
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // the request layer has shown the failure; the reload shows the real session state
    }
    window.location.reload();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" style={tone} aria-label={intl.formatMessage({ id: 'user.menu' }, { name: user.name ?? user.account })}>
        <Space size={6}>
          <UserOutlined />
          <span>{user.name ?? user.account}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
}
