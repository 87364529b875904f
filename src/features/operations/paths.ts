import { pathWith } from '@/utils/routePaths';

/** Spec §2 `/taizhou/operations/sell/:id`: the detail page of a listing. */
export const sellDetailPath = (id: string) => pathWith(IPR_ROUTE_PATHS.OPERATIONS_SELL, id);

/** Spec §2 `/taizhou/operations/list`. */
export const OPERATIONS_LIST_PATH = IPR_ROUTE_PATHS.OPERATIONS_LIST;
