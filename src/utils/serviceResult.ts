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

/**
 * The words for a failure, when there are better ones than the view's generic "failed to load" (for
 * an inline message): the server's own, else (issue 26) that the browser is offline (what was typed
 * is kept), else that the server did not answer in time; empty otherwise.
 */
export function failureText(error: unknown): string {
  if (error instanceof ServiceFailure) return error.message;
  if (isObject(error) && isObject(error.response) && isObject(error.response.data)) {
    const { errorMessage, msg } = error.response.data;
    if (typeof errorMessage === 'string' && errorMessage) return errorMessage;
    if (typeof msg === 'string' && msg) return envelopeMessage(msg);
  }
  if (isUnanswered(error) && browserOffline()) return getIntl().formatMessage({ id: 'request.offline' });
  if (isTimeout(error)) return getIntl().formatMessage({ id: 'request.timeout' });
  return '';
}
