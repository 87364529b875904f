import { Link, useIntl, useLocation } from '@umijs/max';
import { Breadcrumb, Tag } from 'antd';
import FilteredList, { blankAsUndefined, useFilteredList } from '@/components/FilteredList';
import DateRangeField from '@/components/FilteredList/DateRangeField';
import { FilterForm } from '@/components/FilteredList/fields';
import PageHeading from '@/components/PageHeading';
import { findAnnouncements } from '@/services/dataService';
import { PAGE_HANDLES_ERRORS } from './shared/detail';
import { ANNOUNCEMENT_CATEGORIES } from '@/domain/content';
import { valueLabel } from './shared/format';
import styles from './index.less';
import { formatDay } from '@/utils/date';

const KEYS = ['category', 'keyword', 'start', 'end'] as const;

/**
 * Issue 3 item 2: the full list of policy announcements (served at `/taizhou/announceDetail`
 * without an id, docs/api.md §6.3): category, keyword, publish-date range and page in the URL.
 */
export default function AnnouncementList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useFilteredList(KEYS, ({ category, keyword, start, end }, page) =>
    findAnnouncements({ ...page, ...blankAsUndefined({ category, keyword, startDate: start, endDate: end }) }, PAGE_HANDLES_ERRORS),
  );
  // The detail page's back link returns to this very search.
  const from = useLocation().search;

  const filters = (
    <FilterForm
      state={list.filterForm}
      fields={[
        { kind: 'keyword', id: 'announce-keyword', label: t('content.keyword'), placeholder: t('content.announce.keywordPlaceholder'), cols: { xs: 24, md: 12, xl: 9 } },
        {
          kind: 'choice',
          name: 'category',
          id: 'announce-category',
          label: t('content.announce.category'),
          options: Object.keys(ANNOUNCEMENT_CATEGORIES).map((value) => ({ value, label: valueLabel(intl, ANNOUNCEMENT_CATEGORIES, value) })),
          cols: { xs: 24, sm: 12, md: 6, xl: 5 },
        },
      ]}
      resetCols={{ xs: 24, xl: 3 }}
    >
      <DateRangeField state={list.filterForm} id="announce-dates" label={t('content.announce.dateFilter')} cols={{ xs: 24, sm: 12, md: 6, xl: 7 }} />
    </FilterForm>
  );

  return (
    <>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to="/taizhou">{t('menu.taizhou.home')}</Link> }, { title: t('content.announce.listTitle') }]}
      />
      <PageHeading title={t('content.announce.listTitle')} intro={t('content.announce.listIntro')} />
      <FilteredList
        {...list.listProps}
        filters={filters}
        // The rows are replaced by a skeleton on every page change: their heights differ page to page.
        keepRows={false}
        messages="content"
        titleId="content.results"
        emptyId="common.empty"
      >
        {(rows) => (
          <ul className={styles.rows}>
            {rows.map((item) => (
              <li key={item.id} className={styles.row}>
                <Tag color="blue" className={styles.rowTag}>
                  {valueLabel(intl, ANNOUNCEMENT_CATEGORIES, item.category)}
                </Tag>
                <div className={styles.rowMain}>
                  <Link to={`/taizhou/announceDetail?id=${encodeURIComponent(item.id)}`} state={{ from }} className={styles.rowTitle}>
                    {item.title}
                  </Link>
                  <div className={styles.rowMeta}>{[item.department, item.docNo].filter(Boolean).join(' · ')}</div>
                </div>
                <time className={styles.rowDate} dateTime={item.publishDate}>
                  {formatDay(intl.locale, item.publishDate)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </FilteredList>
    </>
  );
}
