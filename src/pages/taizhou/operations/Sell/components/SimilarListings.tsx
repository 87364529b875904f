import { Link, useIntl } from '@umijs/max';
import { Card, Col, Row } from 'antd';
import { formatPrice, legalStatusLabel, NO_VALUE, patentTypeLabel } from '@/features/operations/format';
import { sellDetailPath } from '@/features/operations/paths';
import TransactionTypeTag from '@/features/operations/TransactionTypeTag';
import styles from '../index.less';
import { DATA_LANG } from '@/constants';

export interface SimilarListingsProps {
  listings: API.TransactionIndex[];
  /** Labels a transaction type in the current locale (useTransactionTypes().labelOf). */
  labelOf: (value: string) => string;
  /** History state passed on, so the breadcrumb of the next detail still leads back to the same list search. */
  linkState?: unknown;
}

/**
 * Issue 5 item 1: up to four other listings like this one (same profession, IPC section or
 * transaction type, as the server chose them), each a compact card linking to its detail page.
 */
export default function SimilarListings({ listings, labelOf, linkState }: SimilarListingsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <section aria-labelledby="sell-similar" className={styles.similar}>
      <h2 id="sell-similar" className={styles.sectionHeading}>
        {t('sell.section.similar')}
      </h2>
      {listings.length ? (
        <Row gutter={[16, 16]} wrap>
          {listings.map((listing) => (
            <Col key={listing.id} xs={24} sm={12} xl={6}>
              <Card variant="borderless" className={styles.similarCard}>
                <article aria-labelledby={`similar-${listing.id}`}>
                  <TransactionTypeTag>{labelOf(listing.transactionType)}</TransactionTypeTag>
                  <h3 id={`similar-${listing.id}`} className={styles.similarTitle}>
                    <Link to={sellDetailPath(listing.id)} state={linkState} lang={DATA_LANG}>
                      {listing.title || listing.patentNo || NO_VALUE}
                    </Link>
                  </h3>
                  <p className={styles.similarMeta}>
                    {patentTypeLabel(intl, listing.patentType)} · {legalStatusLabel(intl, listing.legalStatus)}
                  </p>
                  <p className={styles.similarPrice}>{formatPrice(intl, listing.price, listing.negotiable)}</p>
                </article>
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        <p className={styles.muted}>{t('sell.similar.empty')}</p>
      )}
    </section>
  );
}
