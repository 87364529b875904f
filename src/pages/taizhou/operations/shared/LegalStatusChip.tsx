import type { ReactNode } from 'react';
import styles from './LegalStatusChip.less';

/**
 * A patent's legal status as a coloured chip (in force green, pending orange, lapsed grey) on the
 * listing cards and the transaction detail; an unknown status gets the plain chip.
 */
export default function LegalStatusChip({ status, children }: { status: string; children: ReactNode }) {
  return <span className={`${styles.status} ${styles[`status-${status}`] ?? ''}`}>{children}</span>;
}
