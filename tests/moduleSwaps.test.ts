import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MODULE_SWAPS, swapMatches, type ModuleSwap } from '../config/moduleSwaps';

/**
 * Issue 29 item 3, issue 30 item 4: each module swap of config/moduleSwaps.ts still matches what it
 * replaces in the installed packages and in the files Umi generates (`max setup` writes src/.umi at
 * install). The compilation itself fails when a swap replaces nothing (`max build`, and `max dev`:
 * e2e/devSmoke.spec.ts); this test says which one, and why, without a build.
 */
const root = path.resolve(__dirname, '..');
const umi = (file: string) => path.join(root, 'src/.umi', file);

/** Where each swap's target is imported (request swaps) or lives (file swaps). */
const PROBES: Record<string, { issuer: string } | { file: string }> = {
  'antd-plugin-merge': { issuer: umi('plugin-antd/runtime.tsx') },
  'messages-on-demand': { issuer: umi('plugin-locale/localeExports.ts') },
  'initial-state-provider': { issuer: umi('plugin-initialState/runtime.tsx') },
  'layout-exception': { issuer: umi('plugin-layout/Layout.tsx') },
  'pro-layout-after-content': { issuer: umi('plugin-layout/Layout.tsx') },
  'no-select-lang': { file: umi('plugin-locale/SelectLang.tsx') },
  'no-tooltip-unique': { issuer: require.resolve('antd/es/config-provider/index.js') },
  'card-tabs-on-demand': { issuer: require.resolve('antd/es/card/Card.js') },
  'precompiled-messages': { issuer: require.resolve('intl-messageformat/lib/core.js') },
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
  return importRequests(probe.issuer).some((request) => swapMatches(swap, { request, context, contextInfo: { issuer: probe.issuer } }));
}

test('every swap has a probe and matches either a request or a file', () => {
  expect(Object.keys(PROBES).sort()).toEqual(MODULE_SWAPS.map((swap) => swap.name).sort());
  for (const swap of MODULE_SWAPS) expect(Boolean(swap.request) !== Boolean(swap.file)).toBe(true);
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
  expect(swapMatches(swap, { request: '/x/node_modules/lodash/merge', contextInfo: { issuer: umi('plugin-antd/runtime.tsx') } })).toBe(
    true,
  );
  expect(swapMatches(swap, { request: '/x/node_modules/lodash/merge', contextInfo: { issuer: path.join(root, 'src/app.tsx') } })).toBe(
    false,
  );
});
