import { matchRoutes, useAppData, useIntl, useLocation, useModel } from '@umijs/max';
import { useEffect, useSyncExternalStore } from 'react';
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

/** The record a detail page shows, once loaded (useItemTitle); the frame's title names it. */
let itemTitle: string | undefined;
const itemListeners = new Set<() => void>();
const subscribeItem = (listener: () => void) => {
  itemListeners.add(listener);
  return () => itemListeners.delete(listener);
};
const setItemTitle = (title: string | undefined) => {
  itemTitle = title;
  for (const listener of itemListeners) listener();
};

/**
 * Issue 46 item 3: a detail page names its record — the announcement's, news item's or product's
 * title, the penalty's decision number and party, the listing's title — as the document title's
 * page part ("<record> - <site title>") once `title` is known, instead of the route's generic name,
 * until the page leaves or the record changes. `canonical`: the record's address below the origin
 * (`/ipr-front/taizhou/announceDetail?id=an-0036`), written as the page's canonical link while it
 * shows: the built HTML of such a route names none (config/pageHeads.ts). Pass `undefined` while
 * loading, on "not found" and on errors: the route's name stays.
 */
export function useItemTitle(title: string | undefined, canonical?: string) {
  useEffect(() => {
    if (!title) return undefined;
    setItemTitle(title);
    return () => setItemTitle(undefined);
  }, [title]);
  useEffect(() => {
    if (!title || !canonical) return undefined;
    // One canonical link: a route's own from the built HTML steps aside while the record's shows.
    const own = document.head.querySelector('link[rel="canonical"]');
    own?.remove();
    const link = Object.assign(document.createElement('link'), { rel: 'canonical', href: new URL(canonical, window.location.origin).href });
    document.head.append(link);
    return () => {
      link.remove();
      if (own) document.head.append(own);
    };
  }, [title, canonical]);
}

/**
 * Issue 16: sets the document title of the current route, "<page> - <site title>" (the home page:
 * the site title alone), the page being the route's `name` in the visitor's language
 * (config/routes.ts, `menu.*` messages) and the site title that of spec §3, §4. Follows route,
 * language and site-settings changes; a detail page's record replaces the route's name (useItemTitle).
 */
export default function useDocumentTitle() {
  const intl = useIntl();
  const site = useSiteTitle();
  const { pathname } = useLocation();
  // Outside Umi's app (jest renders pages in a bare router) there are no client routes.
  const clientRoutes = useAppData()?.clientRoutes;
  const id = routeTitleId((clientRoutes && matchRoutes(clientRoutes, pathname)) || []);
  const item = useSyncExternalStore(subscribeItem, () => itemTitle);
  const page = item ?? (id && id in intl.messages ? intl.formatMessage({ id }) : undefined);
  useEffect(() => {
    document.title = composePageTitle(page, site);
  }, [page, site]);
}
