/**
 * Issue 28 item 1: one route table (config/routeTable.ts). Every page route of it must reach the e2e
 * sweeps, the static app shell, the site map, the Taizhou nav and the bench; and the browser gets
 * Umi's keys and the small facts only, not the table.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import routes from '../config/routes';
import { allEntries, benchTargets, pageEntries, ROUTE_TABLE, routeFacts, sweepCases, umiRoutes } from '../config/routeTable';
import type { RouteEntry } from '../config/routeTable';
import { SHELL_ROUTES } from '@/components/AppShell';
import { siteMapEntries, type AppRoute } from '@/pages/site/SiteMap/entries';
import { matchesRoutePath, NAV_TABS, navSectionOf } from '@/utils/routeFacts';
import { messageGroupsFor } from '@/utils/localeMessages';

const PAGES = pageEntries();
const pathOf = (address: string) => address.split('?')[0];

/** Umi's flat route map (`useAppData().routes`): ids in table order, children pointing at their parent. */
function appRoutes(list: RouteEntry[]): Record<string, AppRoute> {
  const out: Record<string, AppRoute> = {};
  let next = 1;
  const walk = (entries: RouteEntry[], parentId?: string) => {
    for (const entry of entries) {
      const id = String(next++);
      out[id] = { id, path: entry.path, name: entry.name, redirect: entry.redirect, parentId };
      if (entry.routes) walk(entry.routes, id);
    }
  };
  walk(list);
  return out;
}

/** The file a route's `component` names under src/pages (`./taizhou/Home` is its index.tsx), if it exists. */
const pageFile = (component: string) =>
  [`${component}.tsx`, `${component}/index.tsx`].map((file) => path.join(__dirname, '../src/pages', file)).find((file) => existsSync(file));

// A page folder that no route names fails tests/pageImports.test.ts.
it('gives every page route a page file and an address of its own', () => {
  expect(PAGES.length).toBeGreaterThan(0);
  expect(PAGES.filter((entry) => !pageFile(entry.component ?? '')).map((entry) => entry.path)).toEqual([]);
  const paths = PAGES.map((entry) => entry.path);
  expect(paths.filter((address, index) => paths.indexOf(address) !== index)).toEqual([]);
});

describe.each(PAGES.map((entry) => [entry.path, entry] as const))('page route %s', (path, entry) => {
  it('has sample addresses of its own route for the sweeps and the bench', () => {
    expect(entry.samples?.length).toBeGreaterThan(0);
    for (const sample of entry.samples ?? []) expect(matchesRoutePath(path, pathOf(sample.path))).toBe(true);
  });

  it('declares its shell, and the shell has it (or shows the placeholder when `null`)', () => {
    expect(entry.shell).toBeDefined();
    expect(SHELL_ROUTES.some((route) => route.path === path)).toBe(entry.shell !== null);
  });

  it('is in the site map unless it is reached from another page or has a parameter', () => {
    const map = siteMapEntries(appRoutes(umiRoutes()));
    const listed = [...map.taizhou, ...map.suzhou].some((item) => item.path === path);
    const region = /^\/(taizhou|suzhou)(\/|$)/.test(path);
    expect(listed).toBe(region && !path.includes(':') && entry.siteMap !== false);
  });

  it('is measured by the bench', () => {
    expect(benchTargets().find((target) => target.route === path)?.url).toBe(entry.samples?.[0].path);
  });
});

it('gives every sample a name of its own (the sweeps title their tests with it)', () => {
  const names = sweepCases().map((route) => route.name);
  expect(new Set(names).size).toBe(names.length);
});

it('lights a Taizhou nav tab only with a route of the nav, and every tab opens a route', () => {
  const navKeys = NAV_TABS.map((tab) => tab.key);
  expect(navKeys).toEqual([
    '/taizhou',
    '/taizhou/announceDetail',
    '/taizhou/news',
    '/taizhou/enterprise/search',
    '/taizhou/operations/list',
    '/taizhou/dispute/list',
    '/taizhou/punishContent',
  ]);
  for (const entry of allEntries().filter((e) => e.section && e.path?.startsWith('/taizhou'))) {
    expect(navKeys).toContain(entry.section);
  }
});

it.each([
  ['/taizhou', '/taizhou'],
  ['/taizhou/', '/taizhou'],
  ['/taizhou/announceDetail', '/taizhou/announceDetail'],
  ['/taizhou/newsDetail', '/taizhou/news'],
  ['/taizhou/enterprise/result/某公司', '/taizhou/enterprise/search'],
  ['/taizhou/operations/sell/tx-0001', '/taizhou/operations/list'],
  ['/taizhou/dispute/success', '/taizhou/dispute/list'],
  ['/taizhou/punishContentDetail', '/taizhou/punishContent'],
  ['/taizhou/productDetail', undefined],
  ['/taizhou/products', undefined],
  ['/taizhou/search', undefined],
  ['/taizhou/sitemap', undefined],
  ['/taizhou/enterprise/result/', undefined],
  ['/taizhou/no-such-page', undefined],
])('the frame marks %s with the tab %s', (pathname, tab) => {
  expect(navSectionOf(pathname)).toBe(tab);
});

it("loads only the frame messages for the first view and the error pages, a section's own group for its pages", () => {
  const named = Object.fromEntries(IPR_ROUTE_FACTS.messageGroups.map(({ path, groups }) => [path, groups.join(' ')]));
  expect(named).toEqual({
    '/': 'frame',
    '/taizhou': 'frame',
    '/404': 'frame',
    '/exception': 'frame',
    '/taizhou/enterprise/search': 'frame enterprise',
    '/taizhou/enterprise/result/:enterpriseName': 'frame enterprise',
    '/taizhou/operations/list': 'frame operations',
    '/taizhou/operations/sell/:id': 'frame operations',
    '/taizhou/dispute/list': 'frame dispute',
    '/taizhou/dispute/success': 'frame pages dispute',
    '/suzhou/ipr-enterprise': 'frame enterprise',
    '/suzhou/ipr-enterprise/result/:enterpriseName': 'frame enterprise',
  });
  expect(messageGroupsFor('/taizhou/news')).toEqual(['frame', 'pages', 'enterprise', 'operations', 'dispute']);
});

it('hands Umi its own keys only: the shell, samples and facts stay out of the entry chunk', () => {
  const keys = new Set(allEntries(routes as RouteEntry[]).flatMap((entry) => Object.keys(entry)));
  const umi = ['access', 'component', 'hideInMenu', 'layout', 'name', 'path', 'redirect', 'routes'];
  expect([...keys].filter((key) => !umi.includes(key))).toEqual([]);
});

it('gives the browser the facts of this very table (jest.config.ts and config/config.ts define them alike)', () => {
  expect(IPR_ROUTE_FACTS).toEqual(routeFacts(ROUTE_TABLE));
});

it('imports only its paths, which import nothing, so the bench can load the two on their own (scripts/bench.mjs transpiles them)', () => {
  const imports = (file: string) => {
    const source = readFileSync(path.join(__dirname, '../config', file), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 },
    });
    return outputText.match(/^import .*$/gm) ?? [];
  };
  expect(imports('routeTable.ts')).toEqual(["import * as P from './routePaths';"]);
  expect(imports('routePaths.ts')).toEqual([]);
});
