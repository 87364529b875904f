/**
 * The route table's paths for the app: `IPR_ROUTE_PATHS.<name>` (config/routePaths.ts, from which
 * config/routeTable.ts builds its entries), put in where each is read as a constant of the build
 * (config/config.ts `define`; jest: a global), so a chunk carries only the paths it links to. Read
 * them one by one, never the object as a whole. A link or a check of the current address names its
 * route so, never by a string of its own (tests/layers.test.ts). Here: filling a route's parameter.
 */

/** A route path with its one parameter (`:name`, the last segment) filled in, encoded as one segment. */
export const pathWith = (route: string, value: string): string => route.replace(/\/:[^/]+$/, `/${encodeURIComponent(value)}`);

/** A route path with a query parameter (`/taizhou/newsDetail?id=nw-1`), the value encoded. */
export const pathWithQuery = (route: string, key: string, value: string): string => `${route}?${key}=${encodeURIComponent(value)}`;
