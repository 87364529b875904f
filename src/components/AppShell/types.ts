/**
 * Types shared by the static app shell's build side (./index.ts) and its boot script (./boot.ts,
 * compiled on its own: it imports these as types only).
 */

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
}

/** The shell's data block (`#ipr-shell-data`). */
export interface ShellData {
  /** The app's base path without its trailing slash (`/ipr-front`). */
  base: string;
  routes: ShellRouteData[];
  /** Locale → message id → text. */
  messages: Record<string, Record<string, string>>;
}
