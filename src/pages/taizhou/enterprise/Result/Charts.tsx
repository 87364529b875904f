// @antv/util (under @ant-design/plots) calls Object.hasOwn, which Chrome and Edge gain only in 93; the
// app ships no global polyfills (`config/config.ts`), so the chart chunk brings this one.
import 'core-js/es/object/has-own';
import { Bar, Column, Pie } from '@ant-design/plots';
import { useIntl } from '@umijs/max';
import { Button, Card, Col, Empty, Row, Table, theme } from 'antd';
import type { GlobalToken, TableColumnsType } from 'antd';
import { useId, useMemo, useRef, useState } from 'react';
import { LEGAL_STATUSES, PATENT_TYPES } from '@/domain/patent';
import useSeen from '@/hooks/useSeen';
import type { ChartKey, ChartShelf } from './chartShelf';
import { isEmptyAnalysis, shareSlices, topEntries, trendPoints, trendRows, trendSummary, type Slice } from './chartData';
import styles from './index.less';
import DataText, { DATA_COLUMN } from '@/components/DataText';

/**
 * Series and slice colours from the theme's tokens (the look's, care mode's too), distinct and at
 * WCAG's 3:1 non-text contrast against white: the primary colour's text shade, then antd's preset
 * hues. Legal statuses: valid green, pending blue, lapsed grey.
 */
const chartColors = (token: GlobalToken) => ({
  series: [token.colorPrimaryActive, token.green7, token.orange7, token.purple6, token.magenta7],
  statuses: [token.green7, token.colorPrimaryActive, token.colorTextTertiary],
});
/** Drawing a chart holds a phone's main thread for ~0.2 s: each one is drawn as it comes this near the screen. */
const DRAW_ROOT_MARGIN = '100px 0px';
const COLUMN_HEIGHT = 300;
const PIE_HEIGHT = 260;
const barHeight = (items: readonly unknown[]) => Math.max(160, items.length * 30 + 40);
/** Gap in px between a bar's end and its value label, which starts there and reads outwards. */
const BAR_LABEL_GAP = 6;
/** Room in px right of the longest bar for its label (four digits at 12 px and the gap). */
const BAR_LABEL_ROOM = 40;
/**
 * Outer and inner radius of the donuts as shares of their box: the rest of the box is room for the
 * outside percentage labels, so a small slice's label at the bottom stays clear of the legend below.
 */
const PIE_RADIUS = 0.75;
const PIE_INNER_RADIUS = 0.45;
/**
 * G2's light theme with the card's colour as canvas instead of a transparent one: a chart saved as
 * PNG (issue 14 item 4) stays readable in a viewer with a dark background.
 */
const chartTheme = (token: GlobalToken) => ({ type: 'light', view: { viewFill: token.colorBgContainer } });

interface ChartCardProps {
  title: string;
  /** Text alternative of the chart: what it shows, in a sentence. */
  summary: React.ReactNode;
  empty: boolean;
  /** Of the chart in px: the space it takes before it is drawn. */
  height: number;
  /** Data table shown on request: the chart's numbers for screen readers and keyboard users. */
  table: React.ReactNode;
  /** Draw the chart now, near the screen or not (an export of it was asked for). */
  drawNow: boolean;
  children: React.ReactNode;
}

/**
 * A chart with its text alternative (WCAG 1.1.1): the canvas is hidden from assistive technology;
 * the summary sentence is always there, the data table on demand. The chart is drawn once its box
 * comes near the screen; the box has the chart's height from the start, so nothing moves.
 */
function ChartCard({ title, summary, empty, height, table, drawNow, children }: ChartCardProps) {
  const intl = useIntl();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const drawn = useSeen(chartRef, DRAW_ROOT_MARGIN) || drawNow;
  return (
    <Card variant="borderless" className={styles.chartCard} title={<h3 className={styles.chartTitle}>{title}</h3>}>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'enterprise.chart.empty' })} />
      ) : (
        <>
          <div ref={chartRef} className={styles.chart} style={{ minHeight: height }} aria-hidden>
            {drawn ? children : null}
          </div>
          <p className={styles.summary}>{summary}</p>
          <Button
            type="link"
            size="small"
            className={styles.tableToggle}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {intl.formatMessage({ id: showTable ? 'enterprise.chart.hideTable' : 'enterprise.chart.showTable' })}
          </Button>
          <div id={tableId} hidden={!showTable}>
            {table}
          </div>
        </>
      )}
    </Card>
  );
}

/**
 * Issue 4 charts of the enterprise result page, loaded lazily so `@ant-design/plots` stays out of
 * every other page's first load: applications and grants per year, patent-type and legal-status
 * splits, the top 10 IPC subclasses and the top 10 inventors. Each has a summary and a data table;
 * an empty portfolio shows empty cards. Each drawn chart goes on `shelf` for the Export menu (issue
 * 14 item 4); `drawAll` draws them all at once, for an export of one not yet near the screen.
 */
