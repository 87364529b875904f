/**
 * Issue 46 item 3: what a search engine and a visitor without JavaScript read in each route's HTML
 * before the app runs — its title, description, canonical address and a `<noscript>` text — and the
 * sitemap of the portals' public pages, all derived from the route table (config/routeTable.ts).
 * plugin.ts writes one HTML file per route with it (`pageFiles`), in the default language (zh-CN).
 *
 * Plain data importing only the route table, so plugin.ts and the tests read it in node.
 */

import { ROUTE_TABLE, routePattern, type RouteEntry } from './routeTable';

/** The app's base path (config/config.ts `base`) without its trailing slash. */
export const APP_BASE = '/ipr-front';

/**
 * The origin the build's sitemap names; nginx puts the site's own in its place (deploy/README.md,
 * `IPR_SITE_ORIGIN`). `.invalid` is reserved (RFC 2606): a server that does not replace it serves
 * addresses that cannot be mistaken for a real site's.
 */
export const SITEMAP_ORIGIN = 'https://ipr-front.invalid';

/** Message id → text, the app's messages of one locale with the head messages (src/locales/meta). */
export type Messages = Record<string, string>;

/** What one route's HTML says about its page. */
export interface PageHead {
  /** Route path (`/taizhou/news`, `/taizhou/operations/sell/:id`). */
  path: string;
  /** "<page> - <site title>"; the home page's is the site title alone (as useDocumentTitle sets it). */
  title: string;
  /** The page's name alone, for the no-JavaScript text's heading. */
  page: string;
  /** The portal's name (the site title of the build: the default title with the region's name). */
  site: string;
  description: string;
  /**
   * Below the site's origin: the route's path (a redirect's: its target's). None for a `noindex`
   * page, and for a route whose record is named by its address (a path parameter, the table's
   * `recordQuery`): the page names it once the record is in (useItemTitle); the address without it
   * would fold every record into one.
   */
  canonical?: string;
  /** Not for search engines (a not-found or error page, search results, a receipt): `noindex`. */
  noindex: boolean;
  /** The portal's site map (below the origin). */
  siteMap: string;
  /** On a portal's site map: its pages for the no-JavaScript text (path below the origin, name). */
  links?: { href: string; name: string }[];
}

/** A page file of the build: where the route's HTML goes below dist/, and for which route. */
export interface PageFile {
  /** `taizhou/news/index.html`; a route with a parameter keeps its page under `_param/` (see PARAM_SEGMENT). */
  file: string;
  path: string;
}

/**
 * The directory name of a route's parameter in dist/: `/taizhou/operations/sell/:id` is
 * `taizhou/operations/sell/_param/index.html`. The nginx recipe serves a path's parent's `_param`
 * page when the path itself has none (deploy/nginx.conf.template), so it needs no list of routes.
 */
export const PARAM_SEGMENT = '_param';

/** Pathless entries (the Taizhou wrapper) give no name; `menu.` and the named ancestors' names. */
function namedChains(table: readonly RouteEntry[], names: string[] = []): { entry: RouteEntry; names: string[] }[] {
  return table.flatMap((entry) => {
    const own = entry.name ? [...names, entry.name] : names;
    return [{ entry, names: entry.name ? own : [] }, ...namedChains(entry.routes ?? [], own)];
  });
}

/** The routes with an address of their own: pages and exact redirects (no catch-all, no parent of others). */
function addressed(table: readonly RouteEntry[]): Addressed[] {
  return namedChains(table).flatMap(({ entry, names }) =>
    entry.path && !entry.path.includes('*') && !entry.routes && (entry.component || entry.redirect)
      ? [{ entry, names, path: entry.path }]
      : [],
  );
}

/** A route with an address: its entry, its names (see `namedChains`) and its path. */
interface Addressed {
  entry: RouteEntry;
  names: string[];
  path: string;
}

const HOME_TITLE_ID = 'menu.taizhou.home';

/** `{name}` arguments of a plain message (no plural or select forms in these). */
function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`page heads: no value for {${key}} in "${message}"`);
    return values[key];
  });
}

/**
 * The head of every route with an address, from the route table and one locale's messages. A redirect
 * (`/`, `/suzhou`) speaks for its target. A page's description is its `meta.` message, else
 * its shell's lead; throws naming the message when neither is there, so a route without one fails the build.
 */
