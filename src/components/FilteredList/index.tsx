import { useIntl } from '@umijs/max';
import { Card } from 'antd';
import { Fragment, useRef, type ReactNode } from 'react';
import { listFallback } from '@/components/ListFallback';
import Pager from '@/components/Pager';
import { REQUEST_DEFAULTS } from '@/constants';
import styles from './index.less';
import useNarrow from '@/hooks/useNarrow';
import FilterFold from '@/components/FilterFold';
import deferred from '@/components/Deferred';
import type { FilteredListResult } from './types';

/**
 * A list's antd Table, loaded after the page has drawn (issue 13 item 2). Takes antd Table's props;
 * a list that draws it sets {@link FilteredListProps.table}, so its rows wait for the code.
 */
export const ListTable = deferred(() => import('./ListTable'));

/** A table made by `deferred()`: the list asks it whether its code is here. */
export interface DeferredTable {
  useReady: (wanted?: boolean) => boolean;
}

/** Props a list's antd Table takes from the block: its rows, the loading veil, no own pager (the block pages). */
export interface ListTableProps<T> {
  dataSource: T[];
  loading: boolean;
  pagination: false;
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
  /**
   * Prefix of the list's message ids: `<messages>.total` ("N items", `{total}`), `.loadFailed`,
   * `.empty`, `.emptyFiltered`, `.firstPage` (leaves a page past the end), `.clearFilters`, and
   * `.pagination` (name of the pager landmark) when `paginationLandmark` is set.
   */
  messages: string;
  /** Message id of the results heading (an h2). */
  titleId: string;
  /** Message id of the empty text, when it is not `<messages>.empty`. */
  emptyId?: string;
  /** Wrap the pager in a named `navigation` landmark. */
  paginationLandmark?: boolean;
  result: FilteredListResult<T>;
  /** 1-based page of the URL. */
  page: number;
  /** Writes a page to the URL. */
  onPageChange: (page: number) => void;
  /** A search or filter is applied (chooses the empty text and offers clearing). */
  filtered: boolean;
  /** How many filters are applied: shown on the phone's "Filter" button. */
  activeFilters: number;
  onClearFilters: () => void;
  /**
   * The rows are a deferred table on wide screens: `true` for {@link ListTable}, or the page's own
   * `deferred()` table. Until its code is here the list counts as loading, so rows, count and pager
   * arrive together, as they do when the answer comes last.
   */
  table?: boolean | DeferredTable;
  /** Keep the rows on screen while the next page loads (default); `false` shows the skeleton instead. */
  keepRows?: boolean;
  skeletonRows?: number;
  /** Where a page change scrolls to: the top of the window, the results card, or nowhere. */
  scrollOnPage?: 'window' | 'results' | 'none';
  /**
   * The rows: a table or cards supplied by the page. Called only when there are rows to show;
   * `cards` is true on phones (antd breakpoint md off), where lists show one card per row
   * ({@link CardList}); `table` holds the props every list's antd Table shares.
   */
  children: (list: T[], cards: boolean, table: ListTableProps<T>) => ReactNode;
}

/**
 * Scaffolding of a paged, filtered list (issue 15): the filter area, the results header (heading,
 * total, optional sort), the page's rows, pagination and the states in place of rows (skeleton,
 * error with retry, empty, empty after filters with "clear filters", past the last page). The URL
 * state comes from {@link useFilteredList}; the page keeps its filters, columns or cards and
 * service. antd Table, Form and Select stay out of a list page's first load: {@link ListTable},
 * `FilterForm` and the pager load after the page has drawn (issue 13 item 2).
 */
