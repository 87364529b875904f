import { ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { FormattedMessage } from '@umijs/max';
import LightButton from '@/components/LightButton';
import styles from './index.less';

export interface LoadErrorProps {
  /** Runs the failed request again. */
  onRetry: () => void;
  /** What failed; defaults to the generic "Failed to load data". */
  title?: React.ReactNode;
  /** Why, in the app's words (`loadFailureText`: offline, service unavailable, …), else the view's own "failed to load"; never the server's text (issue 46 item 4). */
  description?: React.ReactNode;
  /** Smaller block for a section of a page rather than a whole list. */
  compact?: boolean;
}

/**
 * Error state of a list or detail block whose data did not arrive (HTTP error, network error,
 * malformed body or a failed envelope): says so and offers a retry, so the rest of the page
 * keeps working. Announced to screen readers as a status. The retry is a `LightButton`: every list
 * and detail page imports this view, and antd's Button (~8 KB compressed with its wave and colour
 * code) would be in each of their first loads for a state most visits never show.
 */
export default function LoadError({ onRetry, title, description, compact }: LoadErrorProps) {
  return (
    <div className={compact ? `${styles.box} ${styles.compact}` : styles.box} role="status">
      <ExclamationCircleOutlined className={styles.icon} aria-hidden />
      <div className={styles.title}>{title ?? <FormattedMessage id="common.loadFailed" />}</div>
      {description ? <div className={styles.description}>{description}</div> : null}
      <LightButton kind="default" icon={<ReloadOutlined />} onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </LightButton>
    </div>
  );
}
