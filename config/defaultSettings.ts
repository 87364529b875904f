import { presetPalettes } from '@ant-design/colors';
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

/** A deeper blue for text in care mode: 9.4:1 on white, above WCAG AAA's 7:1 (issue 14 item 2). */
export const CARE_BLUE = '#003eb3';

/**
 * antd's own surface and border colours, the same in both looks, named here so the portal's markup
 * (LightButton, drawn like antd's Button) takes them from the theme (tests/careMode.test.tsx pins them to antd's).
 */
const SURFACES = {
  colorBgContainer: '#ffffff',
  colorBorder: '#d9d9d9',
  colorBgTextHover: 'rgba(0,0,0,0.06)',
  colorTextLightSolid: '#fff',
};

/**
 * The values that differ between the standard look and care mode (关怀模式, issue 14 item 2, after
 * MIIT's ageing-friendly rules for public websites): 18 px body text (antd derives its heading and
 * small sizes from it), line height 1.75, 44 px controls, every text colour at 7:1 or more on white
 * (WCAG 2.1 AAA), 3 px focus rings. The standard values are antd's own defaults or the portal's
 * tokens; both sets name the same keys, so switching merges one over the other with nothing left behind
 * (the antd plugin's `useAntdConfigSetter` merges). tests/careMode.test.ts pins the standard values to antd's.
 */
const LOOK = {
  standard: {
    blue: ACCESSIBLE_BLUE,
    token: {
      fontSize: 14,
      lineHeight: 1.5714285714285714,
      controlHeight: 32,
      controlHeightSM: 24,
      lineWidthFocus: 3,
      colorText: 'rgba(0, 0, 0, 0.88)',
      colorTextHeading: 'rgba(0, 0, 0, 0.88)',
      colorTextLabel: 'rgba(0, 0, 0, 0.65)',
      colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
      colorLink: ACCESSIBLE_BLUE,
      // Darker, not antd's lighter hover blue (#1677ff is 4.1:1 on white): a hovered or pressed link
      // keeps 4.5:1 and is marked by its underline.
      colorLinkHover: '#003eb3',
      colorLinkActive: '#002c8c',
      // Links are plain at rest and underlined under the pointer or keyboard focus.
      linkDecoration: 'none',
      // antd's secondary texts (breadcrumb links, description labels, empty states) are 0.45 black:
      // 3.4:1 on white, 3.1:1 on the portal's #f5f7fa. 0.6 black is 5.7:1 and 5.2:1.
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      // 0.25 black is 1.6:1; selects show their placeholder as text. 0.54 black is 4.6:1 on white.
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
      colorError: '#ff4d4f',
      colorSuccess: '#52c41a',
      colorWarning: '#faad14',
      ...SURFACES,
    },
    css: { '--ipr-font-scale': '1', '--ipr-color-muted': '#595959', '--ipr-color-accent': ACCESSIBLE_BLUE, '--ipr-focus-width': '2px', '--ipr-control-height': '32px', '--ipr-color-placeholder': '#757575' },
  },
  care: {
    blue: CARE_BLUE,
    token: {
      fontSize: 18,
      lineHeight: 1.75,
      controlHeight: 44,
      // Small controls (pagers and link buttons of dense cards) too: every target is 44 px.
      controlHeightSM: 44,
      lineWidthFocus: 3,
      colorText: '#141414',
      colorTextHeading: '#000000',
      colorTextLabel: '#262626',
      colorTextSecondary: '#333333',
      colorLink: CARE_BLUE,
      colorLinkHover: '#002c8c',
      colorLinkActive: '#061178',
      // Links are not told apart by colour alone.
      linkDecoration: 'underline',
      colorTextTertiary: '#333333',
      colorTextDescription: '#333333',
      colorTextPlaceholder: '#4d4d4d',
      // Status texts (form errors, success, warning) dark enough for 7:1.
      colorError: '#a8071a',
      colorSuccess: '#135200',
      colorWarning: '#613400',
      ...SURFACES,
    },
    css: { '--ipr-font-scale': String(18 / 14), '--ipr-color-muted': '#333333', '--ipr-color-accent': CARE_BLUE, '--ipr-focus-width': '3px', '--ipr-control-height': '44px', '--ipr-color-placeholder': '#4d4d4d' },
  },
} as const;

/**
 * Text shades of antd's preset hues (index 0–9 of its palettes) for tags and the LESS modules'
 * coloured texts, as `--ipr-hue-<name>`: [standard, care]. antd's tags put shade 7 (index 6) on
 * shade 1, below WCAG AA's 4.5:1 for the light hues, so those start one or two shades darker; care
 * mode's shades reach AAA's 7:1 on shade 1 (tests/careMode.test.ts).
 */
const HUE_SHADES = {
  blue: [6, 9],
  geekblue: [6, 9],
  purple: [6, 9],
  magenta: [6, 9],
  red: [6, 8],
  volcano: [7, 9],
  orange: [7, 9],
  gold: [8, 9],
  yellow: [8, 9],
  lime: [8, 9],
  green: [7, 8],
  cyan: [7, 8],
} as const satisfies Record<string, readonly [number, number]>;

/** The preset hues the portal colours text with. */
export const HUES = Object.keys(HUE_SHADES) as Array<keyof typeof HUE_SHADES>;

const hueVariables = (look: 'standard' | 'care') =>
  Object.fromEntries(HUES.map((hue) => [`--ipr-hue-${hue}`, presetPalettes[hue][HUE_SHADES[hue][look === 'care' ? 1 : 0]]]));

