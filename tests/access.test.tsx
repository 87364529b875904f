/**
 * Access, spec §2 and §6: the canAdmin flag, route access as Umi's access plugin marks it with this
 * app's access map, and the start-up check that every route's access is a string.
 */
import { renderHook } from '@testing-library/react';
import { useAccessMarkedRoutes } from '@umijs/max';
import { AccessContext } from '@@/plugin-access/context';
import type { PropsWithChildren } from 'react';
import access from '@/access';
import { assertRouteAccessKeys, isAccessible, wrapPages, type ClientRoute } from '@/utils/routeAccess';

type Route = { path: string; name?: string; access?: unknown; unaccessible?: boolean; routes?: Route[] };

const admin: API.CurrentUser = { id: 'u-0001', account: 'tz_admin', access: 'admin' };
const user: API.CurrentUser = { id: 'u-1001', account: 'tz_enterprise01', access: 'user' };

/** Marks routes exactly as the layout does: Umi's hook over the access map of this visitor. */
function markRoutes(routes: Route[], currentUser?: API.CurrentUser) {
  const wrapper = ({ children }: PropsWithChildren) => (
    <AccessContext.Provider value={access({ currentUser })}>{children}</AccessContext.Provider>
  );
  // Umi's IRoute wants ids and absolute paths the hook never reads.
  const marked = renderHook(() => useAccessMarkedRoutes(routes as unknown as Parameters<typeof useAccessMarkedRoutes>[0]), {
    wrapper,
  });
  return marked.result.current as unknown as Route[];
}

const adminTree = (): Route[] => [
  {
    path: '/suzhou',
    routes: [{ path: '/suzhou/ipr-enterprise' }, { path: '/suzhou/ipr-admin-report', access: 'canAdmin' }],
  },
  {
    path: '/manage',
    access: 'canAdmin',
    routes: [{ path: '/manage/users' }, { path: '/manage/logs' }],
  },
  {
    path: '/audit',
    routes: [
      { path: '/audit/a', access: 'canAdmin' },
      { path: '/audit/b', access: 'canAdmin' },
    ],
  },
];

describe('canAdmin (spec §6)', () => {
  it.each([
    ['an admin', true, admin],
    ['a user', false, user],
    ['a user without access', false, { id: 'u-2', account: 'x' }],
    ['an anonymous visitor', false, undefined],
  ])('for %s is %s', (_label, expected, currentUser) => {
    expect(access({ currentUser })).toEqual({ canAdmin: expected });
  });

  it('is false without an initial state', () => {
    expect(access(undefined).canAdmin).toBe(false);
  });
});

describe('route access (spec §2)', () => {
  it('a route whose access key maps to false is unaccessible; routes without a key stay accessible', () => {
    const [suzhou] = markRoutes(adminTree(), user);
    expect(suzhou.unaccessible).toBe(false);
    expect(suzhou.routes?.map((route) => [route.path, route.unaccessible])).toEqual([
      ['/suzhou/ipr-enterprise', false],
      ['/suzhou/ipr-admin-report', true],
    ]);
  });

  it('the same route is accessible when its key maps to true', () => {
    const [suzhou, manage] = markRoutes(adminTree(), admin);
    expect(suzhou.routes?.[1].unaccessible).toBe(false);
    expect(manage.unaccessible).toBe(false);
    expect(manage.routes?.every((route) => route.unaccessible === false)).toBe(true);
  });

  it('children inherit their parent’s access key', () => {
    const [, manage] = markRoutes(adminTree(), user);
    expect(manage.unaccessible).toBe(true);
    expect(manage.routes?.map((route) => route.unaccessible)).toEqual([true, true]);
  });

  it('a parent whose children are all unaccessible is unaccessible (hidden)', () => {
    const [, , audit] = markRoutes(adminTree(), undefined);
    expect(audit.access).toBeUndefined();
    expect(audit.unaccessible).toBe(true);
  });

  it('an access key missing from the access map is unaccessible', () => {
    const [route] = markRoutes([{ path: '/x', access: 'canAudit' }], admin);
    expect(route.unaccessible).toBe(true);
  });
});

