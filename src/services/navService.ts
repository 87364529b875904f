import { request } from '@umijs/max';
import { API_SCOPE, SERVICE_PREFIX } from '@/constants';
import type { Region } from '@/constants';

/**
 * The navigation service (`/ipr-nav-service`, public `front` scope; spec §7, docs/api.md §10):
 * the key industry chains of a region. Resolves the envelope's `data`; HTTP and network failures reject.
 */
const front = `${SERVICE_PREFIX.nav}/api/${API_SCOPE.public}`;

/** The region's industry chains with their upstream / midstream / downstream segments; counts are patents. */
export async function listIndustryChains(region: Region, options?: Record<string, unknown>) {
  return request<API.IndustryChain[]>(`${front}/industryChain/list`, { method: 'GET', params: { region }, ...options });
}
