import path from 'node:path';
import type webpackNamespace from '@umijs/bundler-webpack/compiled/webpack';

type Webpack = typeof webpackNamespace;
type WebpackPluginInstance = { apply(compiler: InstanceType<Webpack['Compiler']>): void };

/**
 * Every build-time module swap of the app in one place (issues 29 item 3, 30 item 4): a module that
 * Umi or a dependency imports, replaced by a smaller or cheaper one of ours. Each swap says why, which
 * Umi commands it runs for, and what it replaces; `moduleSwapPlugins` fails the compilation, naming
 * the swap, when a swap that should run matched nothing (an upgrade moved or renamed what it
 * replaces, which would otherwise silently undo the saving). tests/moduleSwaps.test.ts checks each
 * swap against the installed packages.
 *
 * Commands: `build` is `max build` (what ships, what the e2e suite and the bench measure). `dev` is
 * `max dev`, where MFSU pre-bundles node_modules in a compilation of its own: a swap of a module
 * inside node_modules cannot apply there, and a stand-in that imports packages MFSU did not scan
 * (react-reverse-portal, pro-components) would load a second React; those swaps are build-only,
 * and dev runs Umi's own pieces (same behaviour, more bytes). `max preview` serves `dist/` and
 * compiles nothing; jest compiles nothing either (the stand-ins are unit-tested directly).
 */
export type UmiCommand = 'build' | 'dev';

