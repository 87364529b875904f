import { useIntl } from '@umijs/max';
import { Alert, Button, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { saveBlob } from '@/utils/download';
import { loadFailureText } from '@/utils/serviceResult';
import { fetchAllPatents, patentCsv, patentCsvName, type ExportProgress } from './patentExport';

export interface PatentExportDialogProps {
  /** The enterprise, as the service spells it. */
  name: string;
  /** `YYYY-MM-DD` the figures are as of: the file name's date. */
  dataDate: string;
  /** The file is saved (`count` patents), or the visitor cancelled or closed (`undefined`). */
  onClose: (count?: number) => void;
}

/**
 * Issue 14 item 4 (loaded on the first export): fetches the whole patent list through the DI
 * service with a progress bar and a cancel, then saves it as CSV. A failure stays in the dialog
 * with its cause in the app's words (issue 46 item 4) and a retry. Cancelling aborts the request in flight.
 */
export default function PatentExportDialog({ name, dataDate, onClose }: PatentExportDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [progress, setProgress] = useState<ExportProgress>({ done: 0, total: 0 });
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const running = useRef<AbortController>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per attempt; the locale and names do not change while the dialog is open, and a new `onClose` from the parent's render must not restart the export.
  useEffect(() => {
    const controller = new AbortController();
    running.current = controller;
    setFailure(undefined);
    setProgress({ done: 0, total: 0 });
    fetchAllPatents(name, { signal: controller.signal, onProgress: setProgress }).then(
      (patents) => {
        if (controller.signal.aborted) return;
        saveBlob(new Blob([patentCsv(intl, patents)], { type: 'text/csv;charset=utf-8' }), patentCsvName(intl, name, dataDate));
        onClose(patents.length);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(loadFailureText(error));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const cancel = () => {
    running.current?.abort();
    onClose();
  };
  const percent = progress.total ? Math.floor((progress.done * 100) / progress.total) : 0;

  return (
    <Modal
      open
      title={t('enterprise.export.progressTitle')}
      mask={{ closable: false }}
      onCancel={cancel}
      footer={
        failure === undefined ? (
          <Button onClick={cancel}>{t('enterprise.export.cancel')}</Button>
        ) : (
          <>
            <Button onClick={cancel}>{t('enterprise.export.close')}</Button>
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('enterprise.export.retry')}
            </Button>
          </>
        )
      }
    >
      {failure === undefined ? (
        <>
          <Progress percent={percent} status="active" aria-hidden />
          <p role="status">
            {t('enterprise.export.progress', { done: intl.formatNumber(progress.done), total: intl.formatNumber(progress.total) })}
          </p>
        </>
      ) : (
        <Alert
          type="error"
          showIcon
          title={failure ? t('enterprise.export.failed', { reason: failure }) : t('enterprise.export.failedNoReason')}
        />
      )}
    </Modal>
  );
}
