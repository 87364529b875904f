import type { IApi } from '@umijs/max';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { themeCssRule } from './config/defaultSettings';
import { CARE_MODE_BOOT_SCRIPT } from './src/utils/careMode';
import BootPlaceholder, { BOOT_PLACEHOLDER_CSS } from './src/components/BootPlaceholder';
import { SHELL_CSS, shellMarkup } from './src/components/AppShell';
import { buildBootScript } from './src/components/AppShell/build';
import type { ShellData } from './src/components/AppShell/types';
import { frameChunkFiles, messageChunkFiles, routeChunkFiles, type StatsChunk } from './config/bootPreloads';
import routes from './config/routes';
import { ANTD_THEME } from './config/defaultSettings';
import { UNDRAWN_STYLE_HOOKS, writeAntdStyles } from './config/antdStyles';
import path from 'node:path';
import enCommon from './src/locales/en-US/common';
import zhCommon from './src/locales/zh-CN/common';
import enMessages from './src/locales/en-US';
import zhMessages from './src/locales/zh-CN';

/** The Suzhou side menu: the named pages of its route group that the menu shows (spec §2). */
function suzhouMenu() {
  const group = routes.find((route) => route.path === '/suzhou') as { routes: { path: string; name?: string; hideInMenu?: boolean }[] };
  return group.routes
    .filter((route) => route.name && !route.hideInMenu)
    .map((route) => ({ path: route.path, labelId: `menu.suzhou.${route.name}` }));
}

/**
 * Umi's default HTML has no `<html lang>` and a viewport that disables zoom (a WCAG failure);
 * this project plugin fixes both for every page. It also puts the start-up placeholder (spec §4,
 * src/components/BootPlaceholder) into `#root`, so the first paint does not wait for JavaScript.
 * The locale is not known before the app runs: the placeholder's label has both. The theme's type
 * and link tokens go into the head as CSS custom properties (config/defaultSettings.ts
 * `THEME_CSS_VARIABLES`), which the global styles and the LESS modules read, and a one-line script
 * marks `<html>` for care mode before the first paint (src/utils/careMode.ts).
 *
 * After `#root` comes the static app shell of issue 13 (src/components/AppShell): the route's frame,
 * breadcrumb, heading and lead, drawn by one inline script before the app runs and removed once the
 * page's own heading has rendered. That script is src/components/AppShell/boot.ts, compiled and
 * minified by esbuild here (./build.ts), for `max build` and `max dev` alike; it also sends the
 * route's first data requests before the app runs (issue 30 item 5).
 *
 * `umi.js` and Umi's `preload_helper.js` are not script elements of the HTML: they are preloaded from
 * the head and run by the boot script after the first contentful paint. Parser-blocking, the first
 * paint waited for `umi.js` whenever it arrived before the parser reached it; deferred, it still ran
 * before the first paint whenever it had arrived by the end of parsing.
 */
/**
 * The app's script elements that the boot script starts, in order, per Umi command. `max build`
 * writes Umi's route-chunk preloader (`preload_helper.js`) before `umi.js`; `max dev` has no
 * preloader (Umi's routePreloadOnLoad adds it for `build` only: dev compiles a page's chunks on its
 * first visit), so only `umi.js` moves there. `max preview` serves the built HTML and runs no
 * `modifyHTML`; jest never loads this plugin. A missing script fails loudly: the page would never start.
 */
export function appScriptSelectors(command: string): string[] {
  const umi = 'script[src*="/umi."]';
  return command === 'build' ? ['script[src*="/preload_helper."]', umi] : [umi];
}

export default (api: IApi) => {
  // Issue 30 item 2: antd's styles as CSS files (config/antdStyles.ts), written for build and dev
  // (src/global.less imports the shared file), attached to antd's style modules by the build only:
  // under dev MFSU bundles antd apart, and antd generates its styles at run time.
  const dir = path.join(api.paths.absTmpPath, 'antd-styles');
  api.onBeforeCompiler(() => {
    writeAntdStyles(dir, ANTD_THEME);
  });
  if (api.name === 'build') {
    api.chainWebpack((memo) => {
      memo.module
        .rule('antd-static-styles')
        .test(/[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/)
        .use('antd-style-loader')
        .loader(path.resolve(__dirname, 'config/antdStyleLoader.cjs'))
        .options({ dir, undrawn: Object.keys(UNDRAWN_STYLE_HOOKS) });
      return memo;
    });
  }
  // The message chunks, the Suzhou layout's and the pages' lazy first parts of the build, for the boot script to preload (Umi writes the HTML after the
  // build is complete, as its own route preloader does; under `max dev` there are none to name).
  let messageChunks: ShellData['messageChunks'] = {};
  let frameChunks: ShellData['frameChunks'] = {};
  let routeChunks: Record<string, string[]> = {};
  api.onBuildComplete(({ err, stats }) => {
    if (err || api.name !== 'build') return;
    const { chunks } = stats.toJson({ all: false, chunks: true, chunkOrigins: true }) as { chunks?: StatsChunk[] };
    messageChunks = messageChunkFiles(chunks ?? []);
    frameChunks = { suzhou: frameChunkFiles(chunks ?? []) };
    routeChunks = routeChunkFiles(chunks ?? []);
  });
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    const viewport = $('meta[name="viewport"]');
    const content = 'width=device-width, initial-scale=1';
    if (viewport.length) viewport.attr('content', content);
    else $('head').prepend(`<meta name="viewport" content="${content}">`);
    $('head').append(`<style>${themeCssRule()}${BOOT_PLACEHOLDER_CSS}${SHELL_CSS}</style>`);
    // Care mode's attribute before the body is parsed: no standard-look first paint (issue 14 item 2).
    $('head').append(`<script>${CARE_MODE_BOOT_SCRIPT}</script>`);
    const label = `${zhCommon['app.loading']} ${enCommon['app.loading']}`;
    $('#root').html(renderToStaticMarkup(createElement(BootPlaceholder, { label })));
    // Built for every HTML Umi writes (once for `max build`; under `max dev` an edit of boot.ts shows
    // on the next page load): a few milliseconds of esbuild.
    $('#root').after(
      shellMarkup({
        messages: { 'zh-CN': zhMessages, 'en-US': enMessages },
        menu: suzhouMenu(),
        script: buildBootScript(),
        messageChunks,
        frameChunks,
        routeChunks,
      }),
    );
    // The app's scripts (Umi's route-chunk preloader, then umi.js) are preloaded from the head and
    // run by the shell's boot script after the first paint (src/components/AppShell/boot.ts).
    for (const selector of appScriptSelectors(api.name)) {
      const script = $(selector);
      if (!script.length) throw new Error(`plugin.ts (${api.name}): no ${selector} in the HTML`);
      $('head').append(`<link rel="preload" as="script" href="${script.attr('src')}" data-ipr-app>`);
      script.remove();
    }
    return $;
  });
};
