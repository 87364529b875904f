/**
 * The route table, spec §2: one entry per route with everything the project keeps about it. Umi's
 * keys (`path`, `name`, `component`, `redirect`, `layout`, `hideInMenu`, `access`, `routes`) go to
 * Umi through config/routes.ts; the others are read by the static app shell (src/components/AppShell),
 * the Taizhou navigation, the message groups, the site map, the e2e sweeps (e2e/routes.ts) and the
 * bench (scripts/bench.mjs). A new page is its entry here, its page folder and its messages.
 *
 * Plain data importing nothing but its paths (./routePaths.ts, which src reads) and a type: plugin.ts, Playwright and the bench read it in node. The
 * browser gets only Umi's keys and the few facts of `routeFacts` (config/config.ts `define`), not the whole table.
 */

import type { MessageGroup } from '../src/utils/messageGroups';
import * as P from './routePaths';

/** What the static app shell (issue 13) draws before the app runs, as locale message ids. */
export interface ShellView {
  frame: 'taizhou' | 'home' | 'suzhou';
  /**
   * Only when the query has this parameter: a detail page whose heading is its record, so the shell
   * draws the frame alone. Listed before the same route's view without it.
   */
  query?: string;
  /** Heading message id; `:param` for the path's parameter (the enterprise name). */
  heading?: string;
  lead?: string;
  /** Breadcrumb: the parents (message id and path), then the current step (id or `:param`). */
  crumbs?: { parents: { id: string; to: string }[]; current: string; home?: boolean };
}

/** An address of the route with real mock data, for the e2e sweeps (axe, faults, hostile bodies) and the bench. */
export interface RouteSample {
  /** Short name used in test titles. */
  name: string;
  /** Below the base path, with the query (`/taizhou/announceDetail?id=an-0036`). */
  path: string;
  /** Opened logged in, because that is where the page's content is (pushed listings, "my requests"). */
  user?: 'user';
}

export interface RouteEntry {
  path?: string;
  /** Locale id under `menu.` (joined with the named parents' names). */
  name?: string;
  component?: string;
  redirect?: string;
  layout?: false;
  hideInMenu?: boolean;
  /** Key of the access map (src/access.ts); honoured with and without the layout (src/app.tsx). */
  access?: string;
  routes?: RouteEntry[];
  // ---- read by this project, not by Umi --------------------------------------------------------
  /**
   * Key (route path) of the Taizhou nav tab this route lights, or the Suzhou menu path the shell
   * marks; a tab's own route (`nav`) lights itself.
   */
  section?: string;
  /** This route is a tab of the Taizhou nav: its label and its place in the bar. */
  nav?: { labelId: string; order: number };
  /**
   * The message groups the page needs besides `frame`, which every page has (src/utils/messageGroups.ts):
   * `frame` for it alone; none named: every group.
   */
  messages?: MessageGroup | readonly MessageGroup[];
  /** The shell's views of the route; `null`: no shell, the start-up placeholder of spec §4 shows. */
  shell?: ShellView | ShellView[] | null;
  /** Addresses with real mock data; the first is the bench's. Every page route has at least one. */
  samples?: RouteSample[];
  /** A page that shows one record picked on another page, or confirms a finished step: not in the site map. */
  siteMap?: false;
  /** The page asks the services for nothing of its own (a text page): a failure has nothing to report. */
  static?: true;
  /**
   * Not for search engines (issue 46 item 3): search results, a receipt, the error and not-found pages.
   * Its HTML says `noindex` and the sitemap leaves it out (config/pageHeads.ts).
   */
  noindex?: true;
  /**
   * The query parameter naming the record the page shows (`?id=`): the page's canonical address keeps
   * it, so the built HTML, which cannot know it, names none, and the page names it once the record is
   * in (issue 46 item 3; useItemTitle). A path parameter (`:id`) does the same by itself.
   */
  recordQuery?: string;
}

