import { sweepCases } from '../config/routeTable';
import { app, type Calls } from './fixtures';

/**
 * Every page route of the route table (config/routeTable.ts, spec §2) at its sample addresses with
 * real mock data, for the suites that sweep all pages (issue 6 items 3–6): a route added to the table
 * is swept without editing this file. `user` routes are opened logged in, because that is where their
 * content is (pushed listings, "my requests").
 */
export interface RouteCase {
  /** Short name used in test titles. */
  name: string;
  path: string;
  user?: 'user';
  /** The portal frame a visitor must still see when the page's data fails. */
  frame: 'taizhou' | 'suzhou' | 'none';
  /** The page asks the services for nothing of its own (a text page): a failure has nothing to report. */
  static?: true;
}

export const ROUTES: readonly RouteCase[] = sweepCases().map((route) => ({ ...route, path: app(route.path) }));

/** Requests to the backend services and the account service (spec §7), i.e. what the mocks answer. */
export const API_REQUEST = /\/(ipr-[a-z]+-service\/api|api)\//;

/** The same calls for `interceptCalls` (e2e/fixtures.ts). */
export const API_CALLS: Calls = { url: API_REQUEST, glob: '*/api/*' };
