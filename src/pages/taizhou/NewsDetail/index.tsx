import { FormattedMessage, Link, useIntl } from '@umijs/max';
import { Card } from 'antd';
import { NO_PRINT } from '@/components/PrintDocument';
import RichText from '@/components/RichText';
import ContentDetail, { BackLink } from '@/features/content/ContentDetail';
import detailStyles from '@/features/content/detail.less';
import { getNewsDetail } from '@/services/dataService';
import styles from './index.less';
import Day from '@/components/Day';
import DataText from '@/components/DataText';
import { DATA_LANG } from '@/constants';
import { pathWithQuery } from '@/utils/routePaths';

const newsPath = (id: string) => pathWithQuery(IPR_ROUTE_PATHS.NEWS_DETAIL, 'id', id);

/**
 * Spec §2 `/taizhou/newsDetail?id=`, issue 3 item 5: one news item — title, source, date, author,
 * sanitised body and related news. Rendered inside the Taizhou wrapper, which gives the frame.
 */
export default function NewsDetail() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const labelValue = (labelId: string, value: React.ReactNode) => (
    <span>
      <FormattedMessage id="content.labelValue" values={{ label: t(labelId), value }} />
    </span>
  );

  return (
    <ContentDetail
      kind="news"
      load={getNewsDetail}
      title={(data) => data.title}
      printed={(data) => ({ source: data.source, date: data.publishDate })}
    >
      {(data, { back }) => (
        <div className={detailStyles.layout}>
          <Card variant="borderless" className={detailStyles.main}>
            <article>
              <header className={styles.header}>
                <h1 className={styles.title} lang={DATA_LANG}>
                  {data.title}
                </h1>
                <p className={styles.meta}>
                  {labelValue('content.news.source', <DataText>{data.source}</DataText>)}
                  {labelValue('content.news.publishDate', <Day value={data.publishDate} />)}
                  {data.author ? labelValue('content.news.author', <DataText>{data.author}</DataText>) : null}
                </p>
              </header>
              <RichText html={data.content} />
            </article>
            <BackLink {...back} className={`${detailStyles.back} ${NO_PRINT}`} />
          </Card>
          {data.related?.length ? (
            <aside aria-labelledby="news-related" className={NO_PRINT}>
              <Card variant="borderless">
                <h2 id="news-related" className={styles.h2}>
                  {t('content.news.related')}
                </h2>
                <ul className={styles.related}>
                  {data.related.map((item) => (
                    <li key={item.id}>
                      <Link to={newsPath(item.id)} lang={DATA_LANG}>
                        {item.title}
                      </Link>
                      {item.publishDate ? <Day value={item.publishDate} className={styles.date} /> : null}
                    </li>
                  ))}
                </ul>
              </Card>
            </aside>
          ) : null}
        </div>
      )}
    </ContentDetail>
  );
}
