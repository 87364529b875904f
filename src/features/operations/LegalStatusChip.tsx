import type { ReactNode } from 'react';
import styles from './LegalStatusChip.less';

/**
 * A patent's legal status as a coloured chip (in force green, pending orange, lapsed grey) on the
 * listing cards and the transaction detail; an unknown status gets the plain chip. A listing's
 * market status (issue 16) uses it as `listing-pending` / `listing-withdrawn` (ListingStatusChip).
 */
export default function LegalStatusChip({ status, children, className }: { status: string; children: ReactNode; className?: string }) {
  return <span className={`${styles.status} ${styles[`status-${status}`] ?? ''} ${className ?? ''}`}>{children}</span>;
}
