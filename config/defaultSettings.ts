import type { ProLayoutProps } from '@ant-design/pro-components';

/**
 * ProLayout settings for the Suzhou portal (spec §9: fluid content width, sider width 208 px,
 * split menus on, offline support off, primary colour #1890FF as a design token only).
 */
const defaultSettings = {
  navTheme: 'light' as const,
  colorPrimary: '#1890FF',
  layout: 'mix' as const,
  contentWidth: 'Fluid' as const,
  siderWidth: 208,
  splitMenus: true,
  fixedHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  pwa: false,
  iconfontUrl: '',
  token: {},
} satisfies ProLayoutProps & { pwa: boolean };

/** A darker shade of the primary blue for text and text-bearing controls: 6.1:1 on white. */
export const ACCESSIBLE_BLUE = '#0958d9';

export default defaultSettings;
