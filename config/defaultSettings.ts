import { generate, presetPalettes } from '@ant-design/colors';
import type { ProLayoutProps } from '@ant-design/pro-components';

/**
 * The theme (issue 47 item 2): this file and config/themeCss.ts, which turns it into CSS variables, are
 * the only places with colour values; everything in `src/` reads antd's tokens (components, and
 * `theme.useToken()` in code) or the CSS variables of config/themeCss.ts (tests/themeLiterals.test.ts).
 */

/** The portal's primary colour (spec §9: blue #1890FF, a design token): the one line that sets it. */
export const PRIMARY_COLOR = '#1890FF';

/**
 * antd's ten shades of the primary colour (`@ant-design/colors`' `generate`, the palette antd derives
 * its own primary tokens from), lightest first: index 5 is the colour itself, 6 is antd's
 * `colorPrimaryActive`. The shades used for text are the darker ones, because the primary colour on
 * white is only 3.2:1 (WCAG 2.1 AA asks 4.5:1 of text, AAA 7:1).
 */
const PRIMARY_SHADES = generate(PRIMARY_COLOR);

/**
 * ProLayout settings for the Suzhou portal (spec §9: fluid content width, sider width 208 px,
 * split menus on, offline support off, the primary colour as a design token only). The light frame and
 * the static shell mirror the sizes they and {@link SUZHOU_LAYOUT} give ProLayout (src/styles/frame.less's
 * `@pro-*`, tests/proLayoutSizes.test.tsx).
 */
