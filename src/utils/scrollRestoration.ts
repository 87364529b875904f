/**
 * Issue 27 item 1: where a page starts. A client-side navigation changes the content under a window
 * that keeps its scroll position, so a link followed from far down a page opened the next page far
 * down too (the visitor landed in its footer and thought the link did nothing). The rules of a
 * document navigation apply instead: a new page starts at the top, or at its `#hash`; Back and
 * Forward bring the visitor back to where they left the page. The browser's own restoration cannot
 * do the latter here: it restores at `popstate`, before the page's chunk and data are in, onto a
 * document too short to scroll that far. So restoration is manual, retried each frame until the
 * page is tall enough, and kept in sessionStorage so a reload, or Back from another site (the SSO
 * round trip), finds the position too.
 */

/** The parts of Umi's `onRouteChange` event used here (history v5 location and action). */
export interface RouteChange {
  location: { pathname: string; hash: string; key?: string };
  action: 'POP' | 'PUSH' | 'REPLACE';
  isFirst?: boolean;
}

/** sessionStorage key of the saved positions, by history entry key. */
export const SCROLL_STORAGE_KEY = 'ipr-front:scroll';
/** Saved positions kept: a visitor's recent history, not every entry of a long session. */
const KEPT = 50;
/**
 * How long a restoration or a `#hash` waits for the page to grow tall enough (its chunk and data), ms.
 * Long enough for a slow phone's lazy page; any scroll input of the visitor's ends it earlier.
 */
const WAIT_MS = 5000;

let positions: Array<[string, number]> | undefined;
let currentKey: string | undefined;
let currentPath: string | undefined;
let stopPending: (() => void) | undefined;

function load(): Array<[string, number]> {
  if (positions) return positions;
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    positions = Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
        )
      : [];
  } catch {
    positions = [];
  }
  return positions;
}

function persist() {
  try {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(load()));
  } catch {
    // Storage blocked or full: positions still hold in memory for this document.
  }
}

function save(key: string, top: number) {
  const list = load().filter(([saved]) => saved !== key);
  list.push([key, Math.round(top)]);
  positions = list.slice(-KEPT);
  persist();
}

const savedTop = (key: string | undefined) => load().find(([saved]) => saved === key)?.[1];

const jump = (top: number, left = 0) => window.scrollTo({ top, left, behavior: 'instant' as ScrollBehavior });

/**
 * Runs `attempt` every animation frame until it returns true, WAIT_MS have passed (then `giveUp`),
 * or the visitor scrolls, taps or presses a key: their own move wins over the page's.
 */
function untilDone(attempt: () => boolean, giveUp: () => void = () => undefined) {
  stopPending?.();
  if (attempt()) return;
  const started = Date.now();
  let frame = 0;
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of inputs) window.removeEventListener(type, stop, true);
    if (stopPending === stop) stopPending = undefined;
  };
  const tick = () => {
    if (attempt()) stop();
    else if (Date.now() - started > WAIT_MS) {
      stop();
      giveUp();
    } else frame = requestAnimationFrame(tick);
  };
  for (const type of inputs) window.addEventListener(type, stop, { capture: true, passive: true });
  stopPending = stop;
  frame = requestAnimationFrame(tick);
}

/** Scrolls to `top` once the document can scroll that far; at the end of the wait, as far as it can. */
function restore(top: number) {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top - 1;
  untilDone(
    () => {
      if (!reachable()) return false;
      jump(top);
      return true;
    },
    () => jump(top),
  );
}

/** Scrolls the element of `hash` into view once the page has drawn it. */
function toHash(hash: string) {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // not percent-encoded: the id as written
  }
  untilDone(() => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView({ block: 'start' });
    return true;
  });
}

/**
 * Umi's `onRouteChange` (src/app.tsx). Called by history before React renders the new location, so
 * `scrollY` is still the position on the page being left, which is saved under its entry's key.
 * Then: Back/Forward (and a reload, the first call) restore the entry's saved position; a new page
 * starts at its `#hash` or at the top. A new address of the same page (a list's filter or page in the
 * URL, a form opened by `?apply=1`) leaves the position alone: the page moves what it changes itself.
 */
export function restoreScrollOnRouteChange({ location, action, isFirst }: RouteChange) {
  if (typeof window === 'undefined') return;
  if (isFirst) {
    // Restoration is ours from now on, also for a reload of this entry.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', () => currentKey && save(currentKey, window.scrollY));
    // history's key of an entry without state (a typed address, a link from another site): every such
    // entry has it, so what was saved under it belongs to another document's page.
    if (!location.key || location.key === 'default') positions = load().filter(([saved]) => saved !== location.key);
  } else if (currentKey) {
    save(currentKey, window.scrollY);
  }
  const samePage = location.pathname === currentPath;
  currentKey = location.key;
  currentPath = location.pathname;

  const saved = savedTop(location.key);
  if (action === 'POP') {
    if (saved !== undefined) restore(saved);
    else if (!isFirst && location.hash) toHash(location.hash);
    return;
  }
  if (location.hash) toHash(location.hash);
  else if (!samePage) {
    stopPending?.();
    jump(0);
  }
}
