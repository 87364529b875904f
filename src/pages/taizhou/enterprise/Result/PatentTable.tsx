import { useIntl, useSearchParams } from '@umijs/max';
import { useEffect } from 'react';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Tag } from 'antd';
import LoadError from '@/components/LoadError';
import { loadFailureText, toPage } from '@/utils/serviceResult';
import { REQUEST_DEFAULTS } from '@/constants';
import Pager from '@/components/Pager';
import { findEnterprisePatents } from '@/services/diService';
import styles from './index.less';
import { messageLabel, termLabel } from '@/utils/messageLabel';
import { CardList, Facts } from '@/components/FilteredList';
import { LEGAL_STATUS_REASONS } from '@/domain/patent';
import { patentQuery, readTableState } from './patentTableState';
import { formatDay } from '@/utils/date';
import useNarrow from '@/hooks/useNarrow';
import { ListSkeleton } from '@/components/LineSkeleton';
import deferred from '@/components/Deferred';
import DataText from '@/components/DataText';

// antd's Table (~49 KB gzipped) only where the list is a table: a phone draws cards and never loads it.
const PatentTableWide = deferred(() => import('./PatentTableWide'));

const STATUS_COLOR: Record<API.LegalStatus, string> = { valid: 'green', pending: 'blue', invalid: 'default' };

/**
 * Issue 4: the enterprise's patents (publication number, title, type, application date, legal
 * status, IPC), paged and sorted by the DI service (docs/api.md §9). Page and sort live in the URL
 * so a shared link opens the same page; `onShown` is called once the first page (or its failure)
 * is on screen. On phones (antd breakpoint md off) each patent is a card
 * with its facts, as in the other lists, in the order the URL's sort gives.
 */
export default function PatentTable({ name, total, onShown }: { name: string; total: number; onShown?: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const state = readTableState(params);
  const narrow = useNarrow();

  const { data, loading, error, refresh } = useServiceRequest(
    async () => toPage<API.EnterprisePatent>(await findEnterprisePatents(patentQuery(params, name), { skipErrorHandler: true })),
    { refreshDeps: [name, state.page, state.sortField, state.sortOrder] },
  );

  const shown = Boolean(data || error);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page hears when the list shows (`shown` turns true); a new `onShown` from the page's render is not a new showing.
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown]);

  const write = (next: typeof state) => {
    const search = new URLSearchParams();
    if (next.sortField !== 'applicationDate' || next.sortOrder !== 'descend') {
      search.set('sort', next.sortField);
      search.set('order', next.sortOrder);
    }
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const typeLabel = (value: API.PatentType) => messageLabel(intl, 'enterprise.patentType', value);
  const statusTag = (patent: API.EnterprisePatent) => {
    const status = messageLabel(intl, 'enterprise.legalStatus', patent.legalStatus);
    const reason = termLabel(intl, LEGAL_STATUS_REASONS, patent.legalStatusReason);
    return (
      <Tag color={STATUS_COLOR[patent.legalStatus]} className={styles.statusTag}>
        {reason ? t('enterprise.legalStatusWithReason', { status, reason }) : status}
      </Tag>
    );
  };
  const mono = (value: string) => <span className={styles.mono}>{value}</span>;

  if (error && !loading) {
    return <LoadError compact onRetry={refresh} description={loadFailureText(error) || t('enterprise.patents.loadFailed')} />;
  }
  const rows = data?.list ?? [];
  const pageTotal = data?.total ?? total;
  // A phone shows cards; until the first page arrives, their grey lines rather than an empty
  // Table that the cards then replace (issue 13: the Table's styles and measuring were wasted work).
  if (narrow && !data) {
    return (
      <div aria-busy>
        <ListSkeleton />
      </div>
    );
  }
  if (narrow && rows.length) {
    return (
      <div aria-busy={loading}>
        <CardList rows={rows} rowKey={(patent) => patent.applicationNo} title={(patent) => <DataText>{patent.title}</DataText>}>
          {(patent) => (
            <Facts
              messages="enterprise.patents"
              items={{
                type: typeLabel(patent.patentType),
                applicationDate: formatDay(intl.locale, patent.applicationDate),
                legalStatus: statusTag(patent),
                publicationNo: mono(patent.publicationNo),
                applicationNo: mono(patent.applicationNo),
                ipc: mono(patent.ipc),
              }}
            />
          )}
        </CardList>
        {pageTotal > REQUEST_DEFAULTS.pageSize ? (
          <Pager
            className={styles.cardPager}
            simple
            current={state.page}
            pageSize={REQUEST_DEFAULTS.pageSize}
            total={pageTotal}
            showSizeChanger={false}
            disabled={loading}
            onChange={(page) => write({ ...state, page })}
          />
        ) : null}
      </div>
    );
  }
  return (
    <PatentTableWide
      rows={rows}
      total={pageTotal}
      loading={loading}
      state={state}
      onStateChange={write}
      typeLabel={typeLabel}
      statusTag={statusTag}
      fallback={<ListSkeleton />}
    />
  );
}
