import {
  isEmptyAnalysis,
  normalizeAnalysis,
  shareSlices,
  topEntries,
  trendPoints,
  trendRows,
  trendSummary,
} from '@/pages/taizhou/enterprise/Result/chartData';
import { EMPTY_ANALYSIS } from './support/enterpriseAnalysis';

/** Issue 4: shaping of the enterprise analysis for the result page's charts and their text alternatives. */

describe('trend (applications and grants per year)', () => {
  it('fills the years without filings with zeros, oldest first', () => {
    const rows = trendRows([
      { year: 2024, applications: 5, grants: 1 },
      { year: 2021, applications: 2, grants: 0 },
    ]);
    expect(rows).toEqual([
      { year: 2021, applications: 2, grants: 0 },
      { year: 2022, applications: 0, grants: 0 },
      { year: 2023, applications: 0, grants: 0 },
      { year: 2024, applications: 5, grants: 1 },
    ]);
  });

  it('shows at most the last 15 years up to the latest', () => {
    const yearly = Array.from({ length: 30 }, (_, i) => ({ year: 1997 + i, applications: 1, grants: 0 }));
    const rows = trendRows(yearly);
    expect(rows).toHaveLength(15);
    expect([rows[0].year, rows[14].year]).toEqual([2012, 2026]);
  });

  it('is empty without data', () => {
    expect(trendRows([])).toEqual([]);
    expect(trendRows([{ year: 2020, applications: 0, grants: 0 }])).toEqual([]);
    expect(trendSummary([])).toBeUndefined();
  });

  it('gives one point per year and series for the grouped columns', () => {
    const points = trendPoints([{ year: 2025, applications: 3, grants: 2 }], { applications: '申请量', grants: '授权量' });
    expect(points).toEqual([
      { year: '2025', series: '申请量', value: 3 },
      { year: '2025', series: '授权量', value: 2 },
    ]);
  });

  it('summarises totals and the peak year', () => {
    const summary = trendSummary(
      trendRows([
        { year: 2023, applications: 4, grants: 1 },
        { year: 2024, applications: 9, grants: 3 },
        { year: 2025, applications: 6, grants: 5 },
      ]),
    );
    expect(summary).toEqual({ first: 2023, last: 2025, applications: 19, grants: 9, peakYear: 2024, peakCount: 9 });
  });
});

describe('shareSlices (type and legal-status splits)', () => {
  const label = (key: string) => key.toUpperCase();

  it('keeps the given order, leaves zero slices out and rounds percentages to 100', () => {
    const slices = shareSlices({ invention: 1, utility: 1, design: 1 }, ['invention', 'utility', 'design'], label);
    expect(slices.map((s) => s.label)).toEqual(['INVENTION', 'UTILITY', 'DESIGN']);
    expect(slices.reduce((sum, s) => sum + s.percent, 0)).toBe(100);
    const partial = shareSlices({ valid: 3, pending: 0, invalid: 1 }, ['valid', 'pending', 'invalid'], label);
    expect(partial).toEqual([
      { key: 'valid', label: 'VALID', value: 3, percent: 75 },
      { key: 'invalid', label: 'INVALID', value: 1, percent: 25 },
    ]);
  });

  it('is empty when everything is zero', () => {
    expect(shareSlices({ invention: 0, utility: 0, design: 0 }, ['invention', 'utility', 'design'], label)).toEqual([]);
  });
});

describe('topEntries (IPC subclasses, inventors)', () => {
  it('sorts largest first, ties by name, drops empty entries and limits to 10', () => {
    const items = [
      { name: 'H01L', count: 3 },
      { name: 'A61K', count: 3 },
      { name: '', count: 9 },
      { name: 'G06F', count: 0 },
      ...Array.from({ length: 12 }, (_, i) => ({ name: `C${String(i).padStart(2, '0')}X`, count: 1 })),
    ];
    const top = topEntries(items);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 2)).toEqual([
      { name: 'A61K', count: 3 },
      { name: 'H01L', count: 3 },
    ]);
  });
});

describe('normalizeAnalysis and isEmptyAnalysis', () => {
  it('turns data null or a malformed body into an empty analysis', () => {
    for (const value of [null, undefined, 'oops', [], { yearly: 'x', patentTypes: null }]) {
      const analysis = normalizeAnalysis(value);
      expect(analysis).toEqual(EMPTY_ANALYSIS);
      expect(isEmptyAnalysis(analysis)).toBe(true);
    }
  });

  it('keeps a real analysis as it is and sees it is not empty', () => {
    const analysis = {
      yearly: [{ year: 2025, applications: 2, grants: 1 }],
      patentTypes: { invention: 1, utility: 1, design: 0 },
      legalStatuses: { valid: 1, pending: 1, invalid: 0 },
      ipcSubclasses: [{ name: 'H01L', count: 2 }],
      inventors: [{ name: '王建华', count: 2 }],
    };
    expect(normalizeAnalysis(analysis)).toEqual(analysis);
    expect(isEmptyAnalysis(analysis)).toBe(false);
  });
});
