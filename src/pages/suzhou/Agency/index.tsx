import { Link, useIntl, useLocation } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Button, Card, Checkbox, Col, Form, Grid, Input, Pagination, Progress, Row, Select, Skeleton, Statistic, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { REGION_DISTRICTS } from '@/components/EnterpriseSearch/searchState';
import { listFallback } from '@/components/ListFallback';
import LoadError from '@/components/LoadError';
import { checkServiceResult, failureText, toPage } from '@/utils/serviceResult';
import PageHeading from '@/components/PageHeading';
import { REQUEST_DEFAULTS } from '@/constants';
import { useSearchState } from '@/utils/searchState';
import { findAgencies, getAgencyStatistics } from '@/services/agencyService';
import styles from './index.less';
import { messageLabel } from '@/utils/messageLabel';

const SERVICE_TYPES: readonly API.AgencyServiceType[] = ['application', 'foreign', 'reexamination', 'litigation', 'trademark', 'operations', 'navigation'];
const KEYS = ['keyword', 'district', 'service', 'penalty'] as const;
const KEYWORD_MAX = 100;

/** Link to a penalty notice of the Taizhou portal (spec §2 `/taizhou/punishContentDetail`). */
const penaltyPath = (id: string) => `/taizhou/punishContentDetail?id=${encodeURIComponent(id)}`;

/** The statistics with every part present, so a partial or malformed answer renders, not crashes. */
function asStatistics(value: unknown): API.AgencyStatistics {
  const stats = checkServiceResult(value as API.AgencyStatistics);
  if (typeof stats !== 'object' || stats === null) throw new Error('malformed agency statistics');
  return {
    ...stats,
    serviceTypes: Array.isArray(stats.serviceTypes) ? stats.serviceTypes : [],
    districts: Array.isArray(stats.districts) ? stats.districts : [],
  };
}

/**
 * Spec §2 `/suzhou/ipr-agency` (and `/suzhou/ipr-tjfx`, the same page), issue 4 item 5: headline
 * statistics of Suzhou's patent agency services and the searchable, filterable, paged directory of
 * licensed agencies (agency service, docs/api.md §11) with their recent penalties linked to the
 * penalty notices. Search, filters and page live in the URL.
 */
