import '@umijs/max/test-setup';
/**
 * Issue 48: the accessibility tools. The state model (src/utils/a11yTools.ts): what is kept, what
 * `<html>` gets, the head script that applies it before the first paint, care mode as its preset, one
 * reset; the theme's schemes and sizes (config/themeCss.ts); the header's button and the toolbar
 * (src/components/AccessibilityTools), by role and name, read-aloud against a stub of speechSynthesis.
 */
import { readability, TinyColor } from '@ctrl/tinycolor';
import { AntdConfigContextSetter } from '@@/plugin-antd/context';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Checkbox,
  Collapse,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Menu,
  Modal,
  Pagination,
  Progress,
  Radio,
  Result,
  Select,
  Segmented,
  Skeleton,
  Statistic,
  Steps,
  Table,
  Tabs,
  Tag,
  Timeline,
  type ThemeConfig,
  Upload,
} from 'antd';
import { ANTD_THEME, contrastSchemes, HUES } from '../config/defaultSettings';
import { THEME_CSS_VARIABLES, toolsCssRule } from '../config/themeCss';
import AccessibilityTools, { isToolsShortcut } from '@/components/AccessibilityTools';
import { LARGE_CURSOR_CSS, largeCursorSvg } from '@/components/AccessibilityTools/Toolbar';
import CareModeSwitch from '@/components/CareModeSwitch';
import { A11Y_TOOLS, CARE_MODE } from '@/constants';
import {
  DEFAULT_TOOLS,
  forgetTools,
  needsToolsCode,
  parseTools,
  type Scheme,
  readTools,
  resetTools,
  step,
  storedTools,
  TEXT_STEPS,
  TOOLS_BOOT_SCRIPT,
  toolsAttributes,
  toolsTheme,
  writeTools,
} from '@/utils/a11yTools';
import { readCareMode } from '@/utils/careMode';

const html = document.documentElement;
const clearHtml = () => {
  for (const name of html.getAttributeNames()) if (name.startsWith('data-ipr-') || name === CARE_MODE.attribute) html.removeAttribute(name);
};
afterEach(() => {
  localStorage.clear();
  clearHtml();
  forgetTools();
});

describe('the state model', () => {
  it('is the defaults for nothing kept, a damaged entry or unknown values', () => {
    expect(parseTools(null, null)).toEqual(DEFAULT_TOOLS);
    expect(parseTools('{not json', null)).toEqual(DEFAULT_TOOLS);
    expect(parseTools('null', null)).toEqual(DEFAULT_TOOLS);
    expect(parseTools(JSON.stringify({ text: 130, zoom: 'big', scheme: 'pink', cursor: 'yes', read: 'all', rate: 9 }), 'off')).toEqual(
      DEFAULT_TOOLS,
    );
  });

  it('keeps only what differs from the defaults, and reads back what it kept', () => {
    const state = {
      ...DEFAULT_TOOLS,
      text: 150,
      scheme: 'contrast-dark' as const,
      cursor: true,
      read: 'point' as const,
      rate: 1.25,
      care: true,
    };
    const kept = storedTools(state);
    expect(JSON.parse(kept ?? '')).toEqual({ text: 150, scheme: 'contrast-dark', cursor: true, read: 'point', rate: 1.25 });
    expect(parseTools(kept, 'on')).toEqual(state);
    expect(storedTools({ ...DEFAULT_TOOLS, care: true })).toBeNull();
  });

  it('steps text size between 100 % and 200 %, never past either end', () => {
    expect(step(TEXT_STEPS, 100, -1)).toBe(100);
    expect(step(TEXT_STEPS, 100, 1)).toBe(125);
    expect(step(TEXT_STEPS, 200, 1)).toBe(200);
    expect(TEXT_STEPS[TEXT_STEPS.length - 1]).toBe(200);
  });

  it('loads the toolbar’s code at start-up only for the tools that run script', () => {
    expect(needsToolsCode({ ...DEFAULT_TOOLS, text: 200, zoom: 150, scheme: 'contrast-light', care: true })).toBe(false);
    expect(needsToolsCode({ ...DEFAULT_TOOLS, cursor: true })).toBe(true);
    expect(needsToolsCode({ ...DEFAULT_TOOLS, guides: true })).toBe(true);
    expect(needsToolsCode({ ...DEFAULT_TOOLS, caption: true })).toBe(true);
    expect(needsToolsCode({ ...DEFAULT_TOOLS, read: 'continuous' })).toBe(true);
  });

  it('writes <html>, storage and care mode’s own key; one reset clears them all', () => {
    writeTools({ ...DEFAULT_TOOLS, text: 200, zoom: 125, guides: true, care: true });
    expect(html).toHaveAttribute('data-ipr-text', '200');
    expect(html).toHaveAttribute('data-ipr-zoom', '125');
    expect(html).toHaveAttribute('data-ipr-guides', 'true');
    expect(html).toHaveAttribute(CARE_MODE.attribute, '');
    expect(localStorage.getItem(CARE_MODE.storageKey)).toBe('on');
    expect(readCareMode()).toBe(true);
    forgetTools();
    expect(readTools()).toMatchObject({ text: 200, zoom: 125, guides: true, care: true });

    resetTools();
    expect(html.getAttributeNames().filter((name) => name.startsWith('data-ipr-') || name === CARE_MODE.attribute)).toEqual([]);
    expect(localStorage.getItem(A11Y_TOOLS.storageKey)).toBeNull();
    expect(localStorage.getItem(CARE_MODE.storageKey)).toBeNull();
  });

  it('scales antd’s body text and controls with the text size, from either look', () => {
    expect(toolsTheme({ ...DEFAULT_TOOLS, text: 200 }).token).toMatchObject({ fontSize: 28, controlHeight: 64 });
    expect(toolsTheme({ ...DEFAULT_TOOLS, text: 200, care: true }).token).toMatchObject({ fontSize: 36, controlHeight: 88 });
  });
});

