import { DATA_LANG } from '@/constants';

/**
 * Issue 46 item 8 (WCAG 2.2 SC 3.1.2): a service's Chinese text (a name, a number, a title) inside
 * words of the page's language, marked `lang="zh-CN"` so a screen reader under the English page reads
 * it with a Chinese voice. An element that holds only such text takes `lang={DATA_LANG}` itself.
 */
export default function DataText({ children }: { children: React.ReactNode }) {
  return <span lang={DATA_LANG}>{children}</span>;
}

/**
 * The `lang` of a server term as shown: a term shown as the server wrote it (no translation for it,
 * or a Chinese page) is Chinese data; a translated one takes the page's language (`undefined`).
 */
export const shownLang = (shown: string, raw: string | undefined): string | undefined => (shown === raw ? DATA_LANG : undefined);

/** A server term as shown (see {@link shownLang}): in a `DataText` when it is the server's own words. */
export const ShownTerm = ({ shown, raw }: { shown: string; raw: string | undefined }) =>
  shownLang(shown, raw) ? <DataText>{shown}</DataText> : shown;

/** Spread into an antd Table column whose cells show the service's Chinese text: each `<td lang="zh-CN">`. */
export const DATA_COLUMN = { onCell: () => ({ lang: DATA_LANG }) } as const;
