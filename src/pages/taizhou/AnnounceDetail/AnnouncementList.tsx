import { useIntl, useLocation } from '@umijs/max';
import { Tag } from 'antd';
import { blankAsUndefined, useFilteredList } from '@/components/FilteredList';
import { findAnnouncements } from '@/services/dataService';
import { PAGE_HANDLES_ERRORS } from './shared/detail';
import { ContentListPage, ContentRows } from './shared/ContentList';
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

  return (
    <ContentListPage<API.AnnouncementItem>
      id="announce"
      messages="content.announce"
      list={list}
      choices={[{ name: 'category', labels: CATEGORY_LABELS }]}
      dates
      // The rows are replaced by a skeleton on every page change: their heights differ page to page.
      keepRows={false}
    >
      {(rows) => (
        <ContentRows
          from={from}
          rows={rows.map((item) => ({
            ...{ id: item.id, title: item.title, to: `/taizhou/announceDetail?id=${encodeURIComponent(item.id)}`, date: item.publishDate },
            tag: <Tag color="blue">{valueLabel(intl, CATEGORY_LABELS, item.category)}</Tag>,
            meta: [item.department, item.docNo].filter(Boolean).join(' · '),
          }))}
        />
      )}
    </ContentListPage>
  );
}
