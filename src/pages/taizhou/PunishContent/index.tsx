import { Link, useIntl, useLocation } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Breadcrumb, Button, Card, Col, DatePicker, Form, Grid, Input, Pagination, Row, Select, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { listFallback } from '@/components/ListFallback';
import { toPage } from '@/utils/serviceResult';
import PageHeading from '@/components/PageHeading';
import PortalFrame from '@/components/PortalFrame';
import { REQUEST_DEFAULTS } from '@/constants';
import { PAGE_HANDLES_ERRORS } from '@/pages/taizhou/AnnounceDetail/shared/detail';
import {
  NO_VALUE,
  PENALTY_LABELS,
  VIOLATION_LABELS,
  formatDay,
  formatWan,
  valueLabel,
} from '@/pages/taizhou/AnnounceDetail/shared/format';
import { useSearchState } from '@/utils/searchState';
import { findPunishments } from '@/services/dataService';
import styles from './index.less';

const KEYS = ['keyword', 'violationType', 'penaltyType', 'start', 'end'] as const;
const KEYWORD_MAX = 100;

/** Link to a notice; the list's search rides along in history state for the detail's back link. */
export const punishDetailPath = (id: string) => `/taizhou/punishContentDetail?id=${encodeURIComponent(id)}`;

/**
 * Spec §2 `/taizhou/punishContent`, issue 3 item 3: service-agency administrative penalty notices
 * with their public-disclosure fields, searchable by keyword and filtered by violation type,
 * penalty type and decision-date range, paged; the whole search lives in the URL. Wide screens get
 * a table (scrolling inside its card below 1200 px); narrow screens get one card per notice.
 */
