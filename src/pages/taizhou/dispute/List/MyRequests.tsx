import { useIntl } from '@umijs/max';
import { Card, Empty, Skeleton } from 'antd';
import { listClasses } from '@/components/FilteredList';
import LoadError from '@/components/LoadError';
import useServiceRequest from '@/hooks/useServiceRequest';
import { findMyDisputes } from '@/services/businessService';
import { checkServiceResult, loadFailureText } from '@/utils/serviceResult';
import StatusTag from '@/features/dispute/StatusTag';
import { disputeTypeLabel } from '@/features/dispute/labels';
import styles from './index.less';
import { formatDateTime } from '@/utils/date';
import { DATA_LANG } from '@/constants';

/**
 * "My requests" of a logged-in visitor (issue 5 item 4): their own dispute requests, newest first,
 * each with its reference number, type, patent, respondent, submit time and status (已接收 right after
 * submission). A failed load says so with a retry; the rest of the page is unaffected.
 */
export default function MyRequests() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refresh } = useServiceRequest(async () => {
    const list = checkServiceResult(await findMyDisputes({ skipErrorHandler: true }));
    return Array.isArray(list) ? list : [];
  });

  const render = () => {
    if (error && !loading) {
      return <LoadError compact onRetry={refresh} description={loadFailureText(error) || t('dispute.mine.loadFailed')} />;
    }
    if (loading && !data) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (!data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dispute.mine.empty')} />;
    return (
      <ul className={`${listClasses.cards} ${styles.mine}`}>
        {data.map((item) => (
          <li key={item.referenceNo} className={listClasses.card}>
            <div className={styles.mineHead}>
              <span className={styles.reference}>{item.referenceNo}</span>
              <StatusTag status={item.status} />
            </div>
            <dl className={listClasses.facts}>
              <dt>{t('dispute.field.disputeType')}</dt>
              <dd>{disputeTypeLabel(intl, item.disputeType)}</dd>
              <dt>{t('dispute.field.patentNo')}</dt>
              <dd>{item.patentNo}</dd>
              <dt>{t('dispute.field.respondent')}</dt>
              <dd lang={DATA_LANG}>{item.respondentName}</dd>
              <dt>{t('dispute.field.submitTime')}</dt>
              <dd>{formatDateTime(intl.locale, item.submitTime)}</dd>
              <dt>{t('dispute.field.evidence')}</dt>
              <dd>{t('dispute.mine.evidenceCount', { count: item.evidence?.length ?? 0 })}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Card
      id="my-requests"
      variant="borderless"
      className={styles.section}
      title={<h2 className={styles.sectionTitle}>{t('dispute.mine.title')}</h2>}
    >
      {render()}
    </Card>
  );
}
