/**
 * Types shared by the static app shell's build side (./index.ts, ./routes.ts), its boot script
 * (./boot.ts, compiled on its own: it imports these as types only) and the app's request layer,
 * which adopts the requests the boot script sent (src/utils/prefetched.ts).
 */

import type { MessageGroup } from '../../utils/messageGroups';

import type { PrefetchRequest } from '../../services/firstView';

/** The first-view declarations (src/services/firstView.ts) the boot script sends. */
export type { PrefetchParam, PrefetchRequest } from '../../services/firstView';

/** A route of the shell's data block (`#ipr-shell-data`), as ./index.ts writes it. */
export interface ShellRouteData {
  /** Anchored pattern of the path; the path's parameter is group 1. */
  re: string;
  frame: 'taizhou' | 'home' | 'suzhou';
  query?: string;
  heading?: string;
  lead?: string;
  section?: string;
  crumbs?: { parents: { id: string; to: string }[]; current: string; home: boolean };
  /** The page's first data requests. */
  prefetch?: PrefetchRequest[];
  /**
   * The files below the base of what the page loads lazily but shows as its first content (scripts
   * and stylesheets), preloaded with the app's scripts; none under `max dev` (config/bootPreloads.ts).
   */
  chunks?: string[];
}

/** The shell's data block (`#ipr-shell-data`). */
export interface ShellData {
  /** The app's base path without its trailing slash (`/ipr-front`). */
  base: string;
  routes: ShellRouteData[];
  /** Locale → message id → text. */
  messages: Record<string, Record<string, string>>;
  /** The app's start-up requests (getInitialState), prefetched on every route. */
  startup: PrefetchRequest[];
  /**
   * Locale → message group → the files of its chunk below the base (`/1560.82a5faa7.async.js`),
   * preloaded with the app's scripts; empty under `max dev` (plugin.ts reads them from the build's stats).
   */
  messageChunks: Record<string, Partial<Record<MessageGroup, string[]>>>;
  /**
   * The message groups of the routes that name theirs (src/utils/messageGroups.ts), each with its
   * path's anchored pattern; a path none matches needs every group.
   */
  messageGroups: { re: string; groups: MessageGroup[] }[];
  /** Frame → the files of what its first render loads lazily (scripts and stylesheets), preloaded likewise. */
  frameChunks: Partial<Record<ShellRouteData['frame'], string[]>>;
}

/** What a prefetch got: the response's status, headers and raw text; `undefined` when the network failed. */
export type PrefetchedAnswer = { status: number; statusText: string; headers: Record<string, string>; body: string } | undefined;

/** A request the boot script sent, until the app adopts it. */
export interface Prefetched {
  /** The path, as the service function calls it. */
  url: string;
  /** The parameters sent, in their order, as text. */
  params: [string, string][];
  /** `location.pathname + location.search` when it was sent. */
  address: string;
  /** `performance.now()` when it was sent. */
  at: number;
  /** Never rejects. */
  answer: Promise<PrefetchedAnswer>;
  /**
   * Aborts the request (its answer is then `undefined`): the request layer's time limit ran out, or
   * nobody will adopt it (issue 26). Absent where the browser has no AbortController.
   */
  abort?: () => void;
}

declare global {
  interface Window {
    /** The boot script's prefetched requests not yet adopted by the app. */
    __iprPrefetch?: Prefetched[];
  }
}
