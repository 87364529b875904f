import { useIntl } from '@umijs/max';
import { disputeStatusLabel } from './labels';
import styles from './shared.less';

/**
 * Status of a dispute case or request (已接收 / 已立案 / 调解中 / 已结案 / 不予受理) as a coloured tag.
 * Own colours rather than antd presets: each text colour keeps 4.5:1 contrast on its background.
 */
export default function StatusTag({ status }: { status: string }) {
  const intl = useIntl();
  return <span className={`${styles.status} ${styles[`status-${status}`] ?? ''}`}>{disputeStatusLabel(intl, status)}</span>;
}
