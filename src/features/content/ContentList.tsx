import { Link, useIntl, useLocation } from '@umijs/max';
import { useMemo, type ReactNode } from 'react';
import FilteredList, { blankAsUndefined, useFilteredList, type FilteredListProps } from '@/components/FilteredList';
import { FilterForm, type FilterCols, type FilterField, type FilterFormState } from '@/components/FilteredList/fields';
import PageHeading from '@/components/PageHeading';
import { PAGE_HANDLES_ERRORS } from './detail';
import { valueLabel } from './format';
import styles from './list.less';
import Day from '@/components/Day';
import PortalBreadcrumb from '@/components/PortalBreadcrumb';
import { DATA_LANG } from '@/constants';

type IntlShape = ReturnType<typeof useIntl>;

/** Choices of a filter from a server value → English message-id map (Chinese shows the value itself). */
export const labelledOptions = (intl: IntlShape, labels: Record<string, string>) =>
  Object.keys(labels).map((value) => ({ value, label: valueLabel(intl, labels, value) }));

/** A one-of-a-list filter: URL key (its label is the message `<messages>.<name>`), server value → English label map. */
export interface ContentChoice {
  name: string;
  labels: Record<string, string>;
  cols?: FilterCols;
}

export interface ContentListPageProps<T> {
  /** Prefix of the filters' element ids (`<id>-keyword`, `<id>-<name>`, `<id>-dates`). */
  id: string;
  /** Prefix of the page's messages: `.listTitle`, `.listIntro`, `.keywordPlaceholder`, `.dateFilter`, a label per choice. */
  messages: string;
  /** The list's state from `useFilteredList`. */
  list: { filterForm: FilterFormState; listProps: Omit<FilteredListProps<T>, 'filters' | 'messages' | 'titleId' | 'children'> };
  /** Grid of the keyword box; the default suits one choice (and the dates, if any). */
  keywordCols?: FilterCols;
  choices: ContentChoice[];
  /** The publish- or decision-date range (URL keys `start`, `end`): `true` or its grid. */
  dates?: boolean | FilterCols;
  resetCols?: FilterCols;
  /** `false`: a skeleton replaces the rows on a page change (rows of differing heights). */
  keepRows?: boolean;
  /** The rows are a `ListTable` on wide screens ({@link FilteredListProps.table}). */
  table?: boolean;
  children: FilteredListProps<T>['children'];
}

const DATED_GRID = {
  keyword: { xs: 24, md: 12, xl: 9 },
  choice: { xs: 24, sm: 12, md: 6, xl: 5 },
  dates: { xs: 24, sm: 12, md: 6, xl: 7 },
  reset: { xs: 24, xl: 3 },
};
const UNDATED_GRID = {
  keyword: { xs: 24, md: 12, xl: 12 },
  choice: { xs: 24, sm: 12, md: 6, xl: 6 },
  dates: undefined,
  reset: { xs: 24, sm: 12, md: 6, xl: 3 },
};

/**
 * A Taizhou content list page (announcements, penalty notices, news, products; issues 3 and 16):
 * breadcrumb home → this list, the page's h1 and intro, then the FilteredList block with the
 * keyword, the choices, the date range and the page's rows. The portal frame is the caller's.
 */