export default function SuzhouAgency() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { pathname } = useLocation();
  const cards = Grid.useBreakpoint().md === false;
  const [query, setQuery] = useSearchState(KEYS);
  const [draft, setDraft] = useState(query.keyword);
  useEffect(() => setDraft(query.keyword), [query.keyword]);
  const serviceType = (SERVICE_TYPES as readonly string[]).includes(query.service) ? (query.service as API.AgencyServiceType) : undefined;
  const district = REGION_DISTRICTS.suzhou.includes(query.district) ? query.district : '';
  const penalised = query.penalty === '1';

  const stats = useServiceRequest(async () => asStatistics(await getAgencyStatistics('suzhou', { skipErrorHandler: true })), {
  });
  const { data, loading, error, refresh } = useServiceRequest(
    async () =>
      toPage<API.AgencyItem>(
        await findAgencies(
          {
            current: query.page,
            pageSize: REQUEST_DEFAULTS.pageSize,
            region: 'suzhou',
            ...(query.keyword ? { keyword: query.keyword } : {}),
            ...(district ? { district } : {}),
            ...(serviceType ? { serviceType } : {}),
            ...(penalised ? { hasPenalty: true } : {}),
          },
          { skipErrorHandler: true },
        ),
      ),
    { refreshDeps: [query.page, query.keyword, district, serviceType, penalised] },
  );
  const list = data?.list ?? [];
  const total = data?.total ?? 0;
  const filtered = Boolean(query.keyword || district || serviceType || penalised);
  const clear = () => setQuery({ keyword: '', district: '', service: '', penalty: '' });
  const number = (value: number) => intl.formatNumber(value);

  const serviceTags = (agency: API.AgencyItem) => (
    <div className={styles.tags}>
      {agency.serviceTypes.map((type) => (
        <Tag key={type}>{messageLabel(intl, 'suzhou.service', type)}</Tag>
      ))}
    </div>
  );
  const penaltyList = (agency: API.AgencyItem) =>
    agency.penalties.length ? (
      <ul className={styles.penalties}>
        {agency.penalties.map((penalty) => (
          <li key={penalty.id}>
            <Link to={penaltyPath(penalty.id)}>{penalty.decisionNo}</Link>
            <div className={styles.code}>
              {penalty.decisionDate} · {penalty.penaltyType}
            </div>
          </li>
        ))}
      </ul>
    ) : (
      <span className={styles.muted}>{t('suzhou.agency.noPenalty')}</span>
    );

  const columns: TableColumnsType<API.AgencyItem> = [
    {
      title: t('suzhou.agency.name'),
      key: 'name',
      width: 230,
      render: (_, agency) => (
        <>
          <div className={styles.name}>{agency.name}</div>
          <div className={styles.code}>{agency.creditCode}</div>
        </>
      ),
    },
    { title: t('suzhou.agency.licenceNo'), dataIndex: 'licenceNo', width: 96 },
    { title: t('suzhou.agency.district'), dataIndex: 'district', width: 100 },
    { title: t('suzhou.agency.attorneys'), dataIndex: 'attorneyCount', width: 100, align: 'right', render: (count: number) => t('suzhou.agency.attorneysValue', { count }) },
    { title: t('suzhou.agency.serviceTypes'), key: 'services', width: 210, render: (_, agency) => serviceTags(agency) },
    { title: t('suzhou.agency.yearsActive'), dataIndex: 'yearsActive', width: 90, align: 'right', render: (years: number) => t('suzhou.agency.yearsValue', { years }) },
    { title: t('suzhou.agency.penalties'), key: 'penalties', width: 200, render: (_, agency) => penaltyList(agency) },
  ];

  const renderStatistics = () => {
    if (stats.error && !stats.loading) {
      return <LoadError compact onRetry={stats.refresh} description={failureText(stats.error) || t('suzhou.agency.statsFailed')} />;
    }
    if (!stats.data) {
      // As tall as the figures, bars and table it stands for, so the directory below does not jump.
      return (
        <div className={styles.statsLoading}>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      );
    }
    const figures = [
      { key: 'agencyCount', value: stats.data.agencyCount, messageId: 'suzhou.agency.agenciesValue' },
      { key: 'attorneyCount', value: stats.data.attorneyCount, messageId: 'suzhou.agency.peopleValue' },
      { key: 'recentApplications', value: stats.data.recentApplicationCount, messageId: 'suzhou.agency.piecesValue' },
      { key: 'penalized', value: stats.data.penalizedAgencyCount, messageId: 'suzhou.agency.agenciesValue' },
    ];
    const most = Math.max(1, stats.data.agencyCount);
    return (
      <>
        <Row gutter={[12, 12]}>
          {figures.map((figure) => (
            <Col key={figure.key} xs={12} lg={6}>
              <div className={styles.figure}>
                <Statistic
                  title={t(`suzhou.agency.${figure.key}`)}
                  value={figure.value}
                  formatter={(value) => t(figure.messageId, { count: number(Number(value)) })}
                />
              </div>
            </Col>
          ))}
        </Row>
        <Row gutter={[24, 0]}>
          <Col xs={24} lg={12}>
            <h3 className={styles.subTitle}>{t('suzhou.agency.serviceDistribution')}</h3>
            <ul className={styles.bars}>
              {stats.data.serviceTypes.map((entry) => (
                <li key={entry.serviceType}>
                  <span>{messageLabel(intl, 'suzhou.service', entry.serviceType)}</span>
                  <Progress
                    percent={Math.round((entry.agencyCount / most) * 100)}
                    format={() => t('suzhou.agency.serviceShare', { count: entry.agencyCount })}
                    strokeColor="#1668dc"
                    status="normal"
                    size="small"
                    aria-label={messageLabel(intl, 'suzhou.service', entry.serviceType)}
                  />
                </li>
              ))}
            </ul>
          </Col>
          <Col xs={24} lg={12}>
            <h3 className={styles.subTitle}>{t('suzhou.agency.districtDistribution')}</h3>
            <Table
              size="small"
              rowKey="district"
              pagination={false}
              dataSource={stats.data.districts}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('suzhou.agency.district'), dataIndex: 'district' },
                { title: t('suzhou.agency.agencyCount'), dataIndex: 'agencyCount', align: 'right' },
                { title: t('suzhou.agency.attorneyCount'), dataIndex: 'attorneyCount', align: 'right', render: number },
              ]}
            />
          </Col>
        </Row>
      </>
    );
  };

  const renderDirectory = () => {
    const fallback = listFallback({
      error,
      loading,
      loaded: Boolean(data),
      count: list.length,
      total,
      page: query.page,
      filtered,
      texts: {
        loadFailed: t('suzhou.agency.loadFailed'),
        empty: t('suzhou.agency.empty'),
        emptyFiltered: t('suzhou.agency.emptyFiltered'),
        firstPage: t('suzhou.agency.firstPage'),
        clearFilters: t('suzhou.agency.clearFilters'),
      },
      onRetry: refresh,
      onFirstPage: () => setQuery({ page: 1 }),
      onClearFilters: clear,
    });
    if (fallback) return fallback;
    if (cards) {
      return (
        <ul className={styles.cards} aria-busy={loading}>
          {list.map((agency) => (
            <li key={agency.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{agency.name}</h3>
              {serviceTags(agency)}
              <dl className={styles.facts}>
                <dt>{t('suzhou.agency.creditCode')}</dt>
                <dd>{agency.creditCode}</dd>
                <dt>{t('suzhou.agency.licenceNo')}</dt>
                <dd>{agency.licenceNo}</dd>
                <dt>{t('suzhou.agency.district')}</dt>
                <dd>{agency.district}</dd>
                <dt>{t('suzhou.agency.attorneys')}</dt>
                <dd>{t('suzhou.agency.attorneysValue', { count: agency.attorneyCount })}</dd>
                <dt>{t('suzhou.agency.yearsActive')}</dt>
                <dd>{t('suzhou.agency.yearsValue', { years: agency.yearsActive })}</dd>
                <dt>{t('suzhou.agency.penalties')}</dt>
                <dd>{penaltyList(agency)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      );
    }
    return <Table<API.AgencyItem> rowKey="id" columns={columns} dataSource={list} loading={loading} pagination={false} scroll={{ x: 1020 }} size="middle" />;
  };

  return (
    <>
      <PageHeading title={t(pathname.endsWith('/ipr-tjfx') ? 'menu.suzhou.iprTjfx' : 'menu.suzhou.iprAgency')} intro={t('suzhou.agency.intro')} />
      <Card
        variant="borderless"
        className={styles.section}
        title={<h2 className={styles.sectionTitle}>{t('suzhou.agency.statistics')}</h2>}
        extra={stats.data ? <span className={styles.muted}>{t('suzhou.agency.dataDate', { date: stats.data.dataDate })}</span> : null}
      >
        {renderStatistics()}
      </Card>
      <Card
        variant="borderless"
        className={styles.section}
        title={<h2 className={styles.sectionTitle}>{t('suzhou.agency.directory')}</h2>}
        extra={data ? <span className={styles.muted} role="status">{t('suzhou.agency.total', { total })}</span> : null}
      >
        <Form layout="vertical" role="search" className={styles.filters} onFinish={() => setQuery({ keyword: draft.trim() })}>
          <Row gutter={[16, 0]}>
            <Col xs={24} md={12} xl={8}>
              <Form.Item label={t('suzhou.agency.keyword')} htmlFor="agency-keyword">
                <Input.Search
                  id="agency-keyword"
                  value={draft}
                  maxLength={KEYWORD_MAX}
                  allowClear
                  placeholder={t('suzhou.agency.keywordPlaceholder')}
                  enterButton={t('common.search')}
                  onChange={(e) => setDraft(e.target.value)}
                  onSearch={(value) => setQuery({ keyword: value.trim() })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={6} xl={4}>
              <Form.Item label={t('suzhou.agency.district')} htmlFor="agency-district">
                <Select
                  id="agency-district"
                  value={district}
                  options={[{ value: '', label: t('suzhou.agency.all') }, ...REGION_DISTRICTS.suzhou.map((d) => ({ value: d, label: d }))]}
                  onChange={(value: string) => setQuery({ district: value })}
                  popupMatchSelectWidth={false}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={6} xl={5}>
              <Form.Item label={t('suzhou.agency.serviceType')} htmlFor="agency-service">
                <Select
                  id="agency-service"
                  value={serviceType ?? ''}
                  options={[{ value: '', label: t('suzhou.agency.all') }, ...SERVICE_TYPES.map((type) => ({ value: type, label: t(`suzhou.service.${type}`) }))]}
                  onChange={(value: string) => setQuery({ service: value })}
                  popupMatchSelectWidth={false}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={5}>
              <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
                <Checkbox checked={penalised} onChange={(e) => setQuery({ penalty: e.target.checked ? '1' : '' })}>
                  {t('suzhou.agency.hasPenalty')}
                </Checkbox>
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={2}>
              <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
                <Button onClick={clear} disabled={!filtered} block>
                  {t('common.reset')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {renderDirectory()}
        {total > REQUEST_DEFAULTS.pageSize && list.length ? (
          <Pagination
            className={styles.pagination}
            current={query.page}
            pageSize={REQUEST_DEFAULTS.pageSize}
            total={total}
            showSizeChanger={false}
            simple={cards}
            onChange={(page) => setQuery({ page })}
          />
        ) : null}
      </Card>
    </>
  );
}
