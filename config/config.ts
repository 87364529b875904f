import path from 'node:path';
import { defineConfig } from '@umijs/max';
import defaultSettings, { ANTD_THEME, browserTheme } from './defaultSettings';
import { moduleSwapPlugin } from './moduleSwaps';
import routes from './routes';
import * as ROUTE_PATHS from './routePaths';
import { routeFacts } from './routeTable';

/** Browsers of the last ~5 years; see `targets` below. */
const TARGETS = { chrome: 87, edge: 88, firefox: 78, safari: '14.1' };

/**
 * V8's explicit compile hint (Chrome and Edge 136+; other engines read a comment): the functions of a
 * script that starts with it are compiled as the script streams in, on a background thread, not one
 * by one on the main thread when first called. Nearly all of a chunk here runs when it loads (the
 * start-up code, a route's page, a widget asked for when it is shown), so the main thread no longer
 * parses each function twice (a pre-parse, then the full one when it is called): on a 4×-slowed phone
 * load that was about a fifth of the main thread's work between `umi.js`'s arrival and the page's
 * heading (bench/levers.md step 45).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Spec §1, §9: the app and its assets live under /ipr-front/. */
const BASE = '/ipr-front/';

export default defineConfig({
  // `IPR_SOURCE_MAPS=1 npm run build`: a production build with source maps, to read a phone
  // profile's long tasks by source file. Not for deployment.
  ...(process.env.IPR_SOURCE_MAPS ? { devtool: 'source-map' as const } : {}),
  base: BASE,
  publicPath: BASE,
  hash: true,
  // No react-helmet-async provider around the app: nothing uses Helmet (the document title is
  // set by useDocumentTitle), and its module and provider were part of every start (issue 13).
  helmet: false,
  routes,
  // The route table's facts the browser reads (src/utils/routeFacts.ts), as constants of the build:
  // one key per fact, so each lands only in the chunk that reads it.
  // Likewise the route paths the app links to (config/routePaths.ts), one key per path.
  define: Object.fromEntries([
    ...Object.entries(routeFacts()).map(([fact, value]) => [`IPR_ROUTE_FACTS.${fact}`, value]),
    ...Object.entries(ROUTE_PATHS).map(([name, path]) => [`IPR_ROUTE_PATHS.${name}`, path]),
    // The theme's values the browser reads (config/defaultSettings.ts `browserTheme`), computed here.
    ...Object.entries(browserTheme()).map(([name, value]) => [`IPR_THEME.${name}`, value]),
  ]),
  antd: {
    configProvider: {},
    theme: ANTD_THEME,
  },
  access: {},
  model: {},
  initialState: {},
  request: {},
  layout: {
    locale: true,
    ...defaultSettings,
  },
  locale: {
    default: 'zh-CN',
    antd: true,
    baseNavigator: true,
    title: false,
    useLocalStorage: true,
  },
  // antd 5 and ProComponents 2 are built on dayjs and extend it with the plugins they need themselves;
  // the plugin only has to point the locale plugin at dayjs. No global plugins: none of our code uses one.
  moment2dayjs: { preset: 'none', plugins: [] },
  // Browsers of the last ~5 years (Chrome/Edge 87+, Firefox 78+, Safari/iOS 14.1+) instead of Umi's
  // chrome-80-only default, which ignored Safari on phones. 14.1, not 14.0: esbuild's minifier cannot
  // work around a destructuring bug of Safari 14.0 and fails the build.
  targets: TARGETS,
  // No global polyfill file. Scanning every module of the build for standard library calls newer
  // than these targets found one: `Object.hasOwn` in @antv/util, which the chart chunk polyfills
  // itself (enterprise Result/Charts.tsx). Umi's default, `import 'core-js'`, cost ~30 KB gzipped
  // in every first load; `core-js/es` for these targets still 12 KB (typed arrays, iterator helpers,
  // regenerator), none of it used.
  polyfill: false,
  favicons: [`${BASE}favicon.png`],
  // Terser minifies the scripts, not Umi's default esbuild: Umi adds `es2015` to esbuild's targets, so
  // every chunk had its object spread, async functions and optional chaining rewritten, with helpers
  // repeated per chunk, and terser compresses the same code further (umi.js 146.1 → 128.6 KB gzipped,
  // every first load 16–33 KB less; bench/levers.md step 40). `ecma: 2020`: it may write the syntax
  // every target runs. The build takes longer (terser is slower than esbuild).
  jsMinifier: 'terser',
  // Every script starts with V8's explicit compile hint (see COMPILE_HINT): Umi's own terser options
  // are `format: { comments: false }`, which this object replaces, so it is repeated here.
  jsMinifierOptions: { ecma: 2020, format: { comments: false, preamble: COMPILE_HINT } },
  // Only with ANALYZE=1: dist/bundle-analysis.json, the modules of every chunk with their sizes.
  analyze: { analyzerMode: 'json', reportFilename: 'bundle-analysis.json' },
  chainWebpack(memo, { env }) {
    // Umi hands `targets` to babel as a top-level option, but its preset sets preset-env's
    // `ignoreBrowserslistConfig`, and preset-env then ignores top-level targets: all of src/ (and
    // Umi's generated runtime) was compiled to ES5, with regenerator for every async function.
    // Giving preset-env the targets itself keeps the modern syntax these browsers run natively.
    for (const rule of ['src', 'jsx-ts-tsx', 'extra-src']) {
      memo.module
        .rule(rule)
        .use('babel-loader')
        .tap((options) => {
          const [umiPreset, ...others] = options.presets as [string, { presetEnv?: object }][];
          const [name, presetOptions] = umiPreset;
          const presetEnv = { ...presetOptions.presetEnv, targets: TARGETS };
          return { ...options, presets: [[name, { ...presetOptions, presetEnv }], ...others] };
        });
    }
    // Spec §9 and §4: a chunk that has not arrived after two minutes fails with a ChunkLoadError.
    memo.output.chunkLoadTimeout(120000);
    if (env === 'development') memo.target(['web', 'es2017']);
    // No node globals in the browser. The only user of the `Buffer` polyfill (~6 KB gzipped in every
    // first load) is axios' form-data helper, and only where `Blob` is missing, which no target browser
    // lacks; every use of `process` but the `process.env.NODE_ENV` webpack replaces is behind a
    // `typeof process` test (axios picks its adapter by it), so its polyfill only cost 0.7 KB.
    memo.plugins.delete('node-polyfill-provider');
    // antd's form context imports @rc-component/form's index, which (without a `sideEffects` flag)
    // drags the whole form engine and its validator (@rc-component/async-validator) into any page with
    // a dropdown or an input; the request plugin re-exports ahooks 2's useRequest (~4 KB gzipped in
    // every first load), which nothing here uses; antd's ConfigProvider needs only
    // @rc-component/motion's context provider, its index brings the animation components too. These
    // packages (antd 6's successors of rc-field-form and rc-motion) declare no `sideEffects` and have
    // none, so only what is used stays.
    memo.module
      .rule('side-effect-free')
      .test(/[\\/]node_modules[\\/](@rc-component[\\/](form|motion|async-validator|util)|@ahooksjs[\\/]use-request)[\\/]/)
      .sideEffects(false);
    // Messages are parsed at compile time (config/messageLoader.cjs), under `max build` and `max dev`
    // alike, for the `precompiled-messages` swap; jest reads the plain strings.
    memo.module
      .rule('precompiled-messages')
      .test(/[\\/]src[\\/]locales[\\/](zh-CN|en-US)[\\/][^\\/]+\.ts$/)
      .enforce('pre')
      .use('message-loader')
      .loader(path.resolve(__dirname, 'messageLoader.cjs'));
    // Every module swap (config/moduleSwaps.ts), checked to still match what it replaces.
    const swaps = moduleSwapPlugin();
    // webpack-chain instantiates what it is given: a class around the ready plugin.
    memo.plugin('module-swaps').use(
      class {
        apply: typeof swaps.apply = (compiler) => swaps.apply(compiler);
      },
    );
  },
  // One webpack compilation under `max dev` too, node_modules included (Umi's own switch): with MFSU,
  // dependencies were pre-bundled apart, where no module swap or loader of this file reached them, so
  // `npm start` ran another app than the one that ships (issue 47 item 3). The price is the first
  // compile (bench/levers.md, "One app under dev and build").
  mfsu: false,
  mock: {},
  npmClient: 'npm',
});