const list = (messages: string): ShellView => ({
  frame: 'taizhou',
  heading: `${messages}.listTitle`,
  lead: `${messages}.listIntro`,
  crumbs: { parents: [], current: `${messages}.listTitle` },
});

/** A detail page: its heading is its record, so the shell draws the frame alone. */
const detail = (query?: string): ShellView => (query ? { frame: 'taizhou', query } : { frame: 'taizhou' });

const titled = (heading: string, lead: string, current = heading): ShellView => ({
  frame: 'taizhou',
  heading,
  lead,
  crumbs: { parents: [], current },
});

const suzhouShell = (heading: string, lead: string): ShellView => ({ frame: 'suzhou', heading, lead });

const taizhou = (path: string, component: string, name: string, extra: Partial<RouteEntry>): RouteEntry => ({
  path,
  name,
  component,
  layout: false,
  hideInMenu: true,
  ...extra,
});

/** The footer's site pages (issue 16) of one portal, in its frame. */
const sitePages = (region: 'taizhou' | 'suzhou'): RouteEntry[] =>
  (
    [
      ['sitemap', 'siteMap', 'SiteMap', 'site.map.intro', 'site map'],
      ['contact', 'contact', 'Contact', 'site.contact.intro', 'contact'],
      ['statement', 'statement', 'Statement', 'site.statement.intro', 'statement'],
    ] as const
  ).map(([segment, page, component, intro, label]) => {
    const path = `/${region}/${segment}`;
    const entry: RouteEntry = {
      path,
      name: region === 'taizhou' ? `taizhou.${page}` : page,
      component: `./site/${component}`,
      shell: { frame: region, heading: `menu.${region}.${page}`, lead: intro },
      samples: [{ name: `${region} ${label}`, path }],
      static: true,
    };
    return region === 'taizhou' ? { ...entry, layout: false, hideInMenu: true } : { ...entry, hideInMenu: true };
  });

const { ENTERPRISE_SEARCH, SUZHOU_ENTERPRISE } = P;

