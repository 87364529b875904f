import { useIntl } from '@umijs/max';
import { Descriptions, Timeline } from 'antd';
import { disputeStatusLabel } from '@/features/dispute/labels';
import { requestFactItems } from '@/features/dispute/requestFacts';
import { formatDateTime } from '@/utils/date';
import styles from './index.less';

/**
 * The progress lookup's answer (issue 16): the request's facts and every step it has reached with
 * its time. In a chunk of its own, asked for when the visitor reaches the lookup form: antd's
 * Timeline (drawn with Steps) and Descriptions, with their styles, are most of this section's bytes
 * and only an answer draws them. Why there is no answer (no match, offline, a failure) is said by
 * the lookup itself, which needs no further code for it.
 */
export default function ProgressAnswer({ data }: { data: API.DisputeProgress }) {
  const intl = useIntl();
  return (
    <section className={styles.progressResult} aria-labelledby="dispute-progress-result">
      <h3 id="dispute-progress-result" className={styles.progressHeading}>
        {intl.formatMessage({ id: 'dispute.progress.result' })}
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
