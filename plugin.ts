import type { IApi } from '@umijs/max';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { themeCssRule, toolsCssRule } from './config/themeCss';
import { TOOLS_BOOT_SCRIPT } from './src/utils/a11yTools';
import BootPlaceholder from './src/components/BootPlaceholder';
import { buildBootScript, buildShellCss, shellMarkup, type ShellData } from './src/components/AppShell';
import { frameChunkFiles, messageChunkFiles, type StatsChunk } from './config/bootPreloads';
import routes from './config/routes';
import { ANTD_THEME } from './config/defaultSettings';
import { UNDRAWN_STYLE_HOOKS, writeAntdStyles } from './config/antdStyles';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STATS_FILE, BUILD_STATS_OPTIONS, summarizeStats, type StatsChunkWithModules } from './config/buildStats';
import enMessages from './src/locales/en-US';
import zhMessages from './src/locales/zh-CN';
import zhMeta from './src/locales/meta/zh-CN';
import { pageFiles, pageHeads, routeOfRequest, sitemapXml, type PageHead } from './config/pageHeads';

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
 * The locale is not known before the app runs: the placeholder's label has both. The theme goes
 * into the head as CSS custom properties (config/themeCss.ts), which the global styles, the LESS
 * modules and the shell read, and a one-line script marks `<html>` for care mode and the
 * accessibility tools before the first paint (src/utils/a11yTools.ts).
 *
 * Each route's HTML names its page (issue 46 item 3, config/pageHeads.ts): title, description,
 * canonical link, and a `<noscript>` text; `max build` writes one file per route, `max dev` answers
 * every address with its route's.
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

/** Issue 46 item 3: every route's head, in the default language (zh-CN), by route path. */
const PAGE_HEADS = new Map(pageHeads({ ...zhMessages, ...zhMeta }).map((head) => [head.path, head]));

/** The head of a route path; throws for a path without one. */
function pageHeadOf(path: string): PageHead {
  const head = PAGE_HEADS.get(path);
  if (!head) throw new Error(`plugin.ts: no page head for ${path}`);
  return head;
}

/** The no-JavaScript view: the start-up placeholder (which would spin forever) hidden, the text shown. */
const NOSCRIPT_CSS =
  '.ipr-boot{display:none}.ipr-noscript{max-width:760px;margin:0 auto;padding:48px 16px;font-family:var(--ipr-font-family);' +
  'font-size:calc(16px * var(--ipr-font-scale));line-height:1.75;color:var(--ipr-color-text)}' +
  '.ipr-noscript p:first-child{margin:0 0 8px;color:var(--ipr-color-description)}.ipr-noscript h1{margin:0 0 16px;font-size:var(--ipr-heading-size);line-height:var(--ipr-heading-line-height);color:var(--ipr-heading-color)}' +
  '.ipr-noscript a{color:var(--ipr-color-link);text-decoration:underline}';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value for the HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * Issue 46 item 3: the route's own title, description, canonical address (none where the page names
 * its record itself) and `noindex` where search engines have no business, at the head's start; and a
 * `<noscript>` text before `#root` naming the site and the page and linking the portal's site map
 * (on a site map: its pages).
 */
export function pageHeadMarkup(head: PageHead): { head: string; style: string; body: string } {
  const [before, after] = zhMeta['meta.noscript.siteMapLead'].split('{siteMap}');
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const list = head.links ? `<ul>${head.links.map((l) => `<li>${link(l.href, l.name)}</li>`).join('')}</ul>` : '';
  return {
    head: [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}">`,
      head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
      head.noindex ? '<meta name="robots" content="noindex">' : '',
    ].join(''),
    style: `<noscript><style>${NOSCRIPT_CSS}</style></noscript>`,
    body:
      `<noscript><div class="ipr-noscript"><p>${escapeHtml(head.site)}</p><h1>${escapeHtml(head.page)}</h1>` +
      `<p>${escapeHtml(zhMeta['meta.noscript.text'])}</p>` +
      // The site map lists the pages itself.
      (list || `<p>${escapeHtml(before)}${link(head.siteMap, zhMeta['meta.noscript.siteMap'])}${escapeHtml(after)}</p>`) +
      '</div></noscript>',
  };
}

