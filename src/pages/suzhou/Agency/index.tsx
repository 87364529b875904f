import { Link, useIntl, useLocation } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Card, Col, Progress, Row, Skeleton, Statistic, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { REGION_DISTRICTS } from '@/domain/enterprise';
import FilteredList, {
  NameWithCode,
  CardList,
  Facts,
  ListTable,
  listClasses,
  blankAsUndefined,
  useFilteredList,
} from '@/components/FilteredList';
import { FilterForm } from '@/components/FilteredList/fields';
import LoadError from '@/components/LoadError';
import { checkServiceResult, loadFailureText } from '@/utils/serviceResult';
import PageHeading from '@/components/PageHeading';
import { findAgencies, getAgencyStatistics } from '@/services/agencyService';
import styles from './index.less';
import { messageLabel } from '@/utils/messageLabel';
import { formatDay } from '@/utils/date';
import DataText, { DATA_COLUMN, ShownTerm } from '@/components/DataText';
import { DATA_LANG } from '@/constants';
import { AGENCY_SERVICE_TYPES } from '@/domain/agency';
import { PENALTY_TYPES } from '@/domain/content';
import { valueLabel } from '@/features/content/format';
import { pathWithQuery } from '@/utils/routePaths';

const KEYS = ['keyword', 'district', 'service', 'penalty'] as const;

/** Link to a penalty notice of the Taizhou portal (spec §2 `/taizhou/punishContentDetail`). */
const penaltyPath = (id: string) => pathWithQuery(IPR_ROUTE_PATHS.PENALTY_DETAIL, 'id', id);

