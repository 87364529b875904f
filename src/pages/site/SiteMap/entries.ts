import type { Region } from '@/constants';

/** A route as Umi's app data holds it (`useAppData().routes`): the route table's keys, flattened by id. */
export interface AppRoute {
  id: string;
  path?: string;
  name?: string;
  redirect?: string;
  parentId?: string;
}

/** One page of the site map: its address and the locale id of its name (`menu.…`, as ProLayout's menu). */
export interface SiteMapEntry {
  path: string;
  messageId: string;
}

/**
 * Pages that show one record picked on another page, or confirm a finished step: a visitor reaches
 * them from there, and opened from the map they would show nothing. They are the route table's
 * entries marked `siteMap: false`; every other named page appears in the map by itself.
 */
export const REACHED_FROM_ANOTHER_PAGE: ReadonlySet<string> = new Set(IPR_ROUTE_FACTS.notInSiteMap);

const REGIONS: readonly Region[] = ['taizhou', 'suzhou'];

/**
 * Issue 16: the site map's pages of each portal, from the route table (config/routes.ts), in its
 * order: every route with a name and a fixed address (no `:param`, no `*`), not a redirect, not in
 * `REACHED_FROM_ANOTHER_PAGE`. The name's locale id joins the names of the route and its named
 * parents under `menu.`, the rule of ProLayout's `menu.locale`.
 */
export function siteMapEntries(routes: Record<string, AppRoute>): Record<Region, SiteMapEntry[]> {
  const messageId = (route: AppRoute): string => {
    const names: string[] = [];
    for (let r: AppRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
      if (r.name) names.unshift(r.name);
    }
    return `menu.${names.join('.')}`;
  };
  const result: Record<Region, SiteMapEntry[]> = { taizhou: [], suzhou: [] };
  for (const route of Object.values(routes)) {
    const { path, name } = route;
    // A portal's not-found page (`/suzhou/404`) is where a wrong address lands, not a page to visit.
    if (!path || !name || route.redirect || /[:*]/.test(path) || /\/404$/.test(path) || REACHED_FROM_ANOTHER_PAGE.has(path)) continue;
    const region = REGIONS.find((r) => path.startsWith(`/${r}/`) || path === `/${r}`);
    // A parent of a portal's pages (`/suzhou`) is a heading of the map, not a page.
    if (!region || Object.values(routes).some((child) => child.parentId === route.id)) continue;
    result[region].push({ path, messageId: messageId(route) });
  }
  return result;
}
