import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { useState } from 'react';
import deferred from '@/components/Deferred';
import HeaderMenu, { menuClass } from '@/components/HeaderMenu';
import LightButton from '@/components/LightButton';
import type { ChartKey } from './chartShelf';
import styles from './index.less';

// The export's own code (all-pages fetch, CSV, the progress dialog) loads on the first export only;
// if a new deploy removed it, the page stays and says so (issue 26 item 5).
const PatentExportDialog = deferred(() => import('./PatentExportDialog'));

export interface ExportMenuProps {
  /** The enterprise, as the service spells it. */
  name: string;
  /** `YYYY-MM-DD` the figures are as of (file names carry it). */
  dataDate: string;
  /** The charts there are to save, in page order (none until the analysis has come). */
  charts: readonly ChartKey[];
  /** Saves chart `key` as PNG. */
  onChart: (key: ChartKey) => void;
}

/**
 * Issue 14 item 4: the result page's "Export" menu (a WAI-ARIA menu button): the whole patent list
 * as CSV, with a progress dialog, and each drawn chart as PNG. When a CSV is saved, a status line
 * says how many patents it holds.
 */
export default function ExportMenu({ name, dataDate, charts, onChart }: ExportMenuProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [exporting, setExporting] = useState(false);
  const [status, setStatus] = useState('');

  return (
    <>
      <HeaderMenu
        className={styles.exportMenu}
        label={t('enterprise.export.menu')}
        renderTrigger={(props) => (
          <LightButton kind="default" {...props} icon={<DownloadOutlined aria-hidden />}>
            {t('enterprise.export.button')}
          </LightButton>
        )}
      >
        {(close) => {
          const item = (key: string, label: string, choose: () => void) => (
            <button
              key={key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={menuClass.item}
              onClick={() => {
                close();
                choose();
              }}
            >
              {label}
            </button>
          );
          return (
            <>
              {item('csv', t('enterprise.export.csv'), () => {
                setStatus('');
                setExporting(true);
              })}
              {charts.map((key) => item(key, t('enterprise.export.chartPng', { chart: t(`enterprise.chart.${key}`) }), () => onChart(key)))}
            </>
          );
        }}
      </HeaderMenu>
      <span role="status" className={styles.srOnly}>
        {status}
      </span>
      {exporting ? (
        <PatentExportDialog
          name={name}
          dataDate={dataDate}
          onClose={(count) => {
            setExporting(false);
            if (count !== undefined) setStatus(t('enterprise.export.done', { count: intl.formatNumber(count) }));
          }}
        />
      ) : null}
    </>
  );
}
