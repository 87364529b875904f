#!/usr/bin/env node
/**
 * `npm run check:budgets` (issue 47 item 6), run by `npm test` right after `npm run build`: each route's
 * first load read from the build, no browser and no timing, against its budget (config/budgets.ts),
 * and the modules of `umi.js` against the deny list there. Exits 1 naming each failure.
 *
 * Which files a route loads first: its HTML (dist/<route>/index.html, a parameter's `_param`, else
 * 404.html, as the deploy recipe picks it) is run in jsdom at the route's bench address (zh-CN, scripts
 * run, nothing fetched): the boot script asks for the app's scripts and preloads the route's message
 * chunks and its frame's parts; then Umi's route preloader (`preload_helper.js`) runs at that address
 * (for a redirect also at its target, which the app opens before it draws). Every script and stylesheet
 * the document then names is the first load: the bench's "first load" without the browser. Which modules
 * each file holds: the build's stats (config/buildStats.ts, written by plugin.ts).
 *
 * Options: `--dist DIR` (default dist), `--stats FILE` (default config/buildStats.ts's file).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { JSDOM, VirtualConsole } from 'jsdom';
import { checkFirstLoads, kb } from './firstLoad.mjs';
import { importTs } from './importTs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = '/ipr-front';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? path.resolve(args[args.indexOf(name) + 1]) : fallback);

/** The HTML file the deploy recipe sends for `url` (deploy/nginx.conf.template's try_files). */
function htmlFor(dist, url) {
  const address = decodeURIComponent(new URL(url, 'http://x').pathname).replace(/\/$/, '');
  const candidates = [path.join(dist, address, 'index.html')];
  if (address) candidates.push(path.join(dist, path.dirname(address), '_param', 'index.html'));
  return candidates.find((file) => existsSync(file)) ?? path.join(dist, '404.html');
}

/**
 * The JS and CSS files (below the base) the document of `url` asks for before the app draws: its HTML
 * run in jsdom, then Umi's route preloader at `url` and, for a redirect, at `redirect`.
 */
function firstLoadFiles(html, helper, url, redirect) {
  const errors = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error));
  const { window } = new JSDOM(html, {
    url: `http://localhost${BASE}${url}`,
    runScripts: 'dangerously',
    virtualConsole,
    beforeParse(win) {
      // The bench's visitor (zh-CN); a hidden tab, so the boot script starts the app at once instead
      // of after the first paint, which jsdom never has.
      Object.defineProperty(win.navigator, 'language', { value: 'zh-CN' });
      Object.defineProperty(win.document, 'visibilityState', { value: 'hidden' });
    },
  });
  try {
    window.eval(helper);
    if (redirect) {
      window.history.replaceState(null, '', `${BASE}${redirect}`);
      window.eval(helper);
    }
    if (errors.length) throw new Error(`${url}: the page's scripts failed in jsdom: ${errors.map((error) => error.message).join('; ')}`);
    const named = [...window.document.querySelectorAll('link[rel=stylesheet][href], link[rel=preload][href], script[src]')].map(
      (element) => new URL(element.getAttribute('href') ?? element.getAttribute('src'), window.location.href).pathname,
    );
    return [...new Set(named)].filter((file) => /\.(js|css)$/.test(file)).map((file) => file.slice(`${BASE}/`.length));
  } finally {
    window.close();
  }
}

async function main() {
  const dist = option('--dist', path.join(ROOT, 'dist'));
  const { BUILD_STATS_FILE } = await importTs(path.join(ROOT, 'config/buildStats.ts'));
  const statsFile = option('--stats', path.join(ROOT, BUILD_STATS_FILE));
  for (const needed of [dist, statsFile]) if (!existsSync(needed)) throw new Error(`${needed} is missing: run \`npm run build\` first`);
  const { firstLoadBudgetKB, UMI_DENY } = await importTs(path.join(ROOT, 'config/budgets.ts'));
  const table = await importTs(path.join(ROOT, 'config/routeTable.ts'));
  const redirects = new Map(
    table
      .allEntries()
      .filter((entry) => entry.redirect)
      .map((entry) => [entry.path, entry.redirect]),
  );
  const helperFile = readdirSync(dist).find((file) => /^preload_helper\.[^/]*\.js$/.test(file));
  if (!helperFile) throw new Error(`${dist} has no preload_helper.*.js (Umi's route preloader)`);
  const helper = readFileSync(path.join(dist, helperFile), 'utf8');

  const routes = table.benchTargets().map(({ route, url }) => ({
    route,
    url,
    files: firstLoadFiles(readFileSync(htmlFor(dist, url), 'utf8'), helper, url, redirects.get(route)),
  }));
  const sizes = new Map();
  const gzipOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const { chunks } = JSON.parse(readFileSync(statsFile, 'utf8'));
  const { rows, failures } = checkFirstLoads({ routes, gzipOf, chunks, budgetKB: firstLoadBudgetKB, deny: UMI_DENY });

  console.log('First load per route (gzip level 9 of the JS and CSS asked for before the page draws):');
  for (const { route, bytes, budgetKB, files } of rows) {
    console.log(`  ${route.padEnd(48)} ${kb(bytes).padStart(6)} KB  (budget ${budgetKB} KB, ${files.length} files)`);
  }
  if (failures.length) {
    console.error(`\ncheck:budgets failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('check:budgets: every route within its budget, no heavy module in umi.js');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
