import { useIntl, useSearchParams } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Table, Tag } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import LoadError from '@/components/LoadError';
import { failureText, toPage } from '@/utils/serviceResult';
import { REQUEST_DEFAULTS } from '@/constants';
import Pager from '@/components/Pager';
import usePagerItemRender from '@/hooks/usePagerItemRender';
import { findEnterprisePatents } from '@/services/diService';
import styles from './index.less';
import { messageLabel, termLabel } from '@/utils/messageLabel';
import { CardList, Facts } from '@/components/FilteredList';
import { LEGAL_STATUS_REASONS, PATENT_SORT_FIELDS } from '@/domain/patent';
import { formatDay } from '@/utils/date';
import useNarrow from '@/hooks/useNarrow';
import { ListSkeleton } from '@/components/LineSkeleton';

const SORT_FIELDS = PATENT_SORT_FIELDS;
const STATUS_COLOR: Record<API.LegalStatus, string> = { valid: 'green', pending: 'blue', invalid: 'default' };

/** The table's page and sort from the URL (`?page=&sort=&order=`); newest filing first by default. */
function readTableState(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const sort = params.get('sort') as API.EnterprisePatentSortField | null;
  const order = params.get('order');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sortField: sort && SORT_FIELDS.includes(sort) ? sort : ('applicationDate' as const),
    sortOrder: order === 'ascend' ? ('ascend' as const) : ('descend' as const),
  };
}

/**
 * Issue 4: the enterprise's patents (publication number, title, type, application date, legal
 * status, IPC), paged and sorted by the DI service (docs/api.md §9). Page and sort live in the URL
 * so a shared link opens the same page. On phones (antd breakpoint md off) each patent is a card
 * with its facts, as in the other lists, in the order the URL's sort gives.
 */
export default function PatentTable({ name, total }: { name: string; total: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const state = readTableState(params);
  const narrow = useNarrow();
  const itemRender = usePagerItemRender();

  const { data, loading, error, refresh } = useServiceRequest(
    async () =>
      toPage<API.EnterprisePatent>(
        await findEnterprisePatents(
          { name, current: state.page, pageSize: REQUEST_DEFAULTS.pageSize, sortField: state.sortField, sortOrder: state.sortOrder },
          { skipErrorHandler: true },
        ),
      ),
    { refreshDeps: [name, state.page, state.sortField, state.sortOrder] },
  );

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
    return <Tag color={STATUS_COLOR[patent.legalStatus]} className={styles.statusTag}>{reason ? t('enterprise.legalStatusWithReason', { status, reason }) : status}</Tag>;
  };
  const mono = (value: string) => <span className={styles.mono}>{value}</span>;

  const sortOrderOf = (field: API.EnterprisePatentSortField) => (state.sortField === field ? state.sortOrder : null);
  const columns: TableColumnsType<API.EnterprisePatent> = [
    {
      title: t('enterprise.patents.publicationNo'),
      dataIndex: 'publicationNo',
      key: 'publicationNo',
      width: 150,
      sorter: true,
      sortOrder: sortOrderOf('publicationNo'),
      render: (value: string, patent) => (
        <>
          <div className={styles.mono}>{value}</div>
          <div className={styles.sub}>{patent.applicationNo}</div>
        </>
      ),
    },
    { title: t('enterprise.patents.patentTitle'), dataIndex: 'title', width: 300, render: (value: string) => <span className={styles.wrap}>{value}</span> },
    { title: t('enterprise.patents.type'), dataIndex: 'patentType', width: 100, render: typeLabel },
    {
      title: t('enterprise.patents.applicationDate'),
      dataIndex: 'applicationDate',
      key: 'applicationDate',
      width: 130,
      sorter: true,
      sortOrder: sortOrderOf('applicationDate'),
      sortDirections: ['descend', 'ascend'],
      render: (value: string) => formatDay(intl.locale, value),
    },
    {
      title: t('enterprise.patents.legalStatus'),
      dataIndex: 'legalStatus',
      width: 150,
      render: (_value: API.LegalStatus, patent) => statusTag(patent),
    },
    { title: t('enterprise.patents.ipc'), dataIndex: 'ipc', width: 120, render: mono },
  ];

  const onChange: TableProps<API.EnterprisePatent>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.columnKey as API.EnterprisePatentSortField | undefined;
    const sortChanged = field !== state.sortField || single?.order !== state.sortOrder;
    if (single?.order && field && SORT_FIELDS.includes(field)) {
      write({ sortField: field, sortOrder: single.order, page: sortChanged ? 1 : pagination.current ?? 1 });
    } else {
      write({ sortField: 'applicationDate', sortOrder: 'descend', page: sortChanged ? 1 : pagination.current ?? 1 });
    }
  };

  if (error && !loading) {
    return <LoadError compact onRetry={refresh} description={failureText(error) || t('enterprise.patents.loadFailed')} />;
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
        <CardList rows={rows} rowKey={(patent) => patent.applicationNo} title={(patent) => patent.title}>
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
    <Table<API.EnterprisePatent>
      rowKey="applicationNo"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 950 }}
      showSorterTooltip={false}
      locale={{ emptyText: <span className={styles.emptyText}>{t('enterprise.patents.empty')}</span> }}
      onChange={onChange}
      pagination={{
        current: state.page,
        pageSize: REQUEST_DEFAULTS.pageSize,
        total: pageTotal,
        showSizeChanger: false,
        hideOnSinglePage: true,
        simple: narrow,
        itemRender,
        showTotal: (count) => t('enterprise.patents.total', { total: count }),
      }}
    />
  );
}
