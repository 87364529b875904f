/**
 * Issue 14 item 4: the enterprise patent export — every page fetched through the DI service with
 * progress and a cancel, rows labelled in the visitor's language as the table labels them, the
 * file name with the enterprise and the data date; and the chart shelf that hands the Export menu
 * a chart only once it has been drawn.
 */
import '@umijs/max/test-setup';
import { getIntl } from '@umijs/max';
import { findEnterprisePatents } from '@/services/diService';
import { fetchAllPatents, patentCsv, patentCsvName } from '@/pages/taizhou/enterprise/Result/patentExport';
import { ChartShelf, drawnCharts } from '@/pages/taizhou/enterprise/Result/chartShelf';

jest.mock('@/services/diService');
const findPatents = jest.mocked(findEnterprisePatents);

const patent = (n: number, extra: Partial<API.EnterprisePatent> = {}): API.EnterprisePatent => ({
  publicationNo: `CN1143925${String(n).padStart(2, '0')}A`,
  applicationNo: `2026176500${String(n).padStart(2, '0')}.5`,
  title: `一种药物组合物 ${n}`,
  patentType: 'invention',
  applicationDate: '2024-03-01',
  legalStatus: 'pending',
  legalStatusReason: '实质审查中',
  ipc: 'A61K 31/00',
  inventors: ['刘军', '周海燕'],
  pct: false,
  ...extra,
});

/** A portfolio of `total` patents served `pageSize` at a time, as the mock does. */
function serve(total: number) {
  const all = Array.from({ length: total }, (_, i) => patent(i + 1));
  findPatents.mockImplementation(async ({ current = 1, pageSize = 10 }) => ({
    current,
    pageSize,
    total,
    list: all.slice((current - 1) * pageSize, current * pageSize),
  }));
  return all;
}

beforeEach(() => findPatents.mockReset());

