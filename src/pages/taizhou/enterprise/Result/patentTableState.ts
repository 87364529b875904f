import { ENTERPRISE_PATENTS_VIEW } from '@/services/diViews';
import { firstViewParams } from '@/services/firstView';

/** The list's page and sort, as the URL has them. */
export type PatentTableState = ReturnType<typeof readTableState>;

/**
 * The table's page and sort from the URL (`?page=&sort=&order=`), as the DI service's first-view
 * declaration reads them (`ENTERPRISE_PATENTS_VIEW`): newest filing first by default.
 */
export function readTableState(params: URLSearchParams) {
  const query = firstViewParams(ENTERPRISE_PATENTS_VIEW, { search: params }) as unknown as API.EnterprisePatentParams;
  return {
    page: query.current ?? 1,
    sortField: query.sortField ?? ('applicationDate' as const),
    sortOrder: query.sortOrder === 'ascend' ? ('ascend' as const) : ('descend' as const),
  };
}

/** The DI service query of the list's page at these URL parameters, for the enterprise `name` (as the profile spells it). */
export function patentQuery(params: URLSearchParams, name: string): API.EnterprisePatentParams {
  return firstViewParams(ENTERPRISE_PATENTS_VIEW, { search: params, path: name }) as unknown as API.EnterprisePatentParams;
}
