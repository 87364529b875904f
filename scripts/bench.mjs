#!/usr/bin/env node
/**
 * Performance benchmark of the production build (issues 6 and 13): `npm run bench`.
 *
 * 1. Builds the app (`npm run build`: `max build` + precompression) and times it.
 * 2. Serves `dist/` the way the deploy recipe does, on a fixed port (BENCH_PORT, default 8795): nginx
 *    with deploy/nginx.conf.template (scripts/serve-nginx.mjs: the build's precompressed `.br` and
 *    `.gz` files, the headers), the services proxied to `max preview` and its mocks on BENCH_PORT + 1.
 * 3. Opens every route of the route table (config/routeTable.ts) in Chromium (Playwright) with an empty cache and sums the
 *    gzipped bytes (zlib level 9, what nginx's gzip_static serves; the budgets' unit) and the bytes as
 *    served (Brotli, for a browser that accepts it) of the JS and CSS requested before
 *    the app has drawn the page (its h1 in #root, where it replaces the static shell's): the first
 *    load of issue 13 item 2. What the page requests after that (its heavy widgets, issue 13: "after
 *    the page's heading and first content are on screen") is summed apart, up to network idle. Also
 *    records the layout shift (CLS) up to then.
 * 4. Runs Lighthouse (performance only) with its mobile and desktop presets, 3 times each, on the six
 *    core routes of issue 13, and keeps the median of each metric.
 * 5. Time to content (issue 30 item 5): on each core route, milliseconds from navigation until the
 *    page's first real content is visible (CONTENT below), in Chromium with Lighthouse's mobile
 *    conditions applied as DevTools throttling (412×823, CPU 4×, 150 ms RTT, 1.6 Mbit/s down,
 *    750 kbit/s up), empty cache, median of RUNS; each run followed by one of the `max` floor page
 *    (step 6's reference, built first), whose figure shows the host's speed at that moment.
 * 6. Builds the reference page of bench/floor twice (the framework alone, and with this app's Umi
 *    plugins), serves each gzipped and runs Lighthouse's mobile preset on it the same way: the "floor"
 *    a page of this stack can reach on this machine. Every Lighthouse run also records the host's
 *    `benchmarkIndex`, against which Lighthouse calibrates its 4× CPU slowdown.
 * 7. Writes bench/report.md (for people: the core routes against issue 13's budgets first, each figure
 *    beside its budget; the mobile score, TBT and time to content against the floor of the same run,
 *    ./benchVerdict.mjs, with the absolute figures beside) and bench/report.json.
 *
 * Options: --skip-build (measure the dist/ that is there), --skip-lighthouse, --runs N (Lighthouse and
 * time-to-content runs per route and preset, default 3), --time-to-content-only (step 5 alone, printed,
 * no report written), --first-load-only (step 3 alone, printed, no report written: the bytes before and
 * after a change). Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_PORT.
 * The "levers" section of the report is bench/levers.md, kept by hand.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import * as chromeLauncher from 'chrome-launcher';
import {
  ABSOLUTE,
  TBT_FLOOR_FACTOR,
  TBT_MIN_ALLOWANCE_MS,
  TIME_TO_CONTENT_FLOOR_FACTOR,
  tbtBoundMs,
  tbtVerdict,
  timeToContentVerdict,
} from './benchVerdict.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.cjs';
import { importTs } from './importTs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = '/ipr-front';
const PORT = Number(process.env.BENCH_PORT ?? 8795);
/** nginx listens on the IPv4 loopback only (scripts/serve-nginx.mjs); `localhost` could be ::1. */
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** `max preview` with the mocks, behind nginx. */
const UPSTREAM_PORT = PORT + 1;

const args = process.argv.slice(2);
const KNOWN = new Set(['--skip-build', '--skip-lighthouse', '--runs', '--time-to-content-only', '--first-load-only']);
const unknown = args.filter((arg, i) => arg.startsWith('-') && !KNOWN.has(arg) && args[i - 1] !== '--runs');
if (unknown.length || args.includes('--help')) {
  // Anything else (e.g. --help) stops here rather than starting a six-minute run.
  console.error('usage: npm run bench -- [--skip-build] [--skip-lighthouse] [--runs N] [--time-to-content-only | --first-load-only]');
  process.exit(unknown.length && !args.includes('--help') ? 2 : 0);
}
const SKIP_BUILD = args.includes('--skip-build');
const SKIP_LIGHTHOUSE = args.includes('--skip-lighthouse');
const TIME_TO_CONTENT_ONLY = args.includes('--time-to-content-only');
const FIRST_LOAD_ONLY = args.includes('--first-load-only');
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;

