import { useIntl, useSearchParams } from '@umijs/max';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import FilteredList, { CardList, Facts, ListTable, listClasses, useFilteredList } from '@/components/FilteredList';
import { FilterForm } from '@/components/FilteredList/fields';
import { findDisputeCases } from '@/services/businessService';
import StatusTag from '@/features/dispute/StatusTag';
import { disputeStatusLabel, disputeTypeLabel } from '@/features/dispute/labels';
import { DISPUTE_TYPES, PUBLIC_DISPUTE_STATUSES } from '@/domain/dispute';
import { caseQuery, narrowsCases } from './caseQuery';
import styles from './index.less';
import DataText from '@/components/DataText';
import { DATA_LANG } from '@/constants';

/** URL keys of the case search: `?keyword=&type=&status=&year=&page=`. */
export const CASE_SEARCH_KEYS = ['keyword', 'type', 'status', 'year'] as const;
/** Filing years offered: this year and the four before it. */
const YEAR_SPAN = 5;
/** Public cases are handled ones; a request just received is not disclosed. */
const PUBLIC_STATUSES = PUBLIC_DISPUTE_STATUSES;

/**
 * The public list of handled dispute cases (issue 5 item 4): case number, type, patent, parties as
 * disclosed, filing date, status and result, filtered by keyword, type, status and filing year and
 * paged; the whole search lives in the URL. A table on wide screens (antd's Table loaded only
 * there, {@link ListTable}), one card per case on phones;
 * loading, empty and error (with retry) states keep the page around it.
 */
export default function CaseList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // The request is the address's, as the static shell prefetched it; the form shows the address's values as they are.
  const [params] = useSearchParams();
  const request = caseQuery(params);
  const list = useFilteredList(CASE_SEARCH_KEYS, () => findDisputeCases(request, { skipErrorHandler: true }), {
    isFiltered: () => narrowsCases(request),
  });

  const thisYear = dayjs().year();
  const yearOptions = Array.from({ length: YEAR_SPAN }, (_, i) => String(thisYear - i)).map((year) => ({
    value: year,
    label: t('dispute.filter.yearValue', { year }),
  }));
  const typeOptions = DISPUTE_TYPES.map((value) => ({ value, label: disputeTypeLabel(intl, value) }));
  const statusOptions = PUBLIC_STATUSES.map((value) => ({ value, label: disputeStatusLabel(intl, value) }));

  const patent = (item: API.DisputeCase) => (
    <>
      <div className={styles.patentTitle} lang={DATA_LANG}>
        {item.patentTitle}
      </div>
      <div className={listClasses.code}>{item.patentNo}</div>
    </>
  );
  const parties = (item: API.DisputeCase) => (
    <>
      <div>
        <span className={styles.muted}>
          {t('dispute.field.requester')}
          {t('dispute.colon')}
        </span>
        <DataText>{item.requester}</DataText>
      </div>
      <div>
        <span className={styles.muted}>
          {t('dispute.field.respondent')}
          {t('dispute.colon')}
        </span>
        <DataText>{item.respondent}</DataText>
      </div>
    </>
  );
  const result = (item: API.DisputeCase) =>
    item.resultSummary ? <DataText>{item.resultSummary}</DataText> : <span className={styles.muted}>{t('dispute.result.pending')}</span>;

  const columns: TableColumnsType<API.DisputeCase> = [
    {
      title: t('dispute.field.caseNo'),
      dataIndex: 'caseNo',
      width: 150,
      render: (v: string) => (
        <span className={styles.caseNo} lang={DATA_LANG}>
          {v}
        </span>
      ),
    },
    { title: t('dispute.field.disputeType'), dataIndex: 'disputeType', width: 110, render: (v: string) => disputeTypeLabel(intl, v) },
    { title: t('dispute.field.patent'), key: 'patent', width: 200, render: (_, item) => patent(item) },
    { title: t('dispute.field.parties'), key: 'parties', width: 230, render: (_, item) => parties(item) },
    {
      title: t('dispute.field.filingDate'),
      dataIndex: 'filingDate',
      width: 100,
      render: (v: string) => <span className={styles.nowrap}>{v}</span>,
    },
    { title: t('dispute.field.status'), dataIndex: 'status', width: 90, render: (v: string) => <StatusTag status={v} /> },
    { title: t('dispute.field.result'), key: 'result', render: (_, item) => result(item) },
  ];

  return (
    <FilteredList
      {...list.listProps}
      id="dispute-cases"
      className={styles.section}
      filtersPlacement="inline"
      scrollOnPage="results"
      skeletonRows={6}
      filters={
        <FilterForm
          state={list.filterForm}
          fields={[
            {
              kind: 'keyword',
              id: 'dispute-keyword',
              label: t('dispute.filter.keyword'),
              placeholder: t('dispute.filter.keywordPlaceholder'),
              cols: { xs: 24, lg: 9 },
            },
            {
              kind: 'choice',
              name: 'type',
              id: 'dispute-type',
              label: t('dispute.filter.type'),
              options: typeOptions,
              cols: { xs: 24, sm: 8, lg: 5 },
            },
            {
              kind: 'choice',
              name: 'status',
              id: 'dispute-status',
              label: t('dispute.filter.status'),
              options: statusOptions,
              cols: { xs: 12, sm: 8, lg: 4 },
            },
            {
              kind: 'choice',
              name: 'year',
              id: 'dispute-year',
              label: t('dispute.filter.year'),
              options: yearOptions,
              cols: { xs: 12, sm: 8, lg: 3 },
            },
          ]}
          resetCols={{ xs: 24, lg: 3 }}
        />
      }
      messages="dispute.cases"
      titleId="dispute.cases.title"
      paginationLandmark
      table
    >
      {(rows, cards, table) =>
        cards ? (
          <CardList rows={rows} rowKey={(item) => item.id} title={(item) => <DataText>{item.caseNo}</DataText>}>
            {(item) => (
              <Facts
                messages="dispute.field"
                items={{
                  status: <StatusTag status={item.status} />,
                  disputeType: disputeTypeLabel(intl, item.disputeType),
                  patent: patent(item),
                  requester: <DataText>{item.requester}</DataText>,
                  respondent: <DataText>{item.respondent}</DataText>,
                  filingDate: item.filingDate,
                  result: result(item),
                }}
              />
            )}
          </CardList>
        ) : (
          <ListTable {...table} rowKey="id" columns={columns} scroll={{ x: 1000 }} size="middle" />
        )
      }
    </FilteredList>
  );
}
