import { Link, useIntl, useLocation, useSearchParams } from '@umijs/max';
import { useMemo } from 'react';
import deferred from '@/components/Deferred';
import FormPlaceholder from '@/components/Deferred/FormPlaceholder';
import FilteredList, { CardList, listClasses } from '@/components/FilteredList';
import { ListSkeleton } from '@/components/LineSkeleton';
import ProfessionName from '@/components/ProfessionName';
import { DATA_LANG } from '@/constants';
import type { Region } from '@/constants';
import useServiceRequest from '@/hooks/useServiceRequest';
import { findEnterprises } from '@/services/diService';
import { toPage } from '@/utils/serviceResult';
import { placeholderFields, sortOptions } from './layout';
import QualificationTags from './QualificationTags';
import {
  activeFilterCount,
  clearedFilters,
  isFiltered,
  parseSearchState,
  searchQuery,
  toSearchParams,
  updateSearchState,
  type EnterpriseSearchState,
} from './searchState';
import { enterpriseResultPath } from './paths';
import styles from './index.less';
import DataText from '@/components/DataText';

// The form, the sort and the wide screens' table load after the page has drawn (issue 13 item 2).
const SearchForm = deferred(() => import('./SearchForm'));
const SortSelect = deferred(() => import('./SortSelect'));
const ResultTable = deferred(() => import('./ResultTable'));

export interface EnterpriseSearchProps {
  /** Region whose enterprises and districts are searched (spec §1 route prefix). */
  region: Region;
}

const COUNT_COLUMNS: readonly API.EnterpriseSortField[] = [
  'inventionCount',
  'utilityCount',
  'designCount',
  'validInventionCount',
  'patentCount',
];

/** History state a result page reads to link back to exactly this search. */
export type EnterpriseSearchOrigin = { from?: string };

/**
 * Issue 4: the enterprise (innovation subject) search shared by `/taizhou/enterprise/search` and
 * `/suzhou/ipr-enterprise`. Keyword (name or credit code), district of the region, industry from
 * the profession dictionary, qualifications and a patent-count range; results with their patent
 * counts (DI service, docs/api.md §9), sortable and paged. The whole search lives in the URL
 * (`searchState.ts`), so it survives reload, sharing and back. Wide screens get a table that
 * scrolls inside its card, narrow screens one card per enterprise. The page supplies the h1.
 * The request starts with the page; the form (`SearchForm`), the sort and the table come in
 * chunks of their own after the page has drawn, behind placeholders of their size.
 */
export default function EnterpriseSearch({ region }: EnterpriseSearchProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => parseSearchState(params, region), [params, region]);
  const update = (patch: Partial<EnterpriseSearchState>) => {
    const next = toSearchParams(updateSearchState(state, patch));
    // Issue 27 item 11: the search already shown (查询 after a district choice, which searched at
    // once) adds no history entry: Back leaves it in one press.
    if (next.toString() === toSearchParams(state).toString()) return;
    setParams(next);
  };
  const from = `${location.pathname}${location.search}`;

  const query = useMemo(() => searchQuery(params, region), [params, region]);
  const request = useServiceRequest(async () => toPage<API.EnterpriseItem>(await findEnterprises(query, { skipErrorHandler: true })), {
    refreshDeps: [JSON.stringify(query)],
  });
  const filtered = isFiltered(state);

  const countOf = (value: number) => intl.formatNumber(value);
  const clear = () => setParams(toSearchParams(clearedFilters(state)));
  const sort = (sortField: API.EnterpriseSortField, sortOrder: API.SortOrder) => update({ sortField, sortOrder });

  const nameLink = (item: API.EnterpriseItem) => (
    <Link to={enterpriseResultPath(item.name, region)} state={{ from }} className={styles.name} lang={DATA_LANG}>
      {item.name}
    </Link>
  );
  const qualificationTags = (item: API.EnterpriseItem) =>
    item.qualifications.length ? (
      <div className={listClasses.tags}>
        <QualificationTags codes={item.qualifications} />
      </div>
    ) : null;

  const sortValue = `${state.sortField}:${state.sortOrder}`;

  const idPrefix = `enterprise-search-${region}`;
  return (
    <FilteredList
      result={request}
      // Until the table's code is here a wide screen's list counts as loading (FilteredList).
      table={ResultTable}
      page={state.page}
      onPageChange={(page) => update({ page })}
      filtered={filtered}
      activeFilters={activeFilterCount(state)}
      onClearFilters={clear}
      filters={
        <SearchForm
          region={region}
          state={state}
          onSearch={update}
          onClear={clear}
          filtered={filtered}
          idPrefix={idPrefix}
          fallback={<FormPlaceholder fields={placeholderFields(t)} />}
        />
      }
      sort={
        <>
          <label htmlFor={`${idPrefix}-sort`}>{t('enterprise.search.sort')}</label>
          <SortSelect
            id={`${idPrefix}-sort`}
            value={sortValue}
            onChange={sort}
            fallback={
              <span className={styles.sortPlaceholder} aria-hidden>
                {sortOptions(t).find((option) => option.value === sortValue)?.label}
              </span>
            }
          />
        </>
      }
      messages="enterprise.search"
      titleId="enterprise.search.results"
    >
      {(rows, cards, table) =>
        cards ? (
          <CardList rows={rows} rowKey={(item) => item.creditCode} title={nameLink}>
            {(item) => (
              <>
                <div className={styles.cardMeta}>
                  <DataText>{item.district}</DataText> · <ProfessionName value={item.profession} />
                </div>
                {qualificationTags(item)}
                <dl className={styles.counts} aria-label={t('enterprise.search.counts')}>
                  {COUNT_COLUMNS.map((field) => (
                    <div key={field}>
                      <dt>{t(`enterprise.field.${field}`)}</dt>
                      <dd>{countOf(item[field])}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </CardList>
        ) : (
          <ResultTable
            table={table}
            state={state}
            onSort={sort}
            nameLink={nameLink}
            qualificationTags={qualificationTags}
            fallback={<ListSkeleton />}
          />
        )
      }
    </FilteredList>
  );
}
