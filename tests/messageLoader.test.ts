import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import { type MessageFormatElement, parse as realParse, TYPE } from 'intl-messageformat-parser';
import * as standIn from '@/standIns/precompiledMessages';

/**
 * The `precompiled-messages` swap (config/moduleSwaps.ts): the locale modules' compiler
 * (config/messageLoader.cjs) and the parser's stand-in (src/standIns/precompiledMessages.ts) together
 * format every shipped message exactly as react-intl's own parser does, and the stand-in still offers
 * every name intl-messageformat imports from the parser.
 */
const { compileMessages } = require('../config/messageLoader.cjs') as {
  compileMessages: (source: string, file: string) => Record<string, string | MessageFormatElement[]>;
};

const LOCALES = ['zh-CN', 'en-US'] as const;
const root = path.resolve(__dirname, '..');
const moduleFiles = LOCALES.flatMap((locale) =>
  readdirSync(path.join(root, 'src/locales', locale)).map((name) => ({ locale, file: path.join(root, 'src/locales', locale, name) })),
);

/** Example values for every argument of a tree: numbers where a number, plural or select asks one. */
function valuesOf(tree: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of tree) {
    if (element.type === TYPE.argument) values[element.value] = `«${element.value}»`;
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 3;
    if (element.type === TYPE.select) values[element.value] = 'other';
    if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = Date.UTC(2026, 10, 28);
    if ('options' in element) for (const option of Object.values(element.options)) valuesOf(option.value, values);
  }
  return values;
}

/** Formats `message` with intl-messageformat, parsing strings with `parser`. */
function format(message: string | MessageFormatElement[], locale: string, values: Record<string, unknown>, parser: typeof realParse) {
  const saved = IntlMessageFormat.__parse;
  IntlMessageFormat.__parse = parser;
  try {
    return new IntlMessageFormat(message, locale).format(values as never);
  } finally {
    IntlMessageFormat.__parse = saved;
  }
}

test.each(moduleFiles.map(({ locale, file }) => [path.relative(root, file), locale, file]))(
  '%s: every message formats as react-intl formats it',
  (_name, locale, file) => {
    const source = readFileSync(file, 'utf8');
    const compiled = compileMessages(source, file);
    expect(Object.keys(compiled).length).toBeGreaterThan(0);
    for (const [id, message] of Object.entries(compiled)) {
      const original = realParse(typeof message === 'string' ? message : '');
      const tree = typeof message === 'string' ? original : message;
      const values = valuesOf(tree);
      const shipped = format(message, locale, values, standIn.parse as typeof realParse);
      const expected = typeof message === 'string' ? format(message, locale, values, realParse) : format(tree, locale, values, realParse);
      expect({ id, text: shipped }).toEqual({ id, text: expected });
    }
  },
);

test('ICU messages become trees, plain ones stay strings', () => {
  const compiled = compileMessages(`export default ${JSON.stringify({ plain: '共计', count: '共 {total} 条' })};`, 'x.ts');
  expect(compiled.plain).toBe('共计');
  expect(compiled.count).toEqual(realParse('共 {total} 条'));
});

test('the build fails on a message that does not parse or uses a skeleton, naming it', () => {
  const compile = (message: string) => () => compileMessages(`export default ${JSON.stringify({ broken: message })};`, 'x.ts');
  expect(compile('共 {total 条')).toThrow(/"broken" is not valid ICU syntax/);
  expect(compile('{amount, number, ::currency/CNY}')).toThrow(/"broken" uses a skeleton/);
  expect(compile('{n, plural, other {{amount, number, ::percent}}}')).toThrow(/"broken" uses a skeleton/);
});

test('the stand-in exports every name intl-messageformat imports from the parser', () => {
  const imported = ['core.js', 'formatters.js'].flatMap((file) => {
    const source = readFileSync(require.resolve(`intl-messageformat/lib/${file}`), 'utf8');
    const [, names = ''] = source.match(/import\s*\{([^}]*)\}\s*from\s*'intl-messageformat-parser'/) ?? [];
    return names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  });
  expect(imported).toContain('parse');
  expect(imported.filter((name) => !(name in standIn))).toEqual([]);
});

test('the browser gets messages only from compiled modules: the group files import them and define none', () => {
  const groups = readdirSync(path.join(root, 'src/locales'), { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && !(LOCALES as readonly string[]).includes(entry.name) && entry.name !== 'meta',
  );
  expect(groups.length).toBeGreaterThan(0);
  for (const group of groups) {
    for (const locale of LOCALES) {
      const source = readFileSync(path.join(root, 'src/locales', group.name, `${locale}.ts`), 'utf8');
      expect({ file: `${group.name}/${locale}`, messages: source.match(/['"][\w.-]+['"]\s*:\s*['"`]/g) ?? [] }).toEqual({
        file: `${group.name}/${locale}`,
        messages: [],
      });
    }
  }
});
