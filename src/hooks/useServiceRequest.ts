import { useRequest } from 'ahooks';
import { useEffect } from 'react';
import { REQUEST_DEFAULTS } from '@/constants';
import { reportSlowView } from '@/utils/networkState';
import { requestLimit } from '@/utils/requestLimits';

type Service<TData, TParams extends unknown[]> = (...args: TParams) => Promise<TData>;
type Options<TData, TParams extends unknown[]> = NonNullable<Parameters<typeof useRequest<TData, TParams>>[1]>;

/**
 * Issue 26 item 3: while `loading` has lasted longer than `REQUEST_LIMITS_MS.slow`, the view counts
 * as slow, and the app-wide notice (src/components/NetworkNotices) says the page is loading, once
 * for all the views waiting at the time, instead of each view announcing itself.
 */
function useSlowReport(loading: boolean) {
  useEffect(() => {
    if (!loading) return undefined;
    let done: (() => void) | undefined;
    const timer = setTimeout(() => {
      done = reportSlowView();
    }, requestLimit('slow'));
    return () => {
      clearTimeout(timer);
      done?.();
    };
  }, [loading]);
}

/**
 * The app's one `useRequest` configuration (ahooks), for every service call of a view:
 * - spec §9's request defaults: a cached answer is kept `REQUEST_DEFAULTS.cacheTime` (views that name
 *   a `cacheKey`), a refocused window refreshes at most every `REQUEST_DEFAULTS.focusRefreshWindow`
 *   (views that ask for `refreshOnWindowFocus`);
 * - no console log of a failure: without an `onError`, ahooks logs every rejection, which would
 *   double-report failures the page already shows (LoadError, an alert beside a form); a caller's own
 *   `onError` still runs;
 * - issue 26: a view still loading after a second is reported as slow (the app says "loading"), and
 *   a view whose call failed asks again when the browser comes back online. Calls a visitor starts
 *   (`manual`: a form's submit) are neither: their button shows the wait, and a submit is never
 *   repeated behind the visitor's back.
 * Same signature and result as `useRequest`.
 */
export default function useServiceRequest<TData, TParams extends unknown[] = []>(
  service: Service<TData, TParams>,
  options?: Options<TData, TParams>,
) {
  const result = useRequest<TData, TParams>(service, {
    onError: () => undefined,
    cacheTime: REQUEST_DEFAULTS.cacheTime,
    focusTimespan: REQUEST_DEFAULTS.focusRefreshWindow,
    ...options,
  });
  const manual = Boolean(options?.manual);
  useSlowReport(result.loading && !manual);
  const { error, refresh } = result;
  useEffect(() => {
    if (!error || manual) return undefined;
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [error, manual, refresh]);
  return result;
}