export const ROUTE_TABLE: RouteEntry[] = [
  // Redirects sit outside ProLayout so its frame does not flash before the target renders.
  {
    path: '/',
    redirect: P.TAIZHOU_HOME,
    layout: false,
    section: P.TAIZHOU_HOME,
    messages: 'frame',
    shell: { frame: 'home' },
  },

  // Spec §2's wrapper page: every Taizhou page, the not-found and the error page are children of one
  // pathless parent that draws the portal frame, so the frame stays mounted between them and a lazy
  // page's placeholder (src/loading.tsx) shows in the frame's content area.
  {
    component: './taizhou/Wrapper',
    layout: false,
    hideInMenu: true,
    routes: [
      taizhou(P.TAIZHOU_HOME, './taizhou/Home', 'taizhou.home', {
        nav: { labelId: 'menu.taizhou.home', order: 1 },
        messages: 'frame',
        shell: { frame: 'home' },
        samples: [{ name: 'taizhou home', path: P.TAIZHOU_HOME }],
      }),
      taizhou(P.ANNOUNCEMENTS, './taizhou/AnnounceDetail', 'taizhou.announceDetail', {
        nav: { labelId: 'portal.nav.announcements', order: 2 },
        shell: [detail('id'), list('content.announce')],
        recordQuery: 'id',
        samples: [
          { name: 'announcement list', path: P.ANNOUNCEMENTS },
          { name: 'announcement detail', path: '/taizhou/announceDetail?id=an-0036' },
        ],
      }),
      taizhou(P.PENALTIES, './taizhou/PunishContent', 'taizhou.punishContent', {
        nav: { labelId: 'portal.nav.punish', order: 7 },
        shell: list('content.punish'),
        samples: [{ name: 'penalty list', path: P.PENALTIES }],
      }),
      taizhou(P.PENALTY_DETAIL, './taizhou/PunishContentDetail', 'taizhou.punishContentDetail', {
        section: P.PENALTIES,
        shell: detail(),
        recordQuery: 'id',
        siteMap: false,
        samples: [{ name: 'penalty detail', path: '/taizhou/punishContentDetail?id=pn-0054' }],
      }),
      taizhou(P.PRODUCT_DETAIL, './taizhou/ProductDetail', 'taizhou.productDetail', {
        shell: detail(),
        recordQuery: 'id',
        siteMap: false,
        samples: [{ name: 'product detail', path: '/taizhou/productDetail?id=pd-0014' }],
      }),
      // Issue 16: list pages the spec has no route for, beside the spec's routes.
      taizhou(P.NEWS, './taizhou/News', 'taizhou.news', {
        nav: { labelId: 'portal.nav.news', order: 3 },
        shell: list('content.news'),
        samples: [{ name: 'news list', path: P.NEWS }],
      }),
      taizhou(P.PRODUCTS, './taizhou/Products', 'taizhou.products', {
        shell: list('content.product'),
        samples: [{ name: 'product list', path: P.PRODUCTS }],
      }),
      // Issue 14 item 1: the site search the Taizhou header's search box opens; every source answers for 专利.
      taizhou(P.SITE_SEARCH, './taizhou/Search', 'taizhou.search', {
        shell: titled('search.title', 'search.intro'),
        noindex: true,
        samples: [{ name: 'site search', path: `/taizhou/search?keyword=${encodeURIComponent('专利')}` }],
      }),
      // The enterprise, operations, dispute and newsDetail groups the spec names beside the wrapper page.
      taizhou(ENTERPRISE_SEARCH, './taizhou/enterprise/Search', 'taizhou.enterpriseSearch', {
        messages: 'enterprise',
        nav: { labelId: 'portal.nav.enterprise', order: 4 },
        shell: titled('enterprise.search.title', 'enterprise.search.intro'),
        samples: [{ name: 'enterprise search', path: ENTERPRISE_SEARCH }],
      }),
      taizhou(P.ENTERPRISE_RESULT, './taizhou/enterprise/Result', 'taizhou.enterpriseResult', {
        messages: 'enterprise',
        section: ENTERPRISE_SEARCH,
        shell: {
          frame: 'taizhou',
          heading: ':param',
          crumbs: { parents: [{ id: 'enterprise.search.title', to: ENTERPRISE_SEARCH }], current: ':param' },
        },
        samples: [
          { name: 'enterprise result', path: `/taizhou/enterprise/result/${encodeURIComponent('江苏安芯水处理设备股份有限公司')}` },
        ],
      }),
      taizhou(P.OPERATIONS_LIST, './taizhou/operations/List', 'taizhou.operationsList', {
        messages: 'operations',
        nav: { labelId: 'portal.nav.operations', order: 5 },
        shell: titled('operations.list.heading', 'operations.list.intro', 'menu.taizhou.operationsList'),
        samples: [{ name: 'operations list', path: P.OPERATIONS_LIST, user: 'user' }],
      }),
      taizhou(P.OPERATIONS_SELL, './taizhou/operations/Sell', 'taizhou.operationsSell', {
        messages: 'operations',
        section: P.OPERATIONS_LIST,
        shell: detail(),
        samples: [{ name: 'transaction detail', path: '/taizhou/operations/sell/tx-0001' }],
      }),
      taizhou(P.DISPUTE_LIST, './taizhou/dispute/List', 'taizhou.disputeList', {
        messages: 'dispute',
        nav: { labelId: 'portal.nav.dispute', order: 6 },
        shell: titled('dispute.heading', 'dispute.intro', 'menu.taizhou.disputeList'),
        samples: [{ name: 'dispute list', path: P.DISPUTE_LIST, user: 'user' }],
      }),
      taizhou(P.DISPUTE_SUCCESS, './taizhou/dispute/Success', 'taizhou.disputeSuccess', {
        // The printable receipt's labels are the content pages' (PrintDocument).
        messages: ['pages', 'dispute'],
        section: P.DISPUTE_LIST,
        shell: detail(),
        siteMap: false,
        noindex: true,
        recordQuery: 'referenceNo',
        samples: [
          { name: 'dispute success without a submission', path: P.DISPUTE_SUCCESS, user: 'user' },
          // The printable receipt of the seeded request of the mock user (issue 14 item 3).
          { name: 'dispute receipt', path: '/taizhou/dispute/success?referenceNo=TZJF20261015-0003', user: 'user' },
        ],
      }),
      taizhou(P.NEWS_DETAIL, './taizhou/NewsDetail', 'taizhou.newsDetail', {
        section: P.NEWS,
        shell: detail(),
        recordQuery: 'id',
        siteMap: false,
        samples: [{ name: 'news detail', path: '/taizhou/newsDetail?id=nw-0033' }],
      }),
      // The footer's site pages of the Taizhou portal (issue 16); the site map lists every named page
      // of this table (the `./site/SiteMap` page of `sitePages`).
      ...sitePages('taizhou'),
      {
        path: P.NOT_FOUND,
        name: 'notFound',
        component: './404',
        layout: false,
        messages: 'frame',
        shell: null,
        siteMap: false,
        noindex: true,
        samples: [{ name: 'not found', path: '/404' }],
      },
      {
        path: P.EXCEPTION,
        name: 'exception',
        component: './Exception',
        layout: false,
        messages: 'frame',
        shell: null,
        siteMap: false,
        noindex: true,
        samples: [{ name: 'exception', path: '/exception' }],
      },
    ],
  },

  {
    path: P.SUZHOU_HOME,
    name: 'suzhou',
    routes: [
      {
        path: P.SUZHOU_HOME,
        redirect: SUZHOU_ENTERPRISE,
        section: SUZHOU_ENTERPRISE,
        shell: suzhouShell('menu.suzhou.iprEnterprise', 'enterprise.search.intro'),
      },
      {
        path: SUZHOU_ENTERPRISE,
        name: 'iprEnterprise',
        component: './suzhou/Enterprise',
        section: SUZHOU_ENTERPRISE,
        messages: 'enterprise',
        shell: suzhouShell('menu.suzhou.iprEnterprise', 'enterprise.search.intro'),
        samples: [{ name: 'suzhou enterprise', path: SUZHOU_ENTERPRISE }],
      },
      {
        path: P.SUZHOU_NAV,
        name: 'iprNav',
        component: './suzhou/Navigation',
        section: P.SUZHOU_NAV,
        shell: suzhouShell('menu.suzhou.iprNav', 'suzhou.nav.intro'),
        samples: [{ name: 'suzhou navigation', path: P.SUZHOU_NAV }],
      },
      {
        path: P.SUZHOU_AGENCY,
        name: 'iprAgency',
        component: './suzhou/Agency',
        section: P.SUZHOU_AGENCY,
        shell: suzhouShell('menu.suzhou.iprAgency', 'suzhou.agency.intro'),
        samples: [{ name: 'suzhou agency', path: P.SUZHOU_AGENCY }],
      },
      // Spec §2: innovation statistics analysis shows the same page as ipr-agency.
      {
        path: P.SUZHOU_STATISTICS,
        name: 'iprTjfx',
        component: './suzhou/Agency',
        section: P.SUZHOU_STATISTICS,
        shell: suzhouShell('menu.suzhou.iprTjfx', 'suzhou.agency.intro'),
        samples: [{ name: 'suzhou statistics', path: P.SUZHOU_STATISTICS }],
      },
      // Issue 16 item 2: a Suzhou visitor's enterprise result stays in the Suzhou frame.
      {
        path: P.SUZHOU_ENTERPRISE_RESULT,
        name: 'iprEnterpriseResult',
        component: './taizhou/enterprise/Result',
        messages: 'enterprise',
        hideInMenu: true,
        section: SUZHOU_ENTERPRISE,
        shell: {
          frame: 'suzhou',
          heading: ':param',
          crumbs: { parents: [{ id: 'enterprise.search.title', to: SUZHOU_ENTERPRISE }], current: ':param', home: false },
        },
        samples: [
          {
            name: 'suzhou enterprise result',
            path: `/suzhou/ipr-enterprise/result/${encodeURIComponent('苏州纳微新材料科技（集团）股份有限公司')}`,
          },
        ],
      },
      // The footer's site pages (issue 16), shared with Taizhou below; not in the side menu.
      ...sitePages('suzhou'),
      // Issue 27 item 8: an unknown Suzhou address gets the not-found page in the Suzhou frame.
      {
        path: P.SUZHOU_NOT_FOUND,
        name: 'notFound',
        component: './404',
        hideInMenu: true,
        shell: null,
        siteMap: false,
        noindex: true,
        static: true,
        samples: [{ name: 'suzhou not found', path: P.SUZHOU_NOT_FOUND }],
      },
      { path: '/suzhou/*', redirect: P.SUZHOU_NOT_FOUND },
    ],
  },

  { path: '*', redirect: '/404', layout: false },
];

