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
 * The portal's one font stack (issue 16 item 8): the platforms' UI faces for Latin text, then named
 * Chinese faces (macOS/iOS, Windows, Linux/Android), then the generic family; emoji faces last, as
 * in antd's default stack.
 */
export const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  "'Segoe UI'",
  'Roboto',
  "'Helvetica Neue'",
  'Arial',
  "'PingFang SC'",
  "'Hiragino Sans GB'",
  "'Microsoft YaHei'",
  "'Noto Sans CJK SC'",
  "'Source Han Sans SC'",
  'sans-serif',
  "'Apple Color Emoji'",
  "'Segoe UI Emoji'",
  "'Segoe UI Symbol'",
  "'Noto Color Emoji'",
].join(', ');

/**
 * antd theme. #1890FF stays the primary token (spec §9); text-bearing parts use a darker shade of
 * it because #1890FF on white is only 3:1 (WCAG 2.1 AA needs 4.5:1 for small text). The type and
 * link tokens are also the portal's own (THEME_CSS_VARIABLES): one font, one body size, one link
 * style everywhere (issue 16 item 8).
 */
export const ANTD_THEME = {
  token: {
    colorPrimary: defaultSettings.colorPrimary,
    fontFamily: FONT_FAMILY,
    // antd's body size and line height, stated so the portal's own markup reads the same values.
    fontSize: 14,
    lineHeight: 1.5714285714285714,
    colorText: 'rgba(0, 0, 0, 0.88)',
    colorLink: ACCESSIBLE_BLUE,
    // Darker, not antd's lighter hover blue (#1677ff is 4.1:1 on white): a hovered or pressed link
    // keeps 4.5:1 and is marked by its underline.
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    // Links are plain at rest and underlined under the pointer or keyboard focus.
    linkDecoration: 'none',
    linkHoverDecoration: 'underline',
    linkFocusDecoration: 'underline',
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

/**
 * The theme tokens the portal's own markup and LESS modules use, as CSS custom properties on
 * `:root` (plugin.ts writes them into the built HTML's head; src/global.less and
 * src/styles/portal.less read them). antd's components take the same tokens from ANTD_THEME, so
 * header, footer, home, inner pages and the Suzhou layout share one font, size and link colour.
 */
export const THEME_CSS_VARIABLES: Record<string, string> = {
  '--ipr-font-family': ANTD_THEME.token.fontFamily,
  '--ipr-font-size': `${ANTD_THEME.token.fontSize}px`,
  '--ipr-line-height': String(ANTD_THEME.token.lineHeight),
  '--ipr-color-text': ANTD_THEME.token.colorText,
  '--ipr-color-link': ANTD_THEME.token.colorLink,
  '--ipr-color-link-hover': ANTD_THEME.token.colorLinkHover,
  '--ipr-color-link-active': ANTD_THEME.token.colorLinkActive,
  '--ipr-link-decoration': ANTD_THEME.token.linkDecoration,
  '--ipr-link-hover-decoration': ANTD_THEME.token.linkHoverDecoration,
};

/** THEME_CSS_VARIABLES as one `:root` rule, for a `<style>` element. */
export const themeCssRule = (variables: Record<string, string> = THEME_CSS_VARIABLES) =>
  `:root{${Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

export default defaultSettings;
