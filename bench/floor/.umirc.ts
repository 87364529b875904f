import { defineConfig } from '@umijs/max';

/**
 * The bench's reference page (scripts/bench.mjs, "Floor of the stack"): one heading and one paragraph
 * under the app's own base and address, no data, no request. Built twice with Umi's defaults:
 * `FLOOR=umi` with every plugin off (React, react-dom, Umi's renderer and router), `FLOOR=max` with
 * the plugins this app runs (antd with its ConfigProvider, locale, initialState, request, model,
 * access). Whatever a Lighthouse run scores here, a real page of the stack cannot beat on the same
 * machine: it does all of this and more.
 */
const max = process.env.FLOOR === 'max';

export default defineConfig({
  base: '/ipr-front/',
  publicPath: '/ipr-front/',
  hash: true,
  routes: [{ path: '/taizhou', component: 'index' }],
  esbuildMinifyIIFE: true,
  outputPath: max ? 'dist-max' : 'dist-umi',
  ...(max ? { antd: {}, locale: { default: 'zh-CN', antd: true }, initialState: {}, request: {}, model: {}, access: {} } : {}),
});