const defaultSettings = {
  navTheme: 'light' as const,
  colorPrimary: PRIMARY_COLOR,
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

/**
 * What the Suzhou layout (src/app.tsx) gives ProLayout at run time beside these settings: its token and
 * content style. Here rather than there so tests/proLayoutSizes.test.tsx renders ProLayout with them;
 * not in the settings, which config/config.ts also writes into Umi's layout plugin.
 */
export const SUZHOU_LAYOUT = {
  // The footer starts below the fold, as Taizhou's: a page whose data arrives does not push it.
  contentStyle: { minHeight: 'calc(100vh - 56px)' },
  token: {
    header: { colorTextMenuSelected: 'var(--ipr-color-accent)' },
    sider: { colorTextMenuSelected: 'var(--ipr-color-accent)', colorTextMenuItemHover: 'var(--ipr-color-accent)' },
    // 40 px side padding (the default) leaves too little of a 375 px phone for tables.
    pageContainer: { paddingInlinePageContainerContent: 16, paddingBlockPageContainerContent: 16 },
  },
} satisfies ProLayoutProps;

/** The primary colour's shade for text and text-bearing controls: 5.0:1 on white (#1890FF's shade 7). */
export const ACCESSIBLE_BLUE = PRIMARY_SHADES[6];

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

/** A deeper shade for text in care mode: 10.6:1 on white, above WCAG AAA's 7:1 (issue 14 item 2). */
export const CARE_BLUE = PRIMARY_SHADES[8];

/** `#rgb` or `#rrggbb` as its red, green and blue (0–255). */
const channels = (hex: string) => {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return digits.map((pair) => parseInt(pair, 16));
};

/** A colour at an opacity, as `rgba()`: the translucent shades of the theme's colours. */
const withAlpha = (hex: string, alpha: number) => `rgba(${channels(hex).join(', ')}, ${alpha})`;

/** A colour laid over white at an opacity, as an opaque `rgb()`: the faint tints of the primary colour. */
const overWhite = (hex: string, alpha: number) =>
  `rgb(${channels(hex)
    .map((c) => Math.round(255 + (c - 255) * alpha))
    .join(', ')})`;

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
      // Darker, not antd's lighter hover shade (3.2:1 and less on white): a hovered or pressed link
      // keeps 4.5:1 and is marked by its underline.
      colorLinkHover: PRIMARY_SHADES[7],
      colorLinkActive: PRIMARY_SHADES[8],
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
    css: {
      '--ipr-font-scale': '1',
      '--ipr-color-muted': '#595959',
      '--ipr-color-accent': ACCESSIBLE_BLUE,
      '--ipr-focus-width': '2px',
      '--ipr-color-placeholder': '#757575',
    },
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
      colorLinkHover: PRIMARY_SHADES[9],
      colorLinkActive: PRIMARY_SHADES[9],
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
    css: {
      '--ipr-font-scale': String(18 / 14),
      '--ipr-color-muted': '#333333',
      '--ipr-color-accent': CARE_BLUE,
      '--ipr-focus-width': '3px',
      '--ipr-color-placeholder': '#4d4d4d',
    },
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

/** White at an opacity: texts, fills and lines on the dark header band, the hero and the footer. */
const onDark = (alpha: number) => withAlpha(SURFACES.colorTextLightSolid, alpha);

/**
 * The portal's own colours and radii, the same in both looks (antd has no token for them): the cool grey
 * surfaces and lines of its pages, the primary colour's deep shades of the header band and the home
 * hero (their gradients end in the look's accent), the footer, what sits on those dark parts, and the
 * cards' shadows (the deepest shade, faint).
 */
const PORTAL_LOOK = {
  '--ipr-color-bg-page': '#f5f7fa',
  '--ipr-color-bg-panel': '#f5f8fc',
  '--ipr-color-bg-tint': overWhite(PRIMARY_COLOR, 0.05),
  '--ipr-color-line': '#e8edf3',
  '--ipr-color-line-light': '#edf0f5',
  '--ipr-color-band-deep': PRIMARY_SHADES[9],
  '--ipr-color-band': PRIMARY_SHADES[7],
  '--ipr-color-footer': '#1f2d3d',
  // Text on a solid accent or link-coloured control (a primary button): white, black on the dark
  // scheme's gold.
  '--ipr-color-on-accent': SURFACES.colorTextLightSolid,
  '--ipr-on-dark-text-strong': onDark(0.92),
  '--ipr-on-dark-text': onDark(0.85),
  '--ipr-on-dark-text-soft': onDark(0.75),
  '--ipr-on-dark-fill': onDark(0.14),
  '--ipr-on-dark-border': onDark(0.35),
  '--ipr-on-dark-border-strong': onDark(0.55),
  '--ipr-on-dark-line': onDark(0.12),
  '--ipr-shadow-card': `0 1px 2px ${withAlpha(PRIMARY_SHADES[9], 0.06)}`,
  '--ipr-shadow-card-hover': `0 4px 16px ${withAlpha(PRIMARY_SHADES[9], 0.12)}`,
  '--ipr-shadow-raised': `0 8px 24px ${withAlpha(PRIMARY_SHADES[9], 0.25)}`,
  // The edge shades of a scrolling menu bar.
  '--ipr-scroll-shade': withAlpha('#000000', 0.22),
  // The home page's cards and hero: rounder than antd's (borderRadiusLG, 8 px) boxes.
  '--ipr-radius-card': '10px',
  '--ipr-radius-hero': '12px',
};

/**
 * The page heading's type and spacing (PageHeading's h1 and lead), one definition for the app's LESS
 * (src/components/PageHeading/index.less) and the static shell's CSS (src/components/AppShell/shell.less),
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

/** The primary colour's shade `steps` darker than `shade` (one of its shades), at most its deepest. */
const darker = (shade: string, steps: number) => PRIMARY_SHADES[Math.min(PRIMARY_SHADES.indexOf(shade) + steps, PRIMARY_SHADES.length - 1)];

/** Which look: the standard one, or care mode (issue 14 item 2). */
export type Look = keyof typeof LOOK;

/** The focus ring of text fields, selects and pickers (antd's component tokens; 2 px, as antd's outline width). */
const FIELD_FOCUS_RING_COLOR = withAlpha(ACCESSIBLE_BLUE, 0.35);
const FIELD_FOCUS_RING = `0 0 0 2px ${FIELD_FOCUS_RING_COLOR}`;

/**
 * The antd theme of a look. #1890FF stays the primary token (spec §9); text-bearing parts use a
 * darker shade of it because #1890FF on white is only 3:1 (WCAG 2.1 AA needs 4.5:1 for small text).
 * The type and link tokens are also the portal's own (config/themeCss.ts): one font, one body
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
      // Hovered and pressed, a primary button darkens by a shade of the primary colour, and another.
      Button: { colorPrimary: blue, colorPrimaryHover: darker(blue, 1), colorPrimaryActive: darker(blue, 2) },
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
 * The portal's own CSS variables of a look, beside the antd tokens config/themeCss.ts adds: the look's
 * scale, accent and focus values, the page heading's type, the hues' text shades and the portal's own
 * colours.
 */
export function portalCssVariables(look: Look): Record<string, string> {
  return {
    '--ipr-field-focus-ring': FIELD_FOCUS_RING,
    ...PAGE_HEADING_VARIABLES,
    ...PORTAL_LOOK,
    ...LOOK[look].css,
    ...hueVariables(look),
  };
}

export default defaultSettings;

/**
 * The accessibility tools' high-contrast colour schemes (issue 48, src/utils/a11yTools.ts), as CSS
 * variables: the portal's (`--ipr-*`) and antd's global colour tokens (`--ant-*`), which
 * config/themeCss.ts writes under `:root[data-ipr-scheme=…]`, on `:root` and on antd's own token
 * elements, so the static shell, the LESS modules and antd's components switch together before the
 * first paint. Every text colour reaches WCAG AAA's 7:1 on its background (tests/a11yTools.test.ts);
 * links are underlined, so colour is never the only mark. `contrast-light`: black on white;
 * `contrast-dark`: white and gold on black.
 */
const CONTRAST_LIGHT_TEXT = '#000000';
const CONTRAST_DARK_BG = '#000000';
const CONTRAST_DARK_PANEL = '#141414';
const CONTRAST_DARK_LINK = '#ffd666';
const CONTRAST_DARK_LINK_HOVER = '#ffe58f';

/**
 * antd's component tokens of selected and hovered states (Tabs, Menu, Segmented) and of the marks on a
 * checked Radio, which antd writes as values on each component (`.ant-tabs-css-var{--ant-tabs-item-selected-color:…}`),
 * not as references to `--ant-color-primary`: a scheme sets them itself. `accent` for selected text
 * and marks' fills, `hover` for hovered and pressed text, `onAccent` for the radio's dot.
 */
const selectedStates = (accent: string, hover: string, onAccent: string) => ({
  '--ant-tabs-item-selected-color': accent,
  '--ant-tabs-item-hover-color': hover,
  '--ant-tabs-item-active-color': hover,
  '--ant-tabs-ink-bar-color': accent,
  '--ant-menu-item-selected-color': accent,
  '--ant-menu-horizontal-item-selected-color': accent,
  '--ant-menu-horizontal-item-hover-color': hover,
  '--ant-segmented-item-selected-color': accent,
  '--ant-radio-radio-bg-color': accent,
  '--ant-radio-radio-color': onAccent,
});

/**
 * antd's tag text shade of each preset hue (`--ant-<hue>-7`, on its `--ant-<hue>-1`): antd's own is
 * 2:1 to 5.5:1 for most hues. `shade` picks the hue's palette index.
 */
const tagText = (shade: (hue: (typeof HUES)[number]) => number) =>
  Object.fromEntries(HUES.map((hue) => [`--ant-${hue}-7`, presetPalettes[hue][shade(hue)]]));

// A function, not a constant: only the build (config/themeCss.ts) and tests read it, and a constant's
// computed parts would stay in the app's entry chunk.
export const contrastSchemes = () => ({
  'contrast-light': {
    background: SURFACES.colorBgContainer,
    text: CONTRAST_LIGHT_TEXT,
    variables: {
      '--ipr-color-text': CONTRAST_LIGHT_TEXT,
      '--ipr-color-description': '#1f1f1f',
      '--ipr-color-muted': '#1f1f1f',
      '--ipr-color-placeholder': '#434343',
      '--ipr-heading-color': CONTRAST_LIGHT_TEXT,
      '--ipr-color-link': CARE_BLUE,
      '--ipr-color-link-hover': PRIMARY_SHADES[9],
      '--ipr-color-link-active': PRIMARY_SHADES[9],
      '--ipr-color-accent': CARE_BLUE,
      '--ipr-link-decoration': 'underline',
      '--ipr-color-bg-page': SURFACES.colorBgContainer,
      '--ipr-color-bg-panel': SURFACES.colorBgContainer,
      '--ipr-color-line': '#595959',
      '--ipr-color-line-light': '#8c8c8c',
      '--ipr-color-border': '#595959',
      '--ipr-focus-width': '3px',
      '--ant-color-text': CONTRAST_LIGHT_TEXT,
      '--ant-color-text-heading': CONTRAST_LIGHT_TEXT,
      '--ant-color-text-label': CONTRAST_LIGHT_TEXT,
      '--ant-color-text-secondary': '#1f1f1f',
      '--ant-color-text-tertiary': '#1f1f1f',
      '--ant-color-text-description': '#1f1f1f',
      '--ant-color-text-placeholder': '#434343',
      '--ant-color-link': CARE_BLUE,
      '--ant-color-link-hover': PRIMARY_SHADES[9],
      '--ant-color-border': '#595959',
      '--ant-color-border-secondary': '#8c8c8c',
      '--ant-color-split': '#8c8c8c',
      '--ant-color-error': '#a8071a',
      // Solid primary controls (antd's buttons, checked solid radios; LightButton and the home hero's
      // search read --ipr-color-accent): white text at 7:1 or more on the primary colour, which the
      // components' own tokens (antdTheme) set to a 5:1 shade.
      '--ant-color-primary': CARE_BLUE,
      '--ant-color-primary-hover': PRIMARY_SHADES[9],
      '--ant-color-primary-active': PRIMARY_SHADES[9],
      '--ant-radio-button-solid-checked-bg': CARE_BLUE,
      '--ant-radio-button-solid-checked-hover-bg': PRIMARY_SHADES[9],
      '--ant-radio-button-solid-checked-active-bg': PRIMARY_SHADES[9],
      '--ant-pagination-item-active-color': CARE_BLUE,
      ...selectedStates(CARE_BLUE, PRIMARY_SHADES[9], SURFACES.colorTextLightSolid),
      // Care mode's text shades, 7:1 or more on each hue's lightest.
      ...tagText((hue) => HUE_SHADES[hue][1]),
      ...Object.fromEntries(HUES.map((hue) => [`--ipr-hue-${hue}`, presetPalettes[hue][HUE_SHADES[hue][1]]])),
    },
  },
  'contrast-dark': {
    background: CONTRAST_DARK_BG,
    text: SURFACES.colorTextLightSolid,
    variables: {
      '--ipr-color-text': SURFACES.colorTextLightSolid,
      '--ipr-color-description': '#e6e6e6',
      '--ipr-color-muted': '#e6e6e6',
      '--ipr-color-placeholder': '#bfbfbf',
      '--ipr-heading-color': SURFACES.colorTextLightSolid,
      '--ipr-color-link': CONTRAST_DARK_LINK,
      '--ipr-color-link-hover': CONTRAST_DARK_LINK_HOVER,
      '--ipr-color-link-active': CONTRAST_DARK_LINK_HOVER,
      '--ipr-color-accent': CONTRAST_DARK_LINK,
      '--ipr-link-decoration': 'underline',
      '--ipr-color-bg-container': CONTRAST_DARK_BG,
      '--ipr-color-bg-page': CONTRAST_DARK_BG,
      '--ipr-color-bg-panel': CONTRAST_DARK_PANEL,
      '--ipr-color-bg-tint': CONTRAST_DARK_PANEL,
      '--ipr-color-bg-text-hover': onDark(0.18),
      '--ipr-color-line': '#8c8c8c',
      '--ipr-color-line-light': '#595959',
      '--ipr-color-border': '#bfbfbf',
      '--ipr-color-band-deep': CONTRAST_DARK_BG,
      '--ipr-color-band': CONTRAST_DARK_PANEL,
      // The band's and the hero's gradients end here, not in the gold accent (src/styles/frame.less).
      '--ipr-color-band-end': CONTRAST_DARK_PANEL,
      '--ipr-color-footer': CONTRAST_DARK_PANEL,
      '--ipr-color-on-accent': CONTRAST_DARK_BG,
      '--ipr-button-primary-hover': CONTRAST_DARK_LINK_HOVER,
      '--ipr-button-primary-active': CONTRAST_DARK_LINK_HOVER,
      '--ipr-focus-width': '3px',
      '--ipr-shadow-card': `0 0 0 1px ${onDark(0.35)}`,
      '--ipr-shadow-card-hover': `0 0 0 2px ${onDark(0.55)}`,
      '--ant-color-text': SURFACES.colorTextLightSolid,
      '--ant-color-text-base': SURFACES.colorTextLightSolid,
      '--ant-color-text-heading': SURFACES.colorTextLightSolid,
      '--ant-color-text-label': SURFACES.colorTextLightSolid,
      '--ant-color-text-secondary': '#e6e6e6',
      '--ant-color-text-tertiary': '#e6e6e6',
      '--ant-color-text-quaternary': '#bfbfbf',
      '--ant-color-text-description': '#e6e6e6',
      '--ant-color-text-placeholder': '#bfbfbf',
      '--ant-color-text-disabled': '#bfbfbf',
      '--ant-color-link': CONTRAST_DARK_LINK,
      '--ant-color-link-hover': CONTRAST_DARK_LINK_HOVER,
      '--ant-color-link-active': CONTRAST_DARK_LINK_HOVER,
      '--ant-color-bg-container': CONTRAST_DARK_BG,
      '--ant-color-bg-elevated': CONTRAST_DARK_PANEL,
      '--ant-color-bg-layout': CONTRAST_DARK_BG,
      '--ant-color-bg-container-disabled': CONTRAST_DARK_PANEL,
      '--ant-color-bg-text-hover': onDark(0.18),
      '--ant-color-bg-text-active': onDark(0.25),
      '--ant-color-border': '#bfbfbf',
      '--ant-color-border-secondary': '#8c8c8c',
      '--ant-color-split': '#8c8c8c',
      '--ant-color-fill-alter': CONTRAST_DARK_PANEL,
      '--ant-color-fill-content': onDark(0.12),
      '--ant-color-fill-secondary': onDark(0.12),
      '--ant-color-fill-tertiary': onDark(0.08),
      '--ant-color-fill-quaternary': onDark(0.04),
      '--ant-color-primary-bg': PRIMARY_SHADES[9],
      '--ant-color-primary-bg-hover': PRIMARY_SHADES[8],
      '--ant-control-item-bg-hover': onDark(0.12),
      '--ant-control-item-bg-active': PRIMARY_SHADES[9],
      '--ant-control-item-bg-active-hover': PRIMARY_SHADES[8],
      '--ant-color-error': '#ff7875',
      // The status backgrounds (alerts, a table's sorted header) and tooltips are the panel, not antd's
      // pale tints (a tooltip's light text was on white).
      ...Object.fromEntries(
        ['error', 'info', 'success', 'warning'].flatMap((status) => [
          [`--ant-color-${status}-bg`, CONTRAST_DARK_PANEL],
          [`--ant-color-${status}-bg-hover`, CONTRAST_DARK_PANEL],
        ]),
      ),
      '--ant-color-bg-spotlight': CONTRAST_DARK_PANEL,
      '--ant-date-picker-cell-hover-with-range-bg': CONTRAST_DARK_PANEL,
      // A default button's hover and pressed text and border: the accent, not the Button's own blue.
      '--ant-button-default-hover-color': CONTRAST_DARK_LINK_HOVER,
      '--ant-button-default-hover-border-color': CONTRAST_DARK_LINK_HOVER,
      '--ant-button-default-active-color': CONTRAST_DARK_LINK_HOVER,
      '--ant-button-default-active-border-color': CONTRAST_DARK_LINK_HOVER,
      // Solid primary controls: black on gold, as LightButton's primary (--ipr-color-on-accent).
      '--ant-color-primary': CONTRAST_DARK_LINK,
      '--ant-color-primary-hover': CONTRAST_DARK_LINK_HOVER,
      '--ant-color-primary-active': CONTRAST_DARK_LINK_HOVER,
      '--ant-button-primary-color': CONTRAST_DARK_BG,
      '--ant-radio-button-bg': CONTRAST_DARK_BG,
      // The chips' text (antd's buttonColor, written as the standard look's near-black value).
      '--ant-radio-button-color': SURFACES.colorTextLightSolid,
      '--ant-radio-button-checked-bg': CONTRAST_DARK_BG,
      '--ant-radio-button-solid-checked-bg': CONTRAST_DARK_LINK,
      '--ant-radio-button-solid-checked-hover-bg': CONTRAST_DARK_LINK_HOVER,
      '--ant-radio-button-solid-checked-active-bg': CONTRAST_DARK_LINK_HOVER,
      '--ant-radio-button-solid-checked-color': CONTRAST_DARK_BG,
      // antd writes the page numbers' and the quick jumper's white as values, not as the container colour.
      '--ant-pagination-item-bg': CONTRAST_DARK_BG,
      '--ant-pagination-item-input-bg': CONTRAST_DARK_BG,
      '--ant-pagination-item-active-bg': CONTRAST_DARK_BG,
      '--ant-pagination-item-active-color': CONTRAST_DARK_LINK,
      '--ant-table-header-bg': CONTRAST_DARK_PANEL,
      '--ant-table-row-hover-bg': CONTRAST_DARK_PANEL,
      '--ant-table-body-sort-bg': CONTRAST_DARK_PANEL,
      ...selectedStates(CONTRAST_DARK_LINK, CONTRAST_DARK_LINK_HOVER, CONTRAST_DARK_BG),
      '--ant-tabs-item-color': SURFACES.colorTextLightSolid,
      '--ant-menu-item-selected-bg': PRIMARY_SHADES[9],
      '--ant-segmented-item-selected-bg': CONTRAST_DARK_BG,
      '--ant-segmented-item-color': SURFACES.colorTextLightSolid,
      '--ant-segmented-track-bg': CONTRAST_DARK_PANEL,
      // antd's checked Checkbox draws its tick in `colorWhite`: black on the gold, as every solid
      // primary control's text here (also the progress bar's inner text, on its gold fill).
      '--ant-color-white': CONTRAST_DARK_BG,
      // The hues' light shades (as --ipr-hue-*) on the panel colour the tags get here.
      ...tagText(() => 2),
      ...Object.fromEntries(
        HUES.flatMap((hue) => [
          [`--ipr-hue-${hue}`, presetPalettes[hue][2]],
          [`--ant-${hue}-1`, CONTRAST_DARK_PANEL],
          [`--ant-${hue}-3`, presetPalettes[hue][5]],
        ]),
      ),
    },
  },
});

/**
 * The extra-large cursor's colours (大鼠标, issue 48; drawn by src/components/AccessibilityTools): the
 * darkest text with a white outline, visible on light and dark pages alike.
 */
export const LARGE_CURSOR_COLOURS = { fill: CONTRAST_LIGHT_TEXT, outline: SURFACES.colorTextLightSolid } as const;

/**
 * Each high-contrast scheme's colours as antd's global tokens (`--ant-color-text-secondary` →
 * `colorTextSecondary`), with the dark scheme's seeds (black base, white text), for the antd theme of
 * the tools' state (src/utils/a11yTools.ts `toolsTheme`). antd writes its components' own tokens (a
 * form label's colour, a focused input's background, a dialog's surface, …) as values derived from
 * these: the CSS variables alone reach only what names the global ones, and left dark text and white
 * fields on the dark scheme (tests/a11yTools.test.tsx renders every antd component the app uses).
 */
const schemeTokens = () => {
  const schemes = contrastSchemes();
  const tokens = ({ background, text, variables }: (typeof schemes)[keyof typeof schemes]): Record<string, string> => ({
    colorBgBase: background,
    colorTextBase: text,
    ...Object.fromEntries(
      Object.entries(variables)
        .filter(([variable]) => /^--ant-(color|control)-[a-z-]+$/.test(variable))
        .map(([variable, value]) => [variable.slice(6).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]),
    ),
  });
  return { 'contrast-light': tokens(schemes['contrast-light']), 'contrast-dark': tokens(schemes['contrast-dark']) };
};

/**
 * What the browser reads of the theme, computed here at build time and handed over by Umi's `define` as
 * `IPR_THEME` (config/config.ts; jest.config.ts for tests): antd's theme of each look (src/utils/a11yTools.ts),
 * the Suzhou layout's settings (src/app.tsx) and the large cursor's colours. So this module, with its
 * palette generation, runs in node only.
 */
export const browserTheme = () => ({
  antd: { standard: antdTheme('standard'), care: antdTheme('care') },
  schemes: schemeTokens(),
  suzhouLayout: { ...defaultSettings, ...SUZHOU_LAYOUT },
  largeCursor: LARGE_CURSOR_COLOURS,
});
