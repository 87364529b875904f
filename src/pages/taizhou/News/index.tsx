import { useIntl } from '@umijs/max';
import { DatedContentList } from '@/features/content/ContentList';
import { NEWS_SOURCES } from '@/domain/content';
import { valueLabel } from '@/features/content/format';
import { findNews } from '@/services/dataService';
import { ShownTerm } from '@/components/DataText';
import { pathWithQuery } from '@/utils/routePaths';

/**
 * Issue 16: every publicity and news item, newest first: keyword, source, publish-date range and
 * page in the URL (docs/api.md §6). Each title opens `/taizhou/newsDetail`, whose back link
 * returns to this very search.
 */
export default function NewsList() {
  const intl = useIntl();
  return (
    <DatedContentList<API.NewsItem>
      id="news"
      messages="content.news"
      choice={{ name: 'source', labels: NEWS_SOURCES }}
      find={findNews}
      row={(item) => ({
        id: item.id,
        title: item.title,
        to: pathWithQuery(IPR_ROUTE_PATHS.NEWS_DETAIL, 'id', item.id),
        meta: <ShownTerm shown={valueLabel(intl, NEWS_SOURCES, item.source)} raw={item.source} />,
        summary: item.summary,
        date: item.publishDate,
      })}
    />
  );
}
