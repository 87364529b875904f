import { startTransition, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import WidgetFailure from './WidgetFailure';

/** Set by the first page that has drawn: later pages load their widgets at once. */
let pageDrawn = false;

/**
 * False in the render that draws the page, true from the commit after it (an effect, so after the
 * page's heading and first content are on screen) and in every later page.
 */
function usePageDrawn(): boolean {
  const [drawn, setDrawn] = useState(pageDrawn);
  useEffect(() => {
    pageDrawn = true;
    setDrawn(true);
  }, []);
  return drawn;
}

/** A deferred widget's props: its own, and what stands in its place until its code is there. */
export type DeferredProps<P> = P & {
  /** Drawn until the widget's code has loaded: a box of the widget's size, so nothing moves. */
  fallback?: ReactNode;
};

/**
 * Issue 13 item 2: a heavy widget (antd Table, Form, Select, DatePicker) that a page shows at once
 * but whose code loads after the page has drawn its heading and first content, in a chunk of its
 * own: `const ResultTable = deferred(() => import('./ResultTable'))`, then
 * `<ResultTable {...props} fallback={<Placeholder />} />`. The page's own chunk (and its data
 * request) no longer waits for the widget's code, and on a slowed phone its evaluation and antd's
 * run-time styles become a task of their own instead of part of the page's first render. A chunk
 * that fails to load (a newer deploy replaced it, or the connection dropped) leaves the page as it
 * is, with what was typed into it, and shows {@link WidgetFailure} in the widget's place (issue 26
 * item 5); a page's own chunk goes to the error boundary.
 */
export default function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // Loaded, or failed to: either way the widget's place is drawn, with the widget or the failure.
  let settled = false;
  let failure: Error | undefined;
  // Once here, drawn directly: React.lazy would still suspend for one commit and show the fallback.
  let Loaded: ComponentType<P> | undefined;
  const listeners = new Set<() => void>();
  // How many drawn places want the widget now. A load that fails while none does (a `preload()` on
  // approach, e.g. while the connection was down) is forgotten, not shown: the place that wants the
  // widget later asks again, as a visitor would expect once the connection is back.
  let wanting = 0;
  const settle = () => {
    settled = true;
    for (const listener of listeners) listener();
  };
  const loadOnce = () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.then(
        (module) => {
          Loaded = module.default;
          failure = undefined;
          settle();
        },
        (error: unknown) => {
          if (wanting === 0) {
            if (loading === attempt) loading = undefined;
            return;
          }
          failure = error instanceof Error ? error : new Error(String(error));
          settle();
        },
      );
    }
    return loading;
  };
  /** Asks for the code again (webpack loads a failed chunk anew on the next import). */
  const retry = () => {
    loading = undefined;
    return loadOnce().then(
      () => undefined,
      () => undefined,
    );
  };
  /**
   * True once the widget's code is here (or has failed to load). Once the page has drawn, and if
   * `wanted`, asks for it in a task of its own: appending the chunk's script and stylesheet costs
   * a mid-range phone 30-60 ms, which inside the render that draws the widget made one long task.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: made once per widget at module level, like React.lazy's component: never inside a render.
  function useReady(wanted = true): boolean {
    const drawn = usePageDrawn();
    useEffect(() => {
      if (!drawn || !wanted) return undefined;
      wanting += 1;
      const timer = loading ? undefined : setTimeout(() => loadOnce().catch(() => undefined));
      return () => {
        wanting -= 1;
        clearTimeout(timer);
      };
    }, [drawn, wanted]);
    // At transition priority, so React draws a large widget (a table of rows) in slices it can
    // yield between, not in one synchronous render.
    const [ready, setReady] = useState(settled);
    useEffect(() => {
      if (settled) {
        setReady(true);
        return undefined;
      }
      const listener = () => startTransition(() => setReady(true));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    }, []);
    return ready;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: as useReady above.
  function Deferred({ fallback = null, ...props }: DeferredProps<P>) {
    const ready = useReady();
    const [, redraw] = useReducer((count: number) => count + 1, 0);
    if (ready && Loaded) return <Loaded {...(props as P)} />;
    // Settled without the widget: the load failed.
    if (ready && failure) return <WidgetFailure error={failure} onRetry={() => retry().then(redraw)} />;
    return <>{fallback}</>;
  }
  /**
   * For a page that shows the widget's content together with other parts (a table's rows with the
   * pager below them), so they arrive in one step: loads the widget's code once the page has drawn,
   * if `wanted`, and is true once it is here (or has failed to load: the widget then shows
   * {@link WidgetFailure}).
   */
  Deferred.useReady = useReady;
  /**
   * Starts loading the code now, e.g. when the pointer or focus reaches the button that opens the
   * widget. If it fails while no place wants the widget yet, the failure is not kept.
   */
  Deferred.preload = () => {
    loadOnce().catch(() => undefined);
  };
  /** Props for the button that opens the widget: its code loads when the pointer or focus reaches it. */
  Deferred.preloadOnApproach = { onPointerEnter: Deferred.preload, onFocus: Deferred.preload };
  return Deferred;
}