export interface ModuleSwap {
  /** Named in the error when the swap no longer matches. */
  name: string;
  /** The Umi commands it runs for. */
  commands: readonly UmiCommand[];
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
    commands: ['build', 'dev'],
    request: /[\\/]lodash[\\/]merge(\.js)?$/,
    issuer: /[\\/]plugin-antd[\\/]runtime\.tsx$/,
    replacement: local('src/utils/deepMerge.ts'),
  },
  {
    // Messages are parsed at build time; the browser gets syntax trees and no ICU parser
    // (config/messageLoader.cjs, config/literalMessageParser.js). Dev and tests use the plain strings.
    name: 'literal-message-parser',
    commands: ['build'],
    file: /[\\/]intl-messageformat-parser[\\/]lib[\\/]parser\.js$/,
    replacement: local('config/literalMessageParser.js'),
  },
  {
    name: 'no-skeleton-parser',
    commands: ['build'],
    file: /[\\/]intl-messageformat-parser[\\/]lib[\\/]skeleton\.js$/,
    replacement: local('config/noSkeletonParser.js'),
  },
  {
    // Umi's locale plugin imports every locale's messages into the main chunk; only the active one is
    // needed, and `render` in src/app.tsx loads it (src/utils/localeMessages.ts). Dev keeps Umi's
    // eager messages: its compile-on-visit would otherwise fetch them late on every page.
    name: 'messages-on-demand',
    commands: ['build'],
    request: /[\\/]src[\\/]locales[\\/](zh-CN|en-US)\.ts$/,
    issuer: /[\\/]plugin-locale[\\/]localeExports\.ts$/,
    replacement: local('config/emptyMessages.ts'),
  },
  {
    // The app's first render after the start-up requests at transition priority (src/standIns/InitialStateProvider.tsx).
    name: 'initial-state-provider',
    commands: ['build', 'dev'],
    request: /^\.\/Provider$/,
    context: /[\\/]plugin-initialState$/,
    replacement: local('src/standIns/InitialStateProvider.tsx'),
  },
  {
    // The layout plugin's 404/403 wrapper without its default antd Result, which app.tsx's views replace (src/standIns/LayoutException.tsx).
    name: 'layout-exception',
    commands: ['build', 'dev'],
    request: /^\.\/Exception$/,
    context: /[\\/]plugin-layout$/,
    replacement: local('src/standIns/LayoutException.tsx'),
  },
  {
    // The Suzhou pages draw before ProLayout is in (src/standIns/ProLayout): the layout plugin's
    // ProLayout import, and its right-hand header content, which only ProLayout renders.
    name: 'pro-layout-after-content',
    commands: ['build'],
    request: /^(.*[\\/]@ant-design[\\/]pro-components|\.\/rightRender)$/,
    issuer: /[\\/]plugin-layout[\\/]Layout\.tsx$/,
    replacement: (request) => local(`src/standIns/ProLayout/${request === './rightRender' ? 'rightRender.tsx' : 'index.tsx'}`),
  },
  {
    // The locale plugin's event emitter, replaced by an equivalent without es5-ext (src/standIns/eventEmitter.ts).
    name: 'locale-event-emitter',
    commands: ['build'],
    file: /[\\/]node_modules[\\/]event-emitter[\\/]?(index\.js)?$/,
    replacement: local('src/standIns/eventEmitter.ts'),
  },
  {
    // Umi's generated locale selector is never rendered (LangSwitch is), yet it lands in the main chunk.
    name: 'no-select-lang',
    commands: ['build', 'dev'],
    file: /[\\/]plugin-locale[\\/]SelectLang\.tsx$/,
    replacement: local('src/components/LangSwitch/SelectLangStub.tsx'),
  },
  {
    // antd 6's ConfigProvider renders its tooltip UniqueProvider only with `tooltip.unique`, which the
    // app never sets, yet imports it statically: @rc-component/trigger in every first load.
    name: 'no-tooltip-unique',
    commands: ['build'],
    request: /^\.\.\/tooltip\/UniqueProvider$/,
    issuer: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    replacement: local('src/standIns/TooltipUniqueProvider.tsx'),
  },
  {
    // antd 6's Card imports Tabs (with its overflow Dropdown, Menu and Trigger) statically, though it
    // draws them only for a `tabList`, which no card here has: ~44 KB gzipped in the first load of every
    // page with a card. The stand-in loads antd's Tabs when a card with tabs is drawn.
    name: 'card-tabs-on-demand',
    commands: ['build'],
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

/**
 * The entry of MFSU's dependency compiler: `max dev` pre-bundles node_modules in a webpack compiler
 * of its own, built from the app's configuration, plugins included, whose one entry is this file
 * (Umi's depBuilder, `MF_ENTRY`). tests/moduleSwaps.test.ts checks Umi's dev command still names it so.
 */
export const MFSU_DEPENDENCY_ENTRY = 'mf_index.js';

/** True for MFSU's dependency compiler under `max dev`: no swap applies there (see {@link UmiCommand}). */
export function isMfsuDependencyCompiler(compiler: { options: { entry?: unknown } }): boolean {
  const { entry } = compiler.options;
  if (typeof entry !== 'object' || entry === null) return false;
  return Object.values(entry).some((description) => {
    const files = (description as { import?: unknown } | null)?.import;
    return Array.isArray(files) && files.some((file) => typeof file === 'string' && path.basename(file) === MFSU_DEPENDENCY_ENTRY);
  });
}

/**
 * The webpack plugin of the swaps that run for `command` (webpack's NormalModuleReplacementPlugin,
 * with the issuer/context filters and a count), and its check after the first compilation's modules
 * are built: every one of them replaced something, else a compilation error naming the swap.
 */
export function moduleSwapPlugin(command: UmiCommand): WebpackPluginInstance {
  const active = MODULE_SWAPS.filter((swap) => swap.commands.includes(command));
  const hits = new Map(active.map((swap) => [swap.name, 0]));
  let checked = false;
  const hit = (swap: ModuleSwap) => hits.set(swap.name, (hits.get(swap.name) ?? 0) + 1);
  return {
    apply(compiler) {
      // Checked there, `npm start` reported every dev swap as matching nothing (the app's imports
      // are not in that compiler) and MFSU's pre-bundling failed with those errors.
      if (isMfsuDependencyCompiler(compiler)) return;
      compiler.hooks.normalModuleFactory.tap('module-swaps', (factory) => {
        factory.hooks.beforeResolve.tap('module-swaps', (data: ImportData) => {
          const swap = active.find((candidate) => swapMatches(candidate, data));
          if (!swap) return;
          hit(swap);
          data.request = replacementOf(swap, data.request);
        });
        factory.hooks.afterResolve.tap('module-swaps', (data: ImportData) => {
          const swap = active.find((candidate) => swapMatches(candidate, data, true));
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
          for (const [name, count] of hits) {
            if (count > 0) continue;
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `config/moduleSwaps.ts: the module swap "${name}" (${command}) replaced nothing: ` +
                  'what it stands in for has moved or changed; update or remove the swap',
              ),
            );
          }
        });
      });
    },
  };
}
