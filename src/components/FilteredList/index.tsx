import { Card, Grid, Pagination } from 'antd';
import { useRef, type ReactNode } from 'react';
import { listFallback } from '@/components/ListFallback';
import { REQUEST_DEFAULTS } from '@/constants';
import styles from './index.less';

/** A page request as ahooks `useRequest` gives it (data of the spec §3 paging shape). */
export interface FilteredListResult<T> {
  data?: API.Page<T>;
  loading: boolean;
  error?: unknown;
  refresh: () => void;
}

/** Texts of one list, already in the current locale. */
export interface FilteredListTexts {
  /** The results heading (an h2). */
  title: string;
  /** "N items" for the results header. */
  total: (total: number) => string;
  loadFailed: string;
  empty: string;
  emptyFiltered: string;
  /** Button that leaves a page past the end of the list. */
  firstPage: string;
  clearFilters: string;
  /** Name of the pagination landmark; without it the pager is not a landmark. */
  pagination?: string;
}

export interface FilteredListProps<T> {
  /** id of the results card (a page may link or scroll to it). */
  id?: string;
  /** Extra class of the results card. */
  className?: string;
  /** The page's filter controls (its search form). */
  filters: ReactNode;
  /** `card`: the filters get their own card above the results; `inline`: they head the results card. */
  filtersPlacement?: 'card' | 'inline';
  /** Sort control of the results header, if the list is sortable. */
  sort?: ReactNode;
  texts: FilteredListTexts;
  result: FilteredListResult<T>;
  /** 1-based page of the URL. */
  page: number;
  /** Writes a page to the URL. */
  onPageChange: (page: number) => void;
  /** A search or filter is applied (chooses the empty text and offers clearing). */
  filtered: boolean;
  onClearFilters: () => void;
  /** Keep the rows on screen while the next page loads (default); `false` shows the skeleton instead. */
  keepRows?: boolean;
  skeletonRows?: number;
  /** Where a page change scrolls to: the top of the window, the results card, or nowhere. */
  scrollOnPage?: 'window' | 'results' | 'none';
  /**
   * The rows: a table or cards supplied by the page. Called only when there are rows to show;
   * `cards` is true on phones (antd breakpoint md off), where lists show one card per row.
   */
  children: (list: T[], cards: boolean) => ReactNode;
}

/**
 * Scaffolding of a paged, filtered list (issue 15): the filter area, the results header (heading,
 * total, optional sort), the page's rows, pagination and the states in place of rows (skeleton,
 * error with retry, empty, empty after filters with "clear filters", past the last page). The URL
 * state comes from {@link useFilteredList}; the page keeps its filters, columns or cards and
 * service. Deliberately free of antd Table/Form/Select: pages bring those.
 */
export default function FilteredList<T>(props: FilteredListProps<T>) {
  const { result, texts, page, filtered } = props;
  const cards = Grid.useBreakpoint().md === false;
  const resultsRef = useRef<HTMLDivElement>(null);
  const list = result.data?.list ?? [];
  const total = result.data?.total ?? 0;
  const inline = props.filtersPlacement === 'inline';

  const fallback = listFallback({
    error: result.error,
    loading: result.loading,
    loaded: props.keepRows === false ? false : Boolean(result.data),
    count: list.length,
    total,
    page,
    filtered,
    texts,
    onRetry: result.refresh,
    onFirstPage: () => props.onPageChange(1),
    onClearFilters: props.onClearFilters,
    skeletonRows: props.skeletonRows,
  });

  const goToPage = (next: number) => {
    props.onPageChange(next);
    if (props.scrollOnPage === 'results') resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    else if (props.scrollOnPage !== 'none') window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const pager =
    total > REQUEST_DEFAULTS.pageSize && list.length && !(result.error && !result.loading) ? (
      <Pagination
        current={page}
        pageSize={REQUEST_DEFAULTS.pageSize}
        total={total}
        showSizeChanger={false}
        simple={cards}
        disabled={result.loading}
        onChange={goToPage}
      />
    ) : null;

  const filterArea = inline ? (
    <div className={styles.filtersInline}>{props.filters}</div>
  ) : (
    <Card variant="borderless" className={styles.filters}>
      {props.filters}
    </Card>
  );

  return (
    <>
      {inline ? null : filterArea}
      <Card
        id={props.id}
        ref={resultsRef}
        variant="borderless"
        className={props.className ? `${styles.results} ${props.className}` : styles.results}
        title={<h2 className={styles.title}>{texts.title}</h2>}
        extra={
          result.data || props.sort ? (
            <>
              {result.data ? (
                <span className={styles.total} role="status">
                  {texts.total(total)}
                </span>
              ) : null}
              {props.sort ? <span className={styles.sort}>{props.sort}</span> : null}
            </>
          ) : null
        }
      >
        {inline ? filterArea : null}
        <div aria-busy={result.loading}>{fallback ?? props.children(list, cards)}</div>
        {pager && texts.pagination ? (
          <nav aria-label={texts.pagination} className={styles.pagination}>
            {pager}
          </nav>
        ) : pager ? (
          <div className={styles.pagination}>{pager}</div>
        ) : null}
      </Card>
    </>
  );
}

/**
 * Shared class names: the card list of phones (`<ul cards><li card><h3 cardTitle/><dl facts/></li></ul>`),
 * the reset column, and the results card's look (`section`, `sectionTitle`) for a page's other cards.
 */
export const listClasses = {
  section: styles.results,
  sectionTitle: styles.title,
  cards: styles.cards,
  card: styles.card,
  cardTitle: styles.cardTitle,
  facts: styles.facts,
  resetCol: styles.resetCol,
};

export { default as useFilteredList } from './useFilteredList';
