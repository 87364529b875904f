import { useIntl } from '@umijs/max';
import { spinnerDots } from '@/components/BootPlaceholder';
import styles from './loading.less';

/**
 * Spec §2: placeholder of a lazy page, a centred large spinner with the text `loading...` (antd's
 * large Spin with a tip, drawn by `loading.less`). Issue 16 item 5: between Taizhou pages it stands
 * in the portal frame's content area, as Umi renders it inside the parent route's outlet
 * (src/pages/taizhou/Wrapper.tsx); Suzhou's layout keeps its own frame around it likewise.
 */
export default function Loading() {
  const intl = useIntl();
  return (
    <div className={styles.spinner} role="status" aria-busy="true">
      {spinnerDots()}
      <div className={styles.tip}>{intl.formatMessage({ id: 'app.loading' })}</div>
    </div>
  );
}
