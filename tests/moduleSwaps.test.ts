import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MFSU_DEPENDENCY_ENTRY, moduleSwapPlugin, MODULE_SWAPS, swapMatches, type ModuleSwap } from '../config/moduleSwaps';

/**
 * Issue 29 item 3, issue 30 item 4: each module swap of config/moduleSwaps.ts still matches what it
 * replaces in the installed packages and in the files Umi generates (`max setup` writes src/.umi at
 * install). The build itself fails when a swap replaces nothing (`max build`, and `max dev` for the
 * swaps that run there: e2e/devSmoke.spec.ts); this test says which one, and why, without a build.
 */
const root = path.resolve(__dirname, '..');
const umi = (file: string) => path.join(root, 'src/.umi', file);

/** Where each swap's target is imported (request swaps) or lives (file swaps). */
const PROBES: Record<string, { issuer: string } | { file: string }> = {
  'antd-plugin-merge': { issuer: umi('plugin-antd/runtime.tsx') },
  'literal-message-parser': { file: require.resolve('intl-messageformat-parser/lib/parser.js') },
  'no-skeleton-parser': { file: require.resolve('intl-messageformat-parser/lib/skeleton.js') },
  'messages-on-demand': { issuer: umi('plugin-locale/localeExports.ts') },
  'initial-state-provider': { issuer: umi('plugin-initialState/runtime.tsx') },
  'layout-exception': { issuer: umi('plugin-layout/Layout.tsx') },
  'pro-layout-after-content': { issuer: umi('plugin-layout/Layout.tsx') },
  'locale-event-emitter': { file: require.resolve('event-emitter') },
  'no-select-lang': { file: umi('plugin-locale/SelectLang.tsx') },
  'no-tooltip-unique': { issuer: require.resolve('antd/es/config-provider/index.js') },
  'card-tabs-on-demand': { issuer: require.resolve('antd/es/card/Card.js') },
};

/** The module requests of a source file's static imports and re-exports. */
function importRequests(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

function matchesSomething(swap: ModuleSwap): boolean {
  const probe = PROBES[swap.name];
  if ('file' in probe) {
    return existsSync(probe.file) && swapMatches(swap, { request: '', createData: { resource: probe.file } }, true);
  }
  const context = path.dirname(probe.issuer);
  return importRequests(probe.issuer).some((request) =>
    swapMatches(swap, { request, context, contextInfo: { issuer: probe.issuer } }),
  );
}

test('every swap has a probe and says which commands it runs for', () => {
  expect(Object.keys(PROBES).sort()).toEqual(MODULE_SWAPS.map((swap) => swap.name).sort());
  for (const swap of MODULE_SWAPS) {
    expect(swap.commands.length).toBeGreaterThan(0);
    expect(Boolean(swap.request) !== Boolean(swap.file)).toBe(true);
  }
});

test.each(MODULE_SWAPS.map((swap) => [swap.name, swap] as const))('the swap "%s" matches what it replaces', (_name, swap) => {
  expect(matchesSomething(swap)).toBe(true);
});

test.each(MODULE_SWAPS.map((swap) => [swap.name, swap] as const))('the replacement of "%s" exists', (_name, swap) => {
  const replacements =
    typeof swap.replacement === 'string' ? [swap.replacement] : ['./rightRender', '@ant-design/pro-components'].map(swap.replacement);
  for (const file of replacements) expect(existsSync(file)).toBe(true);
});

test('a swap matches only inside its issuer', () => {
  const swap = MODULE_SWAPS.find((candidate) => candidate.name === 'antd-plugin-merge')!;
  expect(swapMatches(swap, { request: '/x/node_modules/lodash/merge', contextInfo: { issuer: umi('plugin-antd/runtime.tsx') } })).toBe(true);
  expect(swapMatches(swap, { request: '/x/node_modules/lodash/merge', contextInfo: { issuer: path.join(root, 'src/app.tsx') } })).toBe(false);
});

test("antd's ConfigProvider draws the tooltip UniqueProvider only with tooltip.unique, which the app never sets", () => {
  const source = readFileSync(require.resolve('antd/es/config-provider/index.js'), 'utf8');
  expect(source).toMatch(/if \(tooltip\?\.unique\) \{\s*childNode = \/\*#__PURE__\*\/React\.createElement\(UniqueProvider, null, childNode\);/);
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? (entry.name.startsWith('.') ? [] : sources(path.join(dir, entry.name))) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
    );
  // Where a ConfigProvider's props are written (its element, Umi's antd config and runtime option).
  const setters = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'config'))].filter((file) => {
    const text = readFileSync(file, 'utf8');
    return /ConfigProvider|configProvider|ConfigProviderProps/.test(text) && /\btooltip(=\{|:\s*\{)/.test(text);
  });
  expect(setters).toEqual([]);
});

test("antd's Card draws its Tabs only for a tabList, which no card of the app has", () => {
  const source = readFileSync(require.resolve('antd/es/card/Card.js'), 'utf8');
  expect(source).toMatch(/import Tabs from '\.\.\/tabs';/);
  expect(source.match(/\bTabs\b/g)).toHaveLength(2);
  expect(source).toMatch(/const tabs = tabList \? \(\/\*#__PURE__\*\/React\.createElement\(Tabs, \{/);
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? (entry.name.startsWith('.') ? [] : sources(path.join(dir, entry.name))) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
    );
  // With one the page still works (the stand-in draws antd's Tabs), but pays their chunk's round trip.
  const withTabs = sources(path.join(root, 'src')).filter((file) => !file.includes(`${path.sep}standIns${path.sep}`) && /\btabList\b/.test(readFileSync(file, 'utf8')));
  expect(withTabs).toEqual([]);
});

test("under max dev, MFSU's dependency compiler is left alone: no swap applies there and none is checked", () => {
  // Umi's dev command builds the pre-bundling compiler with MFSU's entry file, as the plugin expects.
  const depBuilder = readFileSync(require.resolve('@umijs/preset-umi/dist/commands/dev/depBuildWorker/depBuilder.js'), 'utf8');
  expect(depBuilder).toContain(`MF_ENTRY = "${MFSU_DEPENDENCY_ENTRY}"`);
  expect(depBuilder).toMatch(/depConfig\.entry = \(0, import_path\.join\)\(this\.opts\.tmpBase, MF_ENTRY\)/);

  const tapped: string[] = [];
  // A compiler as webpack hands it to a plugin: its options normalised (`entry: { name: { import } }`).
  const compiler = (file: string) => ({
    options: { entry: { main: { import: [file] } } },
    hooks: {
      normalModuleFactory: { tap: (name: string) => tapped.push(`normalModuleFactory:${name}`) },
      thisCompilation: { tap: (name: string) => tapped.push(`thisCompilation:${name}`) },
    },
  });
  const plugin = moduleSwapPlugin('dev');
  plugin.apply(compiler(`/app/node_modules/.cache/mfsu/${MFSU_DEPENDENCY_ENTRY}`) as never);
  expect(tapped).toEqual([]);
  plugin.apply(compiler('/app/src/.umi/umi.ts') as never);
  expect(tapped).toEqual(['normalModuleFactory:module-swaps', 'thisCompilation:module-swaps']);
});
