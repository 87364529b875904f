import type { Region } from '@/constants';
import { pathWith } from '@/utils/routePaths';

// Apart from the search's state: the pages that only link to the search or a result (the home's
// hero, the site search, the Suzhou navigation) load these few bytes, not the search's code.

/** Each portal's enterprise search page (spec §2). */
export const ENTERPRISE_SEARCH_PATH: Record<Region, string> = {
  taizhou: IPR_ROUTE_PATHS.ENTERPRISE_SEARCH,
  suzhou: IPR_ROUTE_PATHS.SUZHOU_ENTERPRISE,
};

/**
 * The result page of a name in a portal: spec §2 `/taizhou/enterprise/result/:enterpriseName`, and
 * its Suzhou twin `/suzhou/ipr-enterprise/result/:enterpriseName` (issue 16 item 2: a Suzhou visitor
 * stays in the Suzhou frame). The name is one encoded path segment, so `/`, `%`, `#`, `?`, brackets
 * and emoji survive the round trip through the router.
 */
export const enterpriseResultPath = (name: string, region: Region) =>
  pathWith(region === 'suzhou' ? IPR_ROUTE_PATHS.SUZHOU_ENTERPRISE_RESULT : IPR_ROUTE_PATHS.ENTERPRISE_RESULT, name);
