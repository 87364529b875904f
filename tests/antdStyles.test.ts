/**
 * In Node, where `max build` runs the extraction: with a DOM, antd's components take their
 * layout-effect path in the server render, and React warns once per component.
 *
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANTD_THEME } from '../config/defaultSettings';
import { type AntdStyleFiles, extractAntdStyles, UNDRAWN_STYLE_HOOKS } from '../config/antdStyles';

/**
 * Issue 30 item 2: the build-time extraction of antd's styles (config/antdStyles.ts) and the loader
 * that attaches them to antd's style modules (config/antdStyleLoader.cjs). These pin the shapes of
 * antd that the two rely on: the style hooks' names in antd's source, and that the extractor draws
 * each of them. An antd upgrade that renames a hook or stops drawing one fails here (and the build).
 */
const antdStyleLoader = require('../config/antdStyleLoader.cjs') as ((this: unknown, source: string) => string) & {
  declaredHooks: (source: string) => string[];
};

const antdEs = path.dirname(require.resolve('antd/es/index.js'));

/** Every JS file under antd/es. */
function antdModules(dir = antdEs): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return antdModules(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

/** The style hooks antd declares, by the name its cssinjs cache registers them under. */
function declaredHooks(): string[] {
  const names = new Set<string>();
  for (const file of antdModules()) {
    for (const name of antdStyleLoader.declaredHooks(readFileSync(file, 'utf8'))) names.add(name);
  }
  return [...names].sort();
}

let extracted: AntdStyleFiles;
beforeAll(() => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    extracted = extractAntdStyles(ANTD_THEME);
    // antd's and React's notices about the whole-library render are the extraction's to keep off the
    // console (`max dev` prints it); anything else reaches it.
    expect(logged).not.toHaveBeenCalled();
  } finally {
    logged.mockRestore();
  }
});

test('antd declares its style hooks the way the loader reads them', () => {
  const hooks = declaredHooks();
  // Dozens of components: a change in how antd declares them would find (almost) none.
  expect(hooks.length).toBeGreaterThan(60);
  expect(hooks).toEqual(expect.arrayContaining(['Button-Button', 'Input-Search', 'Table-Table', 'Form-Form', 'Select-Select']));
});

test('every declared hook has extracted CSS, except the ones the theme never draws', () => {
  const missing = declaredHooks().filter((hook) => !extracted.hooks.has(hook) && !(hook in UNDRAWN_STYLE_HOOKS));
  expect(missing).toEqual([]);
});

test('the extracted CSS has no hashed selectors and reads the theme through CSS variables', () => {
  const button = extracted.hooks.get('Button-Button') ?? '';
  expect(button).toContain('.ant-btn{');
  expect(button).not.toMatch(/:where\(\.css-/);
  expect(button).toMatch(/var\(--ant-color-primary\)/);
  expect(extracted.shared).toContain('.anticon');
  expect(extracted.shared).toMatch(/@keyframes /);
});

describe('the loader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'antd-styles-'));
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(['Button-Button', 'Input-Search', 'Button-compact']));
  const run = (resourcePath: string, source: string, undrawn: string[] = []) =>
    antdStyleLoader.call({ resourcePath, getOptions: () => ({ dir, undrawn }), addDependency: () => undefined }, source);

  it('reads a hook whatever quotes the compiled source uses', () => {
    expect(antdStyleLoader.declaredHooks(`genStyleHooks("Button", f); genSubStyleComponent([ 'Input' , "Search" ], g)`)).toEqual([
      'Button-Button',
      'Input-Search',
    ]);
  });

  it("makes a style module import its hooks' CSS", () => {
    const out = run(
      '/x/antd/es/button/style/index.js',
      "export default genStyleHooks('Button', genStyle);\nexport const C = genSubStyleComponent(['Button', 'compact'], f);",
    );
    expect(out).toContain(`import "${dir}/Button-Button.css";`);
    expect(out).toContain(`import "${dir}/Button-compact.css";`);
  });

  it('fails on a hook without CSS, naming it, unless it is one the theme never draws', () => {
    expect(() => run('/x/antd/es/foo/style/index.js', "genStyleHooks('Foo', f)")).toThrow(/"Foo-Foo"/);
    expect(run('/x/antd/es/foo/style/index.js', "genStyleHooks('Foo', f)", ['Foo-Foo'])).not.toContain('import');
  });
});
