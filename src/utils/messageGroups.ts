/**
 * The message groups of a locale, each a chunk of its own in production builds:
 * - `frame`: request errors, both portal frames, the Taizhou home, loading, 404 and exception
 *   (everything the first view of `/taizhou` needs), and the few words every section shares (the
 *   lists' filter toggle, a form's rejection, patent terms, a printout's header);
 * - `pages`: the content pages (lists and details), the site pages, the site search and the Suzhou
 *   portal's own pages;
 * - `enterprise`, `operations`, `dispute`: the words of one section's pages, the largest groups.
 * A route names the groups it needs besides `frame` in the route table (`messages`); a route that
 * names none gets every group. Plain data here, without the app's runtime, because the static shell's build
 * reads it too (src/components/AppShell: the boot script preloads the groups a page needs).
 */
export type MessageGroup = 'frame' | 'pages' | 'enterprise' | 'operations' | 'dispute';

/** Every message group, in loading order. */
export const MESSAGE_GROUPS: readonly MessageGroup[] = ['frame', 'pages', 'enterprise', 'operations', 'dispute'];
