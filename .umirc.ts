import path from 'node:path';
import { defineConfig } from '@umijs/max';
import defaultSettings, { ANTD_THEME } from './config/defaultSettings';
import routes from './config/routes';

/** Browsers of the last ~5 years; see `targets` below. */
const TARGETS = { chrome: 87, edge: 88, firefox: 78, safari: '14.1' };

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
  esbuildMinifyIIFE: true,
  // Only with ANALYZE=1: dist/bundle-analysis.json, the modules of every chunk with their sizes.
  analyze: { analyzerMode: 'json', reportFilename: 'bundle-analysis.json' },
  chainWebpack(memo, { env, webpack }) {
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
    // The only user of the `Buffer` polyfill (~6 KB gzipped in every first load) is axios' form-data
    // helper, and only where `Blob` is missing, which no target browser lacks.
    memo.plugin('node-polyfill-provider').tap(([provided]) => [{ process: provided.process }]);
    // antd's form context imports rc-field-form's index, which (without a `sideEffects` flag) drags the
    // whole form engine and its validator into any page with a dropdown or an input; the request
    // plugin re-exports ahooks 2's useRequest (~4 KB gzipped in every first load), which nothing here
    // uses; antd's ConfigProvider needs only rc-motion's context, its index brings the animation
    // components too (~6 KB gzipped in umi.js). These packages are side-effect free, so only what is
    // used stays.
    memo.module
      .rule('side-effect-free')
      .test(/[\\/]node_modules[\\/](rc-field-form|rc-motion|@rc-component[\\/]async-validator|@ahooksjs[\\/]use-request)[\\/]/)
      .sideEffects(false);
    // The antd plugin's runtime imports lodash's `merge` (5.5 KB gzipped in every first load) for a
    // config setter this app never calls; rc-util's deep merge, already in the bundle, does the same.
    // Only that import is redirected: lodash's merge mutates its target, other users may rely on it.
    memo.plugin('antd-plugin-merge').use(webpack.NormalModuleReplacementPlugin, [
      /[\\/]lodash[\\/]merge(\.js)?$/,
      (resource: { request: string; contextInfo?: { issuer?: string } }) => {
        if (/[\\/]plugin-antd[\\/]runtime\.tsx$/.test(resource.contextInfo?.issuer ?? '')) {
          resource.request = path.resolve(__dirname, 'src/utils/deepMerge.ts');
        }
      },
    ]);
    if (env === 'production') {
      // Messages are parsed at build time; the browser gets syntax trees and no ICU parser
      // (config/messageLoader.cjs, config/literalMessageParser.js). Tests run on the plain strings.
      memo.module
        .rule('precompiled-messages')
        .test(/[\\/]src[\\/]locales[\\/](zh-CN|en-US)[\\/][^\\/]+\.ts$/)
        .enforce('pre')
        .use('message-loader')
        .loader(path.resolve(__dirname, 'config/messageLoader.cjs'));
      memo
        .plugin('literal-message-parser')
        .use(webpack.NormalModuleReplacementPlugin, [
          /[\\/]intl-messageformat-parser[\\/]lib[\\/]parser\.js$/,
          path.resolve(__dirname, 'config/literalMessageParser.js'),
        ]);
      memo
        .plugin('no-skeleton-parser')
        .use(webpack.NormalModuleReplacementPlugin, [
          /[\\/]intl-messageformat-parser[\\/]lib[\\/]skeleton\.js$/,
          path.resolve(__dirname, 'config/noSkeletonParser.js'),
        ]);
      // Umi's locale plugin imports every locale's messages into the main chunk; only the active
      // one is needed, and `render` in src/app.tsx loads it (src/utils/localeMessages.ts).
      memo.plugin('messages-on-demand').use(webpack.NormalModuleReplacementPlugin, [
        /[\\/]src[\\/]locales[\\/](zh-CN|en-US)\.ts$/,
        (resource: { request: string; contextInfo?: { issuer?: string } }) => {
          if (/[\\/]plugin-locale[\\/]localeExports\.ts$/.test(resource.contextInfo?.issuer ?? '')) {
            resource.request = path.resolve(__dirname, 'config/emptyMessages.ts');
          }
        },
      ]);
    }
    // The app's first render after the start-up requests at transition priority (src/standIns/InitialStateProvider.tsx).
    memo.plugin('initial-state-provider').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/Provider$/,
      (resource: { request: string; context?: string }) => {
        if (/[\\/]plugin-initialState$/.test(resource.context ?? '')) {
          resource.request = path.resolve(__dirname, 'src/standIns/InitialStateProvider.tsx');
        }
      },
    ]);
    // The layout plugin's 404/403 wrapper without its default antd Result, which app.tsx's views replace (src/standIns/LayoutException.tsx).
    memo.plugin('layout-exception').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/Exception$/,
      (resource: { request: string; context?: string }) => {
        if (/[\\/]plugin-layout$/.test(resource.context ?? '')) {
          resource.request = path.resolve(__dirname, 'src/standIns/LayoutException.tsx');
        }
      },
    ]);
    // The Suzhou pages draw before ProLayout is in (src/standIns/ProLayout): the layout plugin's
    // ProLayout import, and its right-hand header content, which only ProLayout renders.
    memo.plugin('pro-layout-after-content').use(webpack.NormalModuleReplacementPlugin, [
      /^(.*[\\/]@ant-design[\\/]pro-components|\.\/rightRender)$/,
      (resource: { request: string; contextInfo?: { issuer?: string } }) => {
        if (!/[\\/]plugin-layout[\\/]Layout\.tsx$/.test(resource.contextInfo?.issuer ?? '')) return;
        const standIn = resource.request === './rightRender' ? 'rightRender.tsx' : 'index.tsx';
        resource.request = path.resolve(__dirname, 'src/standIns/ProLayout', standIn);
      },
    ]);
    // The locale plugin's event emitter, replaced by an equivalent without es5-ext (src/standIns/eventEmitter.ts).
    memo.plugin('locale-event-emitter').use(webpack.NormalModuleReplacementPlugin, [
      /[\\/]node_modules[\\/]event-emitter[\\/]?(index\.js)?$/,
      path.resolve(__dirname, 'src/standIns/eventEmitter.ts'),
    ]);
    // Umi's generated locale selector is never rendered (LangSwitch is), yet it lands in the main chunk.
    memo
      .plugin('no-select-lang')
      .use(webpack.NormalModuleReplacementPlugin, [
        /[\\/]plugin-locale[\\/]SelectLang\.tsx$/,
        path.resolve(__dirname, 'src/components/LangSwitch/SelectLangStub.tsx'),
      ]);
  },
  mock: {},
  npmClient: 'npm',
});