/**
 * Issue 13's budgets (the first-load CLS bound is issue 6's). Mobile figures are Lighthouse's
 * unmodified mobile preset, medians of RUNS; the score and TBT are held against the `max` floor page
 * (bench/floor, this app's Umi plugins) measured in the same run (TBT: ./benchVerdict.mjs), since
 * absolute figures on a shared host drift between runs while the gap to a reference measured beside
 * them does not.
 */
const BUDGET = {
  /**
   * Gzipped JS + CSS requested before the app has drawn the page (its h1 in #root), KB: issue 13's
   * ceilings (config/budgets.ts). `npm test` holds each route to its own, tighter figure from the build.
   */
  firstLoadKB: (await importTs(path.join(ROOT, 'config/budgets.ts'))).FIRST_LOAD_CEILING_KB,
  cls: 0.02,
  mobile: { lcpMs: 2500, cls: 0.02, pointsUnderFloor: 5 },
  desktop: { '/taizhou': 100, default: 95 },
};

/**
 * Issue 30 item 5: the first real content of each core route, what a visitor came for: the home's first
 * announcement link, a list's first result, the result page's first patent (an application number in
 * a row or card), the dispute page's request button. Each is a CSS selector, matched inside `#root`
 * (the app, not the static shell), or a text pattern the element's own text must match.
 */
const CONTENT = {
  '/taizhou': { selector: 'a[href*="/taizhou/announceDetail?id="]' },
  '/taizhou/enterprise/search': { selector: 'main a[href*="/enterprise/result/"]' },
  '/taizhou/enterprise/result/:enterpriseName': { selector: 'main td, main dd, main span, main div', text: '^(?:CN)?\\d{12}\\.[\\dX]$' },
  '/taizhou/operations/list': { selector: 'main a[href*="/operations/sell/"]' },
  '/taizhou/dispute/list': { selector: 'main button', text: '^(提交纠纷处理请求|Submit a dispute request)$' },
  '/suzhou/ipr-enterprise': { selector: 'main a[href*="/ipr-enterprise/result/"]' },
};
/** The floor page's content (bench/floor: a heading and its lead, no data): the lead. */
const FLOOR_CONTENT = { selector: 'main p' };

/** Issue 13 item 1: the core routes, each with its first real content above. */
const LIGHTHOUSE_ROUTES = Object.keys(CONTENT);

/** Lighthouse's mobile preset as DevTools throttling (its "devtools" method): RTT, bandwidth, CPU. */
const MOBILE_THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuRate: 4 };

/** The floor variant the mobile score is held against. */
const REFERENCE_FLOOR = 'max';

const log = (...parts) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);

function run(command, commandArgs, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')}: exit ${code}`))));
  });
}

async function timed(fn) {
  const start = performance.now();
  await fn();
  return (performance.now() - start) / 1000;
}

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: set BENCH_PORT to a free port`)));
    probe.listen(port, () => probe.close(resolve));
  });
}

/** A server in its own process group, so stopping it also stops its children. */
function startDetached(command, args) {
  return spawn(command, args, { cwd: ROOT, detached: true, stdio: 'ignore' });
}

/** Waits until `url` answers 200, or throws after two minutes. */
async function answered(url, what) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer on ${url} within 2 minutes`);
}

/**
 * The deploy recipe in front of the mocks: `max preview` on UPSTREAM_PORT, nginx on PORT
 * (scripts/serve-nginx.mjs, which needs `node scripts/ensure-nginx.mjs` first). Returns both.
 */
async function startServers() {
  await assertPortFree(PORT);
  await assertPortFree(UPSTREAM_PORT);
  const servers = [startDetached(path.join(ROOT, 'node_modules/.bin/max'), ['preview', '--port', String(UPSTREAM_PORT)])];
  try {
    await answered(`http://127.0.0.1:${UPSTREAM_PORT}/api/getCurrent`, 'max preview');
    servers.push(
      startDetached(process.execPath, [
        'scripts/serve-nginx.mjs',
        '--port',
        String(PORT),
        '--upstream',
        `http://127.0.0.1:${UPSTREAM_PORT}`,
      ]),
    );
    await answered(`${ORIGIN}${BASE}/`, 'nginx (scripts/serve-nginx.mjs)');
    return servers;
  } catch (error) {
    stopServers(servers);
    throw error;
  }
}

function stopServers(servers) {
  // serve-nginx stops nginx and removes its directory on SIGTERM.
  for (const server of servers.reverse()) process.kill(-server.pid, 'SIGTERM');
}

/**
 * The bench's addresses from the route table (config/routeTable.ts `benchTargets`): every path of the
 * table, redirects included, the catch-all left out, each at its first sample address (real records of
 * the mock). The table is TypeScript importing nothing but its paths (config/routePaths.ts): transpile it and import it.
 */
