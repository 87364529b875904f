import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useIntl, useLocation } from '@umijs/max';
import { Breadcrumb, Descriptions } from 'antd';
import type { DescriptionsProps } from 'antd';
import { DetailState, useDetail } from './detail';
import styles from './detail.less';

/** An app path with its label: a breadcrumb step or the way back from a record. */
export interface PathLink {
  label: string;
  to: string;
}

export interface ContentDetailProps<T> {
  /** The detail service of the record named by `?id=` (see useDetail). */
  load: Parameters<typeof useDetail<T>>[0];
  /** The breadcrumb after the home page: the parent (a list or a home section), if any, and this page's name. */
  trail: { parent?: PathLink; current: string };
  /** Where "not found" sends the visitor. */
  back: PathLink;
  /** The record, once loaded. */
  children: (record: T) => React.ReactNode;
}

/**
 * The scaffold of the four Taizhou content detail pages (spec §2, issue 3 items 2–5: announcement,
 * penalty notice, product, news): breadcrumb, then the record named by `?id=` with the loading,
 * error-with-retry and not-found states of DetailState. The page draws only the record.
 */
export default function ContentDetail<T>({ load, trail, back, children }: ContentDetailProps<T>) {
  const intl = useIntl();
  const { data, loading, error, missing, refresh } = useDetail(load);
  return (
    <>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to="/taizhou">{intl.formatMessage({ id: 'menu.taizhou.home' })}</Link> },
          ...(trail.parent ? [{ title: <Link to={trail.parent.to}>{trail.parent.label}</Link> }] : []),
          { title: trail.current },
        ]}
      />
      <DetailState loading={loading} error={error} missing={missing} onRetry={refresh} back={back}>
        {() => (data ? children(data) : null)}
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

/** Paragraphs of a record's plain-text field, one per line of the text. */
export function Paragraphs({ lines, className }: { lines: string[]; className?: string }) {
  return (
    <>
      {lines.map((text) => (
        <p key={text} className={`${styles.paragraph} ${className ?? ''}`.trim()}>
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
