import { Link, useIntl } from '@umijs/max';
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import PageHeading from '@/components/PageHeading';
import { formatDay } from './format';
import styles from './list.less';

/** Message ids every Taizhou content list gives the FilteredList block (results heading, empty text). */
export const CONTENT_LIST_MESSAGES = { messages: 'content', titleId: 'content.results', emptyId: 'common.empty' } as const;

/**
 * Head of a Taizhou content list page (announcements, penalties, news, products): the
 * breadcrumb home → this list, the page's h1 and its intro.
 */
export function ContentListHead({ title, intro }: { title: string; intro: string }) {
  const intl = useIntl();
  return (
    <>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to="/taizhou">{intl.formatMessage({ id: 'menu.taizhou.home' })}</Link> }, { title }]}
      />
      <PageHeading title={title} intro={intro} />
    </>
  );
}

/** One row of a dated content list. */
export interface ContentRow {
  id: string;
  /** A tag before the title (category), if the list has one. */
  tag?: ReactNode;
  /** The title, a link to the record's detail. */
  title: ReactNode;
  /** One line under the title (department, source). */
  meta?: string;
  summary?: string;
  /** `YYYY-MM-DD`, shown in the visitor's locale. */
  date: string;
}

/** A dated list of titles (announcements, news): tag, linked title, meta line, summary, date. */
export function ContentRows({ rows }: { rows: ContentRow[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          {row.tag ? <span className={styles.rowTag}>{row.tag}</span> : null}
          <div className={styles.rowMain}>
            {row.title}
            {row.meta ? <div className={styles.rowMeta}>{row.meta}</div> : null}
            {row.summary ? <p className={styles.rowSummary}>{row.summary}</p> : null}
          </div>
          <time className={styles.rowDate} dateTime={row.date}>
            {formatDay(intl, row.date)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** Class of a row's title link. */
export const rowTitleClass = styles.rowTitle;
