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

/**
 * antd theme. #1890FF stays the primary token (spec §9); text-bearing parts use a darker shade of
 * it because #1890FF on white is only 3:1 (WCAG 2.1 AA needs 4.5:1 for small text).
 */
export const ANTD_THEME = {
  token: {
    colorPrimary: defaultSettings.colorPrimary,
    colorLink: ACCESSIBLE_BLUE,
    colorLinkHover: '#1677ff',
    // antd's secondary texts (breadcrumb links, description labels, empty states) are 0.45 black:
    // 3.4:1 on white, 3.1:1 on the portal's #f5f7fa. 0.6 black is 5.7:1 and 5.2:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // 0.25 black is 1.6:1; selects show their placeholder as text. 0.54 black is 4.6:1 on white.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
  },
  components: {
    Button: { colorPrimary: ACCESSIBLE_BLUE, colorPrimaryHover: '#1677ff', colorPrimaryActive: '#003eb3' },
    Menu: { itemSelectedColor: ACCESSIBLE_BLUE, horizontalItemSelectedColor: ACCESSIBLE_BLUE },
    Tabs: { itemSelectedColor: ACCESSIBLE_BLUE, inkBarColor: ACCESSIBLE_BLUE },
    Pagination: { colorPrimary: ACCESSIBLE_BLUE },
    Radio: { buttonSolidCheckedBg: ACCESSIBLE_BLUE, colorPrimary: ACCESSIBLE_BLUE },
    Segmented: { itemSelectedColor: ACCESSIBLE_BLUE },
    Tag: { colorPrimary: ACCESSIBLE_BLUE },
  },
};

export default defaultSettings;
