/**
 * Issue 26 items 3 and 5: what the app-wide notices (src/components/NetworkNotices) show, reported
 * from where it is found out: the request layer (a call failed while the browser is offline), the
 * chunk probe (a newer build replaced this one's files) and the views (a call has been slow for
 * longer than `REQUEST_LIMITS_MS.slow`). Plain module state with listeners: the reporters run
 * outside React, and this module is part of every first load, so it carries no library.
 */

/** What the notices show. */
export interface NetworkState {
  /** The browser is offline, or a call just failed because it was. */
  offline: boolean;
  /** A newer build is deployed (a chunk of this one is gone): offer a refresh, never force it. */
  newBuild: boolean;
  /** How many views are waiting for a call that has been slow. */
  slowViews: number;
}

let state: NetworkState = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  newBuild: false,
  slowViews: 0,
};
const listeners = new Set<() => void>();

function update(change: Partial<NetworkState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

/** The current state (a new object on every change, for `useSyncExternalStore`). */
export function networkState(): NetworkState {
  return state;
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function subscribeNetworkState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the browser says it has no network (`navigator.onLine`). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A call failed without an answer: when the browser is offline that is why, and the offline
 * warning shows (it may not have seen the `offline` event yet). Returns whether it was offline.
 */
export function reportFailedWhileOffline(): boolean {
  if (!browserOffline()) return false;
  if (!state.offline) update({ offline: true });
  return true;
}

/** The chunk probe found this build's files gone: a newer one is deployed. */
export function reportNewBuild(): void {
  if (!state.newBuild) update({ newBuild: true });
}

/**
 * A view's call has been slow: counts it until the returned function is called (the call ended or
 * the view went away); the notice says "loading" while any view is counted.
 */
export function reportSlowView(): () => void {
  update({ slowViews: state.slowViews + 1 });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    update({ slowViews: state.slowViews - 1 });
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => update({ offline: true }));
  window.addEventListener('online', () => update({ offline: false }));
}
