export interface LineSkeletonProps {
  /** Grey lines of text to come; the last is shorter. */
  rows: number;
  /** A heading line (38 % wide) above them, as antd's Skeleton draws its title. */
  title?: boolean;
  /** Places the block (margins). */
  className?: string;
}

/**
 * Grey shimmering lines in place of text that is on its way: antd's active Skeleton drawn in CSS
 * (the one placeholder look, src/styles/skeleton.less, in every HTML head),
 * without antd's Skeleton (whose module and run-time styles the lists and the home page would load
 * before their first content, issue 13). Unseen by assistive technology: the region around it says
 * it is busy (`aria-busy`).
 */
export default function LineSkeleton({ rows, title = false, className }: LineSkeletonProps) {
  return (
    <div className={className ? `ipr-skeleton-lines ${className}` : 'ipr-skeleton-lines'} aria-hidden>
      {title ? <div className="ipr-skeleton ipr-skeleton-title" /> : null}
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical lines: nothing but their count changes.
        <div key={row} className="ipr-skeleton" />
      ))}
    </div>
  );
}

/** The grey lines of a list or a section whose content (or whose table's code) has not arrived. */
export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return <LineSkeleton title rows={rows} />;
}
