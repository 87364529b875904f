import { RightOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import LineSkeleton from '@/components/LineSkeleton';
import useServiceRequest from '@/hooks/useServiceRequest';
import { loadFailureText, toPage } from '@/utils/serviceResult';
import styles from '../index.less';

// An empty or failed section is rare: antd's Empty (and its illustration) and the retry's antd Button
// (with its style generator) are not part of the home page's first load.
const SectionEmpty = lazy(() => import('./SectionEmpty'));
const LoadError = lazy(() => import('@/components/LoadError'));

export interface ContentSectionProps<T> {
  /** Anchor of the section (service tiles jump here) and prefix of its heading id. */
  id: string;
  title: string;
  icon: React.ReactNode;
  /** List page of the section: every block has its "more" link (issue 16). */
  moreTo: string;
  /** Loads the items: a spec §3 page, as the data service returns it. */
  load: () => Promise<API.Page<T> | null | false | API.Envelope<unknown>>;
  /** Renders the loaded, non-empty items. */
  children: (items: T[]) => React.ReactNode;
  /** Placeholder lines while loading. */
  skeletonRows?: number;
  className?: string;
  /**
   * The page's first content (the announcements): drawn as soon as its answer is in, ahead of the
   * other sections, which draw together in the deferred render that follows.
   */
  first?: boolean;
}

/**
 * One content block of the home page with its own request: a skeleton while it loads, an empty
 * state, and an error with a retry when its API fails — independent of the other blocks, so one
 * failing service leaves the rest of the page working.
 */
export default function ContentSection<T>({
  id,
  title,
  icon,
  moreTo,
  load,
  children,
  skeletonRows = 5,
  className,
  first = false,
}: ContentSectionProps<T>) {
  const intl = useIntl();
  const { data, loading, error, refresh } = useServiceRequest(async () => toPage<T>(await load()).list, {});
  // The sections' answers arrive within a few milliseconds of each other and React renders them
  // together; deferred, that render (the other four lists at once) runs in slices instead of blocking
  // the main thread, after the first section's own commit. Nothing here filters or pages, so a stale
  // view can only be the loading lines.
  const current = useMemo(() => ({ data, loading, error }), [data, loading, error]);
  const deferredView = useDeferredValue(current);
  const view = first ? current : deferredView;
  const headingId = `${id}-title`;

  let body: React.ReactNode;
  if (view.loading) {
    body = <LineSkeleton rows={skeletonRows} className={styles.skeleton} />;
  } else if (view.error) {
    body = (
      <Suspense fallback={null}>
        <LoadError compact onRetry={refresh} description={loadFailureText(view.error) || undefined} />
      </Suspense>
    );
  } else if (!view.data?.length) {
    body = (
      <Suspense fallback={null}>
        <SectionEmpty />
      </Suspense>
    );
  } else {
    body = children(view.data);
  }

  // A card of its own rather than antd's Card, which brings antd's Tabs into the first load.
  return (
    <section id={id} className={`${styles.section} ${className ?? ''}`} aria-labelledby={headingId} aria-busy={view.loading}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          <span className={styles.sectionIcon} aria-hidden>
            {icon}
          </span>
          {title}
        </h2>
        <Link to={moreTo} className={styles.more} aria-label={intl.formatMessage({ id: 'home.moreOf' }, { section: title })}>
          {intl.formatMessage({ id: 'common.more' })}
          <RightOutlined aria-hidden />
        </Link>
      </div>
      <div className={styles.sectionBody}>{body}</div>
    </section>
  );
}
