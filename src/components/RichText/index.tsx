import { useMemo } from 'react';
import { sanitizeHtml } from '@/utils/sanitizeHtml';
import styles from './index.less';

export interface RichTextProps {
  /** Server HTML (an announcement or news body); sanitised here before it reaches the DOM. */
  html: string | null | undefined;
  className?: string;
}

/**
 * Issue 3 item 2: renders server HTML after {@link sanitizeHtml}, with the portal's reading
 * typography. Headings in the body start at h2 (the page owns the h1). Wide tables scroll inside
 * their own box and images shrink to the column, so a body never makes the page scroll sideways
 * at 375 px.
 */
export default function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // Safe: sanitised by DOMPurify with an allow-list (src/utils/sanitizeHtml.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
