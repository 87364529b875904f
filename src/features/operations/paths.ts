/** Spec §2 `/taizhou/operations/sell/:id`: the detail page of a listing. */
export const sellDetailPath = (id: string) => `/taizhou/operations/sell/${encodeURIComponent(id)}`;

/** Spec §2 `/taizhou/operations/list`. */
export const OPERATIONS_LIST_PATH = '/taizhou/operations/list';
