import { Link, useIntl, useLocation } from '@umijs/max';
import { Breadcrumb, Grid, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import FilteredList, { listClasses, useFilteredList } from '@/components/FilteredList';
import DateRangeField from '@/components/FilteredList/DateRangeField';
import { ChoiceField, FilterForm, KeywordField, ResetField } from '@/components/FilteredList/fields';
import PageHeading from '@/components/PageHeading';
import PortalFrame from '@/components/PortalFrame';
import { PAGE_HANDLES_ERRORS } from '@/pages/taizhou/AnnounceDetail/shared/detail';
import {
  NO_VALUE,
  PENALTY_LABELS,
  VIOLATION_LABELS,
  formatDay,
  formatWan,
  valueLabel,
} from '@/pages/taizhou/AnnounceDetail/shared/format';
import { findPunishments } from '@/services/dataService';
import styles from './index.less';

const KEYS = ['keyword', 'violationType', 'penaltyType', 'start', 'end'] as const;

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
  const wide = Grid.useBreakpoint().xl;
  const list = useFilteredList(KEYS, (query, pageSize) =>
    findPunishments(
      {
        current: query.page,
        pageSize,
        keyword: query.keyword || undefined,
        violationType: query.violationType || undefined,
        penaltyType: query.penaltyType || undefined,
        startDate: query.start || undefined,
        endDate: query.end || undefined,
      },
      PAGE_HANDLES_ERRORS,
    ),
  );
  const { query, setQuery } = list;
  // The detail page's back link returns to this very search.
  const from = useLocation().search;

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

  return (
    <PortalFrame>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to="/taizhou">{t('menu.taizhou.home')}</Link> }, { title: t('content.punish.title') }]}
      />
      <PageHeading title={t('content.punish.title')} intro={t('content.punish.intro')} />
      <FilteredList
        {...list.listProps}
        filters={
          <FilterForm onFinish={() => list.search(list.draft)}>
            <KeywordField
              xs={24}
              md={12}
              xl={8}
              id="punish-keyword"
              label={t('content.keyword')}
              placeholder={t('content.punish.keywordPlaceholder')}
              value={list.draft}
              onChange={list.setDraft}
              onSearch={list.search}
            />
            <ChoiceField
              xs={24}
              sm={12}
              md={6}
              xl={4}
              id="punish-violation"
              label={t('content.punish.violationType')}
              value={query.violationType}
              options={options(VIOLATION_LABELS)}
              onChange={(violationType) => setQuery({ violationType })}
            />
            <ChoiceField
              xs={24}
              sm={12}
              md={6}
              xl={4}
              id="punish-penalty"
              label={t('content.punish.penaltyType')}
              value={query.penaltyType}
              options={options(PENALTY_LABELS)}
              onChange={(penaltyType) => setQuery({ penaltyType })}
            />
            <DateRangeField
              xs={24}
              md={18}
              xl={6}
              id="punish-dates"
              label={t('content.punish.dateFilter')}
              start={query.start}
              end={query.end}
              onChange={(range) => setQuery(range)}
            />
            <ResetField xs={24} md={6} xl={2} filtered={list.filtered} onClear={list.clear} />
          </FilterForm>
        }
        texts={{
          title: t('content.results'),
          total: (total) => t('content.total', { total }),
          loadFailed: t('content.loadFailed'),
          empty: t('common.empty'),
          emptyFiltered: t('content.emptyFiltered'),
          firstPage: t('content.firstPage'),
          clearFilters: t('content.clearFilters'),
        }}
      >
        {(rows, cards) =>
          cards ? (
            <ul className={listClasses.cards}>
              {rows.map((item) => (
                <li key={item.id} className={listClasses.card}>
                  <h2 className={listClasses.cardTitle}>{detailLink(item)}</h2>
                  <div className={styles.tags}>
                    <Tag color="orange">{valueLabel(intl, VIOLATION_LABELS, item.violationType)}</Tag>
                    <Tag color="red">{valueLabel(intl, PENALTY_LABELS, item.penaltyType)}</Tag>
                  </div>
                  <dl className={listClasses.facts}>
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
          ) : (
            <Table<API.PunishmentItem>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              loading={list.loading}
              pagination={false}
              scroll={wide ? undefined : { x: 1100 }}
              size="small"
            />
          )
        }
      </FilteredList>
    </PortalFrame>
  );
}
