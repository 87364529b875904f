import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import { DATA_LANG } from '@/constants';
import { sanitizeHtml } from '@/utils/sanitizeHtml';
import styles from './index.less';

export interface RichTextProps {
  /** Server HTML (an announcement or news body); sanitised here before it reaches the DOM. */
  html: string | null | undefined;
  className?: string;
}

/**
 * Issue 27 item 11: each image of a body becomes a link to the image itself, in a new tab. A chart
 * shrinks to the column (~300 px on a phone), where its labels are too small to read; opened on its
 * own, the browser shows it full size and lets the visitor zoom. The link is named by the image's
 * alternative text and `label` (unseen, in the page's language `labelLang`: the body around it is Chinese). Images already inside a link keep that link, and `data:`
 * images (which a browser will not open as a page) stay as they are. `html` is sanitised already:
 * parsing it in an inert template runs and loads nothing.
 */
export function linkImagesToFullSize(html: string, label: string, hiddenClass: string, labelLang?: string): string {
  if (!html.includes('<img') || typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('img').forEach((image) => {
    const src = image.getAttribute('src');
    if (!src || /^\s*data:/i.test(src) || image.closest('a')) return;
    const link = document.createElement('a');
    link.setAttribute('href', src);
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    const hint = document.createElement('span');
    hint.className = hiddenClass;
    hint.textContent = label;
    if (labelLang) hint.lang = labelLang;
    image.replaceWith(link);
    link.append(image, hint);
  });
  return template.innerHTML;
}

/**
 * Issue 3 item 2: renders server HTML after {@link sanitizeHtml}, with the portal's reading
 * typography. Headings in the body start at h2 (the page owns the h1). Wide tables scroll inside
 * their own box and images shrink to the column, so a body never makes the page scroll sideways
 * at 375 px; each image opens full size from its link ({@link linkImagesToFullSize}).
 */
export default function RichText({ html, className }: RichTextProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'content.image.fullSize' });
  const clean = useMemo(() => linkImagesToFullSize(sanitizeHtml(html), label, styles.hidden, intl.locale), [html, label, intl.locale]);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // The body is the service's Chinese text (issue 46 item 8).
      lang={DATA_LANG}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with an allow-list (src/utils/sanitizeHtml.ts); the image links add no markup from the server.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
