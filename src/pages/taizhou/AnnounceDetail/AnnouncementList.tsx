import { Link, useIntl, useLocation } from '@umijs/max';
import { Breadcrumb, Tag } from 'antd';
import FilteredList, { useFilteredList } from '@/components/FilteredList';
import DateRangeField from '@/components/FilteredList/DateRangeField';
import { ChoiceField, FilterForm, KeywordField, ResetField } from '@/components/FilteredList/fields';
import PageHeading from '@/components/PageHeading';
import { findAnnouncements } from '@/services/dataService';
import { PAGE_HANDLES_ERRORS } from './shared/detail';
import { CATEGORY_LABELS, formatDay, valueLabel } from './shared/format';
import styles from './index.less';

const KEYS = ['category', 'keyword', 'start', 'end'] as const;

/**
 * Issue 3 item 2: the full list of policy announcements (served at `/taizhou/announceDetail`
 * without an id, docs/api.md §6.3): category, keyword, publish-date range and page in the URL.
 */
export default function AnnouncementList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useFilteredList(KEYS, (query, pageSize) =>
    findAnnouncements(
      {
        current: query.page,
        pageSize,
        category: query.category || undefined,
        keyword: query.keyword || undefined,
        startDate: query.start || undefined,
        endDate: query.end || undefined,
      },
      PAGE_HANDLES_ERRORS,
    ),
  );
  const { query, setQuery } = list;
  // The detail page's back link returns to this very search.
  const from = useLocation().search;

  const filters = (
    <FilterForm onFinish={() => list.search(list.draft)}>
      <KeywordField
        xs={24}
        md={12}
        xl={9}
        id="announce-keyword"
        label={t('content.keyword')}
        placeholder={t('content.announce.keywordPlaceholder')}
        value={list.draft}
        onChange={list.setDraft}
        onSearch={list.search}
      />
      <ChoiceField
        xs={24}
        sm={12}
        md={6}
        xl={5}
        id="announce-category"
        label={t('content.announce.category')}
        value={query.category}
        options={[
          { value: '', label: t('content.all') },
          ...Object.keys(CATEGORY_LABELS).map((value) => ({ value, label: valueLabel(intl, CATEGORY_LABELS, value) })),
        ]}
        onChange={(category) => setQuery({ category })}
      />
      <DateRangeField
        xs={24}
        sm={12}
        md={6}
        xl={7}
        id="announce-dates"
        label={t('content.announce.dateFilter')}
        start={query.start}
        end={query.end}
        onChange={(range) => setQuery(range)}
      />
      <ResetField xs={24} xl={3} filtered={list.filtered} onClear={list.clear} />
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
        texts={{
          title: t('content.results'),
          total: (total) => t('content.total', { total }),
          loadFailed: t('content.loadFailed'),
          empty: t('common.empty'),
          emptyFiltered: t('content.emptyFiltered'),
          firstPage: t('content.firstPage'),
          clearFilters: t('content.clearFilters'),
        }}
      >
        {(rows) => (
          <ul className={styles.rows}>
            {rows.map((item) => (
              <li key={item.id} className={styles.row}>
                <Tag color="blue" className={styles.rowTag}>
                  {valueLabel(intl, CATEGORY_LABELS, item.category)}
                </Tag>
                <div className={styles.rowMain}>
                  <Link to={`/taizhou/announceDetail?id=${encodeURIComponent(item.id)}`} state={{ from }} className={styles.rowTitle}>
                    {item.title}
                  </Link>
                  <div className={styles.rowMeta}>{[item.department, item.docNo].filter(Boolean).join(' · ')}</div>
                </div>
                <time className={styles.rowDate} dateTime={item.publishDate}>
                  {formatDay(intl, item.publishDate)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </FilteredList>
    </>
  );
}
