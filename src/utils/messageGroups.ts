/**
 * The two message groups of a locale: `frame` (request errors, both portal frames, the Taizhou home,
 * loading, 404 and exception: everything the first view of `/taizhou` needs) and `pages` (every
 * other page). Each is a chunk of its own in production builds. Plain data here, without the app's
 * runtime, because the static shell's build reads it too (src/components/AppShell: the boot script
 * preloads the groups a page needs; which pages need only `frame` is the route table's `messages`).
 */
export type MessageGroup = 'frame' | 'pages';

/** Every message group, in loading order. */
export const MESSAGE_GROUPS: readonly MessageGroup[] = ['frame', 'pages'];
