import { RightOutlined } from '@ant-design/icons';
import { Link, useIntl, useLocation } from '@umijs/max';
import { Card } from 'antd';
import { formatPrice, legalStatusLabel, listingLegalStatus, NO_VALUE, patentTypeLabel } from '@/features/operations/format';
import LegalStatusChip from '@/features/operations/LegalStatusChip';
import ListingStatusChip from '@/features/operations/ListingStatusChip';
import { sellDetailPath } from '@/features/operations/paths';
import TransactionTypeTag from '@/features/operations/TransactionTypeTag';
import styles from '../index.less';
import Day from '@/components/Day';
import DataText from '@/components/DataText';
import { DATA_LANG } from '@/constants';

export interface ListingCardProps {
  listing: API.TransactionIndex;
  /** Label of the listing's transaction type in the current locale. */
  typeLabel: string;
}

/**
 * One listing of the IP transaction index: title and transaction type, the patent's number, type,
 * legal status, IPC and applicant, the asking price (面议 when negotiable) and the publish date,
 * with a link to its detail page. Missing fields show a dash instead of breaking the card. The
 * publisher's own listing awaiting review or withdrawn carries that status (issue 16).
 */
export default function ListingCard({ listing, typeLabel }: ListingCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const status = listingLegalStatus(listing);
  const facts: [string, React.ReactNode][] = [
    [t('operations.field.patentNo'), listing.patentNo || NO_VALUE],
    [t('operations.field.patentType'), patentTypeLabel(intl, listing.patentType)],
    [
      t('operations.field.legalStatus'),
      <LegalStatusChip key="status" status={status}>
        {legalStatusLabel(intl, status)}
      </LegalStatusChip>,
    ],
    [t('operations.field.ipc'), listing.ipc || NO_VALUE],
    [t('operations.field.applicant'), <DataText key="applicant">{listing.applicant || NO_VALUE}</DataText>],
  ];
  const detail = sellDetailPath(listing.id);
  // The detail page's breadcrumb returns to this very search, filters and page.
  const { pathname, search } = useLocation();
  const from = { from: `${pathname}${search}` };

  return (
    <Card className={styles.card} variant="borderless">
      <article aria-labelledby={`listing-${listing.id}`}>
        <div className={styles.cardHead}>
          <TransactionTypeTag className={styles.typeTag}>{typeLabel}</TransactionTypeTag>
          <ListingStatusChip listing={listing} className={styles.listingStatus} />
          <h2 className={styles.cardTitle} id={`listing-${listing.id}`}>
            <Link to={detail} state={from} lang={DATA_LANG}>
              {listing.title || listing.patentNo}
            </Link>
          </h2>
        </div>
        <div className={styles.cardBody}>
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term} className={styles.fact}>
                <dt>
                  {term}
                  {t('operations.colon')}
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.deal}>
            <div className={styles.priceLabel}>{t('operations.field.price')}</div>
            <div className={styles.price}>{formatPrice(intl, listing.price, listing.negotiable)}</div>
          </div>
        </div>
        <div className={styles.cardFoot}>
          <span className={styles.date}>
            {t('operations.field.publishDate')}
            {intl.formatMessage({ id: 'operations.colon' })}
            <Day value={listing.publishTime} />
          </span>
          <Link
            to={detail}
            state={from}
            className={styles.detailLink}
            aria-label={intl.formatMessage({ id: 'operations.viewDetailOf' }, { title: listing.title || listing.patentNo })}
          >
            {t('common.viewDetail')}
            <RightOutlined aria-hidden />
          </Link>
        </div>
      </article>
    </Card>
  );
}
