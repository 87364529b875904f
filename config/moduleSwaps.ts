import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpackNamespace from '@umijs/bundler-webpack/compiled/webpack';

type Webpack = typeof webpackNamespace;
type WebpackPluginInstance = { apply(compiler: InstanceType<Webpack['Compiler']>): void };

/**
 * Every module swap of the app in one place (issues 29 item 3, 30 item 4): a module that Umi or a
 * dependency imports, replaced by a smaller or cheaper one of ours. Each swap says why and what it
 * replaces; its gain in first-load bytes is measured in bench/levers.md ("Module swaps"), and one
 * worth under 5 KB goes (issue 47). `moduleSwapPlugin` fails the compilation, naming the swap, when a
 * swap matched nothing (an upgrade moved or renamed what it replaces, which would otherwise silently
 * undo the saving). tests/moduleSwaps.test.ts checks each swap against the installed packages.
 *
 * The swaps apply to `max build` and `max dev` alike: dev is one webpack compilation too (`mfsu:
 * false` in config/config.ts), so `npm start` runs the modules that ship (e2e/devSmoke.spec.ts).
 * `max preview` serves `dist/` and compiles nothing; jest compiles nothing either (the stand-ins are
 * unit-tested directly).
 */
export interface ModuleSwap {
  /** Named in the error when the swap no longer matches. */
  name: string;
  /**
   * What to replace: an import request as written (`request`, before webpack resolves it), or the
   * resolved file (`file`, its absolute path: for imports written relative to their own package).
   */
  request?: RegExp;
  file?: RegExp;
  /** Only when imported by a module whose path matches. */
  issuer?: RegExp;
  /** Only when imported from a directory whose path matches. */
  context?: RegExp;
  /** Absolute path of the replacement, or a function of the original request. */
  replacement: string | ((request: string) => string);
}

const root = path.resolve(__dirname, '..');
const local = (file: string) => path.join(root, file);

export const MODULE_SWAPS: readonly ModuleSwap[] = [
  {
    // The antd plugin's runtime imports lodash's `merge` (5.5 KB gzipped in every first load) for a
    // config setter this app never calls; @rc-component/util's deep merge, already in the bundle (antd's
    // ConfigProvider uses it), does the same.
    // Only that import: lodash's merge mutates its target, other users may rely on it.
    name: 'antd-plugin-merge',
    request: /[\\/]lodash[\\/]merge(\.js)?$/,
    issuer: /[\\/]plugin-antd[\\/]runtime\.tsx$/,
    replacement: local('src/utils/deepMerge.ts'),
  },
  {
    // Umi's locale plugin imports every locale's messages into the main chunk; only the active one is
    // needed, and `render` in src/app.tsx loads it (src/utils/localeMessages.ts).
    name: 'messages-on-demand',
    request: /[\\/]src[\\/]locales[\\/](zh-CN|en-US)\.ts$/,
    issuer: /[\\/]plugin-locale[\\/]localeExports\.ts$/,
    replacement: local('config/emptyMessages.ts'),
  },
  {
    // react-intl's formatter without the ICU grammar and skeleton parser (5.3–5.6 KB gzipped in every
    // first load, bench/levers.md): the locale modules arrive parsed (config/messageLoader.cjs), what is left
    // to parse is plain text (src/standIns/precompiledMessages.ts).
    name: 'precompiled-messages',
    request: /^intl-messageformat-parser$/,
    issuer: /[\\/]intl-messageformat[\\/]lib[\\/](core|formatters)\.js$/,
    replacement: local('src/standIns/precompiledMessages.ts'),
  },
  {
    // The app's first render after the start-up requests at transition priority (src/standIns/InitialStateProvider.tsx).
    name: 'initial-state-provider',
    request: /^\.\/Provider$/,
    context: /[\\/]plugin-initialState$/,
    replacement: local('src/standIns/InitialStateProvider.tsx'),
  },
  {
    // The layout plugin's 404/403 wrapper without its default antd Result, which app.tsx's views replace (src/standIns/LayoutException.tsx).
    name: 'layout-exception',
    request: /^\.\/Exception$/,
    context: /[\\/]plugin-layout$/,
    replacement: local('src/standIns/LayoutException.tsx'),
  },
  {
    // The Suzhou pages draw before ProLayout is in (src/standIns/ProLayout): the layout plugin's
    // ProLayout import, and its right-hand header content, which only ProLayout renders.
    name: 'pro-layout-after-content',
    request: /^(.*[\\/]@ant-design[\\/]pro-components|\.\/rightRender)$/,
    issuer: /[\\/]plugin-layout[\\/]Layout\.tsx$/,
    replacement: (request) => local(`src/standIns/ProLayout/${request === './rightRender' ? 'rightRender.tsx' : 'index.tsx'}`),
  },
  {
    // Umi's generated locale selector is never rendered (LangSwitch is), yet it lands in the main chunk.
    name: 'no-select-lang',
    file: /[\\/]plugin-locale[\\/]SelectLang\.tsx$/,
    replacement: local('src/components/LangSwitch/SelectLangStub.tsx'),
  },
  {
    // antd 6's ConfigProvider renders its tooltip UniqueProvider only with `tooltip.unique`, which the
    // app never sets, yet imports it statically: @rc-component/trigger in every first load.
    name: 'no-tooltip-unique',
    request: /^\.\.\/tooltip\/UniqueProvider$/,
    issuer: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    replacement: local('src/standIns/TooltipUniqueProvider.tsx'),
  },
  {
    // antd 6's Card imports Tabs (with its overflow Dropdown, Menu and Trigger) statically, though it
    // draws them only for a `tabList`, which no card here has: ~44 KB gzipped in the first load of every
    // page with a card. The stand-in loads antd's Tabs when a card with tabs is drawn.
    name: 'card-tabs-on-demand',
    request: /^\.\.\/tabs$/,
    issuer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    replacement: local('src/standIns/CardTabs.tsx'),
  },
];

