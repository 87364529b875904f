import { AlertOutlined, BankOutlined, NotificationOutlined, ReadOutlined, SwapOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import useTransactionTypes from '@/features/operations/useTransactionTypes';
import { findAnnouncements, findIndex, findNews, findProducts, findPunishments } from '@/services/dataService';
import { homeViews } from '@/services/dataViews';
import { firstViewQuery } from '@/services/firstViewQuery';
import ContentSection from './components/ContentSection';
import Hero from './components/Hero';
import { AnnouncementList, NewsList, ProductGrid, PunishmentList, TransactionList } from './components/sections';
import ServiceTiles from './components/ServiceTiles';
import styles from './index.less';

/** Each section's first page, as the static shell prefetches it. */
const HOME_VIEWS = homeViews();

/**
 * Spec §2 `/taizhou`, issue 2 item 11: the Taizhou portal landing page. Hero with the enterprise
 * search, tiles for every section and the two linked platforms, then the latest policy
 * announcements, penalty notices, news, transaction listings and finance products, each loaded
 * on its own so one failing service does not take the others down.
 */
export default function TaizhouHome() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { labelOf } = useTransactionTypes();

  return (
    <div className={styles.home}>
      <Hero />
      <ServiceTiles />
      {/* A CSS grid rather than antd's Row and Col: one component less to style at start-up. */}
      <div className={styles.sections}>
        <div className={styles.wide}>
          <ContentSection<API.AnnouncementItem>
            id="announcements"
            first
            title={t('home.section.announcements')}
            icon={<NotificationOutlined />}
            moreTo={IPR_ROUTE_PATHS.ANNOUNCEMENTS}
            load={() => findAnnouncements(firstViewQuery(HOME_VIEWS.announcements))}
          >
            {(items) => <AnnouncementList items={items} />}
          </ContentSection>
        </div>
        <div className={styles.narrow}>
          <ContentSection<API.PunishmentItem>
            id="punishments"
            title={t('home.section.punishments')}
            icon={<AlertOutlined />}
            moreTo={IPR_ROUTE_PATHS.PENALTIES}
            load={() => findPunishments(firstViewQuery(HOME_VIEWS.punishments))}
          >
            {(items) => <PunishmentList items={items} />}
          </ContentSection>
        </div>
        <div className={styles.wide}>
          <ContentSection<API.NewsItem>
            id="news"
            title={t('home.section.news')}
            icon={<ReadOutlined />}
            moreTo={IPR_ROUTE_PATHS.NEWS}
            load={() => findNews(firstViewQuery(HOME_VIEWS.news))}
          >
            {(items) => <NewsList items={items} />}
          </ContentSection>
        </div>
        <div className={styles.narrow}>
          <ContentSection<API.TransactionIndex>
            id="transactions"
            title={t('home.section.transactions')}
            icon={<SwapOutlined />}
            moreTo={IPR_ROUTE_PATHS.OPERATIONS_LIST}
            load={() => findIndex(firstViewQuery(HOME_VIEWS.transactions))}
          >
            {(items) => <TransactionList items={items} typeLabel={labelOf} />}
          </ContentSection>
        </div>
        <div className={styles.full}>
          <ContentSection<API.ProductItem>
            id="products"
            title={t('home.section.products')}
            icon={<BankOutlined />}
            skeletonRows={3}
            moreTo={IPR_ROUTE_PATHS.PRODUCTS}
            load={() => findProducts(firstViewQuery(HOME_VIEWS.products))}
          >
            {(items) => <ProductGrid items={items} />}
          </ContentSection>
        </div>
      </div>
    </div>
  );
}
