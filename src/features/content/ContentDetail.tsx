import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useIntl, useLocation } from '@umijs/max';
import { Descriptions } from 'antd';
import type { DescriptionsProps } from 'antd';
import { DetailState, useDetail } from './detail';
import PrintDocument, { type PrintDocumentProps } from '@/components/PrintDocument';
import styles from './detail.less';
import { BASE_PATH, DATA_LANG, NEWS_LIST_PATH, PRODUCT_LIST_PATH } from '@/constants';
import PortalBreadcrumb from '@/components/PortalBreadcrumb';
import { useItemTitle } from '@/hooks/useDocumentTitle';

/** An app path with its label: a breadcrumb step or the way back from a record. */
export interface PathLink {
  label: string;
  to: string;
}

export interface ContentDetailProps<T> {
  /** Which content: its list, breadcrumb and way back (see useDetailNavigation). */
  kind: DetailKind;
  /** The detail service of the record named by `?id=` (see useDetail). */
  load: Parameters<typeof useDetail<T>>[0];
  /** The record's name for the document title (issue 46 item 3: useItemTitle). */
  title: (record: T) => string;
  /** Who published the record and when, for the head of the printed document. */
  printed: (record: T) => Pick<PrintDocumentProps, 'source' | 'date'>;
  /** The record, once loaded, with the way back to its list (and the list's search, `from`). */
  children: (record: T, navigation: { back: PathLink; from: string }) => React.ReactNode;
}

/**
 * The scaffold of the four Taizhou content detail pages (spec §2, issue 3 items 2–5: announcement,
 * penalty notice, product, news): breadcrumb, then the record named by `?id=` with the loading,
 * error-with-retry and not-found states of DetailState, as a document that prints by itself
 * (issue 14 item 3). The page draws only the record; the document title names it (issue 46 item 3).
 */
export default function ContentDetail<T>({ kind, load, title, printed, children }: ContentDetailProps<T>) {
  const { back, trail, from } = useDetailNavigation(kind);
  const { data, loading, error, missing, refresh, id } = useDetail(load);
  const { pathname } = useLocation();
  const shown = data && !loading && !missing && !error ? data : undefined;
  useItemTitle(shown ? title(shown) : undefined, `${BASE_PATH}${pathname.replace(/^\//, '')}?id=${encodeURIComponent(id)}`);
  return (
    <>
      <PortalBreadcrumb className={styles.breadcrumb} parents={[trail.parent]} current={trail.current} />
      <DetailState loading={loading} error={error} missing={missing} onRetry={refresh} back={back}>
        {() => (data ? <PrintDocument {...printed(data)}>{children(data, { back, from })}</PrintDocument> : null)}
      </DetailState>
    </>
  );
}

/** The link back at the end of a record (to its list or the home section), with an arrow. */
export function BackLink({ to, label, className = styles.back }: PathLink & { className?: string }) {
  return (
    <Link to={to} className={className}>
      <ArrowLeftOutlined aria-hidden /> {label}
    </Link>
  );
}

/**
 * The list a detail page goes back to: `listPath` with the search the visitor came from, which
 * the list passes as `state.from` (`?…`) when it links to a record.
 */
export function useListPath(listPath: string): { listPath: string; from: string } {
  const { state } = useLocation() as { state?: { from?: unknown } };
  const from = typeof state?.from === 'string' && state.from.startsWith('?') ? state.from : '';
  return { listPath: `${listPath}${from}`, from };
}

/**
 * The content kinds with a detail page: where each one's list is and the message naming the page
 * itself; the list's title and the link back are `content.<kind>.listTitle` and `.backToList`.
 */
const DETAIL_PAGES = {
  announce: { list: IPR_ROUTE_PATHS.ANNOUNCEMENTS, current: 'content.announce.detailTitle' },
  news: { list: NEWS_LIST_PATH, current: 'menu.taizhou.newsDetail' },
  product: { list: PRODUCT_LIST_PATH, current: 'menu.taizhou.productDetail' },
  punish: { list: IPR_ROUTE_PATHS.PENALTIES, current: 'menu.taizhou.punishContentDetail' },
} as const;

export type DetailKind = keyof typeof DETAIL_PAGES;

/**
 * The breadcrumb trail and the way back of a content detail page, both to its list with the
 * search the visitor came from (useListPath, whose `from` is returned too).
 */
function useDetailNavigation(kind: DetailKind) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { listPath: to, from } = useListPath(DETAIL_PAGES[kind].list);
  const back: PathLink = { label: t(`content.${kind}.backToList`), to };
  return { back, trail: { parent: { label: t(`content.${kind}.listTitle`), to }, current: t(DETAIL_PAGES[kind].current) }, from };
}

/** A titled part of a record: an h2 labelling its section. `id` names the heading. */
export function RecordSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Paragraphs of a record's plain-text field (Chinese data, issue 46 item 8), one per line of the text. */
export function Paragraphs({ lines, className }: { lines: string[]; className?: string }) {
  return (
    <>
      {lines.map((text) => (
        <p key={text} className={`${styles.paragraph} ${className ?? ''}`.trim()} lang={DATA_LANG}>
          {text}
        </p>
      ))}
    </>
  );
}

/** A record's facts as a bordered table under an h2 title. */
export function FactTable({
  title,
  columns,
  items,
  className,
}: {
  title: string;
  columns: DescriptionsProps['column'];
  items: DescriptionsProps['items'];
  className?: string;
}) {
  return (
    <Descriptions
      className={className}
      title={<h2 className={styles.h2}>{title}</h2>}
      bordered
      size="small"
      column={columns}
      items={items}
    />
  );
}
