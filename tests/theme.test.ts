/**
 * Issue 16 item 8: one font stack, body size and link style, from the antd theme
 * (config/defaultSettings.ts), for antd's components and, as CSS custom properties, for the
 * portal's own markup (plugin.ts, src/global.less).
 */
import { ANTD_THEME, antdTheme } from '../config/defaultSettings';
import { themeCssRule, themeCssVariables, THEME_CSS_VARIABLES } from '../config/themeCss';

const families = (stack: string) => stack.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));

it('names a Chinese face before the generic family', () => {
  const stack = families(ANTD_THEME.token.fontFamily);
  const generic = stack.indexOf('sans-serif');
  const chinese = stack.findIndex((family) => /PingFang SC|Microsoft YaHei|Noto Sans CJK SC|Source Han Sans SC/.test(family));
  expect(chinese).toBeGreaterThanOrEqual(0);
  expect(chinese).toBeLessThan(generic);
});

it('hands the portal markup the same font, size and link tokens antd uses', () => {
  const { token } = ANTD_THEME;
  expect(THEME_CSS_VARIABLES).toMatchObject({
    '--ipr-font-family': token.fontFamily,
    '--ipr-font-size': `${token.fontSize}px`,
    '--ipr-line-height': String(token.lineHeight),
    '--ipr-color-link': token.colorLink,
    '--ipr-color-link-hover': token.colorLinkHover,
    '--ipr-link-decoration': 'none',
    '--ipr-link-hover-decoration': 'underline',
  });
  const rule = themeCssRule();
  expect(rule.startsWith(':root{')).toBe(true);
  for (const [name, value] of Object.entries(THEME_CSS_VARIABLES)) expect(rule).toContain(`${name}:${value}`);
});

it.each(['standard', 'care'] as const)('hands LightButton the %s look’s button colours (antd Button’s, from the same theme)', (look) => {
  const { token, components } = antdTheme(look);
  expect(themeCssVariables(look)).toMatchObject({
    '--ipr-color-text': token.colorText,
    '--ipr-color-bg-container': token.colorBgContainer,
    '--ipr-color-border': token.colorBorder,
    '--ipr-color-bg-text-hover': token.colorBgTextHover,
    '--ipr-color-text-light-solid': token.colorTextLightSolid,
    '--ipr-color-accent': components.Button.colorPrimary,
    '--ipr-button-primary-hover': components.Button.colorPrimaryHover,
  });
});
