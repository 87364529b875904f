import { request } from '@umijs/max';
import { API_SCOPE, SERVICE_PREFIX } from '@/constants';
import { getPage } from './paging';
import type { Region } from '@/constants';

/**
 * The agency service (`/ipr-agency-service`, public `front` scope; spec §7, docs/api.md §11): the
 * patent agency directory and the headline statistics of agency services. Resolves the envelope's
 * `data`; HTTP and network failures reject.
 */
const front = `${SERVICE_PREFIX.agency}/api/${API_SCOPE.public}/agency`;

/** One page of licensed patent agencies, most patent attorneys first. */
export async function findAgencies(params: API.AgencySearchParams, options?: Record<string, unknown>) {
  return getPage<API.AgencyItem>(`${front}/findPage`, params, options);
}

/** Headline figures of the region's agency services (agencies, attorneys, filings in the last 12 months, penalties). */
export async function getAgencyStatistics(region: Region, options?: Record<string, unknown>) {
  return request<API.AgencyStatistics>(`${front}/statistics`, { method: 'GET', params: { region }, ...options });
}
