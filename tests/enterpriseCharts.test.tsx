/**
 * Issue 16 item 9: the enterprise result's charts are set up so their labels stay readable. Checked
 * on the options the page hands to `@ant-design/plots` (the canvas itself is drawn in the browser
 * suite): bar value labels start after the end of their bar and read outwards, with room kept right
 * of the longest bar; donut percentage labels sit outside a ring that leaves room in its box, dodge
 * each other, and the legend sits below.
 */
import '@umijs/max/test-setup';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { render, screen } from '@testing-library/react';
import Charts from '@/pages/taizhou/enterprise/Result/Charts';
import { ChartShelf } from '@/pages/taizhou/enterprise/Result/chartShelf';

// biome-ignore lint/suspicious/noExplicitAny: the mocked charts' props, read as the assertions need them (their real types are unions to narrow at every step).
type ChartProps = Record<string, any>;
const drawn: Record<'Bar' | 'Pie' | 'Column', ChartProps[]> = { Bar: [], Pie: [], Column: [] };

jest.mock('@ant-design/plots', () => {
  const stand = (kind: 'Bar' | 'Pie' | 'Column') => (props: ChartProps) => {
    drawn[kind].push(props);
    return <div data-testid={kind} />;
  };
  return { Bar: stand('Bar'), Pie: stand('Pie'), Column: stand('Column') };
});

const analysis: API.EnterpriseAnalysis = {
  yearly: [
    { year: 2024, applications: 12, grants: 5 },
    { year: 2025, applications: 20, grants: 9 },
  ],
  // A tiny slice between two large ones: its label lands at the bottom of the ring, by the legend.
  patentTypes: { invention: 480, utility: 9, design: 470 },
  legalStatuses: { valid: 700, pending: 150, invalid: 109 },
  ipcSubclasses: [
    { name: 'A61K', count: 1109 },
    { name: 'C07D', count: 28 },
  ],
  inventors: [
    { name: '刘军', count: 71 },
    { name: '周海燕', count: 2 },
  ],
};

/** Width in px of a label of `text` at G2's default 12 px label size (digits are at most ~0.6 em). */
const labelWidth = (text: string) => text.length * 12 * 0.6;

beforeEach(() => {
  drawn.Bar = [];
  drawn.Pie = [];
  drawn.Column = [];
  render(
    <RawIntlProvider value={getIntl('zh-CN')}>
      <Charts analysis={analysis} shelf={new ChartShelf()} drawAll={false} />
    </RawIntlProvider>,
  );
});

test('bar value labels start past the end of their bar, with room for the longest one', () => {
  expect(screen.getAllByTestId('Bar')).toHaveLength(2);
  for (const bar of drawn.Bar) {
    const { label } = bar;
    // `right` anchors the label at the bar's end; `start` makes it read outwards from there.
    expect(label.position).toBe('right');
    expect(label.textAlign).toBe('start');
    expect(label.dx).toBeGreaterThan(0);
    const longest = Math.max(...bar.data.map((item: API.NamedCount) => labelWidth(String(item.count))));
    expect(bar.paddingRight).toBeGreaterThanOrEqual(label.dx + longest);
  }
});

test('donut labels sit outside a ring that leaves them room, dodge each other, and the legend is below', () => {
  expect(screen.getAllByTestId('Pie')).toHaveLength(2);
  for (const pie of drawn.Pie) {
    expect(pie.label.position).toBe('outside');
    expect(pie.radius).toBeLessThan(1);
    expect(pie.innerRadius).toBeLessThan(pie.radius);
    expect(pie.label.transform).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'overlapDodgeY' })]));
    expect(pie.legend.color.position).toBe('bottom');
  }
  // The labels are the slices' shares.
  const [types] = drawn.Pie;
  expect(types.data.map((slice: { percent: number }) => types.label.text(slice))).toEqual(['50%', '1%', '49%']);
});
