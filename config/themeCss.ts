import { token2CSSVar } from '@ant-design/cssinjs';
import { theme } from 'antd';
import { antdTheme, contrastSchemes, portalCssVariables, type Look } from './defaultSettings';

/**
 * The theme as CSS variables on `:root` (issue 47 item 2), for everything in `src/` that antd does not
 * draw: the portal's LESS modules, inline styles and the static shell (src/components/AppShell/shell.less).
 * plugin.ts writes them into the head of every built HTML file, so they are there on the first paint,
 * before any script and on pages that show no antd component yet. antd sets its own token variables
 * only on its components' elements (`:where(.css-var-root)`) and only once they render.
 *
 * Build side only: the app's bundle never imports this module (antd computes its tokens itself).
 */

/**
 * The antd tokens the portal's own styles read, on `:root` under antd's own names (`colorBorder` →
 * `--ant-color-border`), with the values antd derives from the look's theme (`theme.getDesignToken`):
 * the same values antd's components use. A token read in `src/` must be listed here
 * (tests/themeLiterals.test.ts names a missing one); the list keeps the head of every page short.
 */
export const ROOT_TOKENS = [
  'colorPrimary',
  'colorPrimaryBg',
  'colorPrimaryBorder',
  'colorPrimaryHover',
  'colorTextBase',
  'colorTextSecondary',
  'colorTextQuaternary',
  'colorBgLayout',
  'colorBorderSecondary',
  'colorSplit',
  'colorFillSecondary',
  'colorFillTertiary',
  'colorError',
  'colorErrorOutline',
  'boxShadowSecondary',
  'borderRadiusXS',
  'borderRadiusSM',
  'borderRadius',
  'borderRadiusLG',
  // antd's preset hues, for the home page's service tiles, the chips and the notices.
  'cyan1',
  'cyan3',
  'cyan7',
  'purple1',
  'purple7',
  'volcano1',
  'volcano7',
  'geekblue1',
  'geekblue2',
  'geekblue7',
  'gold1',
  'gold3',
  'gold7',
  'green1',
  'green3',
  'green7',
  'magenta1',
  'magenta7',
  'orange1',
  'orange3',
  'orange7',
  'red1',
  'red3',
] as const;

/** antd's CSS variable name of a token: `colorBorder` → `--ant-color-border` (antd 6's default prefix). */
export const antdVariable = (token: string) => token2CSSVar(token, 'ant');

/** A token's value as antd writes it into its variables: numbers in px, shadows on one line. */
const cssValue = (value: unknown) => (typeof value === 'number' ? `${value}px` : String(value).replace(/\s+/g, ' ').trim());

/**
 * Every CSS variable of a look: antd's tokens of ROOT_TOKENS, the portal's names of the type and link
 * tokens (`--ipr-font-size`, `--ipr-color-link`, …), and the portal's own values
 * (config/defaultSettings.ts `portalCssVariables`).
 */
export function themeCssVariables(look: Look): Record<string, string> {
  const { token, components } = antdTheme(look);
  const design = theme.getDesignToken(antdTheme(look)) as unknown as Record<string, unknown>;
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
    '--ipr-control-height': `${token.controlHeight}px`,
    '--ipr-button-primary-hover': components.Button.colorPrimaryHover,
    '--ipr-button-primary-active': components.Button.colorPrimaryActive,
    ...Object.fromEntries(ROOT_TOKENS.map((name) => [antdVariable(name), cssValue(design[name])])),
    ...portalCssVariables(look),
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

/** The accessibility tools' text steps above 100 % (src/utils/a11yTools.ts `TEXT_STEPS`). */
const TEXT_SCALES = [125, 150, 175, 200];

/**
 * The accessibility tools' CSS (issue 48), under the attributes the head script sets on `<html>`
 * (src/utils/a11yTools.ts), so each applies before the first paint:
 * - `data-ipr-text`: the body size and `--ipr-font-scale` (by which the LESS modules and the static
 *   shell scale their sizes) of both looks, multiplied; antd's components follow at start-up
 *   (`toolsTheme`);
 * - `data-ipr-zoom`: the page zoomed (CSS `zoom`, laid out again at the narrower width);
 * - `data-ipr-scheme`: a high-contrast scheme's variables on `:root` and on antd's token elements
 *   (`.css-var-…`, which antd writes with one class: two attributes and a class beat it).
 * The large cursor's CSS comes with the toolbar's code (src/components/AccessibilityTools), which a
 * remembered cursor loads at start-up: its two images would be half a kilobyte more in every page's head.
 * Nothing of it is printed: print has its own stylesheet (src/components/PrintDocument) and the
 * variables only change colours and sizes on screen media.
 */
export function toolsCssRule(): string {
  const base = { standard: THEME_CSS_VARIABLES, care: { ...THEME_CSS_VARIABLES, ...CARE_CSS_VARIABLES } };
  const text = TEXT_SCALES.flatMap((percent) =>
    (['standard', 'care'] as const).map((look) => {
      const variables = base[look];
      const scale = (Number.parseFloat(variables['--ipr-font-scale']) * percent) / 100;
      const size = (Number.parseFloat(variables['--ipr-font-size']) * percent) / 100;
      // Controls grow with their text, as antd's controlHeight does at run time (src/utils/a11yTools.ts).
      const control = Math.round((Number.parseFloat(variables['--ipr-control-height']) * percent) / 100);
      const selector = `:root${look === 'care' ? '[data-care-mode]' : ''}[data-ipr-text="${percent}"]`;
      return `${selector}{--ipr-font-size:${size}px;--ipr-font-scale:${scale};--ipr-control-height:${control}px}`;
    }),
  );
  const zoom = TEXT_SCALES.map((percent) => `@media screen{:root[data-ipr-zoom="${percent}"] body{zoom:${percent / 100}}}`);
  const schemes = Object.entries(contrastSchemes()).map(
    ([name, scheme]) =>
      `:root[data-ipr-scheme="${name}"],:root[data-ipr-scheme="${name}"] [class*="css-var-"]{color-scheme:${name === 'contrast-dark' ? 'dark' : 'light'};${declarations(scheme.variables)}}`,
  );
  return [...text, ...zoom, ...schemes].join('');
}
