import { useIntl } from '@umijs/max';
import { Steps } from 'antd';
import styles from './shared.less';

const STEPS = ['submit', 'file', 'serve', 'reply', 'handle'] as const;

/** The step a request of each status has reached; a refused request stops at filing. */
export const STEP_OF_STATUS: Record<API.DisputeStatus, number> = { received: 0, accepted: 1, mediating: 4, closed: 5, rejected: 1 };

/**
 * The handling timeline from the domain notes (filed within 15 days, copy to the respondent within
 * 5 days, reply within 10 days, then mediation or a decision), vertical so it fits 375 px.
 * `current` marks the step a request has reached (0 = submitted).
 */
export default function ProcessSteps({ current, failed }: { current?: number; failed?: boolean }) {
  const intl = useIntl();
  return (
    <Steps
      className={styles.steps}
      status={failed ? 'error' : undefined}
      orientation="vertical"
      size="small"
      current={current ?? -1}
      items={STEPS.map((step) => ({
        title: intl.formatMessage({ id: `dispute.step.${step}` }),
        content: intl.formatMessage({ id: `dispute.step.${step}.desc` }),
        // Without a current step every step reads as a plain list item, not as "waiting".
        ...(current === undefined ? { status: 'process' as const } : {}),
      }))}
    />
  );
}
