/**
 * Issue 47 item 2: colours come from the theme. config/defaultSettings.ts (the antd theme and the
 * portal's own colours) and config/themeCss.ts (the CSS variables they produce) are the only files
 * with colour values; the app's styles, inline styles, charts and static shell read antd's tokens or
 * those variables, so the primary colour is one line.
 */
import { generate } from '@ant-design/colors';
import { names as NAMED_COLORS } from '@ctrl/tinycolor';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { PRIMARY_COLOR } from '../config/defaultSettings';
import { antdVariable, ROOT_TOKENS, THEME_CSS_VARIABLES } from '../config/themeCss';

const ROOT = join(__dirname, '..');
/** The theme: the only files allowed colour values. */
const THEME_FILES = ['config/defaultSettings.ts', 'config/themeCss.ts'];

/** The app's own sources: `src/` (without Umi's generated folders), `config/` and the project plugin. */
function sources(dir = join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.umi') ? [] : sources(path);
    return /\.(tsx?|less|css)$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}
const FILES = [...sources(), ...sources(join(ROOT, 'config')), 'plugin.ts'].filter((file) => !THEME_FILES.includes(file));

const HEX = /#[0-9a-f]{3,8}\b/gi;
const COLOR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;
/** A CSS colour keyword as the value of a colour property: in a stylesheet, a CSS string or a style object. */
const NAMED = new RegExp(
  String.raw`(?:color|background|fill|stroke|border|outline|shadow)[\w-]*["']?\s*[:=]\s*["'{]?[^;{}\n]*?\b(${Object.keys(NAMED_COLORS).join('|')})\b`,
  'gi',
);

/** antd's preset colour names (`PresetColors`) and the timeline's status names, quoted. */
const ANTD_PRESET_NAME = /(["'])(?:blue|purple|cyan|green|magenta|pink|red|orange|yellow|volcano|geekblue|lime|gold|gray)\1/g;

/** Every colour literal of a file, as `line: literal`. */
function colourLiterals(file: string): string[] {
  return (
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      // In code, a quoted preset name is antd's API for its tokens (`<Tag color="blue">`, a timeline
      // item's `color: 'red'`), not a colour; and a variable's name (`var(--ant-cyan-1)`) is no keyword.
      .map((line) => (/\.tsx?$/.test(file) ? line.replace(ANTD_PRESET_NAME, '""') : line).replace(/--[\w-]+/g, '--'))
      .flatMap((line, index) =>
        [...line.matchAll(HEX), ...line.matchAll(COLOR_FUNCTION), ...[...line.matchAll(NAMED)].map((m) => [m[1]])].map(
          (match) => `${index + 1}: ${match[0]}`,
        ),
      )
  );
}

it('finds the app’s sources and the literals the scan is meant to catch', () => {
  expect(FILES.length).toBeGreaterThan(100);
  const probe = ['#1890ff', 'rgba(0, 0, 0, 0.88)', 'hsl(210 100% 50%)'].join(' ');
  expect(probe.match(HEX)).toHaveLength(1);
  expect(probe.match(COLOR_FUNCTION)).toHaveLength(2);
  expect([...'  color: white;'.matchAll(NAMED)].map((m) => m[1])).toEqual(['white']);
  expect([...`style={{ background: 'black' }}`.matchAll(NAMED)].map((m) => m[1])).toEqual(['black']);
  expect([...'  white-space: nowrap; border: 1px solid transparent;'.matchAll(NAMED)]).toEqual([]);
});

it.each(FILES)('%s has no colour literal: its colours come from the theme', (file) => {
  expect(colourLiterals(file)).toEqual([]);
});

/**
 * `var(--x)` reads of a set of files. Declarations (global.less's tag overrides) are not reads, nor
 * is a read with a fallback, of a variable antd sets on its own components (dispute/List's tabs).
 */
const reads = (files: string[], prefix: string) =>
  new Set(
    files.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(new RegExp(`var\\((--${prefix}-[\\w-]+)\\)`, 'g'))].map((m) => m[1]),
    ),
  );

