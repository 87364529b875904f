import { Link, useIntl, useLocation } from '@umijs/max';
import { Grid, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { NameWithCode, CardList, Facts, ListTable, listClasses, blankAsUndefined, useFilteredList } from '@/components/FilteredList';
import { ContentListPage } from '@/features/content/ContentList';
import { PAGE_HANDLES_ERRORS } from '@/features/content/detail';
import { PENALTY_TYPES, VIOLATION_TYPES } from '@/domain/content';
import { NO_VALUE, formatWan, valueLabel } from '@/features/content/format';
import { findPunishments } from '@/services/dataService';
import styles from './index.less';
import { formatDay } from '@/utils/date';
import DataText, { DATA_COLUMN } from '@/components/DataText';
import { DATA_LANG } from '@/constants';
import { pathWithQuery } from '@/utils/routePaths';

const KEYS = ['keyword', 'violationType', 'penaltyType', 'start', 'end'] as const;

/** Link to a notice; the list's search rides along in history state for the detail's back link. */
export const punishDetailPath = (id: string) => pathWithQuery(IPR_ROUTE_PATHS.PENALTY_DETAIL, 'id', id);

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
  const list = useFilteredList(KEYS, ({ keyword, violationType, penaltyType, start, end }, page) =>
    findPunishments(
      { ...page, region: 'taizhou', ...blankAsUndefined({ keyword, violationType, penaltyType, startDate: start, endDate: end }) },
      PAGE_HANDLES_ERRORS,
    ),
  );
  // The detail page's back link returns to this very search.
  const from = useLocation().search;

  const detailLink = (item: API.PunishmentItem) => (
    <Link to={punishDetailPath(item.id)} state={{ from }} className={styles.party} lang={DATA_LANG}>
      {item.partyName}
    </Link>
  );

  const day = (value: string) => <span className={styles.nowrap}>{formatDay(intl.locale, value)}</span>;
  // Width hints sized so all ten disclosure columns fit the content column at 1366 px; narrower
  // tablet widths scroll the table inside its card instead of the page.
  const columns: TableColumnsType<API.PunishmentItem> = [
    { title: t('content.punish.decisionNo'), dataIndex: 'decisionNo', width: 128, ...DATA_COLUMN },
    {
      title: t('content.punish.partyName'),
      key: 'party',
      width: 196,
      render: (_, item) => <NameWithCode name={detailLink(item)} code={item.partyCreditCode} />,
    },
    {
      title: t('content.punish.violationType'),
      dataIndex: 'violationType',
      width: 112,
      render: (v: string) => valueLabel(intl, VIOLATION_TYPES, v),
    },
    {
      title: t('content.punish.penaltyType'),
      dataIndex: 'penaltyType',
      width: 96,
      render: (v: string) => valueLabel(intl, PENALTY_TYPES, v),
    },
    { title: t('content.punish.penaltyContent'), dataIndex: 'penaltyContent', width: 160, ...DATA_COLUMN },
    {
      title: t('content.punish.fineAmount'),
      dataIndex: 'fineAmount',
      width: 86,
      align: 'right',
      render: (v?: number) => <span className={styles.nowrap}>{formatWan(intl, v)}</span>,
    },
    { title: t('content.punish.authority'), dataIndex: 'authority', width: 112, ...DATA_COLUMN },
    { title: t('content.punish.decisionDate'), dataIndex: 'decisionDate', width: 104, render: day },
    { title: t('content.punish.publishDate'), dataIndex: 'publishDate', width: 104, render: day },
  ];

  return (
    <ContentListPage<API.PunishmentItem>
      id="punish"
      messages="content.punish"
      list={list}
      choices={[
        { name: 'violationType', labels: VIOLATION_TYPES },
        { name: 'penaltyType', labels: PENALTY_TYPES },
      ]}
      dates={{ xs: 24, md: 18, xl: 6 }}
      resetCols={{ xs: 24, md: 6, xl: 2 }}
      table
    >
      {(rows, cards, table) =>
        cards ? (
          <CardList rows={rows} rowKey={(item) => item.id} titleLevel={2} title={detailLink}>
            {(item) => (
              <>
                <div className={listClasses.tags}>
                  <Tag color="orange">{valueLabel(intl, VIOLATION_TYPES, item.violationType)}</Tag>
                  <Tag color="red">{valueLabel(intl, PENALTY_TYPES, item.penaltyType)}</Tag>
                </div>
                <Facts
                  messages="content.punish"
                  items={{
                    decisionNo: <DataText>{item.decisionNo}</DataText>,
                    partyCreditCode: item.partyCreditCode ?? NO_VALUE,
                    penaltyContent: <DataText>{item.penaltyContent ?? NO_VALUE}</DataText>,
                    fineAmount: formatWan(intl, item.fineAmount),
                    authority: <DataText>{item.authority}</DataText>,
                    decisionDate: formatDay(intl.locale, item.decisionDate),
                    publishDate: formatDay(intl.locale, item.publishDate),
                  }}
                />
              </>
            )}
          </CardList>
        ) : (
          <ListTable {...table} rowKey="id" columns={columns} scroll={wide ? undefined : { x: 1100 }} size="small" />
        )
      }
    </ContentListPage>
  );
}
