// Relative imports: plugin.ts reads these declarations at build time (the static shell's prefetch).
import { REQUEST_DEFAULTS, SEARCH_KEYWORD_MAX, type Region } from '../constants';
import { PATENT_SORT_FIELDS } from '../domain/patent';
import { DEFAULT_SORT, PATENT_COUNT_MAX, QUALIFICATIONS, REGION_DISTRICTS, SORT_FIELDS } from '../domain/enterprise';
import { DI_FRONT } from './diService';
import type { PrefetchRequest } from './firstView';

/**
 * The first views of the DI service's pages (src/services/firstView.ts), beside ./diService.ts, whose
 * functions send them: the pages derive their requests from these, the static shell prefetches them.
 * Apart from the service so that a page calling the service for other things (the site search) does
 * not load the enterprise search's vocabulary.
 */

const front = DI_FRONT;

/**
 * The enterprise search's first view (src/features/enterprise: `searchQuery`, `parseSearchState`):
 * the page of enterprises its address asks for.
 */
export const enterpriseSearchView = (region: Region): PrefetchRequest => ({
  url: `${front}/findPage`,
  params: {
    current: { from: 'page' },
    pageSize: REQUEST_DEFAULTS.pageSize,
    region,
    keyword: { from: 'query', key: 'keyword', max: SEARCH_KEYWORD_MAX },
    district: { from: 'query', key: 'district', oneOf: REGION_DISTRICTS[region] },
    profession: { from: 'query', key: 'profession', max: SEARCH_KEYWORD_MAX },
    qualifications: { from: 'list', key: 'qual', oneOf: QUALIFICATIONS },
    minPatents: { from: 'range', keys: ['min', 'max'], end: 'low', max: PATENT_COUNT_MAX },
    maxPatents: { from: 'range', keys: ['min', 'max'], end: 'high', max: PATENT_COUNT_MAX },
    sortField: { from: 'query', key: 'sort', oneOf: SORT_FIELDS, fallback: DEFAULT_SORT.field },
    sortOrder: { from: 'query', key: 'order', oneOf: ['ascend', 'descend'], fallback: DEFAULT_SORT.order },
  },
});

/** The enterprise result's first view: the profile of the address's name (`getEnterpriseDetail` sends `{ name }`). */
export const ENTERPRISE_DETAIL_VIEW: PrefetchRequest = { url: `${front}/detail`, params: { name: { from: 'path' } } };

/**
 * The enterprise result's patent list, first view (`readTableState` and PatentTable): the page and
 * the sort of the address (`?sort=&order=`, read untrimmed), of the name the profile spells. An
 * enterprise the service spells otherwise than its address gets its patents asked again, with that name.
 */
export const ENTERPRISE_PATENTS_VIEW: PrefetchRequest = {
  url: `${front}/patents`,
  params: {
    current: { from: 'page' },
    pageSize: REQUEST_DEFAULTS.pageSize,
    name: { from: 'path' },
    sortField: { from: 'query', key: 'sort', raw: true, oneOf: PATENT_SORT_FIELDS, fallback: PATENT_SORT_FIELDS[0] },
    sortOrder: { from: 'query', key: 'order', raw: true, oneOf: ['ascend'], fallback: 'descend' },
  },
};
