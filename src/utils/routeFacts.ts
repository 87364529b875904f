// A type only: the table module itself must not reach a chunk.
import type { RouteFacts } from '../../config/routeTable';

/**
 * The route table's facts the browser needs (config/routeTable.ts `routeFacts`): the build and
 * `max dev` put each in where it is read, as a constant (config/config.ts `define`), jest as a
 * global (jest.config.ts). The table itself (the shell's words, sample addresses) never reaches a
 * chunk, and each fact only the chunk that reads it: read them as `IPR_ROUTE_FACTS.<fact>`, never
 * the object as a whole (the build defines the facts, not the object).
 */

/** The Taizhou nav's tabs, in bar order: the route each opens, its label, the other routes that light it. */
export const NAV_TABS: RouteFacts['nav'] = IPR_ROUTE_FACTS.nav;

/** `pathname` below the base without trailing slashes (`/` stays `/`). */
const trimPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** True when `pathname` (below the base, no trailing slash) is an address of the route `pattern` (`:name` is one segment). */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

/**
 * The Taizhou nav tab (its route path) that `pathname` lights: a list and its detail pages light the
 * same tab; `undefined` for a page of no tab (the product pages, the site search, the site pages).
 */
export function navSectionOf(pathname: string): string | undefined {
  const path = trimPath(pathname);
  return NAV_TABS.find((tab) => [tab.key, ...tab.lights].some((pattern) => matchesRoutePath(pattern, path)))?.key;
}
