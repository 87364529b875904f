import { STARTUP_VIEWS } from '../../services/account';
import { disputeCasesView } from '../../services/businessViews';
import { homeViews, transactionMarketViews } from '../../services/dataViews';
import { ENTERPRISE_DETAIL_VIEW, ENTERPRISE_PATENTS_VIEW, enterpriseSearchView } from '../../services/diViews';
import type { PrefetchRequest } from '../../services/firstView';
import { shellRoutes, type ShellRoute as TableShellRoute } from '../../../config/routeTable';

// Relative imports: plugin.ts reads this file at build time.

/**
 * What the static app shell (issue 13) draws for each route before the app runs (the frame, the
 * current section, the breadcrumb and the page's heading and lead, as locale message ids: the route
 * table's `shell` views, config/routeTable.ts), and the page's first data requests it sends.
 */
export interface ShellRoute extends TableShellRoute {
  /**
   * Issue 30 item 5: the page's first data requests, which the boot script sends before the app runs
   * (./boot.ts) and the request layer adopts (src/utils/prefetched.ts): the first-view declarations
   * beside the services (src/services/firstView.ts), which the pages read too. tests/prefetch.test.ts
   * and e2e/prefetch.spec.ts check that none is sent twice.
   */
  prefetch?: PrefetchRequest[];
}

/** The app's start-up requests (getInitialState), prefetched on every route. */
export const STARTUP_PREFETCH: PrefetchRequest[] = [STARTUP_VIEWS.currentUser, STARTUP_VIEWS.siteSettings];

/** The enterprise result's profile and first page of patents. */
const ENTERPRISE_RESULT: PrefetchRequest[] = [ENTERPRISE_DETAIL_VIEW, ENTERPRISE_PATENTS_VIEW];

/**
 * Issue 30 item 5: the first data requests of each page that has some, by its page module (the
 * route table's `component`). A request the page sends only for some visitors (a logged-in visitor's own requests or listings)
 * is not prefetched.
 */
export const PAGE_PREFETCH: Record<string, PrefetchRequest[]> = {
  './taizhou/Home': Object.values(homeViews()),
  './taizhou/enterprise/Search': [enterpriseSearchView('taizhou')],
  './suzhou/Enterprise': [enterpriseSearchView('suzhou')],
  './taizhou/enterprise/Result': ENTERPRISE_RESULT,
  './taizhou/operations/List': transactionMarketViews(),
  './taizhou/dispute/List': [disputeCasesView()],
};

/**
 * The shell's views of the route table (config/routeTable.ts), each with its route's first data
 * requests. Nothing here depends on the visitor or the site settings (the owner's rule for the shell);
 * a route without a view gets no shell (the start-up placeholder of spec §4 shows instead).
 */
export const SHELL_ROUTES: ShellRoute[] = shellRoutes().map((route) => {
  const prefetch = route.component && PAGE_PREFETCH[route.component];
  return prefetch && !route.query ? { ...route, prefetch } : route;
});
