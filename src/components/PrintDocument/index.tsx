import { PrinterOutlined } from '@ant-design/icons';
import { useIntl, useLocation } from '@umijs/max';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useSiteTitle } from '@/hooks/useDocumentTitle';
import DataText from '@/components/DataText';
import { formatDateTime, formatDay } from '@/utils/date';
import styles from './index.less';

/**
 * Class on `<html>` while a print-ready document is on screen: the print rules that hide the portal
 * frame (index.less) apply only then, so printing any other page prints it as it is.
 */
const PRINT_DOCUMENT_CLASS = 'ipr-print-document';

/** Class of a part of a document that stays off paper (a way back, related links, actions). */
export const NO_PRINT = styles.noPrint;

export interface PrintDocumentProps {
  /** Who published the document (department, news source, data source, provider); omitted when unknown. */
  source?: string;
  /** `YYYY-MM-DD` or an ISO date-time: when the document was published (or submitted, see `dateKind`). */
  date?: string;
  /** What `date` is: a publication day (default) or a submission time (the dispute receipt). */
  dateKind?: 'publishDate' | 'submitTime';
  children: React.ReactNode;
}

/**
 * Issue 14 item 3: a document that prints on A4 by itself. On paper the portal's header, navigation
 * and footer, breadcrumbs, buttons and parts marked {@link NO_PRINT} are left out, and the document
 * gets a head with the site name, its source and date, and a foot with the page's address; on
 * screen those two stay hidden and a Print button sits above the document. The print stylesheet is this component's LESS module, so it comes
 * only with the pages that print.
 */
export default function PrintDocument({ source, date, dateKind = 'publishDate', children }: PrintDocumentProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const site = useSiteTitle();
  // Re-rendered on navigation, so the printed address is always the page's own.
  useLocation();
  useEffect(() => {
    document.documentElement.classList.add(PRINT_DOCUMENT_CLASS);
    return () => document.documentElement.classList.remove(PRINT_DOCUMENT_CLASS);
  }, []);
  const when = date ? (dateKind === 'submitTime' ? formatDateTime(intl.locale, date) : formatDay(intl.locale, date)) : '';
  const fact = (labelId: string, value: string | React.ReactElement) =>
    intl.formatMessage({ id: 'content.labelValue' }, { label: t(labelId), value });

  return (
    <div className={styles.document}>
      <div className={styles.toolbar}>
        <PrintButton />
      </div>
      <div className={styles.head}>
        <p className={styles.site}>{site}</p>
        <p className={styles.facts}>
          {source ? <span>{fact('print.source', <DataText>{source}</DataText>)}</span> : null}
          {when ? <span>{fact(`print.${dateKind}`, when)}</span> : null}
        </p>
      </div>
      {children}
      <p className={styles.foot}>{fact('print.address', window.location.href)}</p>
    </div>
  );
}

/** The visible "Print" button of a print-ready document: the browser's print dialog (`window.print`). */
export function PrintButton() {
  const intl = useIntl();
  return (
    <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
      {intl.formatMessage({ id: 'print.button' })}
    </Button>
  );
}