describe('the head script', () => {
  const run = () => new Function(TOOLS_BOOT_SCRIPT)();

  it('sets the same attributes as the app does, before any app script', () => {
    const state = { ...DEFAULT_TOOLS, text: 175, scheme: 'contrast-light' as const, cursor: true, caption: true, care: true };
    writeTools(state);
    const expected = Object.fromEntries(html.getAttributeNames().map((name) => [name, html.getAttribute(name)]));
    clearHtml();
    run();
    expect(Object.fromEntries(html.getAttributeNames().map((name) => [name, html.getAttribute(name)]))).toEqual(expected);
    expect(toolsAttributes(state)).toMatchObject({
      'data-ipr-text': '175',
      'data-ipr-scheme': 'contrast-light',
      [CARE_MODE.attribute]: '',
    });
  });

  it('applies care mode chosen before the tools existed, and survives a damaged entry', () => {
    localStorage.setItem(CARE_MODE.storageKey, 'on');
    run();
    expect(html).toHaveAttribute(CARE_MODE.attribute);
    localStorage.setItem(A11Y_TOOLS.storageKey, '{damaged');
    expect(run).not.toThrow();
  });
});

describe('the theme’s tools CSS', () => {
  const rule = toolsCssRule();

  it.each(Object.entries(contrastSchemes()))('%s: every text colour at 7:1 or more on its background, links underlined', (name, scheme) => {
    const variables = scheme.variables as Record<string, string>;
    for (const key of [
      '--ipr-color-text',
      '--ipr-color-description',
      '--ipr-color-muted',
      '--ipr-color-link',
      '--ipr-heading-color',
      '--ant-color-text-secondary',
      '--ant-color-link',
    ])
      expect({ key, enough: readability(variables[key], scheme.background) >= 7 }).toEqual({ key, enough: true });
    expect(variables['--ipr-link-decoration']).toBe('underline');
    expect(rule).toContain(`:root[data-ipr-scheme="${name}"] [class*="css-var-"]{`);
  });

  // Text on a solid primary control, [text, background]: the text where the scheme leaves it is the
  // standard look's; the backgrounds must be the scheme's own, because antd's components set theirs
  // to a 5:1 shade (config/defaultSettings.ts antdTheme).
  const SOLID_PAIRS = [
    ['--ant-button-primary-color', '--ant-color-primary'],
    ['--ant-button-primary-color', '--ant-color-primary-hover'],
    ['--ant-button-primary-color', '--ant-color-primary-active'],
    ['--ant-radio-button-solid-checked-color', '--ant-radio-button-solid-checked-bg'],
    ['--ant-radio-button-solid-checked-color', '--ant-radio-button-solid-checked-hover-bg'],
    ['--ant-radio-button-solid-checked-color', '--ant-radio-button-solid-checked-active-bg'],
    ['--ipr-color-on-accent', '--ipr-color-accent'],
    ['--ipr-color-on-accent', '--ipr-button-primary-hover'],
    ['--ipr-color-on-accent', '--ipr-button-primary-active'],
    ['--ant-pagination-item-active-color', '--ant-pagination-item-active-bg'],
  ] as const;
  const standardText: Record<string, string> = {
    '--ant-button-primary-color': THEME_CSS_VARIABLES['--ipr-color-text-light-solid'],
    '--ant-radio-button-solid-checked-color': THEME_CSS_VARIABLES['--ipr-color-text-light-solid'],
    '--ipr-color-on-accent': THEME_CSS_VARIABLES['--ipr-color-on-accent'],
  };

  it.each(Object.entries(contrastSchemes()))('%s: text on solid primary controls at 7:1 or more', (_, scheme) => {
    const variables = scheme.variables as Record<string, string>;
    // A background the scheme leaves is the standard look's, except the pagination's (the page's).
    const value = (key: string) =>
      variables[key] ?? standardText[key] ?? (key === '--ant-pagination-item-active-bg' ? scheme.background : THEME_CSS_VARIABLES[key]);
    for (const [text, background] of SOLID_PAIRS) {
      const ratio = readability(value(text), value(background));
      expect({ text, background, enough: ratio >= 7 }).toEqual({ text, background, enough: true });
    }
    // antd's buttons and radios set the primary colour on their own elements: the scheme must set it too.
    for (const key of ['--ant-color-primary', '--ant-radio-button-solid-checked-bg', '--ant-pagination-item-active-color'])
      expect({ key, declared: key in variables }).toEqual({ key, declared: true });
  });

  /**
   * The `--ant-*` variables antd writes for `children` drawn with `theme` (server-rendered, for their
   * styles only), and what React logged meanwhile.
   */
  const writtenVariables = (theme: ThemeConfig, children: ReactNode) => {
    const cache = createCache();
    // React's server renderer warns about antd's layout effects (drawn here only for their styles).
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={theme}>{children}</ConfigProvider>
      </StyleProvider>,
    );
    const messages = error.mock.calls.map(([message]) => String(message));
    error.mockRestore();
    return {
      messages,
      values: Object.fromEntries(
        [...extractStyle(cache, { plain: true }).matchAll(/(--ant-[\w-]+):([^;}]+)/g)].map(([, name, value]) => [name, value.trim()]),
      ),
    };
  };

  /**
   * antd's variables as its components write them with the app's theme: the components' own tokens
   * (`--ant-tabs-item-selected-color`, …) carry values, not references to the global ones, so a scheme
   * that sets only `--ant-color-primary` leaves them at the standard look's shades.
   */
  const antdVariables = writtenVariables(
    ANTD_THEME,
    <>
      <Tabs items={[{ key: 'a', label: 'a' }]} />
      <Menu items={[{ key: 'a', label: 'a' }]} selectedKeys={['a']} />
      <Segmented options={['a', 'b']} />
      <Tag color="blue">a</Tag>
      <Checkbox checked />
      <Radio checked />
      <Radio.Button>a</Radio.Button>
      <Pagination total={50} />
    </>,
  );

  // The selected (and hovered) states of antd's Tabs, Menu and Segmented, its coloured Tags and radio chips, and the
  // marks on a checked Checkbox or Radio, [text or mark, background]; `page` is the scheme's background.
  const SELECTED_PAIRS = [
    ['--ant-tabs-item-color', 'page'],
    ['--ant-tabs-item-selected-color', 'page'],
    ['--ant-tabs-item-hover-color', 'page'],
    ['--ant-tabs-item-active-color', 'page'],
    ['--ant-tabs-ink-bar-color', 'page'],
    ['--ant-menu-item-selected-color', '--ant-menu-item-selected-bg'],
    ['--ant-menu-horizontal-item-selected-color', 'page'],
    ['--ant-segmented-item-color', '--ant-segmented-track-bg'],
    ['--ant-segmented-item-selected-color', '--ant-segmented-item-selected-bg'],
    ...HUES.map((hue) => [`--ant-${hue}-7`, `--ant-${hue}-1`]),
    ['--ant-radio-button-color', '--ant-radio-button-bg'],
    ['--ant-color-white', '--ant-color-primary'],
    ['--ant-radio-radio-color', '--ant-radio-radio-bg-color'],
    ['--ant-color-text', '--ant-pagination-item-bg'],
    ['--ant-pagination-item-active-color', '--ant-pagination-item-active-bg'],
  ] as const;

  it.each(Object.entries(contrastSchemes()))(
    '%s: antd’s selected tabs, menu items and segments, its tags and radio chips, page numbers and checked marks at 7:1 or more',
    (_, scheme) => {
      for (const message of antdVariables.messages) expect(message).toMatch(/useLayoutEffect does nothing on the server/);
      const variables = scheme.variables as Record<string, string>;
      const value = (key: string) => (key === 'page' ? scheme.background : (variables[key] ?? antdVariables.values[key]));
      const low = SELECTED_PAIRS.map(([text, background]) => [text, background, readability(value(text), value(background))] as const)
        .filter(([text, background, ratio]) => !value(text) || !value(background) || ratio < 7)
        .map(([text, background, ratio]) => `${text} on ${background}: ${ratio.toFixed(1)}`);
      expect(low).toEqual([]);
    },
  );

  /**
   * Every antd component the app draws, in a scheme's antd theme (`toolsTheme`) with the scheme's CSS
   * variables over it, as the page has them: the variables antd writes, by name and value.
   */
  const schemeVariables = (scheme: string) => {
    const { messages, values } = writtenVariables(
      toolsTheme({ ...DEFAULT_TOOLS, scheme: scheme as Scheme }),
      <>
        <Alert title="a" />
        <Avatar>a</Avatar>
        <Button>a</Button>
        <Card title="a">a</Card>
        <Collapse items={[{ key: 'a', label: 'a', children: 'a' }]} />
        <DatePicker />
        <Descriptions items={[{ label: 'a', children: 'a' }]} />
        <Drawer._InternalPanelDoNotUseOrYouWillBeFired>a</Drawer._InternalPanelDoNotUseOrYouWillBeFired>
        <Modal._InternalPanelDoNotUseOrYouWillBeFired>a</Modal._InternalPanelDoNotUseOrYouWillBeFired>
        <Empty />
        <Form>
          <Form.Item label="a" required>
            <Input />
          </Form.Item>
        </Form>
        <InputNumber />
        <Menu items={[{ key: 'a', label: 'a' }]} />
        <Pagination total={50} showQuickJumper />
        <Progress percent={3} />
        <Result title="a" />
        <Select options={[{ value: 'a' }]} />
        <Skeleton />
        <Statistic value={1} />
        <Steps items={[{ title: 'a' }]} />
        <Table columns={[{ title: 'a', dataIndex: 'a', sorter: true }]} dataSource={[{ a: 1, key: 1 }]} />
        <Tag>a</Tag>
        <Timeline items={[{ content: 'a' }]} />
        <Upload.Dragger>a</Upload.Dragger>
      </>,
    );
    for (const message of messages) expect(message).toMatch(/useLayoutEffect does nothing on the server/);
    return { ...values, ...(contrastSchemes()[scheme as keyof ReturnType<typeof contrastSchemes>].variables as object) };
  };

  // What is text among antd's colour variables (its `…-color`, `…-text` and icon colours), less what is not
  // text or is checked elsewhere: borders, lines, fills, bars, marks, status and accent colours (the
  // schemes' own pairs above), the solid and dark-menu variants.
  const TEXT = /(color(-hover|-active)?|-text(-hover|-active)?)$|^--ant-color-(text|icon)/;
  const NOT_TEXT =
    /bg|border|shadow|split|fill|outline|ink|dot|rail|track|handle|line|mask|light-solid|white|solid|danger|dark|ghost|success|warning|error|info|primary|link|tail|stroke|progress|header-icon|scroll|radio-radio/;
  // Surfaces the dark scheme must not leave light: every background but the solid variants and the
  // radio's checked dot (light on purpose there, with a dark mark: the pairs above), the dark-theme
  // menu's and the danger fills nothing here draws.
  const SURFACE = /bg|background/;
  const LIGHT_ON_PURPOSE = /solid|dark|scroll|error-bg-(active|filled)|radio-radio/;

  it.each(Object.entries(contrastSchemes()))(
    '%s: every antd component the app draws keeps its text at 7:1 or more, and on the dark scheme no light surface',
    (name, scheme) => {
      const variables = schemeVariables(name);
      const problems = Object.entries(variables).flatMap(([variable, value]) => {
        const colour = new TinyColor(value as string);
        if (!colour.isValid || colour.getAlpha() < 0.3) return [];
        const opaque = new TinyColor(scheme.background).mix(colour.clone().setAlpha(1), colour.getAlpha() * 100);
        if (TEXT.test(variable) && !NOT_TEXT.test(variable) && readability(opaque, scheme.background) < 7)
          return [`${variable}: ${value} (${readability(opaque, scheme.background).toFixed(1)}:1)`];
        if (name === 'contrast-dark' && SURFACE.test(variable) && !LIGHT_ON_PURPOSE.test(variable) && colour.getLuminance() > 0.3)
          return [`${variable}: ${value} (a light surface)`];
        return [];
      });
      expect(problems).toEqual([]);
    },
  );

  it('sets 200 % text for both looks, and the cursor (with the toolbar) for a mouse only, 48 px', () => {
    expect(rule).toContain(':root[data-ipr-text="200"]{--ipr-font-size:28px;--ipr-font-scale:2;--ipr-control-height:64px}');
    expect(rule).toContain(':root[data-care-mode][data-ipr-text="200"]{--ipr-font-size:36px;');
    expect(LARGE_CURSOR_CSS).toMatch(/^@media \(pointer:fine\)\{:root\[data-ipr-cursor\]/);
    expect(largeCursorSvg('arrow')).toContain('width="48" height="48"');
    expect(largeCursorSvg('hand')).toContain('width="48" height="48"');
  });
});

