import { Link, useIntl } from '@umijs/max';
import { Button, Card, Empty, Skeleton } from 'antd';
import useServiceRequest from '@/hooks/useServiceRequest';
import { activePush } from '@/services/dataService';
import { checkServiceResult, loadFailureText } from '@/utils/serviceResult';
import { formatPrice } from '@/features/operations/format';
import { sellDetailPath } from '@/features/operations/paths';
import styles from './RecommendedListings.less';
import { DATA_LANG } from '@/constants';

/** How many pushed listings the list page shows. */
const PUSH_SIZE = 4;

/** The pushed listings, or a rejection when the answer is not a list of them. */
async function loadPushed(): Promise<API.TransactionIndex[]> {
  const pushed = checkServiceResult(await activePush({ size: PUSH_SIZE, region: 'taizhou' }, { skipErrorHandler: true }));
  if (!Array.isArray(pushed)) throw new Error('malformed activePush answer');
  return pushed.filter((item) => item && typeof item.id === 'string');
}

export interface RecommendedListingsProps {
  /** Label of a transaction-type value in the current locale. */
  labelOf: (value: string) => string;
}

/**
 * Issue 5 item 2: listings pushed to the logged-in visitor (spec §7 activePush), beside the
 * operations list. Render it only for a logged-in visitor: the call needs a session. A failure
 * stays inside this box with a retry; the list beside it is unaffected.
 */
export default function RecommendedListings({ labelOf }: RecommendedListingsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error, refresh } = useServiceRequest(loadPushed);

  const renderBody = () => {
    if (error && !loading) {
      return (
        <div className={styles.state} role="alert">
          <p>{loadFailureText(error) || t('operations.push.loadFailed')}</p>
          <Button size="small" onClick={refresh}>
            {t('common.retry')}
          </Button>
        </div>
      );
    }
    if (!data) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
    if (!data.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operations.push.empty')} />;
    return (
      <ul className={styles.list}>
        {data.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link to={sellDetailPath(item.id)} className={styles.title} lang={DATA_LANG}>
              {item.title || item.patentNo}
            </Link>
            <div className={styles.meta}>
              <span className={styles.type}>{labelOf(item.transactionType)}</span>
              <span className={styles.price}>{formatPrice(intl, item.price, item.negotiable)}</span>
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby="operations-push-title">
      <Card
        variant="borderless"
        className={styles.card}
        title={
          <h2 id="operations-push-title" className={styles.heading}>
            {t('operations.push.title')}
          </h2>
        }
      >
        <p className={styles.intro}>{t('operations.push.intro')}</p>
        {renderBody()}
      </Card>
    </section>
  );
}
