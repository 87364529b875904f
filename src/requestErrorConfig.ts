import type { AxiosError, AxiosResponse, RequestConfig } from '@umijs/max';
import { getIntl, history } from '@umijs/max';
import { ENVELOPE_CODE } from './constants';
import { showFeedback } from './utils/feedback';
import { rememberIssuedError } from './utils/issuedErrors';
import { reportFailedWhileOffline } from './utils/networkState';
import { prefetchAdapter } from './utils/prefetched';
import { requestLimit } from './utils/requestLimits';

/** Spec §4: how a business error is displayed. */
export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

/** Spec §3: the body of a business failure (`success === false`). */
export interface ErrorResponseBody {
  success: false;
  errorMessage?: string;
  errorCode?: string | number;
  showType?: ErrorShowType;
  [key: string]: unknown;
}

/** Spec §8: a business error, raised for a body with `success === false`; `info` is that body. */
export class BizError extends Error {
  readonly info: ErrorResponseBody;

  constructor(info: ErrorResponseBody) {
    super(info.errorMessage ?? '');
    this.name = 'BizError';
    this.info = info;
  }
}

/** A 2xx response whose body is not a JSON object (e.g. malformed JSON or an HTML error page). */
export class MalformedResponseError extends Error {
  constructor() {
    super('Malformed response body');
    this.name = 'MalformedResponseError';
  }
}

/** True for a plain object (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The request layer runs outside React, so it reads the app-wide intl that follows the chosen locale.
const t = (id: string) => getIntl().formatMessage({ id });

/**
 * Issue 46 item 4: the antd key of a failure's toast or notification — the same kind, title and
 * text share one key, so the calls of a page that fail alike (five home sections, one backend
 * fault) show one notice, which antd updates in place, instead of a pile of the same words; a
 * different message still gets a notice of its own.
 */
const feedbackKey = (...parts: string[]): string => `ipr-request:${JSON.stringify(parts)}`;

/** An error or warning toast, one on screen per distinct text ({@link feedbackKey}). */
function showMessage(kind: 'error' | 'warning', text: string) {
  showFeedback(({ message }) => message[kind]({ content: text, key: feedbackKey(kind, text) }));
}

/** An error notification, one on screen per distinct title and text ({@link feedbackKey}). */
function showNotification(title: string, description: string) {
  showFeedback(({ notification }) => notification.error({ key: feedbackKey('notification', title, description), title, description }));
}

/**
 * Spec §8: text of an envelope's `msg`. A msg that starts with `[` is a JSON list whose first
 * element is shown; when it does not parse, the msg is shown as it is.
 */
export function envelopeMessage(msg: string): string {
  if (!msg.startsWith('[')) return msg;
  try {
    const list: unknown = JSON.parse(msg);
    if (Array.isArray(list) && list.length > 0) return String(list[0]);
  } catch {
    // not JSON after all: the raw text is the best we have
  }
  return msg;
}

/**
 * Spec §4: shows a business error by its showType — 0 nothing, 1 warning message, 2 error message,
 * 4 notification titled with the error code, 9 the error page; missing or unknown → error message.
 * A body without errorMessage still tells the visitor something went wrong.
 */
function showBizError({ errorMessage, errorCode, showType }: ErrorResponseBody) {
  const text = errorMessage || t('request.error');
  switch (showType) {
    case ErrorShowType.SILENT:
      return;
    case ErrorShowType.WARN_MESSAGE:
      showMessage('warning', text);
      return;
    case ErrorShowType.NOTIFICATION: {
      const title = errorCode === undefined || errorCode === '' ? t('request.notificationTitle') : String(errorCode);
      showNotification(title, text);
      return;
    }
    case ErrorShowType.REDIRECT: {
      const query = new URLSearchParams({ errorCode: String(errorCode ?? ''), errorMessage: errorMessage ?? '' });
      rememberIssuedError(query.get('errorCode') ?? '', query.get('errorMessage') ?? '');
      history.push(`${IPR_ROUTE_PATHS.EXCEPTION}?${query.toString()}`);
      return;
    }
    default:
      showMessage('error', text);
  }
}

/**
 * Spec §7, §8: response interceptor that unwraps the `{code, msg, data}` envelope. A
 * `success === false` body is left for the plugin's errorThrower, which runs after the configured
 * interceptors. code 0 → data; 99998 → `false`, silently; any other code → an error notification
 * with msg (none when the call is flagged `skipErrorHandler`), and the raw body is returned. A body that is not an object is raised as a
 * MalformedResponseError; non-JSON response types (file downloads) pass through untouched.
 */