// ---- what the others derive -------------------------------------------------------------------

/** The section an entry lights: its own, or itself when it is a nav tab. */
const sectionOf = (entry: RouteEntry): string | undefined => entry.section ?? (entry.nav ? entry.path : undefined);

/** Every entry of `table`, parents before their children, in table order. */
export function allEntries(table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry[] {
  return table.flatMap((entry) => [entry, ...allEntries(entry.routes ?? [])]);
}

/** The entries that render a page at an address of their own (no redirect, no parent, no catch-all). */
export function pageEntries(table: readonly RouteEntry[] = ROUTE_TABLE): (RouteEntry & { path: string })[] {
  return allEntries(table).filter(
    (entry): entry is RouteEntry & { path: string } =>
      !!entry.path && !!entry.component && !entry.routes && !entry.redirect && entry.path !== '*',
  );
}

/** The keys Umi reads; everything else of an entry stays in node. */
const UMI_KEYS = ['path', 'name', 'component', 'redirect', 'layout', 'hideInMenu', 'access'] as const;

export type UmiRoute = Pick<RouteEntry, (typeof UMI_KEYS)[number]> & { routes?: UmiRoute[] };

/** Umi's route config (config/routes.ts): the table with Umi's keys only, so its route data stays small. */
export function umiRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): UmiRoute[] {
  return table.map((entry) => {
    const route: UmiRoute = {};
    for (const key of UMI_KEYS) if (entry[key] !== undefined) Object.assign(route, { [key]: entry[key] });
    if (entry.routes) route.routes = umiRoutes(entry.routes);
    return route;
  });
}