it('puts every antd token the app reads on :root (config/themeCss.ts ROOT_TOKENS)', () => {
  const onRoot = new Set(ROOT_TOKENS.map(antdVariable));
  expect([...reads(FILES, 'ant')].filter((name) => !onRoot.has(name))).toEqual([]);
  // And lists none that nothing reads: each one costs bytes in every page's head.
  expect([...onRoot].filter((name) => !reads(FILES, 'ant').has(name))).toEqual([]);
});

it('defines every portal variable the app reads', () => {
  const declared = new Set(
    FILES.flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/(--ipr-[\w-]+)\s*:/g)].map((m) => m[1])),
  );
  expect([...reads(FILES, 'ipr')].filter((name) => !(name in THEME_CSS_VARIABLES) && !declared.has(name))).toEqual([]);
});

/**
 * The two theme modules as they would be with another primary colour: defaultSettings.ts's source
 * with its one PRIMARY_COLOR line changed, compiled, and themeCss.ts loaded over it.
 */
function themeWithPrimary(color: string) {
  const file = join(ROOT, 'config/defaultSettings.ts');
  const source = readFileSync(file, 'utf8');
  const line = `export const PRIMARY_COLOR = '${PRIMARY_COLOR}';`;
  expect(source.split(line)).toHaveLength(2);
  const { outputText } = ts.transpileModule(source.replace(line, `export const PRIMARY_COLOR = '${color}';`), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019, esModuleInterop: true },
  });
  const settings: Record<string, unknown> = {};
  new Function('exports', 'require', 'module', outputText)(settings, createRequire(file), { exports: settings });
  let themeCss: typeof import('../config/themeCss') | undefined;
  jest.isolateModules(() => {
    jest.doMock('../config/defaultSettings', () => settings);
    themeCss = jest.requireActual<typeof import('../config/themeCss')>('../config/themeCss');
  });
  return { settings: settings as unknown as typeof import('../config/defaultSettings'), themeCss: themeCss! };
}

describe('the primary colour is one line', () => {
  const current = themeWithPrimary(PRIMARY_COLOR);
  const purple = themeWithPrimary('#722ED1');
  /** A shade as hex and as the `r, g, b` of an rgba(). */
  const spellings = (hex: string) => [hex.toLowerCase(), [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')];
  const everything = (theme: typeof current) =>
    JSON.stringify([theme.settings.antdTheme('standard'), theme.settings.antdTheme('care'), theme.themeCss.themeCssRule()]).toLowerCase();

  it('compiles the theme as it is to the same variables', () => {
    expect(current.themeCss.themeCssRule()).toBe(jest.requireActual('../config/themeCss').themeCssRule());
  });

  it('moves the visible primary elements with it: accent, links, buttons, header band, hero, tints and shadows', () => {
    const [before, after] = [current.themeCss, purple.themeCss].map((css) => ({
      standard: css.THEME_CSS_VARIABLES,
      care: { ...css.THEME_CSS_VARIABLES, ...css.CARE_CSS_VARIABLES },
    }));
    const moved = [
      '--ipr-color-accent',
      '--ipr-color-link',
      '--ipr-color-link-hover',
      '--ipr-button-primary-hover',
      '--ant-color-primary',
      '--ant-color-primary-bg',
      '--ant-color-primary-border',
      '--ipr-color-band',
      '--ipr-color-band-deep',
      '--ipr-color-bg-tint',
      '--ipr-shadow-card',
      '--ipr-field-focus-ring',
    ];
    for (const look of ['standard', 'care'] as const) {
      for (const name of moved) expect([look, name, after[look][name]]).not.toEqual([look, name, before[look][name]]);
    }
    expect(purple.settings.antdTheme('standard').components.Button.colorPrimary).toBe(purple.settings.ACCESSIBLE_BLUE);
    expect(purple.settings.default.colorPrimary).toBe('#722ED1');
  });

  it('leaves nothing of the old primary colour’s shades in the antd theme or the CSS variables', () => {
    const old = generate(PRIMARY_COLOR).flatMap(spellings);
    expect(old.filter((shade) => everything(current).includes(shade)).length).toBeGreaterThan(3);
    expect(old.filter((shade) => everything(purple).includes(shade))).toEqual([]);
  });
});
