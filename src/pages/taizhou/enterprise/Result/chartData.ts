/**
 * Issue 4: shaping of the enterprise analysis (docs/api.md §9 `EnterpriseAnalysis`) into the data
 * the charts and their text alternatives show. Pure functions: no React, no locale; labels come in
 * from the caller. Counts are patents (pieces); percentages are whole numbers.
 */

/** Most recent years the trend chart shows; older filings are rare and would squeeze the bars. */
export const TREND_YEARS = 15;

/** A point of the grouped column chart: one series (applications or grants) in one year. */
export type TrendPoint = { year: string; series: string; value: number };

/** A row of the trend's data table. */
export type TrendRow = { year: number; applications: number; grants: number };

/**
 * The last `TREND_YEARS` calendar years up to the latest year with data, gaps filled with zeros
 * so the axis has no holes. Empty when there is no data.
 */
export function trendRows(yearly: readonly API.YearCount[], years = TREND_YEARS): TrendRow[] {
  const valid = yearly.filter((y) => Number.isInteger(y.year) && (y.applications > 0 || y.grants > 0));
  if (!valid.length) return [];
  const last = Math.max(...valid.map((y) => y.year));
  const first = Math.max(Math.min(...valid.map((y) => y.year)), last - years + 1);
  const byYear = new Map(valid.map((y) => [y.year, y]));
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const year = first + i;
    const entry = byYear.get(year);
    return { year, applications: entry?.applications ?? 0, grants: entry?.grants ?? 0 };
  });
}

/** The trend rows in the long format of a grouped column chart, one point per year and series. */
export function trendPoints(rows: readonly TrendRow[], labels: { applications: string; grants: string }): TrendPoint[] {
  return rows.flatMap((row) => [
    { year: String(row.year), series: labels.applications, value: row.applications },
    { year: String(row.year), series: labels.grants, value: row.grants },
  ]);
}

/** Figures for the trend's text summary; undefined when there is nothing to summarise. */
export function trendSummary(rows: readonly TrendRow[]) {
  if (!rows.length) return undefined;
  const peak = rows.reduce((best, row) => (row.applications > best.applications ? row : best), rows[0]);
  return {
    first: rows[0].year,
    last: rows[rows.length - 1].year,
    applications: rows.reduce((sum, row) => sum + row.applications, 0),
    grants: rows.reduce((sum, row) => sum + row.grants, 0),
    peakYear: peak.year,
    peakCount: peak.applications,
  };
}

/** A slice of a share chart (pie). */
export type Slice = { key: string; label: string; value: number; percent: number };

/**
 * Slices of a split (patent types, legal statuses) in the given key order, zero slices left out,
 * with whole percentages that add up to 100 (largest-remainder rounding). Empty when all are zero.
 */
export function shareSlices<K extends string>(
  counts: Readonly<Record<K, number>>,
  order: readonly K[],
  label: (key: K) => string,
): Slice[] {
  const present = order.filter((key) => (counts[key] ?? 0) > 0);
  const total = present.reduce((sum, key) => sum + counts[key], 0);
  if (!total) return [];
  const exact = present.map((key) => (counts[key] * 100) / total);
  const percents = exact.map(Math.floor);
  let missing = 100 - percents.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    percents[index] += 1;
    missing -= 1;
  }
  return present.map((key, index) => ({ key, label: label(key), value: counts[key], percent: percents[index] }));
}

/** Top `limit` entries, largest first, ties by name; entries without a positive count dropped. */
export function topEntries(items: readonly API.NamedCount[], limit = 10): API.NamedCount[] {
  return items
    .filter((item) => item.name && item.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'))
    .slice(0, limit);
}

/** True when the analysis has nothing to chart (an enterprise without patents). */
export function isEmptyAnalysis(analysis: API.EnterpriseAnalysis | undefined | null): boolean {
  if (!analysis) return true;
  const types = analysis.patentTypes ?? { invention: 0, utility: 0, design: 0 };
  return !(analysis.yearly ?? []).length && types.invention + types.utility + types.design === 0;
}

/**
 * The analysis with every part present, whatever the server sent (`data: null`, a missing list,
 * a missing split): a malformed answer renders as an empty analysis, never a crash.
 */
export function normalizeAnalysis(value: unknown): API.EnterpriseAnalysis {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Partial<API.EnterpriseAnalysis>;
  const list = <T>(items: unknown): T[] => (Array.isArray(items) ? (items as T[]) : []);
  const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);
  const types = (source.patentTypes ?? {}) as Partial<Record<API.PatentType, number>>;
  const statuses = (source.legalStatuses ?? {}) as Partial<Record<API.LegalStatus, number>>;
  return {
    yearly: list<API.YearCount>(source.yearly),
    patentTypes: { invention: num(types.invention), utility: num(types.utility), design: num(types.design) },
    legalStatuses: { valid: num(statuses.valid), pending: num(statuses.pending), invalid: num(statuses.invalid) },
    ipcSubclasses: list<API.NamedCount>(source.ipcSubclasses),
    inventors: list<API.NamedCount>(source.inventors),
  };
}
