import { ArrowLeftOutlined } from '@ant-design/icons';
import { FormattedMessage, Link, useIntl } from '@umijs/max';
import { Breadcrumb, Card } from 'antd';
import RichText from '@/components/RichText';
import { DetailState, useDetail } from '@/pages/taizhou/AnnounceDetail/shared/detail';
import { formatDay } from '@/pages/taizhou/AnnounceDetail/shared/format';
import { getNewsDetail } from '@/services/dataService';
import styles from './index.less';

const BACK_PATH = '/taizhou#news';
const newsPath = (id: string) => `/taizhou/newsDetail?id=${encodeURIComponent(id)}`;

/**
 * Spec §2 `/taizhou/newsDetail?id=`, issue 3 item 5: one news item — title, source, date, author,
 * sanitised body and related news. Rendered inside the Taizhou wrapper, which gives the frame.
 */
export default function NewsDetail() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error, missing, refresh } = useDetail(getNewsDetail);

  return (
    <>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to="/taizhou">{t('menu.taizhou.home')}</Link> },
          { title: <Link to={BACK_PATH}>{t('home.section.news')}</Link> },
          { title: t('menu.taizhou.newsDetail') },
        ]}
      />
      <DetailState
        loading={loading}
        error={error}
        missing={missing}
        onRetry={refresh}
        back={{ label: t('content.news.backHome'), to: BACK_PATH }}
      >
        {() =>
          data ? (
            <div className={styles.layout}>
              <Card variant="borderless" className={styles.main}>
                <article>
                  <header className={styles.header}>
                    <h1 className={styles.title}>{data.title}</h1>
                    <p className={styles.meta}>
                      <span>
                        <FormattedMessage id="content.labelValue" values={{ label: t('content.news.source'), value: data.source }} />
                      </span>
                      <span>
                        <FormattedMessage
                          id="content.labelValue"
                          values={{
                            label: t('content.news.publishDate'),
                            value: <time dateTime={data.publishDate}>{formatDay(intl, data.publishDate)}</time>,
                          }}
                        />
                      </span>
                      {data.author ? (
                        <span>
                          <FormattedMessage id="content.labelValue" values={{ label: t('content.news.author'), value: data.author }} />
                        </span>
                      ) : null}
                    </p>
                  </header>
                  <RichText html={data.content} />
                </article>
                <Link to={BACK_PATH} className={styles.back}>
                  <ArrowLeftOutlined aria-hidden /> {t('content.news.backHome')}
                </Link>
              </Card>
              {data.related?.length ? (
                <aside aria-labelledby="news-related">
                  <Card variant="borderless">
                    <h2 id="news-related" className={styles.h2}>
                      {t('content.news.related')}
                    </h2>
                    <ul className={styles.related}>
                      {data.related.map((item) => (
                        <li key={item.id}>
                          <Link to={newsPath(item.id)}>{item.title}</Link>
                          {item.publishDate ? (
                            <time dateTime={item.publishDate} className={styles.date}>
                              {formatDay(intl, item.publishDate)}
                            </time>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </Card>
                </aside>
              ) : null}
            </div>
          ) : null
        }
      </DetailState>
    </>
  );
}
