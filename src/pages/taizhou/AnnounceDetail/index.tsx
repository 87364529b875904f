import { PaperClipOutlined } from '@ant-design/icons';
import { FormattedMessage, Link, useIntl, useSearchParams } from '@umijs/max';
import { Card, Tag } from 'antd';
import { NO_PRINT } from '@/components/PrintDocument';
import RichText from '@/components/RichText';
import { getAnnouncementDetail } from '@/services/dataService';
import AnnouncementList from './AnnouncementList';
import ContentDetail, { BackLink } from '@/features/content/ContentDetail';
import { ANNOUNCEMENT_CATEGORIES } from '@/domain/content';
import { formatBytes, valueLabel } from '@/features/content/format';
import styles from './index.less';
import Day from '@/components/Day';
import DataText from '@/components/DataText';
import { DATA_LANG } from '@/constants';

const LIST_PATH = IPR_ROUTE_PATHS.ANNOUNCEMENTS;
const detailPath = (id: string) => `${LIST_PATH}?id=${encodeURIComponent(id)}`;

/** Issue 3 item 2: one announcement — meta, sanitised body, attachments, previous/next. */
function AnnouncementDetail() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const neighbour = (labelId: string, item: API.ContentLink | null | undefined, from: string) => (
    <div className={styles.neighbour}>
      <FormattedMessage
        id="content.labelValue"
        values={{
          label: <span className={styles.muted}>{t(labelId)}</span>,
          value: item ? (
            <Link to={detailPath(item.id)} state={{ from }} lang={DATA_LANG}>
              {item.title}
            </Link>
          ) : (
            <span className={styles.muted}>{t('content.announce.none')}</span>
          ),
        }}
      />
    </div>
  );

  return (
    <ContentDetail
      kind="announce"
      load={getAnnouncementDetail}
      title={(data) => data.title}
      printed={(data) => ({ source: data.department, date: data.publishDate })}
    >
      {(data, { back, from }) => (
        <Card variant="borderless" className={styles.article}>
          <article>
            <header className={styles.header}>
              <h1 className={styles.title} lang={DATA_LANG}>
                {data.title}
              </h1>
              <dl className={styles.meta}>
                <div>
                  <dt>{t('content.announce.category')}</dt>
                  <dd>
                    <Tag color="blue">{valueLabel(intl, ANNOUNCEMENT_CATEGORIES, data.category)}</Tag>
                  </dd>
                </div>
                <div>
                  <dt>{t('content.announce.department')}</dt>
                  <dd lang={DATA_LANG}>{data.department}</dd>
                </div>
                {data.docNo ? (
                  <div>
                    <dt>{t('content.announce.docNo')}</dt>
                    <dd lang={DATA_LANG}>{data.docNo}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('content.announce.publishDate')}</dt>
                  <dd>
                    <Day value={data.publishDate} />
                  </dd>
                </div>
              </dl>
            </header>
            <RichText html={data.content} />
            {data.attachments?.length ? (
              <section className={styles.attachments} aria-labelledby="announce-attachments">
                <h2 id="announce-attachments" className={styles.h2}>
                  {t('content.announce.attachments')}
                </h2>
                <ul>
                  {data.attachments.map((file) => (
                    <li key={file.url}>
                      <PaperClipOutlined aria-hidden />
                      <a
                        href={file.url}
                        download={file.name}
                        aria-label={t('content.announce.downloadName', { name: file.name, size: formatBytes(file.size) })}
                      >
                        <DataText>{file.name}</DataText>
                      </a>
                      <span className={styles.muted}>{formatBytes(file.size)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <nav
              className={`${styles.neighbours} ${NO_PRINT}`}
              aria-label={`${t('content.announce.previous')} / ${t('content.announce.next')}`}
            >
              {neighbour('content.announce.previous', data.previous, from)}
              {neighbour('content.announce.next', data.next, from)}
            </nav>
            <BackLink {...back} className={`${styles.back} ${NO_PRINT}`} />
          </article>
        </Card>
      )}
    </ContentDetail>
  );
}

/**
 * Spec §2 `/taizhou/announceDetail`: with `?id=` one policy announcement; without an id the full
 * announcement list (the spec has no separate list route; docs/api.md §6.3).
 */
export default function Page() {
  const [params] = useSearchParams();
  return params.has('id') ? <AnnouncementDetail /> : <AnnouncementList />;
}
