import { useIntl } from '@umijs/max';
import { Alert, Descriptions, Timeline } from 'antd';
import { disputeStatusLabel } from '@/features/dispute/labels';
import { requestFactItems } from '@/features/dispute/requestFacts';
import { formatDateTime } from '@/utils/date';
import { failureText, ServiceFailure } from '@/utils/serviceResult';
import styles from './index.less';

/** The service's answer when the pair matches no request (it does not say whether the number exists). */
const NO_MATCH = 404;

/**
 * The progress lookup's answer (issue 16): the request's facts and every step it has reached with
 * its time, or why there is none. In a chunk of its own, asked for when the visitor reaches the
 * lookup form: antd's Timeline (drawn with Steps), Descriptions and Alert, with their styles, are
 * most of a phone's bytes for this section and only an answer draws them.
 */
export default function ProgressAnswer({ data, error }: { data?: API.DisputeProgress; error?: Error }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (error) {
    const noMatch = error instanceof ServiceFailure && error.code === NO_MATCH;
    return (
      <Alert
        className={styles.progressResult}
        type={noMatch ? 'warning' : 'error'}
        showIcon
        role="alert"
        // Issue 26 item 5: offline, a timeout or the server's own reason say so; else the generic failure.
        title={noMatch ? t('dispute.progress.noMatch') : failureText(error) || t('dispute.progress.failed')}
      />
    );
  }
  if (!data || typeof data !== 'object' || !Array.isArray(data.timeline)) return null;
  return (
    <section className={styles.progressResult} aria-labelledby="dispute-progress-result">
      <h3 id="dispute-progress-result" className={styles.progressHeading}>
        {t('dispute.progress.result')}
      </h3>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
        size="small"
        className={styles.progressFacts}
        items={requestFactItems(intl, data, styles.reference)}
      />
      <Timeline
        className={styles.progressTimeline}
        items={data.timeline.map((event, index) => ({
          key: `${event.status}-${event.time}`,
          color: index === data.timeline.length - 1 ? (event.status === 'rejected' ? 'red' : 'blue') : 'green',
          content: (
            <>
              <div className={styles.progressStep}>{disputeStatusLabel(intl, event.status)}</div>
              <time className={styles.muted} dateTime={event.time}>
                {formatDateTime(intl.locale, event.time)}
              </time>
            </>
          ),
        }))}
      />
    </section>
  );
}
