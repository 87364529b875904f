import { useIntl } from '@umijs/max';
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import FilteredList, { listClasses, useFilteredList } from '@/components/FilteredList';
import { ChoiceField, FilterForm, KeywordField, ResetField } from '@/components/FilteredList/fields';
import { findDisputeCases } from '@/services/businessService';
import StatusTag from '../components/StatusTag';
import { disputeStatusLabel, disputeTypeLabel } from '../components/labels';
import { DISPUTE_STATUSES, DISPUTE_TYPES } from '../validation';
import styles from './index.less';

/** URL keys of the case search: `?keyword=&type=&status=&year=&page=`. */
export const CASE_SEARCH_KEYS = ['keyword', 'type', 'status', 'year'] as const;
/** Filing years offered: this year and the four before it. */
const YEAR_SPAN = 5;
/** Public cases are handled ones; a request just received is not disclosed. */
const PUBLIC_STATUSES = DISPUTE_STATUSES.filter((status) => status !== 'received');

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The type, status and year filters of a URL search: an unknown value filters by nothing rather than by garbage. */
const known = (query: { type: string; status: string; year: string }) => ({
  disputeType: oneOf(DISPUTE_TYPES, query.type),
  status: oneOf(PUBLIC_STATUSES, query.status),
  year: /^\d{4}$/.test(query.year) ? query.year : undefined,
});

/**
 * The public list of handled dispute cases (issue 5 item 4): case number, type, patent, parties as
 * disclosed, filing date, status and result, filtered by keyword, type, status and filing year and
 * paged; the whole search lives in the URL. A table on wide screens, one card per case on phones;
 * loading, empty and error (with retry) states keep the page around it.
 */
export default function CaseList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useFilteredList(
    CASE_SEARCH_KEYS,
    (query, pageSize) =>
      findDisputeCases({ current: query.page, pageSize, keyword: query.keyword, ...known(query) }, { skipErrorHandler: true }),
    { isFiltered: (query) => Boolean(query.keyword || Object.values(known(query)).some(Boolean)) },
  );
  const { query, setQuery } = list;
  const { disputeType, status, year } = known(query);

  const all = { value: '', label: t('dispute.filter.all') };
  const thisYear = dayjs().year();
  const years = Array.from({ length: YEAR_SPAN }, (_, i) => String(thisYear - i));

  const patent = (item: API.DisputeCase) => (
    <>
      <div className={styles.patentTitle}>{item.patentTitle}</div>
      <div className={styles.code}>{item.patentNo}</div>
    </>
  );
  const parties = (item: API.DisputeCase) => (
    <>
      <div>
        <span className={styles.muted}>{t('dispute.field.requester')}{t('dispute.colon')}</span>
        {item.requester}
      </div>
      <div>
        <span className={styles.muted}>{t('dispute.field.respondent')}{t('dispute.colon')}</span>
        {item.respondent}
      </div>
    </>
  );
  const result = (item: API.DisputeCase) => item.resultSummary ?? <span className={styles.muted}>{t('dispute.result.pending')}</span>;

  const columns: TableColumnsType<API.DisputeCase> = [
    { title: t('dispute.field.caseNo'), dataIndex: 'caseNo', width: 150, render: (v: string) => <span className={styles.caseNo}>{v}</span> },
    { title: t('dispute.field.disputeType'), dataIndex: 'disputeType', width: 110, render: (v: string) => disputeTypeLabel(intl, v) },
    { title: t('dispute.field.patent'), key: 'patent', width: 200, render: (_, item) => patent(item) },
    { title: t('dispute.field.parties'), key: 'parties', width: 230, render: (_, item) => parties(item) },
    { title: t('dispute.field.filingDate'), dataIndex: 'filingDate', width: 100, render: (v: string) => <span className={styles.nowrap}>{v}</span> },
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
        <FilterForm onFinish={() => list.search(list.draft)}>
          <KeywordField
            xs={24}
            lg={9}
            id="dispute-keyword"
            label={t('dispute.filter.keyword')}
            placeholder={t('dispute.filter.keywordPlaceholder')}
            value={list.draft}
            onChange={list.setDraft}
            onSearch={list.search}
          />
          <ChoiceField
            xs={24}
            sm={8}
            lg={5}
            id="dispute-type"
            label={t('dispute.filter.type')}
            value={disputeType ?? ''}
            options={[all, ...DISPUTE_TYPES.map((value) => ({ value, label: disputeTypeLabel(intl, value) }))]}
            onChange={(value) => setQuery({ type: value })}
          />
          <ChoiceField
            xs={12}
            sm={8}
            lg={4}
            id="dispute-status"
            label={t('dispute.filter.status')}
            value={status ?? ''}
            options={[all, ...PUBLIC_STATUSES.map((value) => ({ value, label: disputeStatusLabel(intl, value) }))]}
            onChange={(value) => setQuery({ status: value })}
          />
          <ChoiceField
            xs={12}
            sm={8}
            lg={3}
            id="dispute-year"
            label={t('dispute.filter.year')}
            value={year ?? ''}
            options={[all, ...years.map((value) => ({ value, label: t('dispute.filter.yearValue', { year: value }) }))]}
            onChange={(value) => setQuery({ year: value })}
          />
          <ResetField xs={24} lg={3} filtered={list.filtered} onClear={list.clear} />
        </FilterForm>
      }
      texts={{
        title: t('dispute.cases.title'),
        total: (total) => t('dispute.cases.total', { total }),
        loadFailed: t('dispute.cases.loadFailed'),
        empty: t('dispute.cases.empty'),
        emptyFiltered: t('dispute.cases.emptyFiltered'),
        firstPage: t('dispute.cases.firstPage'),
        clearFilters: t('dispute.cases.clearFilters'),
        pagination: t('dispute.cases.pagination'),
      }}
    >
      {(rows, cards) =>
        cards ? (
          <ul className={listClasses.cards}>
            {rows.map((item) => (
              <li key={item.id} className={listClasses.card}>
                <div className={styles.cardHead}>
                  <h3 className={styles.cardTitle}>{item.caseNo}</h3>
                  <StatusTag status={item.status} />
                </div>
                <dl className={listClasses.facts}>
                  <dt>{t('dispute.field.disputeType')}</dt>
                  <dd>{disputeTypeLabel(intl, item.disputeType)}</dd>
                  <dt>{t('dispute.field.patent')}</dt>
                  <dd>{patent(item)}</dd>
                  <dt>{t('dispute.field.requester')}</dt>
                  <dd>{item.requester}</dd>
                  <dt>{t('dispute.field.respondent')}</dt>
                  <dd>{item.respondent}</dd>
                  <dt>{t('dispute.field.filingDate')}</dt>
                  <dd>{item.filingDate}</dd>
                  <dt>{t('dispute.field.result')}</dt>
                  <dd>{result(item)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <Table<API.DisputeCase> rowKey="id" columns={columns} dataSource={rows} loading={list.loading} pagination={false} scroll={{ x: 1000 }} size="middle" />
        )
      }
    </FilteredList>
  );
}
