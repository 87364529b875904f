import { useIntl } from '@umijs/max';
import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { ReactNode } from 'react';
import { NameWithCode, type ListTableProps } from '@/components/FilteredList';
import ProfessionName from '@/components/ProfessionName';
import { DEFAULT_SORT, SORT_FIELDS, type EnterpriseSearchState } from './searchState';
import styles from './index.less';
import { DATA_COLUMN } from '@/components/DataText';

export interface ResultTableProps {
  table: ListTableProps<API.EnterpriseItem>;
  state: EnterpriseSearchState;
  onSort: (sortField: API.EnterpriseSortField, sortOrder: API.SortOrder) => void;
  /** The name cell's link to the enterprise's analysis. */
  nameLink: (item: API.EnterpriseItem) => ReactNode;
  qualificationTags: (item: API.EnterpriseItem) => ReactNode;
}

/** The narrowest the qualifications column gets, px: a Chinese tag of 11 characters on one line. */
const QUALIFICATIONS_MIN = 170;

/**
 * The enterprise search's results on wide screens (issue 4): an antd Table with the name fixed on
 * the left and every count sortable. Loaded after the page has drawn ({@link deferred}); phones
 * get the card list, which needs no Table.
 */
export default function ResultTable({ table, state, onSort, nameLink, qualificationTags }: ResultTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const countOf = (value: number) => intl.formatNumber(value);

  // Issue 16 item 3: the counts a visitor sorts by come right after the name, the default sort
  // (total patents) first; the descriptive columns follow, and the name stays put when the table
  // scrolls. Issue 27 item 7: at 1366 px the whole table fits, beside Suzhou's 208 px menu too
  // (~1080 px of card): the qualifications take what the other columns leave, at least
  // QUALIFICATIONS_MIN, their tags wrapping inside it instead of being cut at the card's edge.
  const columns: TableColumnsType<API.EnterpriseItem> = [
    {
      title: t('enterprise.field.name'),
      key: 'name',
      width: 190,
      fixed: 'left',
      render: (_, item) => <NameWithCode name={nameLink(item)} code={item.creditCode} />,
    },
    ...SORT_FIELDS.map((field) => ({
      title: t(`enterprise.field.${field}`),
      dataIndex: field,
      key: field,
      // Room for the longest English header word ("inventions") beside its sort arrows.
      width: 104,
      align: 'right' as const,
      sorter: true,
      sortDirections: ['descend', 'ascend'] as API.SortOrder[],
      sortOrder: state.sortField === field ? state.sortOrder : null,
      render: countOf,
    })),
    { title: t('enterprise.field.district'), dataIndex: 'district', width: 92, ...DATA_COLUMN },
    {
      title: t('enterprise.field.profession'),
      dataIndex: 'profession',
      width: 96,
      render: (value: string) => <ProfessionName value={value} />,
    },
    { title: t('enterprise.field.qualifications'), key: 'qualifications', render: (_, item) => qualificationTags(item) ?? '—' },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + (Number(column.width) || QUALIFICATIONS_MIN), 0);

  const onChange: TableProps<API.EnterpriseItem>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.columnKey as API.EnterpriseSortField | undefined;
    if (single?.order && field && SORT_FIELDS.includes(field)) onSort(field, single.order);
    else onSort(DEFAULT_SORT.field, DEFAULT_SORT.order);
  };

  return (
    <Table<API.EnterpriseItem>
      {...table}
      rowKey="creditCode"
      columns={columns}
      onChange={onChange}
      scroll={{ x: tableWidth }}
      size="middle"
      className={styles.table}
      showSorterTooltip={false}
    />
  );
}
