import { useIntl } from '@umijs/max';
import { Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import styles from './index.less';
import { SEARCH_KEYWORD_MAX } from '@/constants';
import useAllowClear from '@/hooks/useAllowClear';
import type { DateRangeFieldProps } from './DateRangeField';
import { FILTER_COLS, type FilterCols, type FilterField, type FilterFormProps, type FilterFormState } from './types';

export interface FilterFormFieldsProps extends FilterFormProps {
  /** Draws the `dates` fields: given by `DatedFilterFormFields`, so only dated lists load antd's DatePicker. */
  DateRange?: ComponentType<DateRangeFieldProps>;
}

/**
 * {@link FilterForm}'s form itself, in a chunk of its own: antd Form with the `search` landmark,
 * each field in one responsive Row, then "Reset".
 */
export default function FilterFormFields({ state, fields, resetCols = FILTER_COLS.reset, DateRange }: FilterFormFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Form layout="vertical" role="search" onFinish={() => state.search(state.draft)}>
      <Row gutter={[16, 0]}>
        {fields.map((field) => (
          <FilterControl key={field.id} field={field} state={state} DateRange={DateRange} />
        ))}
        <UnlabelledField cols={resetCols} className={styles.resetCol}>
          <Button onClick={state.clear} disabled={!state.filtered} block>
            {t('common.reset')}
          </Button>
        </UnlabelledField>
      </Row>
    </Form>
  );
}

function FilterControl({
  field,
  state,
  DateRange,
}: {
  field: FilterField;
  state: FilterFormState;
  DateRange?: ComponentType<DateRangeFieldProps>;
}) {
  const intl = useIntl();
  const allowClear = useAllowClear();
  switch (field.kind) {
    case 'dates':
      return DateRange ? <DateRange state={state} id={field.id} label={field.label} cols={field.cols} /> : null;
    case 'check':
      return (
        <UnlabelledField cols={field.cols}>
          <Checkbox
            id={field.id}
            checked={state.values[field.name] === '1'}
            onChange={(e) => state.set(field.name, e.target.checked ? '1' : '')}
          >
            {field.label}
          </Checkbox>
        </UnlabelledField>
      );
    case 'keyword':
      return (
        <Col {...(field.cols ?? FILTER_COLS.keyword)} className={styles.keywordCol}>
          <Form.Item label={field.label} htmlFor={field.id}>
            <Input.Search
              id={field.id}
              value={state.draft}
              maxLength={SEARCH_KEYWORD_MAX}
              allowClear={allowClear}
              placeholder={field.placeholder}
              enterButton={intl.formatMessage({ id: 'common.search' })}
              onChange={(e) => state.setDraft(e.target.value)}
              onSearch={state.search}
            />
          </Form.Item>
        </Col>
      );
    default:
      return (
        <Col {...(field.cols ?? FILTER_COLS.choice)}>
          <Form.Item label={field.label} htmlFor={field.id}>
            <Select
              id={field.id}
              value={field.options.some((option) => option.value === state.values[field.name]) ? state.values[field.name] : ''}
              options={[{ value: '', label: intl.formatMessage({ id: 'common.all' }) }, ...field.options]}
              onChange={(value: string) => state.set(field.name, value)}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
        </Col>
      );
  }
}

/** A filter without a label of its own (checkbox, button), lined up with the labelled ones. */
function UnlabelledField({ children, className, cols }: { cols: FilterCols; className?: string; children: ReactNode }) {
  return (
    <Col {...cols} className={className}>
      <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
        {children}
      </Form.Item>
    </Col>
  );
}
