import { shellRoutes, type ShellRoute } from '../../../config/routeTable';

export type { ShellRoute };

/**
 * What the static app shell (issue 13) draws for each route before the app runs: the frame, the
 * current section, the breadcrumb and the page's heading and lead, all as locale message ids — the
 * same ids the pages render, so the page that replaces the shell shows the same words in the same
 * place. Derived from the route table's `shell` views (config/routeTable.ts); nothing here depends on
 * the visitor or the site settings (the owner's rule for the shell). A route without a view gets no
 * shell (the start-up placeholder of spec §4 shows instead).
 */
export const SHELL_ROUTES: ShellRoute[] = shellRoutes();
