import { useIntl, useLocation } from '@umijs/max';
import { blankAsUndefined, useFilteredList } from '@/components/FilteredList';
import PortalFrame from '@/components/PortalFrame';
import { ContentListPage, ContentRows } from '@/pages/taizhou/AnnounceDetail/shared/ContentList';
import { PAGE_HANDLES_ERRORS } from '@/pages/taizhou/AnnounceDetail/shared/detail';
import { NEWS_SOURCE_LABELS, valueLabel } from '@/pages/taizhou/AnnounceDetail/shared/format';
import { findNews } from '@/services/dataService';

const KEYS = ['keyword', 'source', 'start', 'end'] as const;
const newsDetailPath = (id: string) => `/taizhou/newsDetail?id=${encodeURIComponent(id)}`;


/**
 * Issue 16: every publicity and news item, newest first: keyword, source, publish-date range and
 * page in the URL (docs/api.md §6). Each title opens `/taizhou/newsDetail`, whose back link
 * returns to this very search.
 */
export default function NewsList() {
  const intl = useIntl();
  const list = useFilteredList(KEYS, ({ keyword, source, start, end }, page) =>
    findNews({ ...page, ...blankAsUndefined({ keyword, source, startDate: start, endDate: end }) }, PAGE_HANDLES_ERRORS),
  );
  const from = useLocation().search;

  return (
    <PortalFrame>
      <ContentListPage<API.NewsItem>
        id="news"
        messages="content.news"
        list={list}
        choices={[{ name: 'source', labels: NEWS_SOURCE_LABELS }]}
        dates
        // Rows with a summary differ in height page to page: show the skeleton on a page change.
        keepRows={false}
      >
        {(rows) => (
          <ContentRows
            from={from}
            rows={rows.map((item) => ({ id: item.id, title: item.title, to: newsDetailPath(item.id), meta: valueLabel(intl, NEWS_SOURCE_LABELS, item.source), summary: item.summary, date: item.publishDate }))}
          />
        )}
      </ContentListPage>
    </PortalFrame>
  );
}
