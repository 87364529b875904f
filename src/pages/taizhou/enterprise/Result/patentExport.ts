import type { getIntl } from '@umijs/max';
import { EXPORT_PAGE_SIZE } from '@/constants';
import { requestLimit } from '@/utils/requestLimits';
import { LEGAL_STATUS_REASONS } from '@/domain/patent';
import { findEnterprisePatents } from '@/services/diService';
import { toCsv } from '@/utils/csv';
import { compactDate, safeFileName } from '@/utils/download';
import { messageLabel, termLabel } from '@/utils/messageLabel';
import { toPage } from '@/utils/serviceResult';

type IntlShape = ReturnType<typeof getIntl>;

/** Fetched so far and the portfolio's size, as the service states it. */
export type ExportProgress = { done: number; total: number };

/**
 * Issue 14 item 4: every patent of the enterprise, page after page of the DI service (docs/api.md
 * §9, newest filing first, {@link EXPORT_PAGE_SIZE} a page), reporting progress after each page.
 * Stops when the service's total is reached or a page comes back empty. Rejects with the service
 * failure (ServiceFailure, HTTP, network), or with the abort reason once `signal` is aborted (the
 * request in flight is cancelled too).
 */
export async function fetchAllPatents(
  name: string,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void },
): Promise<API.EnterprisePatent[]> {
  const patents: API.EnterprisePatent[] = [];
  const stopIfAborted = () => {
    if (signal.aborted) throw new DOMException('export cancelled', 'AbortError');
  };
  for (let current = 1; ; current += 1) {
    stopIfAborted();
    const page = toPage<API.EnterprisePatent>(
      await findEnterprisePatents(
        { name, current, pageSize: EXPORT_PAGE_SIZE },
        { skipErrorHandler: true, signal, timeout: requestLimit('transfer') },
      ),
    );
    stopIfAborted();
    patents.push(...page.list);
    onProgress({ done: patents.length, total: Math.max(page.total, patents.length) });
    if (!page.list.length || patents.length >= page.total) return patents;
  }
}

/**
 * The patent list as CSV (src/utils/csv.ts: BOM, CRLF, quoted, formula-safe) with the columns of
 * the result page's table and more, headed and labelled in the visitor's language: patent type and
 * legal status (with its reason) through the locale as the table shows them; dates `YYYY-MM-DD`.
 */
export function patentCsv(intl: IntlShape, patents: readonly API.EnterprisePatent[]): string {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const header = [
    'publicationNo',
    'applicationNo',
    'patentTitle',
    'type',
    'applicationDate',
    'grantDate',
    'legalStatus',
    'ipc',
    'inventors',
    'pct',
  ].map((key) => t(`enterprise.patents.${key}`));
  const separator = t('enterprise.chart.listSeparator');
  const rows = patents.map((patent) => {
    const status = messageLabel(intl, 'enterprise.legalStatus', patent.legalStatus);
    const reason = termLabel(intl, LEGAL_STATUS_REASONS, patent.legalStatusReason);
    return [
      patent.publicationNo,
      patent.applicationNo,
      patent.title,
      messageLabel(intl, 'enterprise.patentType', patent.patentType),
      patent.applicationDate,
      patent.grantDate ?? '',
      reason ? t('enterprise.legalStatusWithReason', { status, reason }) : status,
      patent.ipc,
      Array.isArray(patent.inventors) ? patent.inventors.join(separator) : '',
      t(patent.pct ? 'enterprise.patents.yes' : 'enterprise.patents.no'),
    ];
  });
  return toCsv(header, rows);
}

/** `<enterprise>-专利清单-<YYYYMMDD>.csv` (en-US `<enterprise>-patents-<YYYYMMDD>.csv`), the date being the data date. */
export function patentCsvName(intl: IntlShape, enterprise: string, dataDate: string): string {
  return safeFileName(intl.formatMessage({ id: 'enterprise.export.csvFile' }, { name: enterprise, date: compactDate(dataDate) }));
}
