import { getIntl } from '@umijs/max';
import { envelopeMessage, isObject, isTimeout, isUnanswered } from '@/requestErrorConfig';
import { browserOffline } from '@/utils/networkState';
import { ENVELOPE_CODE } from '@/constants';

/**
 * A service call that resolved without success. The request layer (spec §8) resolves rather than
 * rejects in two cases: `false` for code 99998 (not logged in) and the raw `{code, msg, data}`
 * body for any other non-zero code. `message` is the server's text (first element of a JSON-list
 * msg), or empty when the server gave none.
 */
export class ServiceFailure extends Error {
  /** Envelope code; 99998 for the `false` result. */
  readonly code: number;

  /** The envelope's `data`, e.g. the field errors of a 400 (docs/api.md "Validation messages"). */
  readonly data: unknown;

  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ServiceFailure';
    this.code = code;
    this.data = data;
  }
}

/**
 * Returns a service result when it is real data; throws a ServiceFailure when it is `false` or a
 * passed-through envelope with a non-zero code, so callers (and useRequest's `error`) treat both
 * like a rejection.
 */
export function checkServiceResult<T>(value: T | false | API.Envelope<unknown>): T {
  if (value === false) throw new ServiceFailure(ENVELOPE_CODE.notLoggedIn, '');
  if (isObject(value) && typeof value.code === 'number' && value.code !== ENVELOPE_CODE.ok) {
    const msg = typeof value.msg === 'string' ? envelopeMessage(value.msg) : '';
    throw new ServiceFailure(value.code, msg, value.data);
  }
  return value as T;
}

/**
 * Spec §3 paging shape from a service result, safe to render: `data: null` or a body without a
 * `list` array is an empty page, not a crash. Failures throw as in {@link checkServiceResult}.
 */
export function toPage<T>(value: API.Page<T> | null | undefined | false | API.Envelope<unknown>): API.Page<T> {
  const page = checkServiceResult(value);
  const list = isObject(page) && Array.isArray(page.list) ? (page.list as T[]) : [];
  const total = isObject(page) && Number.isFinite(page.total) ? Number(page.total) : list.length;
  const current = isObject(page) && Number.isFinite(page.current) ? Number(page.current) : 1;
  const pageSize = isObject(page) && Number.isFinite(page.pageSize) ? Number(page.pageSize) : list.length;
  return { list, total, current, pageSize };
}

/** HTTP status of a failed call's answer; 0 when none came (network failure, time limit). */
function httpStatus(error: unknown): number {
  const status = isObject(error) && isObject(error.response) ? error.response.status : undefined;
  return typeof status === 'number' ? status : 0;
}

/**
 * Issue 46 item 4: what went wrong, worded for the side it happened on — the browser is offline
 * (what was typed is kept), the server did not answer in time, the server could not be reached (the
 * visitor's network, or a gateway that is down), the service answered with an HTTP 5xx (a fault of
 * the service: it is unavailable, the visitor's network is fine). Empty for anything else (an
 * envelope with code ≠ 0, a 4xx, an unreadable body), where the view's own "failed to load" is right.
 */
function causeText(error: unknown): string {
  const t = (id: string) => getIntl().formatMessage({ id });
  if (isUnanswered(error) && browserOffline()) return t('request.offline');
  if (isTimeout(error)) return t('request.timeout');
  if (isUnanswered(error)) return t('request.network');
  if (httpStatus(error) >= 500) return t('request.unavailable');
  return '';
}

/**
 * The words for a refused submission (a form's summary, an upload), when there are better ones than
 * the form's generic "not sent": the server's own (its validation messages, docs/api.md), else
 * {@link causeText}; empty otherwise.
 */
export function failureText(error: unknown): string {
  if (error instanceof ServiceFailure) return error.message;
  if (isObject(error) && isObject(error.response) && isObject(error.response.data)) {
    const { errorMessage, msg } = error.response.data;
    if (typeof errorMessage === 'string' && errorMessage) return errorMessage;
    if (typeof msg === 'string' && msg) return envelopeMessage(msg);
  }
  return causeText(error);
}

/**
 * Issue 46 item 4: the words under a block whose data did not load (a card, a list, a detail, a
 * lookup's answer): only {@link causeText}, never the server's text, which for a failed read is no
 * reason a visitor can act on (a real backend puts its exception there; where a call lets the
 * request layer show it, its notification does, once, spec §8). Empty when the view's own "failed
 * to load" says it.
 */
export function loadFailureText(error: unknown): string {
  return causeText(error);
}
