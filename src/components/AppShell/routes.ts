/**
 * What the static app shell (issue 13) draws for each route before the app runs: the frame, the
 * current section, the breadcrumb and the page's heading and lead, all as locale message ids — the
 * same ids the pages render, so the page that replaces the shell shows the same words in the same
 * place. Nothing here depends on the visitor or the site settings (the owner's rule for the shell).
 * A route not listed gets no shell (the start-up placeholder of spec §4 shows instead).
 */
export interface ShellRoute {
  /** Route path of config/routes.ts; `:name` (last segment only) matches one segment. */
  path: string;
  frame: 'taizhou' | 'home' | 'suzhou';
  /**
   * Only when the query has this parameter: a detail page whose heading is its record, so the
   * shell draws the frame alone. Listed before the same path without it.
   */
  query?: string;
  /** Heading message id; `:param` for the path's parameter (the enterprise name). */
  heading?: string;
  lead?: string;
  /** Breadcrumb: the parents (message id and path), then the current step (id or `:param`). */
  crumbs?: { parents: { id: string; to: string }[]; current: string; home?: boolean };
  /** Section of the Taizhou bar (src/components/PortalFrame/sections.ts) or Suzhou menu path. */
  section?: string;
}

const list = (path: string, messages: string, section: string): ShellRoute => ({
  path,
  frame: 'taizhou',
  heading: `${messages}.listTitle`,
  lead: `${messages}.listIntro`,
  crumbs: { parents: [], current: `${messages}.listTitle` },
  section,
});

const detail = (path: string, section: string, query?: string): ShellRoute => ({ path, frame: 'taizhou', section, query });

const site = (region: 'taizhou' | 'suzhou', page: 'siteMap' | 'contact' | 'statement', intro: string): ShellRoute => ({
  path: `/${region}/${page === 'siteMap' ? 'sitemap' : page}`,
  frame: region,
  heading: `menu.${region}.${page}`,
  lead: intro,
});

const suzhou = (path: string, heading: string, lead: string, section = path): ShellRoute => ({
  path,
  frame: 'suzhou',
  heading,
  lead,
  section,
});

const ENTERPRISE_SEARCH = '/taizhou/enterprise/search';

export const SHELL_ROUTES: ShellRoute[] = [
  { path: '/', frame: 'home', section: '/taizhou' },
  { path: '/taizhou', frame: 'home', section: '/taizhou' },
  detail('/taizhou/announceDetail', '/taizhou/announceDetail', 'id'),
  list('/taizhou/announceDetail', 'content.announce', '/taizhou/announceDetail'),
  list('/taizhou/punishContent', 'content.punish', '/taizhou/punishContent'),
  detail('/taizhou/punishContentDetail', '/taizhou/punishContent'),
  detail('/taizhou/productDetail', ''),
  list('/taizhou/news', 'content.news', '/taizhou/news'),
  list('/taizhou/products', 'content.product', ''),
  detail('/taizhou/newsDetail', '/taizhou/news'),
  {
    path: '/taizhou/search',
    frame: 'taizhou',
    heading: 'search.title',
    lead: 'search.intro',
    crumbs: { parents: [], current: 'search.title' },
  },
  {
    path: ENTERPRISE_SEARCH,
    frame: 'taizhou',
    heading: 'enterprise.search.title',
    lead: 'enterprise.search.intro',
    crumbs: { parents: [], current: 'enterprise.search.title' },
    section: ENTERPRISE_SEARCH,
  },
  {
    path: '/taizhou/enterprise/result/:enterpriseName',
    frame: 'taizhou',
    heading: ':param',
    crumbs: { parents: [{ id: 'enterprise.search.title', to: ENTERPRISE_SEARCH }], current: ':param' },
    section: ENTERPRISE_SEARCH,
  },
  {
    path: '/taizhou/operations/list',
    frame: 'taizhou',
    heading: 'operations.list.heading',
    lead: 'operations.list.intro',
    crumbs: { parents: [], current: 'menu.taizhou.operationsList' },
    section: '/taizhou/operations/list',
  },
  detail('/taizhou/operations/sell/:id', '/taizhou/operations/list'),
  {
    path: '/taizhou/dispute/list',
    frame: 'taizhou',
    heading: 'dispute.heading',
    lead: 'dispute.intro',
    crumbs: { parents: [], current: 'menu.taizhou.disputeList' },
    section: '/taizhou/dispute/list',
  },
  detail('/taizhou/dispute/success', '/taizhou/dispute/list'),
  site('taizhou', 'siteMap', 'site.map.intro'),
  site('taizhou', 'contact', 'site.contact.intro'),
  site('taizhou', 'statement', 'site.statement.intro'),
  suzhou('/suzhou', 'menu.suzhou.iprEnterprise', 'enterprise.search.intro', '/suzhou/ipr-enterprise'),
  suzhou('/suzhou/ipr-enterprise', 'menu.suzhou.iprEnterprise', 'enterprise.search.intro'),
  suzhou('/suzhou/ipr-nav', 'menu.suzhou.iprNav', 'suzhou.nav.intro'),
  suzhou('/suzhou/ipr-agency', 'menu.suzhou.iprAgency', 'suzhou.agency.intro'),
  suzhou('/suzhou/ipr-tjfx', 'menu.suzhou.iprTjfx', 'suzhou.agency.intro'),
  {
    path: '/suzhou/ipr-enterprise/result/:enterpriseName',
    frame: 'suzhou',
    heading: ':param',
    crumbs: { parents: [{ id: 'enterprise.search.title', to: '/suzhou/ipr-enterprise' }], current: ':param', home: false },
    section: '/suzhou/ipr-enterprise',
  },
  site('suzhou', 'siteMap', 'site.map.intro'),
  site('suzhou', 'contact', 'site.contact.intro'),
  site('suzhou', 'statement', 'site.statement.intro'),
];
