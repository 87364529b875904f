import '@umijs/max/test-setup';
/**
 * Issue 14 item 2: care mode (关怀模式). The theme's two looks, the head script that applies the
 * choice before the first paint, its hash in the deploy recipe's CSP, and the header switch.
 */
import { readability } from '@ctrl/tinycolor';
import { AntdConfigContextSetter } from '@@/plugin-antd/context';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { fireEvent, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { presetPalettes } from '@ant-design/colors';
import { ANTD_THEME, antdTheme, HUES } from '../config/defaultSettings';
import { CARE_CSS_VARIABLES, themeCssRule, themeCssVariables } from '../config/themeCss';
import CareModeSwitch from '@/components/CareModeSwitch';
import { CARE_MODE } from '@/constants';
import { CARE_MODE_BOOT_SCRIPT, readCareMode, writeCareMode } from '@/utils/careMode';
import { forgetTools } from '@/utils/a11yTools';

const html = document.documentElement;
afterEach(() => {
  localStorage.clear();
  html.removeAttribute(CARE_MODE.attribute);
  // Each case is a new visit: nothing of the last one's state is remembered (src/utils/a11yTools.ts).
  forgetTools();
});

describe('the two looks', () => {
  const standard = antdTheme('standard');
  const care = antdTheme('care');

  it('name the same tokens, so merging one over the other leaves nothing of the other behind', () => {
    expect(Object.keys(care.token).sort()).toEqual(Object.keys(standard.token).sort());
    expect(Object.keys(care.components).sort()).toEqual(Object.keys(standard.components).sort());
    expect(ANTD_THEME).toEqual(standard);
  });

  it('standard: antd’s own values where the portal keeps antd’s look', () => {
    const defaults = theme.getDesignToken();
    for (const key of [
      'controlHeight',
      'controlHeightSM',
      'lineWidthFocus',
      'colorTextHeading',
      'colorTextLabel',
      'colorTextSecondary',
      'colorError',
      'colorSuccess',
      'colorWarning',
      'colorBgContainer',
      'colorBorder',
      'colorBgTextHover',
      'colorTextLightSolid',
    ] as const) {
      // antd writes its rgba() values without spaces.
      expect([key, String(standard.token[key]).replace(/\s/g, '')]).toEqual([key, String(defaults[key])]);
    }
  });

  it('care: 18 px text, line height ≥ 1.6, 44 px controls, focus rings ≥ 3 px', () => {
    const derived = theme.getDesignToken(care);
    expect(derived.fontSize).toBe(18);
    expect(derived.fontSizeHeading1).toBeGreaterThan(standard.token.fontSize * 3);
    expect(derived.lineHeight).toBeGreaterThanOrEqual(1.6);
    expect(derived.controlHeight).toBeGreaterThanOrEqual(44);
    expect(derived.controlHeightSM).toBeGreaterThanOrEqual(44);
    expect(derived.lineWidthFocus).toBeGreaterThanOrEqual(3);
    expect(care.token.linkDecoration).toBe('underline');
  });

  it.each([
    'colorText',
    'colorTextHeading',
    'colorTextLabel',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorLink',
    'colorLinkHover',
    'colorLinkActive',
    'colorError',
    'colorSuccess',
    'colorWarning',
  ] as const)('care: %s has 7:1 on white (WCAG AAA)', (key) => expect(readability(care.token[key], '#ffffff')).toBeGreaterThanOrEqual(7));

  it('care: the primary blue of buttons, tabs and menus has 7:1 on white', () => {
    expect(readability(care.components.Button.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(7);
    expect(readability(care.components.Tabs.itemSelectedColor, '#ffffff')).toBeGreaterThanOrEqual(7);
    expect(readability(CARE_CSS_VARIABLES['--ipr-color-muted'], themeCssVariables('care')['--ipr-color-bg-page'])).toBeGreaterThanOrEqual(
      7,
    );
  });

  // The accent and link shades come from the primary colour (one line): a lighter primary colour
  // must not take them below the look's contrast where the portal puts them.
  it.each([
    ['standard', 4.5],
    ['care', 7],
  ] as const)('%s: the primary colour’s text shades keep %s:1 on white, the page and the primary tint', (look, ratio) => {
    const css = themeCssVariables(look);
    for (const text of ['--ipr-color-accent', '--ipr-color-link', '--ipr-color-link-hover', '--ipr-color-link-active']) {
      for (const background of ['--ipr-color-bg-container', '--ipr-color-bg-page', '--ant-color-primary-bg']) {
        expect([text, background, readability(css[text], css[background]) >= ratio]).toEqual([text, background, true]);
      }
    }
    // White text on primary buttons, at rest, hovered and pressed.
    for (const button of Object.values(antdTheme(look).components.Button))
      expect(readability('#ffffff', button)).toBeGreaterThanOrEqual(ratio);
  });

  it.each(HUES)('%s text: 4.5:1 on its tag’s background, 7:1 in care mode', (hue) => {
    const background = presetPalettes[hue][0];
    expect(readability(themeCssVariables('standard')[`--ipr-hue-${hue}`], background)).toBeGreaterThanOrEqual(4.5);
    expect(readability(themeCssVariables('care')[`--ipr-hue-${hue}`], background)).toBeGreaterThanOrEqual(7);
  });

  it('puts care mode’s variables under the attribute the head script sets', () => {
    expect(themeCssRule()).toContain(`:root[${CARE_MODE.attribute}]{`);
    expect(CARE_CSS_VARIABLES).toMatchObject({ '--ipr-font-size': '18px', '--ipr-line-height': '1.75' });
  });
});

describe('the head script', () => {
  const run = () => new Function(CARE_MODE_BOOT_SCRIPT)();

  it('marks <html> when care mode was chosen, and only then', () => {
    run();
    expect(html).not.toHaveAttribute(CARE_MODE.attribute);
    localStorage.setItem(CARE_MODE.storageKey, 'on');
    run();
    expect(html).toHaveAttribute(CARE_MODE.attribute);
  });

  it('does not throw where storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(readCareMode()).toBe(false);
    getItem.mockRestore();
  });

  it('is allowed by its hash in the deploy recipe’s Content-Security-Policy', () => {
    const hash = createHash('sha256').update(CARE_MODE_BOOT_SCRIPT).digest('base64');
    const template = readFileSync(join(__dirname, '../deploy/nginx.conf.template'), 'utf8');
    // The policy itself (the comments above it name the directive too).
    const policy = template.split('\n').find((line) => /^\s*default "default-src/.test(line)) ?? '';
    expect(/script-src ([^;]*);/.exec(policy)?.[1].split(' ')).toContain(`'sha256-${hash}'`);
  });
});

describe('CareModeSwitch', () => {
  it('switches care mode on and off: pressed state, <html>, the kept choice and the antd theme', () => {
    const setAntdConfig = jest.fn();
    render(
      <RawIntlProvider value={getIntl('zh-CN')}>
        <AntdConfigContextSetter.Provider value={setAntdConfig}>
          <CareModeSwitch />
        </AntdConfigContextSetter.Provider>
      </RawIntlProvider>,
    );
    const button = screen.getByRole('button', { name: '关怀模式' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveAttribute(CARE_MODE.attribute);
    expect(readCareMode()).toBe(true);
    expect(setAntdConfig).toHaveBeenLastCalledWith({ theme: antdTheme('care') });

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(html).not.toHaveAttribute(CARE_MODE.attribute);
    expect(localStorage.getItem(CARE_MODE.storageKey)).toBeNull();
    expect(setAntdConfig).toHaveBeenLastCalledWith({ theme: antdTheme('standard') });
  });

  it('starts pressed when care mode was chosen before', () => {
    writeCareMode(true);
    render(
      <RawIntlProvider value={getIntl('zh-CN')}>
        <CareModeSwitch />
      </RawIntlProvider>,
    );
    expect(screen.getByRole('button', { name: '关怀模式' })).toHaveAttribute('aria-pressed', 'true');
  });
});
