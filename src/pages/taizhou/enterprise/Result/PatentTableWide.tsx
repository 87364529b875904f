import { useIntl } from '@umijs/max';
import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { ReactNode } from 'react';
import { DATA_LANG, REQUEST_DEFAULTS } from '@/constants';
import { PATENT_SORT_FIELDS } from '@/domain/patent';
import usePagerItemRender from '@/hooks/usePagerItemRender';
import useNarrow from '@/hooks/useNarrow';
import { formatDay } from '@/utils/date';
import type { PatentTableState } from './patentTableState';
import styles from './index.less';

/**
 * The enterprise's patents as antd's Table, sortable by publication number and application date,
 * where the screen is wide enough for one (PatentTable draws cards on a phone). Page and sort are
 * PatentTable's, from the URL; `onStateChange` writes them back.
 */
export default function PatentTableWide({
  rows,
  total,
  loading,
  state,
  onStateChange: write,
  typeLabel,
  statusTag,
}: {
  rows: API.EnterprisePatent[];
  total: number;
  loading: boolean;
  state: PatentTableState;
  onStateChange: (next: PatentTableState) => void;
  typeLabel: (value: API.PatentType) => ReactNode;
  statusTag: (patent: API.EnterprisePatent) => ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const narrow = useNarrow();
  const itemRender = usePagerItemRender();
  const pageTotal = total;
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
    {
      title: t('enterprise.patents.patentTitle'),
      dataIndex: 'title',
      width: 300,
      render: (value: string) => (
        <span className={styles.wrap} lang={DATA_LANG}>
          {value}
        </span>
      ),
    },
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
    if (single?.order && field && PATENT_SORT_FIELDS.includes(field)) {
      write({ sortField: field, sortOrder: single.order, page: sortChanged ? 1 : (pagination.current ?? 1) });
    } else {
      write({ sortField: 'applicationDate', sortOrder: 'descend', page: sortChanged ? 1 : (pagination.current ?? 1) });
    }
  };

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
