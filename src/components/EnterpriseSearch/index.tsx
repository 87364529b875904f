import { Link, useIntl, useLocation, useModel, useSearchParams } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Button, Col, Form, Input, InputNumber, Row, Select, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useEffect, useMemo } from 'react';
import FilteredList, { NameWithCode, CardList, listClasses } from '@/components/FilteredList';
import { toPage } from '@/utils/serviceResult';
import { REQUEST_DEFAULTS } from '@/constants';
import type { Region } from '@/constants';
import { findEnterprises } from '@/services/diService';
import {
  DEFAULT_SORT,
  activeFilterCount,
  KEYWORD_MAX,
  PATENT_COUNT_MAX,
  QUALIFICATIONS,
  REGION_DISTRICTS,
  SORT_FIELDS,
  clearedFilters,
  enterpriseResultPath,
  isFiltered,
  parseSearchState,
  toQuery,
  toSearchParams,
  updateSearchState,
  type EnterpriseSearchState,
} from './searchState';
import QualificationTags from './QualificationTags';
import styles from './index.less';
import useAllowClear from '@/hooks/useAllowClear';

export interface EnterpriseSearchProps {
  /** Region whose enterprises and districts are searched (spec §1 route prefix). */
  region: Region;
}

type FormValues = Pick<EnterpriseSearchState, 'keyword' | 'district' | 'profession' | 'qualifications' | 'minPatents' | 'maxPatents'>;

const COUNT_COLUMNS: readonly API.EnterpriseSortField[] = ['inventionCount', 'utilityCount', 'designCount', 'validInventionCount', 'patentCount'];

/** History state a result page reads to link back to exactly this search. */
export type EnterpriseSearchOrigin = { from?: string };

/**
 * Issue 4: the enterprise (innovation subject) search shared by `/taizhou/enterprise/search` and
 * `/suzhou/ipr-enterprise`. Keyword (name or credit code), district of the region, industry from
 * the profession dictionary, qualifications and a patent-count range; results with their patent
 * counts (DI service, docs/api.md §9), sortable and paged. The whole search lives in the URL
 * (`searchState.ts`), so it survives reload, sharing and back. Wide screens get a table that
 * scrolls inside its card, narrow screens one card per enterprise. The page supplies the h1.
 */