export default (api: IApi) => {
  // Issue 30 item 2: antd's styles as CSS files (config/antdStyles.ts; src/global.less imports the
  // shared file), attached to antd's style modules, under `max build` and `max dev` alike.
  const dir = path.join(api.paths.absTmpPath, 'antd-styles');
  api.onBeforeCompiler(() => {
    writeAntdStyles(dir, ANTD_THEME);
  });
  api.chainWebpack((memo) => {
    memo.module
      .rule('antd-static-styles')
      .test(/[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/)
      .use('antd-style-loader')
      .loader(path.resolve(__dirname, 'config/antdStyleLoader.cjs'))
      .options({ dir, undrawn: Object.keys(UNDRAWN_STYLE_HOOKS) });
    return memo;
  });
  // The message chunks and the Suzhou layout's lazy parts of the build, for the boot script to preload (Umi writes the HTML after the
  // build is complete, as its own route preloader does; under `max dev` there are none to name).
  let messageChunks: ShellData['messageChunks'] = {};
  let frameChunks: ShellData['frameChunks'] = {};
  api.onBuildComplete(({ err, stats }) => {
    if (err || api.name !== 'build') return;
    const { chunks } = stats.toJson({ all: false, chunks: true, chunkOrigins: true }) as { chunks?: StatsChunk[] };
    messageChunks = messageChunkFiles(chunks ?? []);
    frameChunks = { suzhou: frameChunkFiles(chunks ?? []) };
    // The modules of each chunk, for `npm run check:budgets` (config/buildStats.ts), outside dist.
    const withModules = stats.toJson(BUILD_STATS_OPTIONS) as { chunks?: StatsChunkWithModules[] };
    const statsFile = path.join(api.cwd, BUILD_STATS_FILE);
    mkdirSync(path.dirname(statsFile), { recursive: true });
    writeFileSync(statsFile, JSON.stringify(summarizeStats(withModules.chunks ?? [])));
  });
  // Issue 46 item 3: one HTML file per route (config/pageHeads.ts), each with its own head, as Umi's
  // exportStatic writes them but named so the web server finds a parameter's page (`_param/`) and
  // sends the not-found page (`404.html`) with status 404; and the portals' sitemap.
  api.modifyExportHTMLFiles(async (files, { markupArgs, getMarkup }) => [
    ...files,
    ...(await Promise.all(
      pageFiles().map(async ({ file, path: route }) => ({ path: file, content: await getMarkup({ ...markupArgs, path: route }) })),
    )),
    { path: 'sitemap.xml', content: sitemapXml() },
  ]);
  // The shell's stylesheet (src/components/AppShell/shell.less): compiled once per build; under
  // `max dev` for every page, so an edit shows on the next page load, as the boot script's does.
  let builtShellCss: string | undefined;
  const shellStyles = () => {
    if (api.name !== 'build') return buildShellCss();
    builtShellCss ??= buildShellCss();
    return builtShellCss;
  };
  api.modifyHTML(($, { path: requested }) => {
    $('html').attr('lang', 'zh-CN');
    // `max build` asks for each route's file by its route path (`/` for index.html), `max dev` for
    // every address by its path below the base; an address of no route gets the not-found page's.
    const head = pageHeadMarkup(pageHeadOf(routeOfRequest(requested) ?? '/404'));
    $('head title').remove();
    // After the charset, which must come within the first 1024 bytes, before any Chinese text.
    const charset = $('head meta[charset]');
    if (charset.length) charset.after(head.head);
    else $('head').prepend(head.head);
    $('#root').before(head.body);
    const viewport = $('meta[name="viewport"]');
    const content = 'width=device-width, initial-scale=1';
    if (viewport.length) viewport.attr('content', content);
    else $('head').prepend(`<meta name="viewport" content="${content}">`);
    $('head').append(`<style>${themeCssRule()}${toolsCssRule()}${shellStyles()}</style>`);
    // After the placeholder's CSS, which it overrides.
    $('head').append(head.style);
    // Care mode's and the accessibility tools' attributes before the body is parsed: no first paint
    // without them (issue 14 item 2, issue 48).
    $('head').append(`<script>${TOOLS_BOOT_SCRIPT}</script>`);
    const label = `${zhMessages['app.loading']} ${enMessages['app.loading']}`;
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