async function loadTargets() {
  const targets = (await importTs(path.join(ROOT, 'config/routeTable.ts'))).benchTargets();
  const missing = LIGHTHOUSE_ROUTES.filter((route) => !targets.some((target) => target.route === route));
  if (missing.length) throw new Error(`core routes not in config/routeTable.ts: ${missing.join(', ')}`);
  return targets;
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/**
 * In the page from its start: the layout shifts the way CLS counts them (not right after input), and
 * the moment (performance.now(), ms) the app's own h1 is first in #root.
 */
function observePage() {
  window.__benchCls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__benchCls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const drawn = new MutationObserver(() => {
    if (document.querySelector('#root h1')) {
      window.__benchDrawn = performance.now();
      drawn.disconnect();
    }
  });
  drawn.observe(document, { childList: true, subtree: true });
}

async function measureFirstLoad(browser, { route, url }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(observePage);
  const assets = [];
  let idle = false;
  // Documents the tab loaded: more than one (a reload, a redirect by script) would make the
  // in-page clock below start over, so the pass refuses to count such a load.
  let documents = 0;
  page.on('domcontentloaded', () => {
    documents += 1;
  });
  page.on('response', (response) => {
    if (idle) return;
    const request = response.request();
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    assets.push(
      response
        .body()
        .then((body) => ({
          type,
          url: response.url(),
          // When the browser sent it (epoch ms, from the DevTools protocol, not the page's scripts).
          sentAt: request.timing().startTime,
          raw: body.length,
          gzip: gzipSize(body),
          // What went over the wire: the .br (or .gz) nginx chose for this browser.
          served: Number(response.headers()['content-length'] ?? body.length),
        }))
        .catch(() => null),
    );
  });
  const start = performance.now();
  await page.goto(`${ORIGIN}${BASE}${url}`, { waitUntil: 'domcontentloaded' });
  // The app's h1, not the static shell's (issue 13), which the HTML paints before any script has run.
  await page.locator('#root h1').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  idle = true;
  const usableMs = Math.round(performance.now() - start);
  // Shifts caused by late content (images, fonts) still count: give them a moment.
  await page.waitForTimeout(500);
  const { cls, drawnMs, timeOrigin } = await page.evaluate(() => ({
    cls: window.__benchCls,
    drawnMs: Math.round(window.__benchDrawn),
    timeOrigin: performance.timeOrigin,
  }));
  if (documents !== 1) throw new Error(`first load ${url}: the tab loaded ${documents} documents, expected one`);
  // Each file's request time on the page's clock (ms from navigation), from the protocol's own record:
  // the page's resource timing (read at the end, or observed as it came) left every file of a Suzhou page
  // at 0 ms in some whole runs, counting its ProLayout chunks, asked for after its heading, before it.
  const files = (await Promise.all(assets)).filter(Boolean).map(({ sentAt, ...file }) => {
    const startedMs = Math.round(sentAt - timeOrigin);
    return { ...file, url: file.url.replace(ORIGIN, ''), startedMs, afterDrawn: startedMs > drawnMs };
  });
  await context.close();
  const sum = (type, later = false, size = 'gzip') =>
    files.filter((file) => file.type === type && file.afterDrawn === later).reduce((total, file) => total + file[size], 0);
  return {
    route,
    url,
    jsGzip: sum('script'),
    cssGzip: sum('stylesheet'),
    laterGzip: sum('script', true) + sum('stylesheet', true),
    served: sum('script', false, 'served') + sum('stylesheet', false, 'served'),
    requests: files.filter((file) => !file.afterDrawn).length,
    drawnMs,
    usableMs,
    cls,
    files,
  };
}

/**
 * In the page from its start: the moment (performance.now(), ms) the first element of `content`
 * inside #root is laid out with a size, taken in the animation frame after the mutation that made it.
 */
function observeContent({ selector, text }) {
  const pattern = text ? new RegExp(text) : null;
  const found = () =>
    [...document.querySelectorAll(`#root ${selector.split(', ').join(', #root ')}`)].some((element) => {
      if (pattern && !pattern.test((element.textContent ?? '').trim())) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
  const observer = new MutationObserver(() => {
    if (window.__benchContent || !found()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__benchContent = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Issue 30 item 5: time to content of one address, one run, under MOBILE_THROTTLING: ms from
 * navigation until `content` (a CONTENT entry) is laid out in #root.
 */
async function timeToContentRun(browser, url, content) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const { cpuRate, ...network } = MOBILE_THROTTLING;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.addInitScript(observeContent, content);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchContent, null, { timeout: 60_000, polling: 100 });
    return Math.round(await page.evaluate(() => window.__benchContent));
  } finally {
    await context.close();
  }
}

/** Lighthouse's own host speed probe (`benchmarkIndex`, ~1 s, unthrottled), the unit of its reports. */
async function hostIndex(browser) {
  const context = await browser.newContext();
  try {
    return Math.round(await (await context.newPage()).evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await context.close();
  }
}

/**
 * Time to content of each core route. Each run is followed by one of the floor page (`floorOrigin`, the
 * reference floor's build served by serveStatic; its lead paragraph is its content) and each route's
 * runs by Lighthouse's host speed probe: this shared host's speed moves by a quarter between runs, and
 * both show where it stood while the route was measured. Each row: the route's runs and median, the
 * floor's runs and median, the probe's index.
 */
async function measureTimeToContent(browser, targets, floorOrigin) {
  const rows = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    const target = targets.find((candidate) => candidate.route === route);
    const runs = [];
    const floorRuns = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await timeToContentRun(browser, `${ORIGIN}${BASE}${target.url}`, CONTENT[route]));
      floorRuns.push(await timeToContentRun(browser, `${floorOrigin}${BASE}/taizhou`, FLOOR_CONTENT));
    }
    const benchmarkIndex = await hostIndex(browser);
    rows.push({ route, url: target.url, runs, medianMs: median(runs), floorRuns, floorMedianMs: median(floorRuns), benchmarkIndex });
    log(
      `time to content ${target.url}: ${median(runs)} ms (${runs.join(', ')}); floor ${median(floorRuns)} ms ` +
        `(${floorRuns.join(', ')}); host CPU index ${benchmarkIndex}`,
    );
  }
  return rows;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function lighthouseRun(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    // The not-found routes answer 404 through the deploy recipe (issue 46 item 3): measured all the same.
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ignoreStatusCode: true };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** `RUNS` Lighthouse runs of one address and preset; each metric's median and every run. */
async function lighthouseRuns(origin, target, preset) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    runs.push(await lighthouseRun(`${origin}${BASE}${target.url}`, preset));
    log(`lighthouse ${preset} ${target.route} run ${i + 1}: ${runs.at(-1).score}`);
  }
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    route: target.route,
    url: target.url,
    preset,
    median: {
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      benchmarkIndex: pick('benchmarkIndex'),
    },
    runs,
  };
}

