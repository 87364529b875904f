import { useIntl } from '@umijs/max';
import { Button, Card, Col, Form, Grid, Input, Pagination, Row, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { listFallback } from '@/components/ListFallback';
import { REQUEST_DEFAULTS } from '@/constants';
import useServiceRequest from '@/hooks/useServiceRequest';
import { findDisputeCases } from '@/services/businessService';
import { useSearchState } from '@/utils/searchState';
import { toPage } from '@/utils/serviceResult';
import StatusTag from '../components/StatusTag';
import { disputeStatusLabel, disputeTypeLabel } from '../components/labels';
import { DISPUTE_STATUSES, DISPUTE_TYPES } from '@/domain/dispute';
import styles from './index.less';

/** URL keys of the case search: `?keyword=&type=&status=&year=&page=`. */
export const CASE_SEARCH_KEYS = ['keyword', 'type', 'status', 'year'] as const;
const KEYWORD_MAX = 100;
/** Filing years offered: this year and the four before it. */
const YEAR_SPAN = 5;
/** Public cases are handled ones; a request just received is not disclosed. */
const PUBLIC_STATUSES = DISPUTE_STATUSES.filter((status) => status !== 'received');

const known = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The public list of handled dispute cases (issue 5 item 4): case number, type, patent, parties as
 * disclosed, filing date, status and result, filtered by keyword, type, status and filing year and
 * paged; the whole search lives in the URL. A table on wide screens, one card per case on phones;
 * loading, empty and error (with retry) states keep the page around it.
 */
export default function CaseList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const cards = Grid.useBreakpoint().md === false;
  const [query, setQuery] = useSearchState(CASE_SEARCH_KEYS);
  const [draft, setDraft] = useState(query.keyword);
  useEffect(() => setDraft(query.keyword), [query.keyword]);

  // A hand-edited URL with an unknown value filters by nothing rather than by garbage.
  const disputeType = known(DISPUTE_TYPES, query.type);
  const status = known(PUBLIC_STATUSES, query.status);
  const year = /^\d{4}$/.test(query.year) ? query.year : undefined;

  const { data, loading, error, refresh } = useServiceRequest(
    async () =>
      toPage<API.DisputeCase>(
        await findDisputeCases(
          { current: query.page, pageSize: REQUEST_DEFAULTS.pageSize, keyword: query.keyword, disputeType, status, year },
          { skipErrorHandler: true },
        ),
      ),
    { refreshDeps: [query.page, query.keyword, disputeType, status, year] },
  );
  const list = data?.list ?? [];
  const total = data?.total ?? 0;
  const filtered = Boolean(query.keyword || disputeType || status || year);
  const clear = () => setQuery({ keyword: '', type: '', status: '', year: '' });

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

  const renderResults = () => {
    const fallback = listFallback({
      error,
      loading,
      loaded: Boolean(data),
      count: list.length,
      total,
      page: query.page,
      filtered,
      texts: {
        loadFailed: t('dispute.cases.loadFailed'),
        empty: t('dispute.cases.empty'),
        emptyFiltered: t('dispute.cases.emptyFiltered'),
        firstPage: t('dispute.cases.firstPage'),
        clearFilters: t('dispute.cases.clearFilters'),
      },
      onRetry: refresh,
      onFirstPage: () => setQuery({ page: 1 }),
      onClearFilters: clear,
      skeletonRows: 6,
    });
    if (fallback) return fallback;
    if (cards) {
      return (
        <ul className={styles.cards} aria-busy={loading}>
          {list.map((item) => (
            <li key={item.id} className={styles.card}>
              <div className={styles.cardHead}>
                <h3 className={styles.cardTitle}>{item.caseNo}</h3>
                <StatusTag status={item.status} />
              </div>
              <dl className={styles.facts}>
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
      );
    }
    return (
      <Table<API.DisputeCase>
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={loading}
        pagination={false}
        scroll={{ x: 1000 }}
        size="middle"
      />
    );
  };

  return (
    <Card
      id="dispute-cases"
      variant="borderless"
      className={styles.section}
      title={<h2 className={styles.sectionTitle}>{t('dispute.cases.title')}</h2>}
      extra={data ? <span className={styles.muted} role="status">{t('dispute.cases.total', { total })}</span> : null}
    >
      <Form layout="vertical" role="search" className={styles.filters} onFinish={() => setQuery({ keyword: draft.trim() })}>
        <Row gutter={[16, 0]}>
          <Col xs={24} lg={9}>
            <Form.Item label={t('dispute.filter.keyword')} htmlFor="dispute-keyword">
              <Input.Search
                id="dispute-keyword"
                value={draft}
                maxLength={KEYWORD_MAX}
                allowClear
                placeholder={t('dispute.filter.keywordPlaceholder')}
                enterButton={t('common.search')}
                onChange={(e) => setDraft(e.target.value)}
                onSearch={(value) => (value.trim() === query.keyword ? refresh() : setQuery({ keyword: value.trim() }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8} lg={5}>
            <Form.Item label={t('dispute.filter.type')} htmlFor="dispute-type">
              <Select
                id="dispute-type"
                value={disputeType ?? ''}
                options={[all, ...DISPUTE_TYPES.map((value) => ({ value, label: disputeTypeLabel(intl, value) }))]}
                onChange={(value: string) => setQuery({ type: value })}
                popupMatchSelectWidth={false}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} lg={4}>
            <Form.Item label={t('dispute.filter.status')} htmlFor="dispute-status">
              <Select
                id="dispute-status"
                value={status ?? ''}
                options={[all, ...PUBLIC_STATUSES.map((value) => ({ value, label: disputeStatusLabel(intl, value) }))]}
                onChange={(value: string) => setQuery({ status: value })}
                popupMatchSelectWidth={false}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} lg={3}>
            <Form.Item label={t('dispute.filter.year')} htmlFor="dispute-year">
              <Select
                id="dispute-year"
                value={year ?? ''}
                options={[all, ...years.map((value) => ({ value, label: t('dispute.filter.yearValue', { year: value }) }))]}
                onChange={(value: string) => setQuery({ year: value })}
                popupMatchSelectWidth={false}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={3} className={styles.resetCol}>
            <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
              <Button onClick={clear} disabled={!filtered} block>
                {t('common.reset')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <div aria-busy={loading}>{renderResults()}</div>
      {total > REQUEST_DEFAULTS.pageSize && list.length && !error ? (
        <nav aria-label={t('dispute.cases.pagination')} className={styles.pagination}>
          <Pagination
            current={query.page}
            pageSize={REQUEST_DEFAULTS.pageSize}
            total={total}
            showSizeChanger={false}
            simple={cards}
            disabled={loading}
            onChange={(page) => {
              setQuery({ page });
              document.getElementById('dispute-cases')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
            }}
          />
        </nav>
      ) : null}
    </Card>
  );
}