/** What webpack's module factory knows of an import (its `ResolveData`, the part used here). */
export interface ImportData {
  request: string;
  context?: string;
  contextInfo?: { issuer?: string };
  createData?: { resource?: string };
}

/** True when `swap` applies to this import: before resolving (`file` unset) or after it (`resolved`). */
export function swapMatches(swap: ModuleSwap, data: ImportData, resolved = false): boolean {
  const pattern = resolved ? swap.file : swap.request;
  const subject = resolved ? data.createData?.resource : data.request;
  if (!pattern || subject === undefined || !pattern.test(subject)) return false;
  if (swap.issuer && !swap.issuer.test(data.contextInfo?.issuer ?? '')) return false;
  if (swap.context && !swap.context.test(data.context ?? '')) return false;
  return true;
}

const replacementOf = (swap: ModuleSwap, request: string) =>
  typeof swap.replacement === 'string' ? swap.replacement : swap.replacement(request);

/** Where a compilation records its swaps' replacement counts: `mode` is webpack's (`development` under `max dev`). */
export const swapRecordFile = (root: string, mode = 'production') =>
  path.join(root, 'node_modules', '.cache', 'module-swaps', `${mode}.json`);

/**
 * The webpack plugin of the swaps (webpack's NormalModuleReplacementPlugin, with the issuer/context
 * filters and a count), and its check after the first compilation's modules are built: every swap
 * replaced something, else a compilation error naming it.
 */
export function moduleSwapPlugin(): WebpackPluginInstance {
  const hits = new Map(MODULE_SWAPS.map((swap) => [swap.name, 0]));
  let checked = false;
  const hit = (swap: ModuleSwap) => hits.set(swap.name, (hits.get(swap.name) ?? 0) + 1);
  return {
    apply(compiler) {
      compiler.hooks.normalModuleFactory.tap('module-swaps', (factory) => {
        factory.hooks.beforeResolve.tap('module-swaps', (data: ImportData) => {
          const swap = MODULE_SWAPS.find((candidate) => swapMatches(candidate, data));
          if (!swap) return;
          hit(swap);
          data.request = replacementOf(swap, data.request);
        });
        factory.hooks.afterResolve.tap('module-swaps', (data: ImportData) => {
          const swap = MODULE_SWAPS.find((candidate) => swapMatches(candidate, data, true));
          if (!swap || !data.createData) return;
          hit(swap);
          data.createData.resource = replacementOf(swap, data.request);
        });
      });
      compiler.hooks.thisCompilation.tap('module-swaps', (compilation) => {
        compilation.hooks.finishModules.tap('module-swaps', () => {
          // Dev's later compilations rebuild only what changed: the first one is the one to check.
          if (checked) return;
          checked = true;
          // What each swap replaced, for e2e/devSmoke.spec.ts to see that `max dev` runs them all.
          const record = swapRecordFile(compiler.context, compiler.options.mode);
          mkdirSync(path.dirname(record), { recursive: true });
          writeFileSync(record, JSON.stringify(Object.fromEntries(hits)));
          for (const [name, count] of hits) {
            if (count > 0) continue;
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `config/moduleSwaps.ts: the module swap "${name}" replaced nothing: ` +
                  'what it stands in for has moved or changed; update or remove the swap',
              ),
            );
          }
        });
      });
    },
  };
}