export function ContentListPage<T>(props: ContentListPageProps<T>) {
  const { id, messages, list, choices, dates, keepRows, children } = props;
  const intl = useIntl();
  // The default grid: keyword, one choice, the dates if any, and Reset fill one row at xl.
  const grid = dates ? DATED_GRID : UNDATED_GRID;
  const datesCols = dates === true ? grid.dates : dates || undefined;
  const t = (key: string) => intl.formatMessage({ id: `${messages}.${key}` });
  const title = t('listTitle');
  const fields: FilterField[] = [
    {
      kind: 'keyword',
      id: `${id}-keyword`,
      label: intl.formatMessage({ id: 'content.keyword' }),
      placeholder: t('keywordPlaceholder'),
      cols: props.keywordCols ?? grid.keyword,
    },
    ...choices.map(
      ({ name, labels, cols = grid.choice }): FilterField => ({
        kind: 'choice',
        name,
        id: `${id}-${name}`,
        label: t(name),
        options: labelledOptions(intl, labels),
        cols,
      }),
    ),
    ...(datesCols ? [{ kind: 'dates', id: `${id}-dates`, label: t('dateFilter'), cols: datesCols } as const] : []),
  ];
  return (
    <>
      <PortalBreadcrumb className={styles.breadcrumb} current={title} />
      <PageHeading title={title} intro={t('listIntro')} />
      <FilteredList<T>
        {...list.listProps}
        filters={<FilterForm state={list.filterForm} fields={fields} resetCols={props.resetCols ?? grid.reset} />}
        keepRows={keepRows}
        table={props.table}
        messages="content"
        titleId="content.results"
        emptyId="common.empty"
      >
        {children}
      </FilteredList>
    </>
  );
}

/** One row of a dated content list. */
export interface ContentRow {
  id: string;
  /** A tag before the title (category), if the list has one. */
  tag?: ReactNode;
  title: string;
  /** The record's detail page. */
  to: string;
  /** One line under the title (department, source): Chinese data in a `DataText`, a translated term as it is. */
  meta?: ReactNode;
  summary?: string;
  /** `YYYY-MM-DD`, shown in the visitor's locale. */
  date: string;
}

/**
 * A dated list of titles (announcements, news): tag, linked title, meta line, summary, date.
 * `from` (the list's search) rides along in history state for the detail's back link.
 */
export function ContentRows({ rows, from }: { rows: ContentRow[]; from: string }) {
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          {row.tag ? <span className={styles.rowTag}>{row.tag}</span> : null}
          <div className={styles.rowMain}>
            <Link to={row.to} state={{ from }} className={styles.rowTitle} lang={DATA_LANG}>
              {row.title}
            </Link>
            {row.meta ? <div className={styles.rowMeta}>{row.meta}</div> : null}
            {row.summary ? (
              <p className={styles.rowSummary} lang={DATA_LANG}>
                {row.summary}
              </p>
            ) : null}
          </div>
          <Day value={row.date} className={styles.rowDate} />
        </li>
      ))}
    </ul>
  );
}

/** Filters of a dated content list: keyword, one choice (its own URL key) and the date range. */
type DatedParams = API.ContentPageParams & { startDate?: string; endDate?: string };

export interface DatedContentListProps<T> {
  /** Prefix of the filters' element ids. */
  id: string;
  /** Prefix of the page's messages (see {@link ContentListPageProps}). */
  messages: string;
  /** The one choice besides the keyword and dates; its `name` is both URL key and service parameter. */
  choice: ContentChoice;
  /** The list's service (docs/api.md §6): spec §3 paging, keyword, the choice, `startDate`–`endDate`. */
  find: (params: DatedParams, options: typeof PAGE_HANDLES_ERRORS) => Promise<API.Page<T>>;
  /** One record as a row. */
  row: (item: T) => ContentRow;
}

/**
 * A dated content list page (announcements, news; issues 3 and 16): keyword, one choice,
 * publish-date range and page in the URL (`start`, `end`, `page`), rows from `row`, newest first
 * as the service sends them. Each row's detail link carries this search for its back link.
 */
export function DatedContentList<T>({ id, messages, choice, find, row }: DatedContentListProps<T>) {
  const keys = useMemo(() => [choice.name, 'keyword', 'start', 'end'], [choice.name]);
  const list = useFilteredList(keys, ({ keyword, start, end, ...query }, page) =>
    find(
      { ...page, ...blankAsUndefined({ keyword, [choice.name]: query[choice.name], startDate: start, endDate: end }) },
      PAGE_HANDLES_ERRORS,
    ),
  );
  const from = useLocation().search;
  return (
    // The rows are replaced by a skeleton on every page change: their heights differ page to page.
    <ContentListPage<T> id={id} messages={messages} list={list} choices={[choice]} dates keepRows={false}>
      {(rows) => <ContentRows from={from} rows={rows.map(row)} />}
    </ContentListPage>
  );
}
