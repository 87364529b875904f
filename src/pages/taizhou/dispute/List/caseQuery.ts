import { disputeCasesView } from '@/services/businessViews';
import { firstViewQuery } from '@/services/firstViewQuery';

/**
 * The findDisputeCases parameters of the case list at these URL parameters
 * (`?keyword=&type=&status=&year=&page=`): the dispute page's first-view declaration
 * (`disputeCasesView`), which the static shell prefetched for the address, read by the same
 * function. A type, status or year the list does not know filters by nothing.
 */
export function caseQuery(params: URLSearchParams): API.DisputeCaseParams {
  return firstViewQuery<API.DisputeCaseParams>(disputeCasesView(), { search: params });
}

/** Whether the parameters narrow the list (the page and its size aside). */
export const narrowsCases = ({ keyword, disputeType, status, year }: API.DisputeCaseParams) =>
  Boolean(keyword || disputeType || status || year);
