import { matchRoutes, useAppData, useIntl, useLocation, useModel } from '@umijs/max';
import { useEffect } from 'react';
import { documentTitle } from '@/utils/siteSettings';

/** The site title from the site settings (spec §3: prefix + title) in the visitor's language, or the default title. */
export function useSiteTitle(): string {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  return documentTitle(initialState?.settings, intl);
}

/** Issue 16: "<page> - <site title>"; the site title alone for a page without a name. */
export const composePageTitle = (page: string | undefined, site: string) => (page ? `${page} - ${site}` : site);

/** The portal's home page is the site itself: its title is the site title alone (spec §3). */
const HOME_TITLE_ID = 'menu.taizhou.home';

/**
 * Locale id of the matched route's name as Umi's menu locale builds it: `menu.` and the names of
 * the matched routes from the root, joined by dots (`menu.suzhou.iprNav`, `menu.taizhou.news`);
 * undefined when the page's own route has no name (404, exception) or is the home page.
 */
export function routeTitleId(matches: ReadonlyArray<{ route: object }>): string | undefined {
  const names = matches.map((m) => (m.route as { name?: string }).name);
  if (!names.at(-1)) return undefined;
  const id = ['menu', ...names.filter(Boolean)].join('.');
  return id === HOME_TITLE_ID ? undefined : id;
}

/**
 * Issue 16: sets the document title of the current route, "<page> - <site title>" (the home page:
 * the site title alone), the page being the route's `name` in the visitor's language
 * (config/routes.ts, `menu.*` messages) and the site title that of spec §3, §4. Follows route,
 * language and site-settings changes.
 */
export default function useDocumentTitle() {
  const intl = useIntl();
  const site = useSiteTitle();
  const { pathname } = useLocation();
  // Outside Umi's app (jest renders pages in a bare router) there are no client routes.
  const clientRoutes = useAppData()?.clientRoutes;
  const id = routeTitleId((clientRoutes && matchRoutes(clientRoutes, pathname)) || []);
  const page = id && id in intl.messages ? intl.formatMessage({ id }) : undefined;
  useEffect(() => {
    document.title = composePageTitle(page, site);
  }, [page, site]);
}