async function measureLighthouse(target) {
  return [await lighthouseRuns(ORIGIN, target, 'mobile'), await lighthouseRuns(ORIGIN, target, 'desktop')];
}

const FLOOR_DIR = path.join(ROOT, 'bench/floor');

/** The two builds of bench/floor (see its .umirc.ts). */
const FLOOR_VARIANTS = [
  { name: 'umi', label: 'React + Umi, every plugin off' },
  { name: 'max', label: "@umijs/max with this app's plugins (antd, locale, initialState, request, model, access)" },
];

/** Each floor build's files, compressed once per run: the `max` floor is served twice (time to content, Lighthouse). */
const compressedBuilds = new Map();

/**
 * Every file of a floor build compressed, Brotli (quality 11) and gzip (level 9), as the app's nginx
 * serves its precompressed files: compressing on a request would add to its response time (the first
 * time-to-content run of the floor took a second longer when it did).
 */
function compressBuild(dir) {
  if (!compressedBuilds.has(dir)) {
    const compressed = new Map();
    const brotli = (body) =>
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } });
    for (const entry of readdirSync(dir, { recursive: true })) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) continue;
      const body = readFileSync(file);
      compressed.set(`br ${file}`, brotli(body));
      compressed.set(`gzip ${file}`, zlib.gzipSync(body, { level: 9 }));
    }
    compressedBuilds.set(dir, compressed);
  }
  return compressedBuilds.get(dir);
}

/**
 * A static server for one floor build, index.html for every route, Brotli for a browser that
 * accepts it, else gzip; the files are compressed before it listens ({@link compressBuild}).
 */
function serveStatic(dir) {
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };
  const compressed = compressBuild(dir);
  const server = http.createServer((request, response) => {
    const relative = decodeURIComponent(new URL(request.url, 'http://x').pathname).replace(/^\/ipr-front\/?/, '');
    let file = path.join(dir, relative);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const encoding = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') ? 'br' : 'gzip';
    const key = `${encoding} ${file}`;
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': encoding,
      vary: 'Accept-Encoding',
    });
    response.end(compressed.get(key));
  });
  return new Promise((resolve) => server.listen(0, () => resolve(server)));
}

/** The floor builds of this run, by variant: time to content and Lighthouse measure the same one. */
const floorBuilds = new Map();

