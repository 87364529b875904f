import { request } from '@umijs/max';
import { REQUEST_DEFAULTS } from '../constants';

/**
 * GETs one page of a paged endpoint (spec §3 paging: `current` counts from 1, `pageSize` is the
 * spec §9 default unless `params` give one). Resolves the envelope's `data`, an `API.Page<T>`;
 * HTTP and network failures reject.
 */
export function getPage<T>(url: string, params: object, options?: Record<string, unknown>) {
  return request<API.Page<T>>(url, {
    method: 'GET',
    params: { current: 1, pageSize: REQUEST_DEFAULTS.pageSize, ...params },
    ...options,
  });
}
