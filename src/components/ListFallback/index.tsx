import { Empty } from 'antd';
import LightButton from '@/components/LightButton';
import { ListSkeleton } from '@/components/LineSkeleton';
import type { ReactNode } from 'react';
import LoadError from '@/components/LoadError';
import { loadFailureText } from '@/utils/serviceResult';

export interface ListFallbackOptions {
  /** The request's failure, if any. */
  error: unknown;
  loading: boolean;
  /** A page has arrived at least once (keeps the old rows on screen while the next page loads). */
  loaded: boolean;
  /** Rows on the current page. */
  count: number;
  /** Rows over all pages. */
  total: number;
  /** 1-based page of the URL. */
  page: number;
  /** A search or filter is applied. */
  filtered: boolean;
  /** Texts of this list, already in the current locale. */
  texts: { loadFailed: string; empty: string; emptyFiltered: string; firstPage: string; clearFilters: string };
  onRetry: () => void;
  onFirstPage: () => void;
  onClearFilters: () => void;
  skeletonRows?: number;
}

/**
 * What a paged, filtered list shows instead of its rows: the failure with a retry (its cause in the
 * app's words, issue 46 item 4), a skeleton before the first page, or an empty state that offers the
 * way out — back to page 1 when a shared address points past the end, clearing the filters when
 * they match nothing. `null` means: render the rows. Shared by the lists of issues 3–5. Its
 * buttons are `LightButton`s, so the lists' first loads carry no antd Button for these states.
 */
export function listFallback(options: ListFallbackOptions): ReactNode | null {
  const { error, loading, loaded, count, total, page, filtered, texts } = options;
  if (error && !loading) {
    return <LoadError onRetry={options.onRetry} description={loadFailureText(error) || texts.loadFailed} />;
  }
  if (loading && !loaded) return <ListSkeleton rows={options.skeletonRows} />;
  if (count > 0 || loading) return null;
  const beyondEnd = page > 1 && total > 0;
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? texts.emptyFiltered : texts.empty}>
      {beyondEnd ? (
        <LightButton kind="default" onClick={options.onFirstPage}>
          {texts.firstPage}
        </LightButton>
      ) : filtered ? (
        <LightButton kind="default" onClick={options.onClearFilters}>
          {texts.clearFilters}
        </LightButton>
      ) : null}
    </Empty>
  );
}
