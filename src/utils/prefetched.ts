import axios, { AxiosError, type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { Prefetched, PrefetchedAnswer } from '@/components/AppShell/types';
import { reportSlowView } from './networkState';
import { requestLimit } from './requestLimits';

/**
 * Issue 30 item 5: the request layer adopts the requests the static shell's boot script sent before
 * the app ran (src/components/AppShell/boot.ts, declared in its routes.ts) instead of sending them
 * again. `prefetchAdapter` is the axios `adapter` of the request config (src/requestErrorConfig.ts):
 * a GET whose path and parameters (sorted, as text) match a prefetch not yet adopted, sent from the
 * current address at most PREFETCH_MAX_AGE_MS ago, gets that prefetch's answer, built into the
 * response axios' XHR adapter would have given (status, headers, the raw text, which axios' own
 * transform parses; the same errors for an HTTP failure or a network failure). Everything after the
 * adapter (the envelope, business errors, the error display) runs as for any answer. Any other
 * call, and every call once a prefetch has been adopted, goes to axios' default adapter.
 */

/**
 * How old a prefetch may be when the app asks for it: the slowest start measured (a 4×-slowed phone
 * on 1.6 Mbit/s, bench/levers.md) asks for the page's data 2.5–4.5 s after the boot script sent it.
 */
export const PREFETCH_MAX_AGE_MS = 10_000;

/** axios' own adapter (XHR in the browser), for every call that adopts nothing. */
const defaultAdapter = axios.defaults.adapter as AxiosAdapter;

/**
 * A request as the adapter compares it: the path and the parameters, sorted, as text; `undefined`
 * for one no prefetch can stand for (a query in the path, a list or object parameter).
 */
export function requestKey(url: string | undefined, params: unknown): string | undefined {
  if (!url || url.includes('?') || url.includes('#')) return undefined;
  if (params !== undefined && params !== null && (typeof params !== 'object' || params instanceof URLSearchParams)) return undefined;
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries((params as Record<string, unknown> | null) ?? {})) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object' || typeof value === 'function' || typeof value === 'symbol') return undefined;
    pairs.push([key, String(value)]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url}?${new URLSearchParams(pairs).toString()}`;
}

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/** Takes (once) the prefetch that can answer this call, if any. */
function take(config: AxiosRequestConfig): Prefetched | undefined {
  const store = typeof window === 'undefined' ? undefined : window.__iprPrefetch;
  if (!store?.length) return undefined;
  if ((config.method ?? 'get').toLowerCase() !== 'get') return undefined;
  // What the XHR adapter answers with its raw text; a download (blob) or a cancellable call goes to the network.
  if (config.responseType && config.responseType !== 'json' && config.responseType !== 'text') return undefined;
  if (config.baseURL || config.signal || config.cancelToken || config.auth) return undefined;
  const key = requestKey(config.url, config.params);
  if (!key) return undefined;
  const now = performance.now();
  // Too old to adopt, ever: aborted if still under way (issue 26), so it holds no connection.
  for (let i = store.length - 1; i >= 0; i -= 1) {
    if (now - store[i].at > PREFETCH_MAX_AGE_MS) store.splice(i, 1)[0].abort?.();
  }
  const address = currentAddress();
  const index = store.findIndex(
    (entry) =>
      entry.address === address && now - entry.at <= PREFETCH_MAX_AGE_MS && requestKey(entry.url, Object.fromEntries(entry.params)) === key,
  );
  return index < 0 ? undefined : store.splice(index, 1)[0];
}

/** The response (or the error) axios' XHR adapter gives for this answer; `settle` as axios does it. */
function respond(answer: PrefetchedAnswer, config: AxiosRequestConfig, url: string): AxiosResponse {
  // Stands where the XHR adapter puts the XMLHttpRequest (for a network failure axios 0.27 also
  // puts it as the error's `response`: status 0, no data); nothing in the app reads it.
  const request = { prefetched: true, responseURL: url, status: 0, statusText: '' };
  if (!answer) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, request, request as unknown as AxiosResponse);
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
    config,
    request,
  };
  const { validateStatus } = config;
  if (!response.status || !validateStatus || validateStatus(response.status)) return response;
  throw new AxiosError(
    `Request failed with status code ${response.status}`,
    [AxiosError.ERR_BAD_REQUEST, AxiosError.ERR_BAD_RESPONSE][Math.floor(response.status / 100) - 4],
    config,
    request,
    response,
  );
}

/** The error axios' XHR adapter raises when `config.timeout` runs out (its `ontimeout`). */
function timeoutError(config: AxiosRequestConfig, request: unknown): AxiosError {
  const message = config.timeoutErrorMessage || `timeout of ${config.timeout}ms exceeded`;
  const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
  return new AxiosError(message, code, config, request);
}

/**
 * axios' own adapter, with the call's time limit (`config.timeout`, issue 26 item 1) kept by a timer
 * of the page instead of XHR's own `timeout`: when it runs out, the XHR is aborted and the call fails
 * with the error XHR's `ontimeout` raises. So every limit of the app runs on the page's timers, on
 * whatever clock they run: Playwright's `page.clock` moves it (e2e/faults.spec.ts), as it cannot
 * move a browser's XHR `timeout`, and the app reads no test hook. A caller's `signal` still cancels
 * the call as it did.
 */
function timedAdapter(config: AxiosRequestConfig): Promise<AxiosResponse> {
  // Every target browser has AbortController (config/config.ts TARGETS).
  if (!config.timeout) return defaultAdapter(config);
  const control = new AbortController();
  const { signal } = config;
  const cancel = () => control.abort();
  if (signal?.aborted) cancel();
  else signal?.addEventListener('abort', cancel);
  return new Promise<AxiosResponse>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(timeoutError(config, undefined));
      control.abort();
    }, config.timeout);
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    };
    // What the caller reads of the call is its own config, not the copy the XHR adapter was given.
    defaultAdapter({ ...config, timeout: 0, signal: control.signal }).then(
      (response) => {
        settle();
        resolve({ ...response, config });
      },
      (error: AxiosError) => {
        settle();
        if (error?.config) error.config = config;
        reject(error);
      },
    );
  });
}

/**
 * The axios adapter of the request config: a prefetch's answer when one fits, else axios' own
 * adapter with the call's time limit on the page's timers ({@link timedAdapter}). Issue 26 item 1:
 * an adopted prefetch keeps the call's time limit as the XHR adapter does (`config.timeout`,
 * counted from when the boot script sent it, as XHR counts from `send`):
 * once it runs out the call fails with axios' timeout error and the boot script's `fetch` is
 * aborted, so a request that never answers holds neither the page nor one of the browser's few
 * connections to the host. A call with its own `signal` or `cancelToken` is never adopted (`take`),
 * so cancelling is always the XHR adapter's.
 */
export const prefetchAdapter: AxiosAdapter = (config) => {
  const entry = take(config);
  if (!entry) return timedAdapter(config);
  return new Promise<AxiosResponse>((resolve, reject) => {
    const age = performance.now() - entry.at;
    // Issue 26 item 3: the wait began when the boot script sent the request, not when the view asked
    // for it. One not answered by the "slow" limit so counted is a slow view from then until it ends:
    // after a slow start (the start-up calls waited out their own limit) the view's own report,
    // counted from its ask, could come too late to say anything before the call gave up. An answer
    // already in settles in a microtask, before any timer.
    let slowDone: (() => void) | undefined;
    const slowTimer = setTimeout(
      () => {
        slowDone = reportSlowView();
      },
      Math.max(0, requestLimit('slow') - age),
    );
    const finish = () => {
      clearTimeout(slowTimer);
      slowDone?.();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (config.timeout) {
      const left = Math.max(0, config.timeout - age);
      timer = setTimeout(() => {
        finish();
        entry.abort?.();
        reject(timeoutError(config, { prefetched: true, responseURL: entry.url, status: 0, statusText: '' }));
      }, left);
    }
    entry.answer.then((answer) => {
      finish();
      clearTimeout(timer);
      try {
        resolve(respond(answer, config, entry.url));
      } catch (error) {
        reject(error);
      }
    });
  });
};

/**
 * Forgets every prefetch not yet adopted: the visitor has moved on (app.tsx `onRouteChange`). One
 * still under way is aborted: nobody will read it.
 */
export function forgetPrefetched(): void {
  const store = typeof window === 'undefined' ? undefined : window.__iprPrefetch;
  if (!store) return;
  for (const entry of store) entry.abort?.();
  store.length = 0;
}

/**
 * Umi's route change (src/app.tsx `onRouteChange`), issue 30 item 5: once the visitor has left the
 * address they opened, no request the static shell prefetched for it is adopted. The first route
 * change is the start itself.
 */
export function forgetPrefetchedOnNavigation({ isFirst }: { isFirst?: boolean }): void {
  if (!isFirst) forgetPrefetched();
}