export default function EnterpriseSearch({ region }: EnterpriseSearchProps) {
  const intl = useIntl();
  const allowClear = useAllowClear();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => parseSearchState(params, region), [params, region]);
  const update = (patch: Partial<EnterpriseSearchState>) => setParams(toSearchParams(updateSearchState(state, patch)));
  const { professions, loading: professionsLoading } = useModel('profession');
  const [form] = Form.useForm<FormValues>();
  const from = `${location.pathname}${location.search}`;

  // Back/forward and links change the URL under the form; the form follows.
  useEffect(() => {
    form.setFieldsValue({
      keyword: state.keyword,
      district: state.district,
      profession: state.profession,
      qualifications: state.qualifications,
      minPatents: state.minPatents ?? null,
      maxPatents: state.maxPatents ?? null,
    } as unknown as FormValues);
  }, [form, state]);

  const query = toQuery(state, region, REQUEST_DEFAULTS.pageSize);
  const request = useServiceRequest(
    async () => toPage<API.EnterpriseItem>(await findEnterprises(query, { skipErrorHandler: true })),
    { refreshDeps: [JSON.stringify(query)] },
  );
  const filtered = isFiltered(state);

  const professionLabel = (value: string) => professions.find((p) => p.value === value)?.label ?? value;
  const countOf = (value: number) => intl.formatNumber(value);

  const submit = (values: FormValues) =>
    update({
      keyword: (values.keyword ?? '').trim().slice(0, KEYWORD_MAX),
      district: values.district ?? '',
      profession: values.profession ?? '',
      qualifications: values.qualifications ?? [],
      minPatents: typeof values.minPatents === 'number' ? values.minPatents : undefined,
      maxPatents: typeof values.maxPatents === 'number' ? values.maxPatents : undefined,
    });
  const clear = () => {
    form.resetFields();
    setParams(toSearchParams(clearedFilters(state)));
  };

  const nameLink = (item: API.EnterpriseItem) => (
    <Link to={enterpriseResultPath(item.name, region)} state={{ from }} className={styles.name}>
      {item.name}
    </Link>
  );
  const qualificationTags = (item: API.EnterpriseItem) =>
    item.qualifications.length ? (
      <div className={listClasses.tags}>
        <QualificationTags codes={item.qualifications} />
      </div>
    ) : null;

  // Issue 16 item 3: the counts a visitor sorts by come right after the name, the default sort
  // (total patents) first, so that beside Suzhou's 208 px menu at 1366 px all of them are on
  // screen; the descriptive columns follow (the last of them scrolls in there), and the name
  // stays put when the table scrolls.
  const columns: TableColumnsType<API.EnterpriseItem> = [
    {
      title: t('enterprise.field.name'),
      key: 'name',
      width: 220,
      fixed: 'left',
      render: (_, item) => <NameWithCode name={nameLink(item)} code={item.creditCode} />,
    },
    ...SORT_FIELDS.map((field) => ({
      title: t(`enterprise.field.${field}`),
      dataIndex: field,
      key: field,
      // Room for the longest English header word ("inventions") beside its sort arrows.
      width: 108,
      align: 'right' as const,
      sorter: true,
      sortDirections: ['descend', 'ascend'] as API.SortOrder[],
      sortOrder: state.sortField === field ? state.sortOrder : null,
      render: countOf,
    })),
    { title: t('enterprise.field.district'), dataIndex: 'district', width: 100 },
    { title: t('enterprise.field.profession'), dataIndex: 'profession', width: 100, render: professionLabel },
    { title: t('enterprise.field.qualifications'), key: 'qualifications', width: 230, render: (_, item) => qualificationTags(item) ?? '—' },
  ];
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width), 0);

  const onTableChange: TableProps<API.EnterpriseItem>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.columnKey as API.EnterpriseSortField | undefined;
    if (single?.order && field && SORT_FIELDS.includes(field)) update({ sortField: field, sortOrder: single.order });
    else update({ sortField: DEFAULT_SORT.field, sortOrder: DEFAULT_SORT.order });
  };

  const sortOptions = SORT_FIELDS.flatMap((field) =>
    (['descend', 'ascend'] as const).map((order) => ({
      value: `${field}:${order}`,
      label: t('enterprise.search.sortOption', { field: t(`enterprise.field.${field}`), order: t(`enterprise.search.${order}`) }),
    })),
  );

  const idPrefix = `enterprise-search-${region}`;
  return (
    <FilteredList
      result={request}
      page={state.page}
      onPageChange={(page) => update({ page })}
      filtered={filtered}
      activeFilters={activeFilterCount(state)}
      onClearFilters={clear}
      filters={
        <Form<FormValues>
          form={form}
          layout="vertical"
          role="search"
          onFinish={submit}
          onValuesChange={(changed) => {
            // Choices apply at once; typed values wait for the search button or Enter.
            if ('district' in changed || 'profession' in changed || 'qualifications' in changed) form.submit();
          }}
        >
          <Row gutter={[16, 0]}>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="keyword" label={t('enterprise.search.keyword')} htmlFor={`${idPrefix}-keyword`}>
                <Input
                  id={`${idPrefix}-keyword`}
                  maxLength={KEYWORD_MAX}
                  allowClear={allowClear}
                  placeholder={t('enterprise.search.keywordPlaceholder')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={6} xl={4}>
              <Form.Item name="district" label={t('enterprise.search.district')} htmlFor={`${idPrefix}-district`}>
                <Select
                  id={`${idPrefix}-district`}
                  options={[{ value: '', label: t('enterprise.search.all') }, ...REGION_DISTRICTS[region].map((d) => ({ value: d, label: d }))]}
                  popupMatchSelectWidth={false}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={6} xl={4}>
              <Form.Item name="profession" label={t('enterprise.search.profession')} htmlFor={`${idPrefix}-profession`}>
                <Select
                  id={`${idPrefix}-profession`}
                  showSearch
                  optionFilterProp="label"
                  loading={professionsLoading}
                  options={[{ value: '', label: t('enterprise.search.all') }, ...professions.map((p) => ({ value: p.value, label: p.label }))]}
                  popupMatchSelectWidth={false}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="qualifications" label={t('enterprise.search.qualifications')} htmlFor={`${idPrefix}-qualifications`}>
                <Select
                  id={`${idPrefix}-qualifications`}
                  mode="multiple"
                  allowClear
                  placeholder={t('enterprise.search.any')}
                  options={QUALIFICATIONS.map((q) => ({ value: q, label: t(`enterprise.qualification.${q}`) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <fieldset className={styles.range} aria-label={t('enterprise.search.patentRange')}>
                <Form.Item name="minPatents" label={t('enterprise.search.patentRange')} htmlFor={`${idPrefix}-min`}>
                  {/* No step arrows: rc-input-number names them "Increase Value" / "Decrease Value" in any
                      locale; the arrow keys still step. */}
                  <InputNumber
                    controls={false}
                    id={`${idPrefix}-min`}
                    aria-label={t('enterprise.search.minPatentsLabel')}
                    min={0}
                    max={PATENT_COUNT_MAX}
                    precision={0}
                    placeholder={t('enterprise.search.minPatents')}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
                <Form.Item
                  name="maxPatents"
                  label={<span aria-hidden>&nbsp;</span>}
                  colon={false}
                  htmlFor={`${idPrefix}-max`}
                  dependencies={['minPatents']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, value?: number | null) => {
                        const min = getFieldValue('minPatents') as number | null | undefined;
                        return typeof value === 'number' && typeof min === 'number' && value < min
                          ? Promise.reject(new Error(t('enterprise.search.rangeInvalid')))
                          : Promise.resolve();
                      },
                    }),
                  ]}
                >
                  <InputNumber
                    controls={false}
                    id={`${idPrefix}-max`}
                    aria-label={t('enterprise.search.maxPatentsLabel')}
                    min={0}
                    max={PATENT_COUNT_MAX}
                    precision={0}
                    placeholder={t('enterprise.search.maxPatents')}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </fieldset>
            </Col>
            <Col xs={24} md={12} xl={16}>
              <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
                <div className={styles.actions}>
                  <Button onClick={clear} disabled={!filtered}>
                    {t('common.reset')}
                  </Button>
                  <Button type="primary" htmlType="submit">
                    {t('enterprise.search.submit')}
                  </Button>
                </div>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      }
      sort={
        <>
          <label htmlFor={`${idPrefix}-sort`}>{t('enterprise.search.sort')}</label>
          <Select
            id={`${idPrefix}-sort`}
            value={`${state.sortField}:${state.sortOrder}`}
            options={sortOptions}
            popupMatchSelectWidth={false}
            onChange={(value: string) => {
              const [sortField, sortOrder] = value.split(':') as [API.EnterpriseSortField, API.SortOrder];
              update({ sortField, sortOrder });
            }}
          />
        </>
      }
      messages="enterprise.search"
      titleId="enterprise.search.results"
    >
      {(rows, cards, table) =>
        cards ? (
          <CardList rows={rows} rowKey={(item) => item.creditCode} title={nameLink}>
            {(item) => (
              <>
                <div className={styles.cardMeta}>
                  {item.district} · {professionLabel(item.profession)}
                </div>
                {qualificationTags(item)}
                <dl className={styles.counts} aria-label={t('enterprise.search.counts')}>
                  {COUNT_COLUMNS.map((field) => (
                    <div key={field}>
                      <dt>{t(`enterprise.field.${field}`)}</dt>
                      <dd>{countOf(item[field])}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </CardList>
        ) : (
          <Table<API.EnterpriseItem>
            {...table}
            rowKey="creditCode"
            columns={columns}
            onChange={onTableChange}
            scroll={{ x: tableWidth }}
            size="middle"
            showSorterTooltip={false}
          />
        )
      }
    </FilteredList>
  );
}