describe('the toolbar', () => {
  const setAntdConfig = jest.fn();
  const renderEntry = () =>
    render(
      <RawIntlProvider value={getIntl('zh-CN')}>
        <AntdConfigContextSetter.Provider value={setAntdConfig}>
          <CareModeSwitch />
          <AccessibilityTools />
        </AntdConfigContextSetter.Provider>
      </RawIntlProvider>,
    );
  const openTools = async () => {
    fireEvent.click(screen.getByRole('button', { name: '无障碍' }));
    return screen.findByRole('dialog', { name: '无障碍工具' });
  };

  it('opens from the header button, every tool a pressed/unpressed button, and closes on Escape back to the button', async () => {
    renderEntry();
    const entry = screen.getByRole('button', { name: '无障碍' });
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    const panel = await openTools();
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      '默认配色',
      '高对比度（白底黑字）',
      '高对比度（黑底白字）',
      '大鼠标',
      '十字线',
      '大字幕',
      '指读',
      '连读',
      '适老模式',
    ])
      expect(within(panel).getByRole('button', { name })).toHaveAttribute('aria-pressed', name === '默认配色' ? 'true' : 'false');
    expect(within(panel).getAllByRole('button')[0]).toHaveFocus();

    fireEvent.keyDown(within(panel).getByRole('button', { name: '大鼠标' }), { key: 'Escape' });
    expect(panel).not.toBeVisible();
    expect(entry).toHaveFocus();
  });

  it('opens and closes with Alt+Shift+A', async () => {
    renderEntry();
    fireEvent.keyDown(window, { key: 'A', code: 'KeyA', altKey: true, shiftKey: true });
    expect(await screen.findByRole('dialog', { name: '无障碍工具' })).toBeVisible();
    fireEvent.keyDown(window, { key: 'A', code: 'KeyA', altKey: true, shiftKey: true });
    expect(screen.queryByRole('dialog', { name: '无障碍工具' })).toBeNull();
    expect(isToolsShortcut(new KeyboardEvent('keydown', { code: 'KeyA', altKey: true, shiftKey: true, ctrlKey: true }))).toBe(false);
  });

  it('turns tools on and off on <html>, scales antd with the text, and shares care mode with the header switch', async () => {
    renderEntry();
    const panel = await openTools();
    fireEvent.click(within(panel).getByRole('button', { name: '放大文字' }));
    expect(html).toHaveAttribute('data-ipr-text', '125');
    expect(within(panel).getByText('125%')).toBeInTheDocument();
    expect(setAntdConfig).toHaveBeenLastCalledWith({
      theme: expect.objectContaining({ token: expect.objectContaining({ fontSize: 18 }) }),
    });

    const dark = within(panel).getByRole('button', { name: '高对比度（黑底白字）' });
    fireEvent.click(dark);
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveAttribute('data-ipr-scheme', 'contrast-dark');

    const cursor = within(panel).getByRole('button', { name: '大鼠标' });
    fireEvent.click(cursor);
    expect(html).toHaveAttribute('data-ipr-cursor', 'true');
    fireEvent.click(cursor);
    expect(html).not.toHaveAttribute('data-ipr-cursor');

    fireEvent.click(within(panel).getByRole('button', { name: '适老模式' }));
    expect(screen.getByRole('button', { name: '关怀模式' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '关怀模式' }));
    expect(within(panel).getByRole('button', { name: '适老模式' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(within(panel).getByRole('button', { name: '重置' }));
    expect(html).not.toHaveAttribute('data-ipr-text');
    expect(html).not.toHaveAttribute('data-ipr-scheme');
    expect(within(panel).getByRole('button', { name: '默认配色' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the guide lines and the caption bar, which shows the text the focus reaches', async () => {
    renderEntry();
    const panel = await openTools();
    fireEvent.click(within(panel).getByRole('button', { name: '十字线' }));
    expect(screen.getByTestId('a11y-guides')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: '大字幕' }));
    const caption = screen.getByTestId('a11y-caption');
    fireEvent.focus(within(panel).getByRole('button', { name: '重置' }));
    fireEvent.focusIn(within(panel).getByRole('button', { name: '重置' }));
    expect(caption).toHaveTextContent('重置');
  });

  it('lists the shortcuts in its help, scrolled into view', async () => {
    // jsdom does not lay out, so it has no scrollIntoView.
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderEntry();
    const panel = await openTools();
    const help = within(panel).getByRole('button', { name: '帮助' });
    fireEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    const shortcuts = within(panel).getByText('打开或关闭无障碍工具');
    expect(shortcuts).toBeVisible();
    expect(scrolled.mock.contexts).toContain(document.getElementById(help.getAttribute('aria-controls') ?? ''));
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  describe('read-aloud', () => {
    const spoken: { text: string; lang: string; rate: number; voice: string }[] = [];
    const installSpeech = (voices: { lang: string; name: string }[]) => {
      spoken.length = 0;
      Object.assign(window, {
        SpeechSynthesisUtterance: class {
          lang = '';
          rate = 1;
          voice: { name: string } | null = null;
          onend: (() => void) | null = null;
          constructor(public text: string) {}
        },
        speechSynthesis: {
          getVoices: () => voices,
          speak: (utterance: { text: string; lang: string; rate: number; voice: { name: string } }) =>
            spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate, voice: utterance.voice.name }),
          cancel: jest.fn(),
          pause: jest.fn(),
          resume: jest.fn(),
          addEventListener: jest.fn(),
          removeEventListener: jest.fn(),
        },
      });
    };
    // The page's language, as the app sets it (src/components/LangSwitch, plugin.ts).
    beforeEach(() => {
      html.lang = 'zh-CN';
    });
    afterEach(() => {
      delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
      html.removeAttribute('lang');
    });

    it('指读 speaks what the focus reaches, in the language of its text, at the chosen rate', async () => {
      installSpeech([
        { lang: 'en-US', name: 'English' },
        { lang: 'zh-CN', name: '普通话' },
      ]);
      renderEntry();
      const panel = await openTools();
      fireEvent.click(within(panel).getByRole('button', { name: '指读' }));
      fireEvent.click(within(panel).getByRole('button', { name: '1.25×' }));
      fireEvent.focusIn(within(panel).getByRole('button', { name: '大字幕' }));
      expect(spoken.at(-1)).toEqual({ text: '大字幕', lang: 'zh-CN', rate: 1.25, voice: '普通话' });
      const english = document.createElement('p');
      english.lang = 'en-US';
      english.textContent = 'Patent pledge';
      document.body.append(english);
      fireEvent.pointerOver(english);
      expect(spoken.at(-1)).toMatchObject({ text: 'Patent pledge', lang: 'en-US', voice: 'English' });
      english.remove();
    });

    it('says so where the browser has no voice for the page’s language', async () => {
      installSpeech([{ lang: 'en-US', name: 'English' }]);
      renderEntry();
      const panel = await openTools();
      fireEvent.click(within(panel).getByRole('button', { name: '指读' }));
      act(() => {
        fireEvent.focusIn(within(panel).getByRole('button', { name: '大鼠标' }));
      });
      expect(within(panel).getByText('本浏览器没有中文语音，无法朗读。')).toHaveAttribute('role', 'status');
      expect(spoken).toEqual([]);
    });
  });
});
