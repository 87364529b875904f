import type { ReactNode } from 'react';
import styles from './FormPlaceholder.less';

/** Columns of one field, out of 24, per antd breakpoint (xs < 576 ≤ sm < 768 ≤ md < 992 ≤ lg < 1200 ≤ xl). */
export interface PlaceholderCols {
  xs?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

export interface PlaceholderField {
  key: string;
  /** The field's label as the form shows it; none for a button row. */
  label?: ReactNode;
  cols: PlaceholderCols;
  /** The real field's own class, where it changes the field's place (the keyword box in care mode). */
  className?: string;
}

/**
 * What a vertical antd Form (`Row gutter={[16, 0]}` of `Col`s, one `Form.Item` each) looks like
 * before its code has loaded ({@link deferred}): the same grid, the labels, and a grey box of the
 * control's height in place of each control, so the form arriving moves nothing. Unseen by
 * assistive technology; the form itself follows within moments.
 */
export default function FormPlaceholder({ fields }: { fields: PlaceholderField[] }) {
  return (
    <div className={styles.grid} aria-hidden>
      {fields.map(({ key, label, cols, className }) => (
        <div
          key={key}
          className={className ? `${styles.item} ${className}` : styles.item}
          style={
            {
              '--xs': cols.xs ?? 24,
              '--sm': cols.sm ?? cols.xs ?? 24,
              '--md': cols.md ?? cols.sm ?? cols.xs ?? 24,
              '--lg': cols.lg ?? cols.md ?? cols.sm ?? cols.xs ?? 24,
              '--xl': cols.xl ?? cols.lg ?? cols.md ?? cols.sm ?? cols.xs ?? 24,
            } as React.CSSProperties
          }
        >
          <div className={styles.label}>{label ?? '\u00a0'}</div>
          <div className={`ipr-skeleton ${styles.control}`} />
        </div>
      ))}
    </div>
  );
}
