import type { Chart } from '@ant-design/plots';
import { LEGAL_STATUSES, PATENT_TYPES } from '@/domain/patent';
import { shareSlices, topEntries, trendRows } from './chartData';

/** The result page's charts, top to bottom; each is one entry of the Export menu. */
export const CHART_KEYS = ['yearly', 'types', 'statuses', 'ipc', 'inventors'] as const;
export type ChartKey = (typeof CHART_KEYS)[number];

/** The charts the analysis draws (Charts.tsx shows an empty card for the others), in page order. */
export function drawnCharts(analysis: API.EnterpriseAnalysis): ChartKey[] {
  const has: Record<ChartKey, boolean> = {
    yearly: trendRows(analysis.yearly).length > 0,
    types: shareSlices(analysis.patentTypes, PATENT_TYPES, String).length > 0,
    statuses: shareSlices(analysis.legalStatuses, LEGAL_STATUSES, String).length > 0,
    ipc: topEntries(analysis.ipcSubclasses).length > 0,
    inventors: topEntries(analysis.inventors).length > 0,
  };
  return CHART_KEYS.filter((key) => has[key]);
}

/** G2's event once a render has reached the canvas (`ChartEvent.AFTER_RENDER` of @antv/g2). */
const AFTER_RENDER = 'afterrender';

/**
 * Issue 14 item 4: where the charts' instances (the plots library's `onReady` chart, with its own
 * `downloadImage`) wait for the page's Export menu. A chart is on the shelf once its first render
 * has reached the canvas, so a PNG is never blank; `whenDrawn` waits for one that is not yet.
 * One shelf per enterprise: the page makes a new one when the name changes.
 */
export class ChartShelf {
  private readonly drawn = new Map<ChartKey, Chart>();

  private readonly waiting = new Map<ChartKey, Array<(chart: Chart) => void>>();

  private readonly callbacks = new Map<ChartKey, (chart: Chart) => void>();

  /** The `onReady` callback of chart `key` (the same function on every render, so no chart redraws for it). */
  onReady(key: ChartKey): (chart: Chart) => void {
    let callback = this.callbacks.get(key);
    if (!callback) {
      callback = (chart: Chart) => {
        // On the G2 chart inside the plot: the plot passes on only G2 events that carry an event
        // object, and `afterrender` carries none.
        chart.chart.on(AFTER_RENDER, () => {
          this.drawn.set(key, chart);
          for (const resolve of this.waiting.get(key) ?? []) resolve(chart);
          this.waiting.delete(key);
        });
      };
      this.callbacks.set(key, callback);
    }
    return callback;
  }

  /** Chart `key` once drawn. */
  whenDrawn(key: ChartKey): Promise<Chart> {
    const chart = this.drawn.get(key);
    if (chart) return Promise.resolve(chart);
    return new Promise((resolve) => this.waiting.set(key, [...(this.waiting.get(key) ?? []), resolve]));
  }
}
