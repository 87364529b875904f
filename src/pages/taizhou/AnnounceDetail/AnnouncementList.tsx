import { Link, useIntl, useLocation } from '@umijs/max';
import { Tag } from 'antd';
import FilteredList, { blankAsUndefined, useFilteredList } from '@/components/FilteredList';
import DateRangeField from '@/components/FilteredList/DateRangeField';
import { FilterForm } from '@/components/FilteredList/fields';
import { findAnnouncements } from '@/services/dataService';
import { PAGE_HANDLES_ERRORS } from './shared/detail';
import { CONTENT_LIST_MESSAGES, ContentListHead, ContentRows, rowTitleClass } from './shared/ContentList';
import { CATEGORY_LABELS, valueLabel } from './shared/format';

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
          options: Object.keys(CATEGORY_LABELS).map((value) => ({ value, label: valueLabel(intl, CATEGORY_LABELS, value) })),
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
      <ContentListHead title={t('content.announce.listTitle')} intro={t('content.announce.listIntro')} />
      <FilteredList
        {...list.listProps}
        filters={filters}
        // The rows are replaced by a skeleton on every page change: their heights differ page to page.
        keepRows={false}
        {...CONTENT_LIST_MESSAGES}
      >
        {(rows) => (
          <ContentRows
            rows={rows.map((item) => ({
              id: item.id,
              tag: <Tag color="blue">{valueLabel(intl, CATEGORY_LABELS, item.category)}</Tag>,
              title: (
                <Link to={`/taizhou/announceDetail?id=${encodeURIComponent(item.id)}`} state={{ from }} className={rowTitleClass}>
                  {item.title}
                </Link>
              ),
              meta: [item.department, item.docNo].filter(Boolean).join(' · '),
              date: item.publishDate,
            }))}
          />
        )}
      </FilteredList>
    </>
  );
}