/** Builds one floor variant (see bench/floor/.umirc.ts), once per run, and returns its output directory. */
function buildFloor(variant) {
  if (!floorBuilds.has(variant.name)) {
    log(`building the floor page (${variant.name})…`);
    const build = run(path.join(ROOT, 'node_modules/.bin/max'), ['build'], {
      cwd: FLOOR_DIR,
      env: { ...process.env, FLOOR: variant.name },
      stdio: 'ignore',
    });
    floorBuilds.set(
      variant.name,
      build.then(() => path.join(FLOOR_DIR, `dist-${variant.name}`)),
    );
  }
  return floorBuilds.get(variant.name);
}

/** Runs `fn(origin)` with one floor build served by serveStatic. */
async function withFloorServer(dir, fn) {
  const server = await serveStatic(dir);
  try {
    return await fn(`http://localhost:${server.address().port}`);
  } finally {
    server.close();
  }
}

/** Lighthouse's mobile preset on both floor variants (the budget that is not met), each built first. */
async function measureFloor() {
  const results = [];
  for (const variant of FLOOR_VARIANTS) {
    const dir = await buildFloor(variant);
    const row = await withFloorServer(dir, (origin) =>
      lighthouseRuns(origin, { route: `floor: ${variant.name}`, url: '/taizhou' }, 'mobile'),
    );
    results.push({ ...row, label: variant.label });
  }
  return results;
}

// ---- report -----------------------------------------------------------------------------------

const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok) => (ok ? '✅ pass' : '❌ fail');

const firstLoadBudget = (route) => BUDGET.firstLoadKB[route] ?? BUDGET.firstLoadKB.default;
const desktopBudget = (route) => BUDGET.desktop[route] ?? BUDGET.desktop.default;

/** The mobile score a core route must reach: the reference floor's median of this run, less the allowance. */
function mobileScoreBudget(report) {
  const floor = report.floor?.find((row) => row.route === `floor: ${REFERENCE_FLOOR}`);
  return floor ? floor.median.score - BUDGET.mobile.pointsUnderFloor : undefined;
}

/** The reference floor's Lighthouse mobile TBT of this run (median, ms), if measured. */
function floorTbt(report) {
  return report.floor?.find((row) => row.route === `floor: ${REFERENCE_FLOOR}`)?.median.tbt;
}

/**
 * A mobile row's TBT held against the floor of the same run (./benchVerdict.mjs): [label, figure, met],
 * or none when the floor was not measured.
 */
function tbtCheck(tbt, report) {
  const floor = floorTbt(report);
  const { ok, boundMs } = tbtVerdict(tbt, floor);
  if (ok === undefined) return [];
  return [['TBT', `≤ ${boundMs} ms (floor ${Math.round(floor)} ms × ${TBT_FLOOR_FACTOR}, at least + ${TBT_MIN_ALLOWANCE_MS})`, ok]];
}

/** Each budget of issue 13 item 1–2 for one Lighthouse row: [label, figure, met]. */
function lighthouseChecks(row, report) {
  const { score, lcp, tbt, cls } = row.median;
  if (row.preset === 'desktop') return [['score', `≥ ${desktopBudget(row.route)}`, score >= desktopBudget(row.route)]];
  const minScore = mobileScoreBudget(report);
  return [
    ['LCP', `≤ ${seconds(BUDGET.mobile.lcpMs)}`, lcp <= BUDGET.mobile.lcpMs],
    ...tbtCheck(tbt, report),
    ['CLS', `≤ ${BUDGET.mobile.cls}`, cls <= BUDGET.mobile.cls],
    ...(minScore === undefined ? [] : [['score', `≥ ${minScore} (floor − ${BUDGET.mobile.pointsUnderFloor})`, score >= minScore]]),
  ];
}

/**
 * Whether the machine has a Chinese font. Without one every Chinese character is laid out through
 * the font fallback search and drawn as a box: layout times are then not what a visitor's device
 * (which always has one) spends. Debian: `apt-get install fonts-noto-cjk`.
 */
function cjkFonts() {
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (result.error) return 'Chinese fonts unknown (no fc-list)';
  return result.stdout.trim() ? 'with a Chinese font' : 'NO Chinese font (layout figures pessimistic)';
}

