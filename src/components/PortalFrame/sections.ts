import { RELATED_APPS, WINDOW_NAME } from '../../constants';

/**
 * The portal navigation's links out of the app (the section tabs before them are the route table's
 * `nav` entries, src/utils/routeFacts.ts). Shared by PortalFrame and the static app shell of the built
 * HTML (src/components/AppShell). Plain data: plugin.ts reads it in node.
 *
 * The two linked platforms (spec §1), opened in their named windows. Their nav labels are shorter
 * than the app centre's names in English, so the nine items fit one row at 1366 px.
 */
export const PLATFORMS = [
  { key: 'searching', labelId: 'portal.nav.searching', url: RELATED_APPS.searching, target: WINDOW_NAME.searching },
  { key: 'nav', labelId: 'portal.nav.patentNav', url: RELATED_APPS.nav, target: WINDOW_NAME.nav },
];
