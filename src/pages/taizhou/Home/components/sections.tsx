import { Link, useIntl } from '@umijs/max';
import { ANNOUNCEMENT_CATEGORIES, PRODUCT_CATEGORIES, VIOLATION_TYPES } from '@/domain/content';
import { termLabel } from '@/utils/messageLabel';
import { formatPrice } from '@/features/operations/format';
import { sellDetailPath } from '@/features/operations/paths';
import styles from '../index.less';
import Day from '@/components/Day';
import { DATA_LANG } from '@/constants';
import { pathWithQuery } from '@/utils/routePaths';

/** Detail routes of the home page's content (spec §2); ids go in the query. */
export const detailPath = {
  announcement: (id: string) => pathWithQuery(IPR_ROUTE_PATHS.ANNOUNCEMENTS, 'id', id),
  punishment: (id: string) => pathWithQuery(IPR_ROUTE_PATHS.PENALTY_DETAIL, 'id', id),
  news: (id: string) => pathWithQuery(IPR_ROUTE_PATHS.NEWS_DETAIL, 'id', id),
  product: (id: string) => pathWithQuery(IPR_ROUTE_PATHS.PRODUCT_DETAIL, 'id', id),
};

/** Latest policy announcements: category, title (to its detail) and publish date. */
export function AnnouncementList({ items }: { items: API.AnnouncementItem[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.rows}>
      {items.map((item) => (
        <li key={item.id} className={styles.row}>
          {item.category ? <span className={styles.rowTag}>{termLabel(intl, ANNOUNCEMENT_CATEGORIES, item.category)}</span> : null}
          <Link className={styles.rowTitle} to={detailPath.announcement(item.id)} title={item.title} lang={DATA_LANG}>
            {item.title}
          </Link>
          <Day value={item.publishDate} className={styles.rowDate} />
        </li>
      ))}
    </ul>
  );
}

/** Agency penalty notices: party, violation and decision number, decision date. */
export function PunishmentList({ items }: { items: API.PunishmentItem[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.rows}>
      {items.map((item) => (
        <li key={item.id} className={`${styles.row} ${styles.rowStacked}`}>
          <Link className={styles.rowTitle} to={detailPath.punishment(item.id)} lang={DATA_LANG}>
            {item.partyName}
          </Link>
          <span className={styles.rowMeta}>
            {termLabel(intl, VIOLATION_TYPES, item.violationType)}
            {item.violationType && item.decisionNo ? ' · ' : null}
            <span lang={DATA_LANG}>{item.decisionNo}</span>
          </span>
          <Day value={item.decisionDate || item.publishDate} className={styles.rowDate} />
        </li>
      ))}
    </ul>
  );
}

/** News: title, source and date; the summary of the newest item when there is one. */
export function NewsList({ items }: { items: API.NewsItem[] }) {
  return (
    <ul className={styles.rows}>
      {items.map((item, index) => (
        <li key={item.id} className={`${styles.row} ${index === 0 && item.summary ? styles.rowLead : ''}`}>
          <Link className={styles.rowTitle} to={detailPath.news(item.id)} title={item.title} lang={DATA_LANG}>
            {item.title}
          </Link>
          <Day value={item.publishDate} className={styles.rowDate} />
          {index === 0 && item.summary ? (
            <p className={styles.rowSummary} lang={DATA_LANG}>
              {item.summary}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Latest transaction listings: type, title (to its sell detail), patent number and price. */
export function TransactionList({ items, typeLabel }: { items: API.TransactionIndex[]; typeLabel: (value: string) => string }) {
  const intl = useIntl();
  return (
    <ul className={styles.rows}>
      {items.map((item) => (
        <li key={item.id} className={`${styles.row} ${styles.rowStacked}`}>
          <Link className={styles.rowTitle} to={sellDetailPath(item.id)} title={item.title} lang={DATA_LANG}>
            {item.title || item.patentNo}
          </Link>
          <span className={styles.rowMeta}>
            <span className={styles.rowTag}>{typeLabel(item.transactionType)}</span>
            {item.patentNo}
          </span>
          <span className={styles.rowPrice}>{formatPrice(intl, item.price, item.negotiable)}</span>
        </li>
      ))}
    </ul>
  );
}

/** One term of a product card's facts; a product without that term shows nothing for it. */
const ProductFact = ({ label, value }: { label: string; value?: string }) =>
  value ? (
    <div>
      <dt>{label}</dt>
      <dd lang={DATA_LANG}>{value}</dd>
    </div>
  ) : null;

/** IP finance and service products as cards: name, provider, category, amount and rate. */
export function ProductGrid({ items }: { items: API.ProductItem[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ul className={styles.products}>
      {items.map((item) => (
        <li key={item.id} className={styles.product}>
          {item.category ? <span className={styles.productTag}>{termLabel(intl, PRODUCT_CATEGORIES, item.category)}</span> : null}
          <h3 className={styles.productName}>
            <Link to={detailPath.product(item.id)} lang={DATA_LANG}>
              {item.name}
            </Link>
          </h3>
          <p className={styles.productProvider} lang={DATA_LANG}>
            {item.provider}
          </p>
          {item.summary ? (
            <p className={styles.productSummary} lang={DATA_LANG}>
              {item.summary}
            </p>
          ) : null}
          <dl className={styles.productFacts}>
            <ProductFact label={t('home.products.amount')} value={item.amountRange} />
            <ProductFact label={t('home.products.rate')} value={item.rate} />
          </dl>
        </li>
      ))}
    </ul>
  );
}
