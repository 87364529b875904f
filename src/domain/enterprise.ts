/**
 * The enterprise search's vocabulary (issue 4, spec §2): the districts of each region, the
 * qualifications, the sort fields and the patent-count range, as the DI service (docs/api.md §9)
 * and the search's address (src/features/enterprise/searchState.ts) share them.
 */
import type { Region } from '../constants';

/** Spec §2 regions → their county-level districts (domain notes), in the order the filter lists them. */
export const REGION_DISTRICTS: Record<Region, readonly string[]> = {
  taizhou: ['海陵区', '高港区', '姜堰区', '兴化市', '靖江市', '泰兴市', '泰州医药高新区'],
  suzhou: ['姑苏区', '虎丘区', '吴中区', '相城区', '吴江区', '苏州工业园区', '常熟市', '张家港市', '昆山市', '太仓市'],
};

export const QUALIFICATIONS: readonly API.EnterpriseQualification[] = ['high_tech', 'specialized', 'ip_advantage', 'tech_sme'];

export const SORT_FIELDS: readonly API.EnterpriseSortField[] = [
  'patentCount',
  'inventionCount',
  'utilityCount',
  'designCount',
  'validInventionCount',
];

export const DEFAULT_SORT: { field: API.EnterpriseSortField; order: API.SortOrder } = { field: 'patentCount', order: 'descend' };

/** Largest patent count the range accepts. */
export const PATENT_COUNT_MAX = 100_000;
