/**
 * Issue 28 item 1: the e2e sweeps (axe, faults, hostile bodies, console) open every page route of the
 * route table at each of its sample addresses: a route of config/routeTable.ts that e2e/routes.ts
 * leaves out fails here. (No imported types in this file: with `jest.mock`, Umi's jest transform runs
 * babel without TypeScript's type stripping first.)
 */
import { pageEntries } from '../config/routeTable';
import { matchesRoutePath } from '@/utils/routeFacts';
import { ROUTES } from '../e2e/routes';

// The sweeps' list without Playwright: only its address helper is needed.
jest.mock('../e2e/fixtures', () => ({ app: (path: string) => `/ipr-front${path}` }));

const below = (address: string) => address.split('?')[0].replace(/^\/ipr-front/, '');

it.each(pageEntries().map((entry) => [entry.path, entry]))('sweeps %s at every sample address', (path, entry) => {
  const swept = ROUTES.filter((route) => matchesRoutePath(path, below(route.path)));
  expect(swept.map((route) => route.name)).toEqual((entry.samples ?? []).map((sample) => sample.name));
  expect(swept.length).toBeGreaterThan(0);
});

it('sweeps nothing else, each address once, and keeps the fields the specs read', () => {
  const pages = pageEntries();
  expect(ROUTES.filter((route) => !pages.some((entry) => matchesRoutePath(entry.path, below(route.path))))).toEqual([]);
  expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  expect(ROUTES.find((route) => route.name === 'dispute receipt')).toEqual({
    name: 'dispute receipt',
    path: '/ipr-front/taizhou/dispute/success?referenceNo=TZJF20261015-0003',
    frame: 'taizhou',
    user: 'user',
  });
  expect(ROUTES.find((route) => route.name === 'taizhou site map')).toEqual({
    name: 'taizhou site map',
    path: '/ipr-front/taizhou/sitemap',
    frame: 'taizhou',
    static: true,
  });
  expect(ROUTES.find((route) => route.name === 'not found')?.frame).toBe('none');
});
