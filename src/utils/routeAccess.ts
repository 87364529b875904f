import type { ReactNode } from 'react';
import { messageGroupsFor, type MessageGroup } from './localeMessages';

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

/** A route as Umi's renderer hands it to `patchClientRoutes`: react-router's route object with the table's keys. */
export interface ClientRoute extends AccessRoute {
  element?: ReactNode;
  children?: ClientRoute[];
}

/** How `wrapPages` wraps a page: in the access guard of `key` (checked for `route`), and in the gate of its message `groups`. */
export interface PageWrappers {
  guard: (page: ReactNode, key: string, route: ClientRoute) => ReactNode;
  gate: (page: ReactNode, groups: MessageGroup[]) => ReactNode;
}

/**
 * Umi's `patchClientRoutes` (src/app.tsx, which passes the components): every page outside the
 * first view of `/taizhou` renders once its message groups beyond the frame's are in: the home
 * page's first load does without them (issue 6), and a visitor who moves on gets those of the next
 * page with it. A page whose
 * route or parent route has an `access` key renders only when the visitor's access map grants it
 * (issue 28 item 9; ProLayout's check covers only the routes inside it). A child without a key of
 * its own inherits its parent's, as in Umi's layout. Changes `routes` in place, as Umi expects.
 */
export function wrapPages(routes: ClientRoute[], wrap: PageWrappers, inherited?: { key: string; route: ClientRoute }): void {
  for (const route of routes) {
    const guard = typeof route.access === 'string' ? { key: route.access, route } : inherited;
    if (route.children?.length) {
      wrapPages(route.children, wrap, guard);
      continue;
    }
    if (guard) route.element = wrap.guard(route.element, guard.key, guard.route);
    const groups = route.path && route.path !== '*' ? messageGroupsFor(route.path) : [];
    if (groups.some((group) => group !== 'frame')) route.element = wrap.gate(route.element, groups);
  }
}
