import { defineConfig } from '@umijs/max';
import defaultSettings, { ACCESSIBLE_BLUE } from './config/defaultSettings';
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
    theme: {
      // #1890FF stays the primary token (spec §9); text-bearing parts use a darker shade of it
      // because #1890FF on white is only 3:1 (WCAG 2.1 AA needs 4.5:1 for small text).
      token: { colorPrimary: defaultSettings.colorPrimary, colorLink: ACCESSIBLE_BLUE, colorLinkHover: '#1677ff' },
      components: {
        Button: { colorPrimary: ACCESSIBLE_BLUE, colorPrimaryHover: '#1677ff', colorPrimaryActive: '#003eb3' },
        Menu: { itemSelectedColor: ACCESSIBLE_BLUE, horizontalItemSelectedColor: ACCESSIBLE_BLUE },
        Tabs: { itemSelectedColor: ACCESSIBLE_BLUE, inkBarColor: ACCESSIBLE_BLUE },
        Pagination: { colorPrimary: ACCESSIBLE_BLUE },
        Radio: { buttonSolidCheckedBg: ACCESSIBLE_BLUE, colorPrimary: ACCESSIBLE_BLUE },
        Segmented: { itemSelectedColor: ACCESSIBLE_BLUE },
        Tag: { colorPrimary: ACCESSIBLE_BLUE },
      },
    },
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
