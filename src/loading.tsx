import { useIntl } from '@umijs/max';
import styles from './loading.less';

/** The four dots of antd's large Spin, as one SVG, with their opacities. */
const DOTS = [
  [8, 8, 1],
  [24, 8, 0.75],
  [24, 24, 0.5],
  [8, 24, 0.3],
] as const;

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
      <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden focusable={false} className={styles.dots}>
        {DOTS.map(([cx, cy, opacity]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={6} opacity={opacity} />
        ))}
      </svg>
      <div className={styles.tip}>{intl.formatMessage({ id: 'app.loading' })}</div>
    </div>
  );
}