function renderMarkdown(report) {
  const lines = [];
  const { build, firstLoad, lighthouse: lh } = report;
  lines.push('# Performance report', '');
  lines.push(
    `Measured ${report.date} on ${report.machine}, ${report.chromium}. Produced by \`npm run bench\` ` +
      `(scripts/bench.mjs) in ${Math.round(report.benchSeconds)} s; the budget of issue 13 beside every number.`,
    '',
  );

  lines.push('## Build', '');
  if (build) {
    lines.push('| Step | Time |', '|---|---|');
    lines.push(`| \`max build\` | ${build.maxBuildSeconds.toFixed(1)} s |`);
    lines.push(`| precompress (\`scripts/precompress.mjs\`) | ${build.precompressSeconds.toFixed(1)} s |`);
    lines.push(`| **\`npm run build\`** | **${build.totalSeconds.toFixed(1)} s** |`, '');
  } else {
    lines.push('Not built by this run (`--skip-build`): the existing `dist/` was measured.', '');
  }

  if (lh) {
    const minScore = mobileScoreBudget(report);
    lines.push('## Core routes against issue 13', '');
    lines.push(
      `Lighthouse's mobile preset (median of ${RUNS}) and desktop preset, and the first load below. The mobile ` +
        `score is held against the \`${REFERENCE_FLOOR}\` floor page of this run` +
        `${minScore === undefined ? ' (not measured: no score budget)' : ` (${minScore + BUDGET.mobile.pointsUnderFloor}; budget ≥ ${minScore})`}.`,
      '',
    );
    const floorTbtMs = floorTbt(report);
    lines.push(
      `| Route | Mobile score | LCP (≤ 2.5 s) | TBT (${floorTbtMs === undefined ? 'no floor: not judged' : `≤ ${tbtBoundMs(floorTbtMs)} ms`}; ` +
        `absolute ${ABSOLUTE.tbtMs} ms) | CLS (≤ 0.02) | Desktop score | First load KB | Result |`,
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const route of LIGHTHOUSE_ROUTES) {
      const mobile = lh.find((row) => row.route === route && row.preset === 'mobile');
      const desktop = lh.find((row) => row.route === route && row.preset === 'desktop');
      const load = firstLoad.find((row) => row.route === route);
      if (!mobile || !desktop || !load) continue;
      const loadKB = (load.jsGzip + load.cssGzip) / 1024;
      const ok =
        [...lighthouseChecks(mobile, report), ...lighthouseChecks(desktop, report)].every(([, , met]) => met) &&
        loadKB <= firstLoadBudget(route);
      const mark = (text, met) => (met ? text : `**${text}** ✗`);
      const { score, lcp, tbt, cls } = mobile.median;
      lines.push(
        `| \`${route}\` | ${mark(String(score), minScore === undefined || score >= minScore)} | ` +
          `${mark(seconds(lcp), lcp <= BUDGET.mobile.lcpMs)} | ` +
          `${mark(`${Math.round(tbt)} ms`, tbtVerdict(tbt, floorTbtMs).ok !== false)}${tbt <= ABSOLUTE.tbtMs ? '' : ` (over ${ABSOLUTE.tbtMs})`} | ` +
          `${mark(cls.toFixed(3), cls <= BUDGET.mobile.cls)} | ` +
          `${mark(String(desktop.median.score), desktop.median.score >= desktopBudget(route))} (≥ ${desktopBudget(route)}) | ` +
          `${mark(kb(load.jsGzip + load.cssGzip), loadKB <= firstLoadBudget(route))} (≤ ${firstLoadBudget(route)}) | ${verdict(ok)} |`,
      );
    }
    lines.push('');
  }

  if (report.timeToContent) {
    lines.push(`## Time to content (issue 30 item 5; held to the floor page × ${TIME_TO_CONTENT_FLOOR_FACTOR})`, '');
    lines.push(
      "From navigation until the page's first real content is visible in the app (home: the first announcement link; " +
        'lists: the first result; enterprise result: the first patent; dispute: the request button). Chromium with ' +
        "Lighthouse's mobile conditions as DevTools throttling: 412×823, CPU 4×, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, " +
        `empty cache; median of ${RUNS}. Each run is followed by one of the \`${REFERENCE_FLOOR}\` floor page (its lead paragraph, ` +
        'see "Floor of the stack": the stack\'s bare page with its defaults, no static shell, no prefetch), the same way, and ' +
        "each route's runs by Lighthouse's host speed probe (its `benchmarkIndex`, higher is faster): the host's speed moves by " +
        "a quarter between runs here, and both show where it stood. The verdict: the route's median no later than the floor " +
        `page's median of the same run × ${TIME_TO_CONTENT_FLOOR_FACTOR} (scripts/benchVerdict.mjs); issue 30's absolute ` +
        `${seconds(ABSOLUTE.timeToContentMs)} is shown beside it, not judged, as it follows the host.`,
      '',
    );
    lines.push(
      `| Route | Runs (ms) | Median | Floor runs (ms) | Floor | App − floor | ≤ ${seconds(ABSOLUTE.timeToContentMs)} (not judged) | Host CPU index | Result |`,
      '|---|---|---:|---|---:|---:|---|---:|---|',
    );
    for (const row of report.timeToContent) {
      const { ok, absoluteOk } = timeToContentVerdict(row.medianMs, row.floorMedianMs);
      lines.push(
        `| \`${row.route}\` | ${row.runs.join(', ')} | ${ok ? '' : '**'}${seconds(row.medianMs)}${ok ? '' : '** ✗'} | ` +
          `${row.floorRuns.join(', ')} | ${seconds(row.floorMedianMs)} | ${seconds(row.medianMs - row.floorMedianMs)} | ${absoluteOk ? 'yes' : 'no'} | ` +
          `${row.benchmarkIndex} | ${verdict(ok)} |`,
      );
    }
    lines.push('');
  }

  lines.push('## First load: gzipped JS and CSS until the app has drawn the page', '');
  lines.push(
    'Empty cache, 1366×900, zh-CN. First load = every JS and CSS file requested before the app has drawn the page (its h1 in ' +
      '`#root`, where it takes over from the static shell); issue 13 item 2 wants the heavy widgets after that. "Later" = what the ' +
      'page requested after it, until the network is idle. Bytes are each response body gzipped at level 9 (what `gzip_static` ' +
      'serves), the budgets\' unit; "Served" is what nginx sent this browser (the build\'s Brotli files). CLS is the layout shift until idle.',
    '',
  );
  lines.push(
    '| Route | Address measured | JS KB | CSS KB | **First load KB** | Served KB | Files | Drawn after | Later KB | Idle after | CLS | Budget | Result |',
  );
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
  for (const row of firstLoad) {
    const total = row.jsGzip + row.cssGzip;
    const sizeBudget = firstLoadBudget(row.route);
    const ok = total / 1024 <= sizeBudget && row.cls <= BUDGET.cls;
    const budgetText = `≤ ${sizeBudget} KB, CLS ≤ ${BUDGET.cls}`;
    lines.push(
      `| \`${row.route}\` | \`${decodeURIComponent(row.url)}\` | ${kb(row.jsGzip)} | ${kb(row.cssGzip)} | **${kb(total)}** | ${row.served ? kb(row.served) : '—'} | ` +
        `${row.requests} | ${seconds(row.drawnMs)} | ${kb(row.laterGzip)} | ${seconds(row.usableMs)} | ${row.cls.toFixed(3)} | ${budgetText} | ${verdict(ok)} |`,
    );
  }
  lines.push('');

  if (lh) {
    lines.push(`## Lighthouse ${report.lighthouseVersion} (performance, median of ${RUNS} runs each)`, '');
    lines.push(
      `Local Chromium, \`--headless=new\`, Lighthouse's own presets (mobile: simulated slow 4G and 4× CPU ` +
        `slowdown on a Moto G Power screen; desktop: simulated cable, no CPU slowdown). Each metric is the median of its runs.`,
      '',
    );
    lines.push('| Route | Preset | **Score** | FCP | LCP | TBT | CLS | Host CPU index | Budget | Result |');
    lines.push('|---|---|---:|---:|---:|---:|---:|---:|---|---|');
    for (const row of lh) {
      const { score, fcp, lcp, tbt, cls, benchmarkIndex } = row.median;
      const checks = lighthouseChecks(row, report);
      const ok = checks.every(([, , met]) => met);
      const budgetText = checks.map(([label, bound]) => `${label} ${bound}`).join(', ');
      lines.push(
        `| \`${row.route}\` | ${row.preset} | **${score}** | ${seconds(fcp)} | ${seconds(lcp)} | ${Math.round(tbt)} ms | ` +
          `${cls.toFixed(3)} | ${Math.round(benchmarkIndex)} | ${budgetText} | ${verdict(ok)} |`,
      );
    }
    lines.push(
      '',
      `Scores of the single runs: ${lh.map((row) => `${row.route} ${row.preset} ${row.runs.map((r) => r.score).join('/')}`).join('; ')}.`,
      '',
    );
    lines.push(
      '"Host CPU index" is Lighthouse\'s `benchmarkIndex` of this machine during the runs (median). The mobile ' +
        "preset's fixed 4× slowdown is calibrated for a host of about 1500 (Lighthouse's throttling guide); at " +
        '1000 or less Lighthouse warns that the host is too slow and the score suffers, since the simulated ' +
        'phone is then slower than the one the preset stands for.',
      '',
    );
  } else {
    lines.push('## Lighthouse', '', 'Not run (`--skip-lighthouse`).', '');
  }

  if (report.floor) {
    lines.push('## Floor of the stack on this machine', '');
    lines.push(
      "The reference page of `bench/floor` (the home page's heading and lead paragraph; no data, no request, no " +
        `antd component), measured like the routes above (mobile preset, median of ${RUNS}): what the framework ` +
        "costs on this machine before any product code. The first row is React and Umi's runtime, which every page " +
        "of this app runs; the second adds the Umi plugins this app uses, built with Umi's default settings (this " +
        'app trims their bytes, see the levers below).',
      '',
    );
    lines.push('| Reference page | **Score** | FCP | LCP | TBT | Host CPU index |', '|---|---:|---:|---:|---:|---:|');
    for (const row of report.floor) {
      const { score, fcp, lcp, tbt, benchmarkIndex } = row.median;
      lines.push(
        `| ${row.label} | **${score}** | ${seconds(fcp)} | ${seconds(lcp)} | ${Math.round(tbt)} ms | ${Math.round(benchmarkIndex)} |`,
      );
    }
    lines.push(
      '',
      `Scores of the single runs: ${report.floor.map((row) => `${row.route} ${row.runs.map((r) => r.score).join('/')}`).join('; ')}.`,
      '',
    );
  }

  const taizhou = firstLoad.find((row) => row.route === '/taizhou');
  if (taizhou) {
    lines.push('## What `/taizhou` loads first', '');
    lines.push('| File | Type | KB gzipped |', '|---|---|---:|');
    for (const file of [...taizhou.files].sort((a, b) => b.gzip - a.gzip)) {
      lines.push(`| \`${file.url.replace(`${BASE}/`, '')}\` | ${file.type === 'script' ? 'JS' : 'CSS'} | ${kb(file.gzip)} |`);
    }
    lines.push('');
  }

  const leversFile = path.join(ROOT, 'bench/levers.md');
  if (existsSync(leversFile)) lines.push(readFileSync(leversFile, 'utf8').trim(), '');
  return `${lines.join('\n')}\n`;
}

