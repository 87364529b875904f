import { PATENT_SORT_FIELDS } from '@/domain/patent';

/** The list's page and sort, as the URL has them. */
export type PatentTableState = ReturnType<typeof readTableState>;

/** The table's page and sort from the URL (`?page=&sort=&order=`); newest filing first by default. */
export function readTableState(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const sort = params.get('sort') as API.EnterprisePatentSortField | null;
  const order = params.get('order');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sortField: sort && PATENT_SORT_FIELDS.includes(sort) ? sort : ('applicationDate' as const),
    sortOrder: order === 'ascend' ? ('ascend' as const) : ('descend' as const),
  };
}
