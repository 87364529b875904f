// Relative imports: plugin.ts reads these declarations at build time (the static shell's prefetch).
import { REQUEST_DEFAULTS } from '../constants';
import { DISPUTE_TYPES, PUBLIC_DISPUTE_STATUSES } from '../domain/dispute';
import { DISPUTE_CASES } from './businessService';
import type { PrefetchRequest } from './firstView';

/**
 * The dispute page's first view (src/services/firstView.ts), beside ./businessService.ts, whose
 * `findDisputeCases` sends it: the public case list's page for the address's filters, which the
 * page's `caseQuery` (src/pages/taizhou/dispute/List/caseQuery.ts) and the static shell's prefetch
 * both read; a type, status or year the list does not know filters by nothing. A visitor's own
 * requests need a login: not prefetched. Apart from the service so that a test mocking the
 * service's calls keeps the declaration.
 */
export const disputeCasesView = (): PrefetchRequest => ({
  url: DISPUTE_CASES,
  params: {
    current: { from: 'page' },
    pageSize: REQUEST_DEFAULTS.pageSize,
    'queryData.keyword': { from: 'query', key: 'keyword' },
    'queryData.disputeType': { from: 'query', key: 'type', oneOf: DISPUTE_TYPES },
    'queryData.status': { from: 'query', key: 'status', oneOf: PUBLIC_DISPUTE_STATUSES },
    'queryData.year': { from: 'query', key: 'year', pattern: '^\\d{4}$' },
  },
});
