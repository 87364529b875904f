import { useIntl } from '@umijs/max';
import { Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect } from 'react';
import { SEARCH_KEYWORD_MAX, type Region } from '@/constants';
import useAllowClear from '@/hooks/useAllowClear';
import useProfessions from '@/hooks/useProfessions';
import useSubmitCheck from '@/components/SubmitCheck';
import { PATENT_COUNT_MAX, QUALIFICATIONS, REGION_DISTRICTS, type EnterpriseSearchState } from './searchState';
import { FIELD_COLS } from './layout';
import { listClasses } from '@/components/FilteredList';
import styles from './index.less';

type FormValues = Pick<EnterpriseSearchState, 'keyword' | 'district' | 'profession' | 'qualifications' | 'minPatents' | 'maxPatents'>;

export interface SearchFormProps {
  region: Region;
  /** The search of the URL, which the form follows (back, forward, links, "clear filters"). */
  state: EnterpriseSearchState;
  /** Applies the form's filters (back to page 1). */
  onSearch: (filters: Partial<EnterpriseSearchState>) => void;
  /** Clears every filter; disabled while none applies. */
  onClear: () => void;
  filtered: boolean;
  /** Prefix of the fields' ids. */
  idPrefix: string;
}

/**
 * The enterprise search's filters (issue 4): keyword (name or credit code), district, industry,
 * qualifications and a patent-count range, as a vertical antd Form with the `search` landmark.
 * Choices apply at once; typed values wait for the search button or Enter. Loaded after the page
 * has drawn ({@link deferred}); `layout.ts` gives its grid to the placeholder before it.
 */
export default function SearchForm({ region, state, onSearch, onClear, filtered, idPrefix }: SearchFormProps) {
  const intl = useIntl();
  const allowClear = useAllowClear();
  const t = (id: string) => intl.formatMessage({ id });
  const { professions, loading: professionsLoading } = useProfessions();
  const [form] = Form.useForm<FormValues>();

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

  const submit = (values: FormValues) =>
    onSearch({
      keyword: (values.keyword ?? '').trim().slice(0, SEARCH_KEYWORD_MAX),
      district: values.district ?? '',
      profession: values.profession ?? '',
      qualifications: values.qualifications ?? [],
      minPatents: typeof values.minPatents === 'number' ? values.minPatents : undefined,
      maxPatents: typeof values.maxPatents === 'number' ? values.maxPatents : undefined,
    });
  // Issue 46 item 6: a patent-count range the wrong way round takes the visitor to it, announced.
  const check = useSubmitCheck(submit);
  const clear = () => {
    form.resetFields();
    onClear();
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      role="search"
      {...check.formProps}
      onValuesChange={(changed) => {
        // Choices apply at once; typed values wait for the search button or Enter. A choice made while
        // the range is wrong applies nothing and leaves the focus where it is: only the visitor's own
        // search goes to the wrong field (issue 46 item 6).
        if ('district' in changed || 'profession' in changed || 'qualifications' in changed)
          form.validateFields().then(check.formProps.onFinish, () => undefined);
      }}
    >
      {check.status}
      <Row gutter={[16, 0]}>
        <Col {...FIELD_COLS.keyword} className={listClasses.keywordCol}>
          <Form.Item name="keyword" label={t('enterprise.search.keyword')} htmlFor={`${idPrefix}-keyword`}>
            <Input
              id={`${idPrefix}-keyword`}
              maxLength={SEARCH_KEYWORD_MAX}
              allowClear={allowClear}
              placeholder={t('enterprise.search.keywordPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col {...FIELD_COLS.district}>
          <Form.Item name="district" label={t('enterprise.search.district')} htmlFor={`${idPrefix}-district`}>
            <Select
              id={`${idPrefix}-district`}
              options={[{ value: '', label: t('enterprise.search.all') }, ...REGION_DISTRICTS[region].map((d) => ({ value: d, label: d }))]}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
        </Col>
        <Col {...FIELD_COLS.profession}>
          <Form.Item name="profession" label={t('enterprise.search.profession')} htmlFor={`${idPrefix}-profession`}>
            <Select
              id={`${idPrefix}-profession`}
              showSearch={{ optionFilterProp: 'label' }}
              loading={professionsLoading}
              options={[{ value: '', label: t('enterprise.search.all') }, ...professions.map((p) => ({ value: p.value, label: p.label }))]}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
        </Col>
        <Col {...FIELD_COLS.qualifications}>
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
        <Col {...FIELD_COLS.range}>
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
        <Col {...FIELD_COLS.actions}>
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
  );
}
