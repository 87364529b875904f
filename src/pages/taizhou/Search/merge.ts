import { SEARCH_TYPES, type SearchHit, type SearchTab, type SearchType } from './hits';

/** What one source answered: a page of hits, or why it could not. */
export type SourceOutcome = { type: SearchType; page: API.Page<SearchHit> } | { type: SearchType; error: unknown };

/**
 * Hits of several sources in one list, newest first; undated hits (enterprises) after the dated
 * ones. Equal dates keep the sources' order ({@link SEARCH_TYPES}) and each source's own order.
 * At most `limit` hits.
 */
export function mergeHits(lists: ReadonlyArray<readonly SearchHit[]>, limit: number): SearchHit[] {
  const rank = (type: SearchType) => SEARCH_TYPES.indexOf(type);
  return lists
    .flat()
    .map((hit, order) => ({ hit, order }))
    .sort((a, b) => {
      const byDate = (b.hit.date ?? '').localeCompare(a.hit.date ?? '');
      return byDate || rank(a.hit.type) - rank(b.hit.type) || a.order - b.order;
    })
    .slice(0, Math.max(0, limit))
    .map(({ hit }) => hit);
}

/** The search's answer as the page shows it. */
export interface SearchSummary {
  /** The rows: on "all" the merged newest hits of every source that answered, else the chosen source's page. Absent when that could not load. */
  page?: API.Page<SearchHit>;
  /** Each source's total (its own count of matches); a source that failed has none. */
  counts: Partial<Record<SearchType, number>>;
  /** Sum of the counts of the sources that answered. */
  total: number;
  /** Sources that failed, in filter order. */
  failed: SearchType[];
  /** Why there are no rows to show: the chosen source failed, or on "all" every source did. */
  error?: unknown;
}

/**
 * Issue 14 item 1: merges the sources' answers for the type filter `tab`. "all" shows the first
 * `pageSize` hits of all sources newest first (each source's first page holds its newest, so the
 * merge is exact); a type shows its source's page as that source paged it. A failed source is
 * named in `failed` and left out of the counts, the others' results stay.
 */
export function summarise(outcomes: readonly SourceOutcome[], tab: SearchTab, pageSize: number): SearchSummary {
  const counts: Partial<Record<SearchType, number>> = {};
  const failed: SearchType[] = [];
  for (const type of SEARCH_TYPES) {
    const outcome = outcomes.find((o) => o.type === type);
    if (!outcome) continue;
    if ('page' in outcome) counts[type] = outcome.page.total;
    else failed.push(type);
  }
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const answered = outcomes.filter((o): o is Extract<SourceOutcome, { page: unknown }> => 'page' in o);
  if (tab === 'all') {
    if (!answered.length) return { counts, total, failed, error: firstError(outcomes) };
    const list = mergeHits(
      answered.map((o) => o.page.list),
      pageSize,
    );
    return { page: { current: 1, pageSize, total: list.length, list }, counts, total, failed };
  }
  const chosen = outcomes.find((o) => o.type === tab);
  if (!chosen || !('page' in chosen)) return { counts, total, failed, error: firstError(chosen ? [chosen] : []) };
  return { page: chosen.page, counts, total, failed };
}

/** The first failure among `outcomes` (a rejection may carry no reason: then a plain error). */
function firstError(outcomes: readonly SourceOutcome[]): unknown {
  for (const outcome of outcomes) if ('error' in outcome && outcome.error) return outcome.error;
  return new Error('search source unavailable');
}