export function unwrapEnvelope(response: AxiosResponse): AxiosResponse {
  const { responseType } = response.config ?? {};
  if (responseType && responseType !== 'json') return response;
  const body: unknown = response.data;
  if (!isObject(body)) throw new MalformedResponseError();
  if (body.success === false || !('code' in body)) return response;

  if (body.code === ENVELOPE_CODE.ok) {
    response.data = body.data;
  } else if (body.code === ENVELOPE_CODE.notLoggedIn) {
    response.data = false;
  } else if (
    typeof body.msg === 'string' &&
    body.msg &&
    !(response.config as { skipErrorHandler?: boolean } | undefined)?.skipErrorHandler
  ) {
    // A caller that skips error handling shows the failure itself (spec §8: "without display").
    showNotification(t('request.notificationTitle'), envelopeMessage(body.msg));
  }
  return response;
}

/**
 * Spec §8: shows a failed request. Business errors go by showType, unreadable bodies get their own
 * message, HTTP and network failures show `errorMessage` from the body or "Request error, please
 * retry.". The plugin rejects the call's promise afterwards in every case; with
 * `skipErrorHandler` nothing is shown and the error is passed through.
 */
export function handleRequestError(error: Error, opts?: { skipErrorHandler?: boolean }) {
  // Issue 26 item 5: a call that got no answer because the browser is offline raises the app's
  // offline warning (src/components/NetworkNotices), whoever shows the failure itself; the generic
  // "request error" would only repeat it, less helpfully.
  if (isUnanswered(error) && reportFailedWhileOffline()) {
    if (opts?.skipErrorHandler) throw error;
    return;
  }
  if (opts?.skipErrorHandler) throw error;
  if (error instanceof BizError) {
    showBizError(error.info);
    return;
  }
  if (error instanceof MalformedResponseError) {
    showMessage('error', t('request.malformed'));
    return;
  }
  const body = (error as Partial<AxiosError>).response?.data;
  const errorMessage = isObject(body) && typeof body.errorMessage === 'string' ? body.errorMessage : '';
  showMessage('error', errorMessage || t('request.error'));
}

/**
 * A call that got no HTTP answer at all: a network failure, a time limit run out (not a
 * cancellation). axios 0.27 puts the XMLHttpRequest itself as a network failure's `response`
 * (status 0), so "no answer" is no status.
 */
export function isUnanswered(error: unknown): boolean {
  const { response, code } = error as Partial<AxiosError>;
  return !response?.status && (code === 'ERR_NETWORK' || isTimeout(error));
}

/** A call that ran out of its time limit (axios' own timeout error, also raised by the prefetch adapter). */
export function isTimeout(error: unknown): boolean {
  const { code } = error as Partial<AxiosError>;
  return code === 'ECONNABORTED' || code === 'ETIMEDOUT';
}

/**
 * Issue 26 item 1: every call has a time limit, `REQUEST_LIMITS_MS.data` unless the call sets its
 * own `timeout` (an upload or an export page: `requestLimit('transfer')`). A call that runs out
 * fails as axios' timeout error, which takes spec §8's request-failure path in handleRequestError.
 */
export function limitTime<C extends { timeout?: number }>(config: C): C {
  return config.timeout ? config : { ...config, timeout: requestLimit('data') };
}

/** Methods that change nothing on the server (RFC 9110 safe methods): a CSRF filter lets them through. */
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/**
 * axios reads the `XSRF-TOKEN` cookie on every call to send it back as `X-XSRF-TOKEN`. Reading
 * `document.cookie` is a synchronous round trip to the browser process, which during start-up,
 * while that process is busy, held a slowed phone's main thread for up to 70 ms (issue 13). Safe
 * methods need no token, so they skip the read; writes keep axios's default.
 */
export function xsrfOnWrites<C extends { method?: string; xsrfCookieName?: string }>(config: C): C {
  return SAFE_METHODS.has((config.method ?? 'get').toLowerCase()) ? { ...config, xsrfCookieName: '' } : config;
}

/**
 * Request layer of spec §4, §7, §8 (the `request` runtime config of the Umi request plugin): every
 * call sends cookies and has a time limit (issue 26), the envelope is unwrapped, `success === false` bodies raise a BizError, and
 * failures are shown by handleRequestError. The axios adapter adopts a request the static shell
 * already sent for the page (issue 30 item 5, src/utils/prefetched.ts), else it is axios' own.
 */
export const requestConfig: RequestConfig = {
  withCredentials: true,
  adapter: prefetchAdapter,
  requestInterceptors: [xsrfOnWrites, limitTime],
  errorConfig: {
    errorThrower: (body: ErrorResponseBody) => {
      throw new BizError(body);
    },
    errorHandler: handleRequestError,
  },
  responseInterceptors: [unwrapEnvelope],
};
