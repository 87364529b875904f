/**
 * The two message groups of a locale: `frame` (request errors, both portal frames, the Taizhou home,
 * loading, 404 and exception: everything the first view of `/taizhou` needs) and `pages` (every
 * other page). Each is a chunk of its own in production builds. Plain data here, without the app's
 * runtime, because the static shell's build reads it too (src/components/AppShell: the boot script
 * preloads the groups a page needs).
 */
export type MessageGroup = 'frame' | 'pages';

/** Every message group, in loading order. */
export const MESSAGE_GROUPS: readonly MessageGroup[] = ['frame', 'pages'];

/** The paths (below the base) whose page needs only the `frame` messages; `/` redirects to `/taizhou`. */
export const FRAME_ONLY_PATHS: ReadonlySet<string> = new Set(['/', '/taizhou', '/404', '/exception']);

/** Message groups the page at `pathname` (without the base path, e.g. `/taizhou/dispute/list`) needs. */
export function messageGroupsFor(pathname: string): MessageGroup[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FRAME_ONLY_PATHS.has(path) ? ['frame'] : ['frame', 'pages'];
}
