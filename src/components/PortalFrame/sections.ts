import { NEWS_LIST_PATH, RELATED_APPS, WINDOW_NAME } from '../../constants';

/**
 * Taizhou sections in the portal navigation, with the route prefix that marks each active (a list
 * and its detail pages light the same tab). Shared by PortalFrame and the static app shell of the
 * built HTML (src/components/AppShell), so both draw the same bar. Plain data: plugin.ts reads it in
 * node.
 */
export const SECTIONS = [
  { key: '/taizhou', labelId: 'menu.taizhou.home', match: (p: string) => p === '/taizhou' || p === '/taizhou/' },
  { key: '/taizhou/announceDetail', labelId: 'portal.nav.announcements', match: (p: string) => p.startsWith('/taizhou/announceDetail') },
  { key: NEWS_LIST_PATH, labelId: 'portal.nav.news', match: (p: string) => p === NEWS_LIST_PATH || p.startsWith('/taizhou/newsDetail') },
  { key: '/taizhou/enterprise/search', labelId: 'portal.nav.enterprise', match: (p: string) => p.startsWith('/taizhou/enterprise') },
  { key: '/taizhou/operations/list', labelId: 'portal.nav.operations', match: (p: string) => p.startsWith('/taizhou/operations') },
  { key: '/taizhou/dispute/list', labelId: 'portal.nav.dispute', match: (p: string) => p.startsWith('/taizhou/dispute') },
  { key: '/taizhou/punishContent', labelId: 'portal.nav.punish', match: (p: string) => p.startsWith('/taizhou/punishContent') },
];

/**
 * The two linked platforms (spec §1), opened in their named windows. Their nav labels are shorter
 * than the app centre's names in English, so the nine items fit one row at 1366 px.
 */
export const PLATFORMS = [
  { key: 'searching', labelId: 'portal.nav.searching', url: RELATED_APPS.searching, target: WINDOW_NAME.searching },
  { key: 'nav', labelId: 'portal.nav.patentNav', url: RELATED_APPS.nav, target: WINDOW_NAME.nav },
];
