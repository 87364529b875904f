import type { PaginationProps } from 'antd';
import deferred from '@/components/Deferred';
import styles from './index.less';

const DeferredPager = deferred(() => import('./Pager'));

/**
 * A list's pager (spec §3 paging): antd's Pagination, named in the page's language, whose code
 * loads after the page has drawn (issue 13 item 2). Until then its place is kept, one control high,
 * so nothing moves when it arrives. `className` places the box (alignment, margins).
 */
export default function Pager({ className, ...props }: PaginationProps & { className?: string }) {
  return (
    <div className={`${styles.pager} ${className ?? ''}`}>
      <DeferredPager {...props} />
    </div>
  );
}
