/** A route as far as access is concerned (spec §3 route entry, plus `access`). */
export interface AccessRoute {
  name?: string;
  path?: string;
  access?: unknown;
  unaccessible?: boolean;
  routes?: AccessRoute[];
  children?: AccessRoute[];
}

export type AccessMap = Record<string, boolean | ((route: AccessRoute) => boolean) | undefined>;

const routeLabel = (route: AccessRoute) => route.name ?? route.path ?? '(unnamed route)';

/**
 * Spec §2 route access: a route whose access key maps to false is unaccessible; a route inherits
 * its parent's key; a parent whose children are all unaccessible is unaccessible (hidden) too.
 * Throws when a route's `access` is present but not a string, naming the route.
 * Returns new route objects; the input is not changed.
 */
export function markRouteAccess<R extends AccessRoute>(routes: R[], access: AccessMap, parentKey?: string): R[] {
  return routes.map((route) => {
    if (route.access !== undefined && typeof route.access !== 'string') {
      throw new TypeError(`The access of route "${routeLabel(route)}" must be a string, got ${typeof route.access}`);
    }
    const key = (route.access as string | undefined) ?? parentKey;
    let unaccessible = false;
    if (key !== undefined) {
      const detector = access[key];
      unaccessible = typeof detector === 'function' ? !detector(route) : detector !== true;
    }
    const marked: R = { ...route, unaccessible };
    for (const field of ['routes', 'children'] as const) {
      const kids = route[field];
      if (kids?.length) {
        const markedKids = markRouteAccess(kids, access, key);
        (marked as AccessRoute)[field] = markedKids;
        if (markedKids.every((kid) => kid.unaccessible)) marked.unaccessible = true;
      }
    }
    return marked;
  });
}

/** Throws, naming the route, when any route in the tree carries a non-string `access`. */
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