describe('fetchAllPatents', () => {
  it('fetches every page at the largest page size, reporting progress after each', async () => {
    const all = serve(250);
    const progress: Array<{ done: number; total: number }> = [];
    const patents = await fetchAllPatents('泰州贝源制药有限公司', {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(patents).toEqual(all);
    expect(findPatents.mock.calls.map(([params]) => [params.current, params.pageSize])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(findPatents.mock.calls[0][0].name).toBe('泰州贝源制药有限公司');
    expect(progress).toEqual([
      { done: 100, total: 250 },
      { done: 200, total: 250 },
      { done: 250, total: 250 },
    ]);
  });

  it('passes the abort signal to the service and stops once aborted', async () => {
    serve(250);
    const controller = new AbortController();
    const run = fetchAllPatents('x', {
      signal: controller.signal,
      onProgress: ({ done }) => {
        if (done === 100) controller.abort();
      },
    });
    // The first page resolves, progress aborts, and the loop must not ask for another page.
    await expect(run).rejects.toThrow('export cancelled');
    expect(findPatents).toHaveBeenCalledTimes(1);
    const options = findPatents.mock.calls[0][1] as { skipErrorHandler?: boolean; signal?: AbortSignal };
    expect(options.skipErrorHandler).toBe(true);
    expect(options.signal).toBe(controller.signal);
  });

  it('rejects with the service failure', async () => {
    findPatents.mockResolvedValue({ code: 404, msg: '未找到该创新主体，请核对名称', data: null } as never);
    await expect(fetchAllPatents('x', { signal: new AbortController().signal, onProgress: () => undefined })).rejects.toThrow(
      '未找到该创新主体',
    );
  });

  it('ends on an empty page even when the total says more', async () => {
    findPatents
      .mockResolvedValueOnce({ current: 1, pageSize: 100, total: 500, list: [patent(1)] })
      .mockResolvedValueOnce({ current: 2, pageSize: 100, total: 500, list: [] });
    const patents = await fetchAllPatents('x', { signal: new AbortController().signal, onProgress: () => undefined });
    expect(patents).toHaveLength(1);
  });
});

describe('patentCsv', () => {
  const rows = [
    patent(1),
    patent(2, {
      patentType: 'design',
      legalStatus: 'invalid',
      legalStatusReason: '未缴年费',
      grantDate: '2020-05-06',
      ipc: '24-02',
      pct: true,
      title: '=HYPERLINK("x")',
    }),
  ];

  it('heads and labels the columns in Chinese', () => {
    const lines = patentCsv(getIntl('zh-CN'), rows).slice(1).split('\r\n');
    expect(lines[0]).toBe('公开（公告）号,申请号,专利名称,类型,申请日,授权日,法律状态,主分类号,发明人,PCT申请');
    expect(lines[1]).toBe('CN114392501A,202617650001.5,一种药物组合物 1,发明,2024-03-01,,审中（实质审查中）,A61K 31/00,刘军，周海燕,否');
    expect(lines[2]).toBe(
      'CN114392502A,202617650002.5,"\'=HYPERLINK(""x"")",外观设计,2024-03-01,2020-05-06,失效（未缴年费）,24-02,刘军，周海燕,是',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('heads and labels the columns in English', () => {
    const csv = patentCsv(getIntl('en-US'), rows);
    expect(
      csv.startsWith(
        '\uFEFFPublication number,Application number,Title,Type,Application date,Grant date,Legal status,Main classification,Inventors,PCT application\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(',Invention,2024-03-01,,Pending (substantive examination),A61K 31/00,"刘军, 周海燕",No\r\n');
    expect(csv).toContain(',Design,2024-03-01,2020-05-06,Lapsed (annual fee unpaid),24-02,"刘军, 周海燕",Yes\r\n');
  });
});

describe('file names', () => {
  it('carry the enterprise and the data date, in the visitor’s language', () => {
    expect(patentCsvName(getIntl('zh-CN'), '泰州贝源制药有限公司', '2026-11-20')).toBe('泰州贝源制药有限公司-专利清单-20261120.csv');
    expect(patentCsvName(getIntl('en-US'), '泰州贝源制药有限公司', '2026-11-20')).toBe('泰州贝源制药有限公司-patents-20261120.csv');
    expect(patentCsvName(getIntl('zh-CN'), 'a/b', '2026-11-20')).toBe('a_b-专利清单-20261120.csv');
  });
});

describe('ChartShelf', () => {
  /** A stand-in for a plot and the G2 chart in it: `on` records handlers, `emit` fires them. */
  const fakeChart = () => {
    const handlers: Record<string, Array<() => void>> = {};
    return {
      chart: {
        on: (event: string, handler: () => void) => {
          handlers[event] = [...(handlers[event] ?? []), handler];
        },
      },
      emit: (event: string) => {
        for (const handler of handlers[event] ?? []) handler();
      },
    };
  };

  it('hands out a chart only after its first render reached the canvas', async () => {
    const shelf = new ChartShelf();
    const chart = fakeChart();
    let got: unknown;
    shelf.whenDrawn('types').then((c) => {
      got = c;
    });
    shelf.onReady('types')(chart);
    await Promise.resolve();
    expect(got).toBeUndefined();
    chart.emit('afterrender');
    await Promise.resolve();
    expect(got).toBe(chart);
    await expect(shelf.whenDrawn('types')).resolves.toBe(chart);
  });

  it('gives each chart one onReady callback, so re-renders do not redraw', () => {
    const shelf = new ChartShelf();
    expect(shelf.onReady('ipc')).toBe(shelf.onReady('ipc'));
    expect(shelf.onReady('ipc')).not.toBe(shelf.onReady('inventors'));
  });

  it('lists the charts an analysis draws', () => {
    expect(
      drawnCharts({
        yearly: [{ year: 2025, applications: 1, grants: 0 }],
        patentTypes: { invention: 1, utility: 0, design: 0 },
        legalStatuses: { valid: 0, pending: 1, invalid: 0 },
        ipcSubclasses: [],
        inventors: [{ name: '刘军', count: 1 }],
      }),
    ).toEqual(['yearly', 'types', 'statuses', 'inventors']);
    expect(
      drawnCharts({
        yearly: [],
        patentTypes: { invention: 0, utility: 0, design: 0 },
        legalStatuses: { valid: 0, pending: 0, invalid: 0 },
        ipcSubclasses: [],
        inventors: [],
      }),
    ).toEqual([]);
  });
});