export default function PunishContent() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const screens = Grid.useBreakpoint();
  const cards = screens.md === false;
  const [query, setQuery] = useSearchState(KEYS);
  const [draft, setDraft] = useState(query.keyword);
  useEffect(() => setDraft(query.keyword), [query.keyword]);
  // The detail page's back link returns to this very search.
  const from = useLocation().search;

  const { data, loading, error, refresh } = useServiceRequest(
    async () =>
      toPage<API.PunishmentItem>(
        await findPunishments({
          current: query.page,
          pageSize: REQUEST_DEFAULTS.pageSize,
          keyword: query.keyword || undefined,
          violationType: query.violationType || undefined,
          penaltyType: query.penaltyType || undefined,
          startDate: query.start || undefined,
          endDate: query.end || undefined,
        }, PAGE_HANDLES_ERRORS),
      ),
    { refreshDeps: [query.page, query.keyword, query.violationType, query.penaltyType, query.start, query.end] },
  );
  const list = data?.list ?? [];
  const total = data?.total ?? 0;
  const filtered = KEYS.some((key) => query[key]);
  const clear = () => setQuery({ keyword: '', violationType: '', penaltyType: '', start: '', end: '' });

  const options = (labels: Record<string, string>) => [
    { value: '', label: t('content.all') },
    ...Object.keys(labels).map((value) => ({ value, label: valueLabel(intl, labels, value) })),
  ];

  const detailLink = (item: API.PunishmentItem) => (
    <Link to={punishDetailPath(item.id)} state={{ from }} className={styles.party}>
      {item.partyName}
    </Link>
  );

  const day = (value: string) => <span className={styles.nowrap}>{formatDay(intl, value)}</span>;
  // Width hints sized so all ten disclosure columns fit the content column at 1366 px; narrower
  // tablet widths scroll the table inside its card instead of the page.
  const columns: TableColumnsType<API.PunishmentItem> = [
    { title: t('content.punish.decisionNo'), dataIndex: 'decisionNo', width: 128 },
    {
      title: t('content.punish.partyName'),
      key: 'party',
      width: 196,
      render: (_, item) => (
        <>
          {detailLink(item)}
          <div className={styles.code}>{item.partyCreditCode}</div>
        </>
      ),
    },
    { title: t('content.punish.violationType'), dataIndex: 'violationType', width: 112, render: (v: string) => valueLabel(intl, VIOLATION_LABELS, v) },
    { title: t('content.punish.penaltyType'), dataIndex: 'penaltyType', width: 96, render: (v: string) => valueLabel(intl, PENALTY_LABELS, v) },
    { title: t('content.punish.penaltyContent'), dataIndex: 'penaltyContent', width: 160 },
    { title: t('content.punish.fineAmount'), dataIndex: 'fineAmount', width: 86, align: 'right', render: (v?: number) => <span className={styles.nowrap}>{formatWan(intl, v)}</span> },
    { title: t('content.punish.authority'), dataIndex: 'authority', width: 112 },
    { title: t('content.punish.decisionDate'), dataIndex: 'decisionDate', width: 104, render: day },
    { title: t('content.punish.publishDate'), dataIndex: 'publishDate', width: 104, render: day },
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
        loadFailed: t('content.loadFailed'),
        empty: t('common.empty'),
        emptyFiltered: t('content.emptyFiltered'),
        firstPage: t('content.firstPage'),
        clearFilters: t('content.clearFilters'),
      },
      onRetry: refresh,
      onFirstPage: () => setQuery({ page: 1 }),
      onClearFilters: clear,
    });
    if (fallback) return fallback;
    if (cards) {
      return (
        <ul className={styles.cards} aria-busy={loading}>
          {list.map((item) => (
            <li key={item.id} className={styles.card}>
              <h2 className={styles.cardTitle}>{detailLink(item)}</h2>
              <div className={styles.tags}>
                <Tag color="orange">{valueLabel(intl, VIOLATION_LABELS, item.violationType)}</Tag>
                <Tag color="red">{valueLabel(intl, PENALTY_LABELS, item.penaltyType)}</Tag>
              </div>
              <dl className={styles.facts}>
                <dt>{t('content.punish.decisionNo')}</dt>
                <dd>{item.decisionNo}</dd>
                <dt>{t('content.punish.partyCreditCode')}</dt>
                <dd>{item.partyCreditCode ?? NO_VALUE}</dd>
                <dt>{t('content.punish.penaltyContent')}</dt>
                <dd>{item.penaltyContent ?? NO_VALUE}</dd>
                <dt>{t('content.punish.fineAmount')}</dt>
                <dd>{formatWan(intl, item.fineAmount)}</dd>
                <dt>{t('content.punish.authority')}</dt>
                <dd>{item.authority}</dd>
                <dt>{t('content.punish.decisionDate')}</dt>
                <dd>{formatDay(intl, item.decisionDate)}</dd>
                <dt>{t('content.punish.publishDate')}</dt>
                <dd>{formatDay(intl, item.publishDate)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      );
    }
    return (
      <Table<API.PunishmentItem>
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={loading}
        pagination={false}
        scroll={screens.xl ? undefined : { x: 1100 }}
        size="small"
      />
    );
  };

  return (
    <PortalFrame>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to="/taizhou">{t('menu.taizhou.home')}</Link> }, { title: t('content.punish.title') }]}
      />
      <PageHeading title={t('content.punish.title')} intro={t('content.punish.intro')} />
      <Card variant="borderless" className={styles.filters}>
        <Form layout="vertical" role="search" onFinish={() => setQuery({ keyword: draft.trim() })}>
          <Row gutter={[16, 0]}>
            <Col xs={24} md={12} xl={8}>
              <Form.Item label={t('content.keyword')} htmlFor="punish-keyword">
                <Input.Search
                  id="punish-keyword"
                  value={draft}
                  maxLength={KEYWORD_MAX}
                  allowClear
                  placeholder={t('content.punish.keywordPlaceholder')}
                  enterButton={t('common.search')}
                  onChange={(e) => setDraft(e.target.value)}
                  onSearch={(value) => setQuery({ keyword: value.trim() })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={6} xl={4}>
              <Form.Item label={t('content.punish.violationType')} htmlFor="punish-violation">
                <Select
                  id="punish-violation"
                  value={query.violationType}
                  options={options(VIOLATION_LABELS)}
                  onChange={(violationType: string) => setQuery({ violationType })}
                  popupMatchSelectWidth={false}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={6} xl={4}>
              <Form.Item label={t('content.punish.penaltyType')} htmlFor="punish-penalty">
                <Select
                  id="punish-penalty"
                  value={query.penaltyType}
                  options={options(PENALTY_LABELS)}
                  onChange={(penaltyType: string) => setQuery({ penaltyType })}
                  popupMatchSelectWidth={false}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={18} xl={6}>
              <Form.Item label={t('content.punish.dateFilter')} htmlFor="punish-dates">
                <DatePicker.RangePicker
                  id={{ start: 'punish-dates', end: 'punish-dates-end' }}
                  style={{ width: '100%' }}
                  allowEmpty={[true, true]}
                  placeholder={[t('content.dateRange.start'), t('content.dateRange.end')]}
                  value={[query.start ? dayjs(query.start) : null, query.end ? dayjs(query.end) : null]}
                  onChange={(range) =>
                    setQuery({
                      start: range?.[0] ? range[0].format('YYYY-MM-DD') : '',
                      end: range?.[1] ? range[1].format('YYYY-MM-DD') : '',
                    })
                  }
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6} xl={2} className={styles.resetCol}>
              <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
                <Button onClick={clear} disabled={!filtered} block>
                  {t('common.reset')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card
        variant="borderless"
        className={styles.results}
        title={<h2 className={styles.resultsTitle}>{t('content.results')}</h2>}
        extra={data ? <span className={styles.total} role="status">{t('content.total', { total })}</span> : null}
      >
        {renderResults()}
        {total > REQUEST_DEFAULTS.pageSize && list.length ? (
          <Pagination
            className={styles.pagination}
            current={query.page}
            pageSize={REQUEST_DEFAULTS.pageSize}
            total={total}
            showSizeChanger={false}
            simple={cards}
            onChange={(page) => {
              setQuery({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        ) : null}
      </Card>
    </PortalFrame>
  );
}