describe('route access keys must be strings (spec §2, app.tsx patchRoutes)', () => {
  it('assertRouteAccessKeys accepts the route table when every access is a string or absent', () => {
    expect(() =>
      assertRouteAccessKeys({ '1': { id: '1', path: '/suzhou', access: 'canAdmin' }, '2': { id: '2', path: '/404' } }),
    ).not.toThrow();
  });

  it.each([
    ['a boolean', true],
    ['a function', () => true],
    ['null', null],
    ['a number', 1],
  ])('assertRouteAccessKeys throws naming the route when access is %s', (_label, value) => {
    const routes = {
      '1': { id: '1', path: '/suzhou' },
      '2': { id: '2', name: 'iprAgency', path: '/suzhou/ipr-agency', access: value },
    };
    expect(() => assertRouteAccessKeys(routes)).toThrow(/iprAgency.*must be a string/);
  });

  it('checks the children of a route as react-router nests them too', () => {
    const routes = [{ id: '1', path: '/suzhou', children: [{ id: '2', path: '/suzhou/ipr-tjfx', access: 7 }] }];
    expect(() => assertRouteAccessKeys(routes)).toThrow('The access of route "/suzhou/ipr-tjfx" must be a string, got number');
  });

  it('names a nested route by its path when it has no name', () => {
    const routes = {
      '1': { id: '1', path: '/suzhou', routes: [{ path: '/suzhou/ipr-tjfx', access: { role: 'admin' } }] },
    };
    expect(() => assertRouteAccessKeys(routes)).toThrow('The access of route "/suzhou/ipr-tjfx" must be a string, got object');
  });
});

describe('route access without the layout (issue 28 item 9)', () => {
  const route = { path: '/taizhou/x' };

  it.each([
    ['a key the map grants', { canAdmin: true }, true],
    ['a key the map denies', { canAdmin: false }, false],
    ['a key the map lacks', {}, false],
    ['a key whose function grants the route', { canAdmin: (r: { path: string }) => r.path === '/taizhou/x' }, true],
    ['a key whose function denies the route', { canAdmin: (r: { path: string }) => r.path === '/other' }, false],
    ['a key the map holds something else for', { canAdmin: 'yes' }, false],
  ])('isAccessible: %s is %s', (_label, map, expected) => {
    expect(isAccessible(map, 'canAdmin', route)).toBe(expected);
  });

  /** Every message group: the gate of a route that names none. */
  const ALL = 'frame pages enterprise operations dispute';
  /** What wrapPages made of a page: its guard (key and the route checked), its message gate (groups), the page. */
  const wrappers = {
    guard: (page: React.ReactNode, key: string, route: ClientRoute) => ({ guard: key, checks: route.path, page }),
    gate: (page: React.ReactNode, groups: string[]) => ({ gate: groups.join(' '), page }),
  } as unknown as Parameters<typeof wrapPages>[1];
  const page = (name: string) => name as unknown as React.ReactNode;

  it('puts the guard around every page whose route or parent route has a key, and no other', () => {
    const routes: ClientRoute[] = [
      { path: '/taizhou', element: page('home') },
      { path: '/taizhou/own', access: 'canAdmin', element: page('own') },
      {
        id: 'wrapper',
        access: 'canAudit',
        children: [
          { path: '/taizhou/inherits', element: page('a') },
          { path: '/taizhou/overrides', access: 'canAdmin', element: page('b') },
        ],
      },
    ];
    wrapPages(routes, wrappers);
    expect(routes[0].element).toBe('home');
    expect(routes[1].element).toEqual({ gate: ALL, page: { guard: 'canAdmin', checks: '/taizhou/own', page: 'own' } });
    expect(routes[2].element).toBeUndefined();
    expect(routes[2].children![0].element).toEqual({ gate: ALL, page: { guard: 'canAudit', checks: undefined, page: 'a' } });
    expect(routes[2].children![1].element).toEqual({ gate: ALL, page: { guard: 'canAdmin', checks: '/taizhou/overrides', page: 'b' } });
  });

  it('gates every page outside the first view of /taizhou on its message groups (issue 6), not the catch-all or a path-less route', () => {
    const routes: ClientRoute[] = [
      { path: '/taizhou/', element: page('home') },
      { path: '/taizhou/news', element: page('news') },
      { path: '/taizhou/dispute/list', element: page('dispute') },
      { path: '*', element: page('404') },
      { id: 'index', element: page('index') },
      { path: '/suzhou', children: [] as ClientRoute[], element: page('suzhou') },
    ];
    wrapPages(routes, wrappers);
    expect(routes.map((route) => route.element)).toEqual([
      'home',
      { gate: ALL, page: 'news' },
      { gate: 'frame dispute', page: 'dispute' },
      '404',
      'index',
      { gate: ALL, page: 'suzhou' },
    ]);
  });
});
