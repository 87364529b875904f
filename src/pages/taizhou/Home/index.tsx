import { AlertOutlined, BankOutlined, NotificationOutlined, ReadOutlined, SwapOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { HOME_SECTION_SIZE } from '@/constants';
import useTransactionTypes from '@/features/operations/useTransactionTypes';
import { findAnnouncements, findIndex, findNews, findProducts, findPunishments } from '@/services/dataService';
import ContentSection from './components/ContentSection';
import Hero from './components/Hero';
import { AnnouncementList, NewsList, ProductGrid, PunishmentList, TransactionList } from './components/sections';
import ServiceTiles from './components/ServiceTiles';
import styles from './index.less';

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
            load={() => findAnnouncements({ current: 1, pageSize: HOME_SECTION_SIZE.announcements })}
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
            load={() => findPunishments({ current: 1, pageSize: HOME_SECTION_SIZE.punishments, region: 'taizhou' })}
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
            load={() => findNews({ current: 1, pageSize: HOME_SECTION_SIZE.news })}
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
            load={() => findIndex({ current: 1, pageSize: HOME_SECTION_SIZE.transactions, region: 'taizhou' })}
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
            load={() => findProducts({ current: 1, pageSize: HOME_SECTION_SIZE.products })}
          >
            {(items) => <ProductGrid items={items} />}
          </ContentSection>
        </div>
      </div>
    </div>
  );
}
