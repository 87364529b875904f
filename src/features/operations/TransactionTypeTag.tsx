import type { ReactNode } from 'react';
import styles from './TransactionTypeTag.less';

/**
 * A listing's transaction type (transfer, licence, …) as a small blue tag, on the listing cards, the
 * transaction detail and its similar listings. `children` is the type's label in the current locale;
 * `className` places the tag in its row.
 */
export default function TransactionTypeTag({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ? `${styles.tag} ${className}` : styles.tag}>{children}</span>;
}
