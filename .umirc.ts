import { defineConfig } from '@umijs/max';
import defaultSettings, { ANTD_THEME } from './config/defaultSettings';
import routes from './config/routes';

/** Spec §1, §9: the app and its assets live under /ipr-front/. */
const BASE = '/ipr-front/';

export default defineConfig({
  base: BASE,
  publicPath: BASE,
  hash: true,
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
  moment2dayjs: { preset: 'antd', plugins: ['duration'] },
  favicons: [`${BASE}favicon.png`],
  esbuildMinifyIIFE: true,
  // Spec §9 and §4: a chunk that has not arrived after two minutes fails with a ChunkLoadError.
  chainWebpack(memo, { env }) {
    memo.output.chunkLoadTimeout(120000);
    if (env === 'development') memo.target(['web', 'es2017']);
  },
  mock: {},
  npmClient: 'npm',
});
