/** A route as far as access is concerned (spec §3 route entry, plus `access`). */
export interface AccessRoute {
  id?: string;
  name?: string;
  path?: string;
  access?: unknown;
  routes?: AccessRoute[];
  children?: AccessRoute[];
}

const routeLabel = (route: AccessRoute) => route.name ?? route.path ?? route.id ?? '(unnamed route)';

/**
 * Spec §2: the `access` of a route must be a string. Umi's access plugin (which marks routes
 * unaccessible at render time) silently ignores any other type, so the route table is checked once
 * at start-up instead. Accepts Umi's flat route map (as `patchRoutes` receives it) or a nested list.
 * @throws TypeError naming the first route whose `access` is present but not a string.
 */
export function assertRouteAccessKeys(routes: AccessRoute[] | Record<string, AccessRoute>) {
  const list = Array.isArray(routes) ? routes : Object.values(routes);
  for (const route of list) {
    if (route.access !== undefined && typeof route.access !== 'string') {
      throw new TypeError(`The access of route "${routeLabel(route)}" must be a string, got ${typeof route.access}`);
    }
    if (route.routes) assertRouteAccessKeys(route.routes);
    if (route.children) assertRouteAccessKeys(route.children);
  }
}

/**
 * Umi's access rule for one key (the layout's `useAccessMarkedRoutes`): a function of the access map
 * decides for the route, a boolean is the answer, a key the map lacks denies.
 */
export function isAccessible(access: Record<string, unknown>, key: string, route: AccessRoute): boolean {
  const detector = access[key];
  if (typeof detector === 'function') return !!detector(route);
  if (typeof detector === 'boolean') return detector;
  return false;
}