export default function FilteredList<T>(props: FilteredListProps<T>) {
  const { messages, page, filtered } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const cards = useNarrow();
  // Always one table's hook, so the hooks keep their order whatever the list draws.
  const deferredTable = typeof props.table === 'object' ? props.table : ListTable;
  const tableReady = deferredTable.useReady(Boolean(props.table) && !cards);
  const result =
    !props.table || cards || tableReady || props.result.error ? props.result : { ...props.result, data: undefined, loading: true };
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
    texts: {
      loadFailed: t(`${messages}.loadFailed`),
      empty: t(props.emptyId ?? `${messages}.empty`),
      emptyFiltered: t(`${messages}.emptyFiltered`),
      firstPage: t(`${messages}.firstPage`),
      clearFilters: t(`${messages}.clearFilters`),
    },
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
      <Pager
        current={page}
        pageSize={REQUEST_DEFAULTS.pageSize}
        total={total}
        showSizeChanger={false}
        simple={cards}
        disabled={result.loading}
        onChange={goToPage}
      />
    ) : null;

  const filterBody = inline ? (
    <div className={styles.filtersInline}>{props.filters}</div>
  ) : (
    <Card variant="borderless" className={styles.filters}>
      {props.filters}
    </Card>
  );
  const filterArea = (
    <FilterFold fold={cards} activeFilters={props.activeFilters}>
      {filterBody}
    </FilterFold>
  );

  return (
    <>
      {inline ? null : filterArea}
      <Card
        id={props.id}
        ref={resultsRef}
        variant="borderless"
        className={props.className ? `${styles.results} ${props.className}` : styles.results}
        title={<h2 className={styles.title}>{t(props.titleId)}</h2>}
        // The total's line is there before the first answer (a live region must exist before what it
        // announces, and on a phone the arriving count must not push the results down).
        extra={
          <>
            <span className={styles.total} role="status">
              {result.data ? t(`${messages}.total`, { total }) : null}
            </span>
            {props.sort ? <span className={styles.sort}>{props.sort}</span> : null}
          </>
        }
      >
        {inline ? filterArea : null}
        <div aria-busy={result.loading}>
          {fallback ?? props.children(list, cards, { dataSource: list, loading: result.loading, pagination: false })}
        </div>
        {pager && props.paginationLandmark ? (
          <nav aria-label={t(`${messages}.pagination`)} className={styles.pagination}>
            {pager}
          </nav>
        ) : pager ? (
          <div className={styles.pagination}>{pager}</div>
        ) : null}
      </Card>
    </>
  );
}

export interface CardListProps<T> {
  rows: T[];
  rowKey: (row: T) => string;
  /** The card's heading (an h3 unless `titleLevel` says otherwise). */
  title: (row: T) => ReactNode;
  titleLevel?: 2 | 3;
  /** What follows the heading: tags, {@link Facts}. */
  children: (row: T) => ReactNode;
}

/** The phone form of a list: one bordered card per row, each with a heading. */
export function CardList<T>({ rows, rowKey, title, titleLevel = 3, children }: CardListProps<T>) {
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.cards}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={styles.card}>
          <Heading className={styles.cardTitle}>{title(row)}</Heading>
          {children(row)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A card's facts as a two-column description list. `items` maps a field to its value; the label
 * is the message `<messages>.<field>`.
 */
export function Facts({ messages, items }: { messages: string; items: Record<string, ReactNode> }) {
  const intl = useIntl();
  return (
    <dl className={styles.facts}>
      {Object.entries(items).map(([field, value]) => (
        <Fragment key={field}>
          <dt>{intl.formatMessage({ id: `${messages}.${field}` })}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A row's name with its code (credit code, licence) beneath: the first cell of a list's table. */
export function NameWithCode({ name, code }: { name: ReactNode; code?: ReactNode }) {
  return (
    <>
      {name}
      <div className={styles.code}>{code}</div>
    </>
  );
}

/**
 * Shared class names: the card list of phones (`<ul cards><li card><h3 cardTitle/><dl facts/></li></ul>`),
 * codes and tags of a row, and the results card's look (`section`, `sectionTitle`) for a page's other cards.
 */
export const listClasses = {
  section: styles.results,
  sectionTitle: styles.title,
  cards: styles.cards,
  card: styles.card,
  cardTitle: styles.cardTitle,
  facts: styles.facts,
  /** Codes (credit codes, numbers) under a name. */
  code: styles.code,
  /** A wrapping row of tags. */
  tags: styles.tags,
  /** A filter form's keyword column (and its placeholder's): the whole row in care mode (issue 46 item 5). */
  keywordCol: styles.keywordCol,
};

export { default as useFilteredList, blankAsUndefined } from './useFilteredList';
export type { FilteredListResult } from './types';