export default function Charts({ analysis, shelf, drawAll }: { analysis: API.EnterpriseAnalysis; shelf: ChartShelf; drawAll: boolean }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const colors = useMemo(() => chartColors(token), [token]);
  const canvas = useMemo(() => chartTheme(token), [token]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const separator = t('enterprise.chart.listSeparator');

  const rows = trendRows(analysis.yearly);
  const trend = trendSummary(rows);
  const points = trendPoints(rows, { applications: t('enterprise.chart.applications'), grants: t('enterprise.chart.grants') });
  const types = shareSlices(analysis.patentTypes, PATENT_TYPES, (key) => t(`enterprise.patentType.${key}`));
  const statuses = shareSlices(analysis.legalStatuses, LEGAL_STATUSES, (key) => t(`enterprise.legalStatus.${key}`));
  const ipc = topEntries(analysis.ipcSubclasses);
  const inventors = topEntries(analysis.inventors);

  const shareSummary = (slices: Slice[]) =>
    t('enterprise.chart.summary.share', {
      total: slices.reduce((sum, s) => sum + s.value, 0),
      items: slices
        .map((s) => t('enterprise.chart.summary.shareItem', { label: s.label, count: s.value, percent: s.percent }))
        .join(separator),
    });
  const topSummary = (items: API.NamedCount[]) =>
    items.length
      ? intl.formatMessage(
          { id: 'enterprise.chart.summary.top' },
          { size: items.length, name: <DataText>{items[0].name}</DataText>, count: items[0].count },
        )
      : '';

  const shareTable = (slices: Slice[]) => {
    const columns: TableColumnsType<Slice> = [
      { title: t('enterprise.chart.category'), dataIndex: 'label' },
      { title: t('enterprise.chart.count'), dataIndex: 'value', align: 'right' },
      { title: t('enterprise.chart.share'), dataIndex: 'percent', align: 'right', render: (p: number) => `${p}%` },
    ];
    return <Table<Slice> size="small" rowKey="key" columns={columns} dataSource={slices} pagination={false} />;
  };
  const topTable = (items: API.NamedCount[], nameTitle: string) => (
    <Table<API.NamedCount>
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={items}
      columns={[
        { title: nameTitle, dataIndex: 'name', ...DATA_COLUMN },
        { title: t('enterprise.chart.count'), dataIndex: 'count', align: 'right' },
      ]}
    />
  );

  // What every chart of the shelf shares: the portal's theme, and the shelf learns when it is drawn (for export).
  const shelved = (key: ChartKey) => ({ onReady: shelf.onReady(key), theme: canvas });
  const pie = (key: ChartKey, slices: Slice[], colors: string[]) => (
    <Pie
      {...shelved(key)}
      data={slices}
      angleField="value"
      colorField="label"
      height={PIE_HEIGHT}
      radius={PIE_RADIUS}
      innerRadius={PIE_INNER_RADIUS}
      scale={{ color: { range: colors } }}
      // Neighbouring small slices put their labels apart rather than on top of each other.
      label={{ text: (d: Slice) => `${d.percent}%`, position: 'outside', transform: [{ type: 'overlapDodgeY' }] }}
      legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
      tooltip={{ title: 'label' }}
    />
  );
  const bar = (key: ChartKey, items: API.NamedCount[], color: string) => (
    <Bar
      {...shelved(key)}
      data={items}
      xField="name"
      yField="count"
      height={barHeight(items)}
      style={{ fill: color, maxWidth: 22 }}
      // Each value right after its bar's end, never across it; the padding keeps the longest one in the box.
      label={{ text: 'count', position: 'right', textAlign: 'start', dx: BAR_LABEL_GAP }}
      paddingRight={BAR_LABEL_ROOM}
      axis={{ y: { labelFormatter: (v: number) => String(v) } }}
    />
  );

  return (
    <>
      {isEmptyAnalysis(analysis) ? <p className={styles.emptyNote}>{t('enterprise.chart.emptyPortfolio')}</p> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <ChartCard
            title={t('enterprise.chart.yearly')}
            empty={!rows.length}
            height={COLUMN_HEIGHT}
            drawNow={drawAll}
            summary={trend ? t('enterprise.chart.summary.yearly', trend) : ''}
            table={
              <Table<(typeof rows)[number]>
                size="small"
                rowKey="year"
                pagination={false}
                dataSource={rows}
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: t('enterprise.chart.year'), dataIndex: 'year' },
                  { title: t('enterprise.chart.applications'), dataIndex: 'applications', align: 'right' },
                  { title: t('enterprise.chart.grants'), dataIndex: 'grants', align: 'right' },
                ]}
              />
            }
          >
            <Column
              {...shelved('yearly')}
              data={points}
              xField="year"
              yField="value"
              colorField="series"
              group
              height={COLUMN_HEIGHT}
              scale={{ color: { range: colors.series.slice(0, 2) } }}
              legend={{ color: { position: 'top' } }}
            />
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={t('enterprise.chart.types')}
            drawNow={drawAll}
            empty={!types.length}
            height={PIE_HEIGHT}
            summary={shareSummary(types)}
            table={shareTable(types)}
          >
            {pie('types', types, colors.series)}
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={t('enterprise.chart.statuses')}
            drawNow={drawAll}
            empty={!statuses.length}
            height={PIE_HEIGHT}
            summary={shareSummary(statuses)}
            table={shareTable(statuses)}
          >
            {pie('statuses', statuses, colors.statuses)}
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={t('enterprise.chart.ipc')}
            drawNow={drawAll}
            empty={!ipc.length}
            height={barHeight(ipc)}
            summary={topSummary(ipc)}
            table={topTable(ipc, t('enterprise.chart.ipcSubclass'))}
          >
            {bar('ipc', ipc, colors.series[0])}
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={t('enterprise.chart.inventors')}
            drawNow={drawAll}
            empty={!inventors.length}
            height={barHeight(inventors)}
            summary={topSummary(inventors)}
            table={topTable(inventors, t('enterprise.chart.inventor'))}
          >
            {bar('inventors', inventors, colors.series[3])}
          </ChartCard>
        </Col>
      </Row>
    </>
  );
}