/**
 * The page heading's type and spacing (PageHeading's h1 and lead), one definition for the app's LESS
 * (src/components/PageHeading/index.less) and the static shell's CSS (src/components/AppShell/css.ts),
 * so the shell's heading and lead are the app's by construction and an upgrade cannot make the app's
 * a new, larger paint (issue 30 item 3; e2e/appShell.spec.ts compares their boxes). Sizes are
 * multiplied by `--ipr-font-scale` where used.
 */
export const PAGE_HEADING_VARIABLES = {
  '--ipr-heading-size': '26px',
  '--ipr-heading-size-phone': '22px',
  '--ipr-heading-line-height': '1.35',
  '--ipr-heading-color': '#141414',
  '--ipr-heading-gap': '6px',
  '--ipr-heading-margin': '20px',
  '--ipr-lead-size': '14px',
  '--ipr-lead-width': '760px',
} as const;

/** Which look: the standard one, or care mode (issue 14 item 2). */
export type Look = keyof typeof LOOK;

/** The focus ring of text fields, selects and pickers (antd's component tokens; 2 px, as antd's outline width). */
const FIELD_FOCUS_RING_COLOR = 'rgba(9, 88, 217, 0.35)';
const FIELD_FOCUS_RING = `0 0 0 2px ${FIELD_FOCUS_RING_COLOR}`;

/**
 * The antd theme of a look. #1890FF stays the primary token (spec §9); text-bearing parts use a
 * darker shade of it because #1890FF on white is only 3:1 (WCAG 2.1 AA needs 4.5:1 for small text).
 * The type and link tokens are also the portal's own (THEME_CSS_VARIABLES): one font, one body
 * size, one link style everywhere (issue 16 item 8).
 */
export function antdTheme(look: Look) {
  const { blue, token } = LOOK[look];
  return {
    token: {
      colorPrimary: defaultSettings.colorPrimary,
      fontFamily: FONT_FAMILY,
      ...token,
      linkHoverDecoration: 'underline',
      linkFocusDecoration: 'underline',
    },
    components: {
      Button: { colorPrimary: blue, colorPrimaryHover: look === 'care' ? ACCESSIBLE_BLUE : '#1677ff', colorPrimaryActive: '#003eb3' },
      Menu: { itemSelectedColor: blue, horizontalItemSelectedColor: blue },
      Tabs: { itemSelectedColor: blue, inkBarColor: blue },
      Pagination: { colorPrimary: blue },
      Radio: { buttonSolidCheckedBg: blue, colorPrimary: blue },
      Segmented: { itemSelectedColor: blue },
      Tag: { colorPrimary: blue },
      // antd's focus glow on text fields is a 10 % tint, hard to see: a firmer ring (WCAG 2.4.7).
      Input: { activeShadow: FIELD_FOCUS_RING },
      InputNumber: { activeShadow: FIELD_FOCUS_RING },
      DatePicker: { activeShadow: FIELD_FOCUS_RING },
      Select: { activeOutlineColor: FIELD_FOCUS_RING_COLOR },
    },
  };
}

/** The standard antd theme (config/config.ts); care mode replaces it at run time (src/utils/careMode.ts). */
export const ANTD_THEME = antdTheme('standard');

/**
 * The theme tokens the portal's own markup and LESS modules use, as CSS custom properties on
 * `:root` (plugin.ts writes them into the built HTML's head; src/global.less and
 * src/styles/portal.less read them). antd's components take the same tokens from the antd theme, so
 * header, footer, home, inner pages and the Suzhou layout share one font, size and link colour.
 * `--ipr-font-scale` scales the LESS modules' own sizes with the body size.
 */
export function themeCssVariables(look: Look): Record<string, string> {
  const { token, components } = antdTheme(look);
  return {
    '--ipr-font-family': token.fontFamily,
    '--ipr-font-size': `${token.fontSize}px`,
    '--ipr-line-height': String(token.lineHeight),
    '--ipr-color-text': token.colorText,
    '--ipr-color-description': token.colorTextDescription,
    '--ipr-color-link': token.colorLink,
    '--ipr-color-link-hover': token.colorLinkHover,
    '--ipr-color-link-active': token.colorLinkActive,
    '--ipr-link-decoration': token.linkDecoration,
    '--ipr-link-hover-decoration': token.linkHoverDecoration,
    '--ipr-color-bg-container': token.colorBgContainer,
    '--ipr-color-border': token.colorBorder,
    '--ipr-color-bg-text-hover': token.colorBgTextHover,
    '--ipr-color-text-light-solid': token.colorTextLightSolid,
    '--ipr-button-primary-hover': components.Button.colorPrimaryHover,
    ...PAGE_HEADING_VARIABLES,
    ...LOOK[look].css,
    ...hueVariables(look),
  };
}

export const THEME_CSS_VARIABLES = themeCssVariables('standard');

/** The care-mode variables that differ from the standard ones. */
export const CARE_CSS_VARIABLES = Object.fromEntries(
  Object.entries(themeCssVariables('care')).filter(([name, value]) => THEME_CSS_VARIABLES[name] !== value),
);

const declarations = (variables: Record<string, string>) =>
  Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * The theme's CSS variables as `<style>` text: the standard look on `:root`, care mode's on
 * `:root[data-care-mode]` (the attribute src/utils/careMode.ts sets before the first paint).
 */
export const themeCssRule = (variables: Record<string, string> = THEME_CSS_VARIABLES, care: Record<string, string> = CARE_CSS_VARIABLES) =>
  `:root{${declarations(variables)}}:root[data-care-mode]{${declarations(care)}}`;

export default defaultSettings;