/** The few facts of the table the browser needs, handed to it by Umi's `define` as `IPR_ROUTE_FACTS`. */
export interface RouteFacts {
  /**
   * The message groups of each route that names them (the frame first, then its `messages`;
   * src/utils/messageGroups.ts), with its path's anchored pattern (`routePattern`); every group for the others.
   */
  messageGroups: { path: string; re: string; groups: MessageGroup[] }[];
  /**
   * The Taizhou nav's tabs, in bar order: the route each opens (`key`), its label, and the other
   * Taizhou routes that light it (a list's detail pages).
   */
  nav: { key: string; labelId: string; lights: string[] }[];
  /** Named pages the site map leaves out. */
  notInSiteMap: string[];
}

/**
 * `/taizhou/enterprise/result/:name` → an anchored pattern with the parameter (the last segment
 * only) as group 1; it matches the route's own path too. One rule for the static shell's routes and
 * the message groups, in the boot script and in the app.
 */
export function routePattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(/\/:[^/]+$/, '/([^/]+)')}$`;
}

/** A route's message groups from its `messages`: the frame, then the groups it names. */
const groupsOf = (messages: MessageGroup | readonly MessageGroup[]): MessageGroup[] => {
  const named: readonly MessageGroup[] = typeof messages === 'string' ? [messages] : messages;
  return ['frame', ...named.filter((group) => group !== 'frame')];
};

export function routeFacts(table: readonly RouteEntry[] = ROUTE_TABLE): RouteFacts {
  const entries = allEntries(table);
  return {
    messageGroups: entries
      .filter(
        (entry): entry is RouteEntry & { path: string; messages: NonNullable<RouteEntry['messages']> } => !!entry.messages && !!entry.path,
      )
      .map((entry) => ({ path: entry.path, re: routePattern(entry.path), groups: groupsOf(entry.messages) })),
    nav: entries
      .filter((entry): entry is RouteEntry & { path: string; nav: NonNullable<RouteEntry['nav']> } => !!entry.nav && !!entry.path)
      .sort((a, b) => a.nav.order - b.nav.order)
      .map((tab) => ({
        key: tab.path,
        labelId: tab.nav.labelId,
        lights: entries
          .filter(
            (entry): entry is RouteEntry & { path: string } =>
              entry !== tab && !!entry.path?.startsWith('/taizhou') && sectionOf(entry) === tab.path,
          )
          .map((entry) => entry.path),
      })),
    notInSiteMap: entries
      .filter((entry): entry is RouteEntry & { path: string } => entry.siteMap === false && !!entry.path)
      .map((entry) => entry.path),
  };
}

/** One view of the static app shell for one route (src/components/AppShell). */
export interface ShellRoute extends ShellView {
  /** Route path; `:name` (last segment only) matches one segment. */
  path: string;
  /** The route's page module (`component`), which names the page's first data requests (src/components/AppShell/routes.ts). */
  component?: string;
  /** Section of the Taizhou bar or Suzhou menu path. */
  section?: string;
}

/** The shell's views, in table order (a route's view with `query` before its view without). */
export function shellRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): ShellRoute[] {
  return allEntries(table).flatMap((entry) => {
    const { shell, path } = entry;
    if (!shell || !path) return [];
    const views = Array.isArray(shell) ? shell : [shell];
    const section = sectionOf(entry);
    return views.map((view) => ({
      path,
      ...view,
      ...(section ? { section } : {}),
      ...(entry.component ? { component: entry.component } : {}),
    }));
  });
}

/** One address of the e2e sweeps (e2e/routes.ts), below the base path. */
export interface SweepCase {
  name: string;
  path: string;
  user?: 'user';
  /** The portal frame a visitor must still see when the page's data fails. */
  frame: 'taizhou' | 'suzhou' | 'none';
  static?: true;
}

const frameOf = (path: string): SweepCase['frame'] =>
  path.startsWith('/taizhou') ? 'taizhou' : path.startsWith('/suzhou') ? 'suzhou' : 'none';

/** Every sample address of every page route, in table order. */
export function sweepCases(table: readonly RouteEntry[] = ROUTE_TABLE): SweepCase[] {
  return pageEntries(table).flatMap((entry) =>
    (entry.samples ?? []).map((sample) => ({
      ...sample,
      frame: frameOf(entry.path),
      ...(entry.static ? { static: true as const } : {}),
    })),
  );
}

/**
 * The bench's addresses (scripts/bench.mjs): every path of the table, redirects included, the
 * catch-all left out, each at its first sample's address (or its own when it has no parameter).
 */
export function benchTargets(table: readonly RouteEntry[] = ROUTE_TABLE): { route: string; url: string }[] {
  const seen = new Set<string>();
  return allEntries(table).flatMap((entry) => {
    const { path } = entry;
    if (!path || path === '*' || seen.has(path)) return [];
    seen.add(path);
    const url = entry.samples?.[0]?.path ?? path;
    if (url.includes('/:')) throw new Error(`route ${path}: a route with a parameter needs a sample address`);
    return [{ route: path, url }];
  });
}