export function pageHeads(messages: Messages, table: readonly RouteEntry[] = ROUTE_TABLE): PageHead[] {
  const routes = addressed(table);
  const byPath = new Map(routes.filter(({ entry }) => !entry.redirect).map((route) => [route.path, route]));
  const text = (id: string) => {
    const value = messages[id];
    if (typeof value !== 'string' || !value) throw new Error(`page heads: message ${id} is missing`);
    return value;
  };
  // A page's own description (src/locales/meta), else its lead: the sentence the page opens with says
  // what it holds, so a new page needs no further file.
  const description = ({ entry, names }: Addressed) => {
    const own = messages[['meta', ...names].join('.')];
    if (typeof own === 'string' && own) return own;
    const views = Array.isArray(entry.shell) ? entry.shell : entry.shell ? [entry.shell] : [];
    const lead = views.find((view) => !view.query && view.lead)?.lead;
    const leadText = lead && messages[lead];
    if (typeof leadText !== 'string' || !leadText) {
      throw new Error(
        `page heads: message ${['meta', ...names].join('.')} is missing, and no lead of the route's shell stands in (${lead ?? 'none'})`,
      );
    }
    return leadText;
  };
  const siteTitle = (path: string) =>
    fill(text(`portal.siteTitle.${path.startsWith('/suzhou') ? 'suzhou' : 'taizhou'}`), { title: text('app.defaultTitle') });
  const head = (path: string, target: Addressed): PageHead => {
    const targetPath = target.path;
    const id = ['menu', ...target.names].join('.');
    const site = siteTitle(targetPath);
    const page = target.names.length ? text(id) : site;
    const region = targetPath.startsWith('/suzhou') ? 'suzhou' : 'taizhou';
    const siteMap = `${APP_BASE}/${region}/sitemap`;
    const own: PageHead = {
      path,
      title: id === HOME_TITLE_ID || !target.names.length ? site : `${page} - ${site}`,
      page,
      site,
      description: description(target),
      // Only for a page to index. `/` is Umi's index.html, which a server without this recipe sends
      // for any address (history fallback): a canonical link there would fold every page into the home page.
      ...(path === '/' || target.entry.noindex || targetPath.includes('/:') || target.entry.recordQuery
        ? {}
        : { canonical: `${APP_BASE}${targetPath}` }),
      noindex: !!target.entry.noindex,
      siteMap,
    };
    if (targetPath === siteMap.slice(APP_BASE.length)) {
      own.links = sitemapPaths(table)
        .filter((p) => p.startsWith(`/${region}`))
        .map((p) => {
          const linked = byPath.get(p);
          if (!linked) throw new Error(`page heads: the site map's ${p} is no page`);
          return { href: `${APP_BASE}${p}`, name: text(['menu', ...linked.names].join('.')) };
        });
    }
    return own;
  };
  return routes.map((route) => {
    const { redirect } = route.entry;
    const target = redirect ? byPath.get(redirect) : route;
    if (!target) throw new Error(`page heads: ${route.path} redirects to ${redirect}, which is no page`);
    return head(route.path, target);
  });
}

/**
 * The HTML files of the build, one per route with an address: `<path>/index.html` (`/` is Umi's
 * own `index.html`); a route with a parameter in its last segment under `_param/`. The not-found
 * pages write none: the web server sends `404.html` (the `/404` route's) with status 404 for every
 * address without a page, `/404` included.
 */
export function pageFiles(table: readonly RouteEntry[] = ROUTE_TABLE): PageFile[] {
  return addressed(table).flatMap(({ entry, path }) => {
    if (entry.component === './404') return path === '/404' ? [{ file: '404.html', path }] : [];
    if (path === '/') return [];
    const dir = path.slice(1).replace(/\/:[^/]+$/, `/${PARAM_SEGMENT}`);
    if (dir.includes(':')) throw new Error(`page files: ${path} has a parameter before its last segment`);
    return [{ file: `${dir}/index.html`, path }];
  });
}

/** The route a request path is (for `max dev`, which asks for the HTML of every address): base stripped. */
export function routeOfRequest(requestPath: string, table: readonly RouteEntry[] = ROUTE_TABLE): string | undefined {
  const path = requestPath.startsWith(`${APP_BASE}/`) ? requestPath.slice(APP_BASE.length) : requestPath;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return addressed(table)
    .map(({ path }) => path)
    .find((route) => new RegExp(routePattern(route)).test(trimmed));
}

/**
 * The portals' public pages for the sitemap: named pages with a fixed address, not left out of the
 * site map (`siteMap: false`), not `noindex`, not a not-found page.
 */
export function sitemapPaths(table: readonly RouteEntry[] = ROUTE_TABLE): string[] {
  return addressed(table)
    .filter(
      ({ entry, names }) => names.length && !entry.redirect && entry.siteMap !== false && !entry.noindex && entry.component !== './404',
    )
    .map(({ path }) => path)
    .filter((path) => /^\/(taizhou|suzhou)(\/|$)/.test(path) && !path.includes(':'));
}

/** sitemap.xml (sitemaps.org 0.9) of `sitemapPaths`, under SITEMAP_ORIGIN. */
export function sitemapXml(table: readonly RouteEntry[] = ROUTE_TABLE): string {
  const urls = sitemapPaths(table).map((path) => `<url><loc>${SITEMAP_ORIGIN}${APP_BASE}${path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