// ---- main -------------------------------------------------------------------------------------

async function main() {
  const benchStart = performance.now();
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}: set CHROME_PATH`);
  process.env.CHROME_PATH = CHROMIUM_PATH;

  let build = null;
  if (!SKIP_BUILD) {
    log('building (max build)…');
    const maxBuildSeconds = await timed(() => run(path.join(ROOT, 'node_modules/.bin/max'), ['build']));
    const precompressSeconds = await timed(() => run(process.execPath, ['scripts/precompress.mjs']));
    build = { maxBuildSeconds, precompressSeconds, totalSeconds: maxBuildSeconds + precompressSeconds };
    log(`build took ${build.totalSeconds.toFixed(1)} s`);
  }

  const servers = await startServers();
  let browser;
  try {
    const targets = await loadTargets();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const chromiumVersion = `Chromium ${browser.version()}`;
    const referenceFloor = FLOOR_VARIANTS.find((variant) => variant.name === REFERENCE_FLOOR);
    const timeToContentOf = async () =>
      withFloorServer(await buildFloor(referenceFloor), (floorOrigin) => measureTimeToContent(browser, targets, floorOrigin));
    if (TIME_TO_CONTENT_ONLY) {
      await timeToContentOf();
      return;
    }
    const firstLoad = [];
    for (const target of targets) {
      firstLoad.push(await measureFirstLoad(browser, target));
      const row = firstLoad.at(-1);
      log(
        `first load ${target.url}: ${kb(row.jsGzip + row.cssGzip)} KB gzipped, ${kb(row.served)} KB served (+${kb(row.laterGzip)} KB later), CLS ${row.cls.toFixed(3)}`,
      );
    }
    if (FIRST_LOAD_ONLY) return;
    const timeToContent = await timeToContentOf();
    await browser.close();
    browser = undefined;

    let lhResults = null;
    let floor = null;
    if (!SKIP_LIGHTHOUSE) {
      lhResults = [];
      for (const route of LIGHTHOUSE_ROUTES) {
        lhResults.push(...(await measureLighthouse(targets.find((target) => target.route === route))));
      }
      floor = await measureFloor();
    }

    const report = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} CPU cores (${os.cpus()[0]?.model.trim()}), node ${process.version}, ${cjkFonts()}`,
      chromium: chromiumVersion,
      lighthouseVersion: JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version,
      budget: BUDGET,
      build,
      firstLoad,
      timeToContent,
      lighthouse: lhResults,
      floor,
      benchSeconds: (performance.now() - benchStart) / 1000,
    };
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(ROOT, 'bench/report.md'), renderMarkdown(report));
    log(`wrote bench/report.md and bench/report.json in ${Math.round(report.benchSeconds)} s`);
  } finally {
    await browser?.close();
    stopServers(servers);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
