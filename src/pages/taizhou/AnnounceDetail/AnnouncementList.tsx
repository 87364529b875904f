import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { findAnnouncements } from '@/services/dataService';
import { ANNOUNCEMENT_CATEGORIES } from '@/domain/content';
import { DatedContentList } from '@/features/content/ContentList';
import { valueLabel } from '@/features/content/format';
import DataText from '@/components/DataText';
import { pathWithQuery } from '@/utils/routePaths';

/**
 * Issue 3 item 2: the full list of policy announcements (served at `/taizhou/announceDetail`
 * without an id, docs/api.md §6.3): category, keyword, publish-date range and page in the URL.
 */
export default function AnnouncementList() {
  const intl = useIntl();
  return (
    <DatedContentList<API.AnnouncementItem>
      id="announce"
      messages="content.announce"
      choice={{ name: 'category', labels: ANNOUNCEMENT_CATEGORIES }}
      find={findAnnouncements}
      row={(item) => ({
        id: item.id,
        title: item.title,
        to: pathWithQuery(IPR_ROUTE_PATHS.ANNOUNCEMENTS, 'id', item.id),
        date: item.publishDate,
        tag: <Tag color="blue">{valueLabel(intl, ANNOUNCEMENT_CATEGORIES, item.category)}</Tag>,
        meta: <DataText>{[item.department, item.docNo].filter(Boolean).join(' · ')}</DataText>,
      })}
    />
  );
}