/** The district and service filters of a URL search; an unknown value filters by nothing rather than by garbage. */
const known = (query: { district: string; service: string }) => ({
  district: REGION_DISTRICTS.suzhou.includes(query.district) ? query.district : '',
  serviceType: (AGENCY_SERVICE_TYPES as readonly string[]).includes(query.service) ? (query.service as API.AgencyServiceType) : undefined,
});

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
  const stats = useServiceRequest(async () => asStatistics(await getAgencyStatistics('suzhou', { skipErrorHandler: true })));
  const list = useFilteredList(
    KEYS,
    (query, page) => {
      const { district, serviceType } = known(query);
      return findAgencies(
        {
          ...page,
          region: 'suzhou',
          ...blankAsUndefined({ keyword: query.keyword, district, serviceType }),
          ...(query.penalty === '1' ? { hasPenalty: true } : {}),
        },
        { skipErrorHandler: true },
      );
    },
    { isFiltered: (query) => Boolean(query.keyword || known(query).district || known(query).serviceType || query.penalty === '1') },
  );
  const number = (value: number) => intl.formatNumber(value);
  const serviceOptions = AGENCY_SERVICE_TYPES.map((type) => ({ value: type, label: t(`suzhou.service.${type}`) }));

  const serviceTags = (agency: API.AgencyItem) => (
    <div className={listClasses.tags}>
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
            <Link to={penaltyPath(penalty.id)} lang={DATA_LANG}>
              {penalty.decisionNo}
            </Link>
            <div className={listClasses.code}>
              {formatDay(intl.locale, penalty.decisionDate)} ·{' '}
              <ShownTerm shown={valueLabel(intl, PENALTY_TYPES, penalty.penaltyType)} raw={penalty.penaltyType} />
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
        <NameWithCode
          name={
            <div className={styles.name} lang={DATA_LANG}>
              {agency.name}
            </div>
          }
          code={agency.creditCode}
        />
      ),
    },
    { title: t('suzhou.agency.licenceNo'), dataIndex: 'licenceNo', width: 96 },
    { title: t('suzhou.agency.district'), dataIndex: 'district', width: 100, ...DATA_COLUMN },
    {
      title: t('suzhou.agency.attorneys'),
      dataIndex: 'attorneyCount',
      width: 100,
      align: 'right',
      render: (count: number) => t('suzhou.agency.attorneysValue', { count }),
    },
    { title: t('suzhou.agency.serviceTypes'), key: 'services', width: 210, render: (_, agency) => serviceTags(agency) },
    {
      title: t('suzhou.agency.yearsActive'),
      dataIndex: 'yearsActive',
      width: 90,
      align: 'right',
      render: (years: number) => t('suzhou.agency.yearsValue', { years }),
    },
    { title: t('suzhou.agency.penalties'), key: 'penalties', width: 200, render: (_, agency) => penaltyList(agency) },
  ];

  const districtTableReady = ListTable.useReady();
  const renderStatistics = () => {
    if (stats.error && !stats.loading) {
      return <LoadError compact onRetry={stats.refresh} description={loadFailureText(stats.error) || t('suzhou.agency.statsFailed')} />;
    }
    if (!stats.data || !districtTableReady) {
      // As tall as the figures, bars and table it stands for, so the directory below does not jump;
      // it stays until the district table's code is here too, so they arrive in one step.
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
                    strokeColor="var(--ipr-color-accent)"
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
            <ListTable
              size="small"
              rowKey="district"
              pagination={false}
              dataSource={stats.data.districts}
              columns={[
                { title: t('suzhou.agency.district'), dataIndex: 'district', ...DATA_COLUMN },
                { title: t('suzhou.agency.agencyCount'), dataIndex: 'agencyCount', align: 'right' },
                { title: t('suzhou.agency.attorneyCount'), dataIndex: 'attorneyCount', align: 'right', render: number },
              ]}
            />
          </Col>
        </Row>
      </>
    );
  };

  return (
    <>
      <PageHeading
        title={t(pathname.endsWith('/ipr-tjfx') ? 'menu.suzhou.iprTjfx' : 'menu.suzhou.iprAgency')}
        intro={t('suzhou.agency.intro')}
      />
      <Card
        variant="borderless"
        className={listClasses.section}
        title={<h2 className={listClasses.sectionTitle}>{t('suzhou.agency.statistics')}</h2>}
        extra={
          stats.data ? (
            <span className={styles.muted}>{t('suzhou.agency.dataDate', { date: formatDay(intl.locale, stats.data.dataDate) })}</span>
          ) : null
        }
      >
        {renderStatistics()}
      </Card>
      <FilteredList
        {...list.listProps}
        filtersPlacement="inline"
        scrollOnPage="none"
        filters={
          <FilterForm
            state={list.filterForm}
            fields={[
              {
                kind: 'keyword',
                id: 'agency-keyword',
                label: t('suzhou.agency.keyword'),
                placeholder: t('suzhou.agency.keywordPlaceholder'),
              },
              {
                kind: 'choice',
                name: 'district',
                id: 'agency-district',
                label: t('suzhou.agency.district'),
                options: REGION_DISTRICTS.suzhou.map((d) => ({ value: d, label: d })),
              },
              {
                kind: 'choice',
                name: 'service',
                id: 'agency-service',
                label: t('suzhou.agency.serviceType'),
                options: serviceOptions,
                cols: { xs: 24, sm: 12, md: 6, xl: 5 },
              },
              {
                kind: 'check',
                name: 'penalty',
                id: 'agency-penalty',
                label: t('suzhou.agency.hasPenalty'),
                cols: { xs: 24, md: 12, xl: 5 },
              },
            ]}
          />
        }
        table
        messages="suzhou.agency"
        titleId="suzhou.agency.directory"
      >
        {(rows, cards, table) =>
          cards ? (
            <CardList rows={rows} rowKey={(agency) => agency.id} title={(agency) => <DataText>{agency.name}</DataText>}>
              {(agency) => (
                <>
                  {serviceTags(agency)}
                  <Facts
                    messages="suzhou.agency"
                    items={{
                      creditCode: agency.creditCode,
                      licenceNo: agency.licenceNo,
                      district: <DataText>{agency.district}</DataText>,
                      attorneys: t('suzhou.agency.attorneysValue', { count: agency.attorneyCount }),
                      yearsActive: t('suzhou.agency.yearsValue', { years: agency.yearsActive }),
                      penalties: penaltyList(agency),
                    }}
                  />
                </>
              )}
            </CardList>
          ) : (
            <ListTable {...table} rowKey="id" columns={columns} scroll={{ x: 1020 }} size="middle" />
          )
        }
      </FilteredList>
    </>
  );
}
