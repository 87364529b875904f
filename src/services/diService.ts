import { request } from '@umijs/max';
// Relative imports: plugin.ts reads this module at build time (./diViews.ts, the first-view declarations, imports it).
import { API_SCOPE, SERVICE_PREFIX } from '../constants';
import { getPage } from './paging';

/**
 * The data-intelligence service (`/ipr-di-service`, public `front` scope; spec §7, docs/api.md §9):
 * enterprise (innovation subject) search and each enterprise's profile, analysis aggregates and
 * patents. Functions resolve the envelope's `data`; an unknown name resolves the raw 404 envelope
 * (check results with `checkServiceResult` / `toPage`), HTTP and network failures reject.
 */
/** The DI service's public enterprise API; its first views are declared in ./diViews.ts. */
export const DI_FRONT = `${SERVICE_PREFIX.di}/api/${API_SCOPE.public}/enterprise`;
const front = DI_FRONT;

/** One page of enterprises matching the search; counts are patents (pieces), sorted by `sortField`. */
export async function findEnterprises(params: API.EnterpriseSearchParams, options?: Record<string, unknown>) {
  return getPage<API.EnterpriseItem>(`${front}/findPage`, params, options);
}

/** Profile and headline figures of the enterprise with exactly this name. */
export async function getEnterpriseDetail(name: string, options?: Record<string, unknown>) {
  return request<API.EnterpriseDetail>(`${front}/detail`, { method: 'GET', params: { name }, ...options });
}

/** Chart aggregates of the enterprise's portfolio (per year, type, legal status, top IPC subclasses and inventors). */
export async function getEnterpriseAnalysis(name: string, options?: Record<string, unknown>) {
  return request<API.EnterpriseAnalysis>(`${front}/analysis`, { method: 'GET', params: { name }, ...options });
}

/** One page of the enterprise's patents, newest filing first unless sorted otherwise. */
export async function findEnterprisePatents(params: API.EnterprisePatentParams, options?: Record<string, unknown>) {
  return getPage<API.EnterprisePatent>(`${front}/patents`, params, options);
}
