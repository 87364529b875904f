/**
 * Types shared by the static app shell's build side (./index.ts, ./routes.ts), its boot script
 * (./boot.ts, compiled on its own: it imports these as types only) and the app's request layer,
 * which adopts the requests the boot script sent (src/utils/prefetched.ts).
 */

import type { MessageGroup } from '../../utils/messageGroups';

/**
 * Where a prefetched request's parameter comes from: the value the page itself derives from the
 * address. A derived value that is empty leaves the parameter out, as the request layer leaves out
 * an `undefined` one.
 */
export type PrefetchParam =
  /** A fixed value. */
  | string
  | number
  /** This host (`location.host`). */
  | { from: 'host' }
  /** The path's parameter (`:enterpriseName`), decoded. */
  | { from: 'path' }
  /** `?page=`: a positive whole number (read with `Number`, as the pages read it), else 1. */
  | { from: 'page' }
  /**
   * A text of the query: trimmed (unless `raw`), cut to `max` characters, kept when it is one of
   * `oneOf` and matches `pattern` (when given), else `fallback` (or left out).
   */
  | { from: 'query'; key: string; raw?: boolean; max?: number; oneOf?: readonly string[]; pattern?: string; fallback?: string }
  /** A comma-separated list of the query: the items of `oneOf` it names, in `oneOf`'s order, joined by commas. */
  | { from: 'list'; key: string; oneOf: readonly string[] }
  /**
   * One end of a whole-number range given by two query keys (low, high): each a whole number up to
   * `max`, else unset; put the right way round when both are set.
   */
  | { from: 'range'; keys: readonly [string, string]; end: 'low' | 'high'; max: number };

/** A GET the boot script sends before the app runs, for the app to adopt (src/utils/prefetched.ts). */
export interface PrefetchRequest {
  /** The path, as the service function calls it. */
  url: string;
  /** The parameters, in the order the service function writes them (axios keeps that order on the wire). */
  params?: Record<string, PrefetchParam>;
  /**
   * Not sent when the query has one of these values: the page's request then depends on something
   * only the app knows (e.g. `?mine=1`, the visitor's own listings, needs the visitor's id).
   */
  unless?: Record<string, string>;
}

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
