import { request } from '@umijs/max';
// Relative imports: plugin.ts reads this module at build time (./businessViews.ts, the first-view declarations, imports it).
import { requestLimit } from '../utils/requestLimits';
import { API_SCOPE, REQUEST_DEFAULTS, SERVICE_PREFIX } from '../constants';

/**
 * The business service (`/ipr-business-service`, spec §7 service prefixes): patent dispute handling
 * (issue 5 item 4, docs/api.md §12). Public reads use `front`, the visitor's own requests `authFront`
 * (spec §6). Every function resolves the envelope's `data`; as the request layer does (spec §8), a
 * not-logged-in answer resolves to `false` and another non-zero code to the raw envelope — check it
 * with `checkServiceResult`.
 */
const front = `${SERVICE_PREFIX.business}/api/${API_SCOPE.public}`;
const authFront = `${SERVICE_PREFIX.business}/api/${API_SCOPE.auth}`;
/** The public case list (`findDisputeCases`); its first view is declared in ./businessViews.ts. */
export const DISPUTE_CASES = `${front}/dispute/findPage`;

/** One page of publicly disclosed handled dispute cases, newest filing first. */
export async function findDisputeCases(params: API.DisputeCaseParams, options?: Record<string, unknown>) {
  const { current = 1, pageSize = REQUEST_DEFAULTS.pageSize, keyword, disputeType, status, year } = params;
  return request<API.Page<API.DisputeCase>>(DISPUTE_CASES, {
    method: 'GET',
    params: {
      current,
      pageSize,
      'queryData.keyword': keyword || undefined,
      'queryData.disputeType': disputeType || undefined,
      'queryData.status': status || undefined,
      'queryData.year': year || undefined,
    },
    ...options,
  });
}

/** The logged-in visitor's own dispute requests, newest first; `false` when not logged in. */
export async function findMyDisputes(options?: Record<string, unknown>) {
  return request<API.DisputeRequest[]>(`${authFront}/dispute/mine`, { method: 'GET', ...options });
}

/**
 * Submits a dispute handling request (JSON). Server-side validation failures answer code 400 with
 * `msg` a JSON list of messages; not logged in answers `false`.
 */
export async function submitDispute(body: API.DisputeRequestInput, options?: Record<string, unknown>) {
  return request<API.DisputeSubmitResult>(`${authFront}/dispute/submit`, { method: 'POST', data: body, ...options });
}

/** One of the visitor's own requests by reference number; unknown or someone else's → code 404. */
export async function getMyDispute(referenceNo: string, options?: Record<string, unknown>) {
  return request<API.DisputeRequest>(`${authFront}/dispute/detail`, {
    method: 'GET',
    params: { referenceNo },
    ...options,
  });
}

/**
 * Issue 16 (docs/api.md §12): the progress of a request for its reference number and the
 * requester's contact phone, without a login. A pair that does not match — an unknown number or a
 * wrong phone alike — is code 404 (raw envelope, see `checkServiceResult`), so the answer never
 * tells whether a number exists.
 */
export async function lookupDisputeProgress(body: API.DisputeProgressQuery, options?: Record<string, unknown>) {
  return request<API.DisputeProgress>(`${front}/dispute/progress`, { method: 'POST', data: body, ...options });
}

/**
 * Uploads one evidence file (multipart form, field `file`; pdf, jpg, jpeg, png, doc or docx, at most
 * 10 MB — the server refuses others with an envelope error). Needs a login.
 */
export async function uploadFile(file: Blob, options?: Record<string, unknown>) {
  const form = new FormData();
  form.append('file', file);
  // Issue 26 item 1: up to 10 MB on a slow line: the transfer limit, not a page call's.
  return request<API.UploadedFile>(`${authFront}/file/upload`, {
    method: 'POST',
    data: form,
    timeout: requestLimit('transfer'),
    ...options,
  });
}
