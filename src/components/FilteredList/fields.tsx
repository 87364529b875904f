import { useIntl } from '@umijs/max';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import type { ColProps } from 'antd';
import type { ReactNode } from 'react';
import styles from './index.less';

/** Grid sizes of one filter (antd Col breakpoints). */
export type FilterCols = Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'className'>;

/**
 * The search form of a filtered list: a vertical antd Form with the `search` landmark, its
 * filters in one responsive row. Lives beside {@link FilteredList} rather than in it, so the
 * block itself stays free of antd Form; every list with filters imports Form already.
 */
export function FilterForm({ onFinish, children }: { onFinish: () => void; children: ReactNode }) {
  return (
    <Form layout="vertical" role="search" onFinish={onFinish}>
      <Row gutter={[16, 0]}>{children}</Row>
    </Form>
  );
}

export interface KeywordFieldProps extends FilterCols {
  /** id of the input, its label's `for`. */
  id: string;
  label: string;
  placeholder: string;
  /** The keyword being typed. */
  value: string;
  onChange: (value: string) => void;
  /** Applies a keyword (trimmed by the list). */
  onSearch: (value: string) => void;
  /** Characters at most (spec §9 search inputs: 100). */
  maxLength?: number;
}

/** Keyword search box with its search button; typing waits for the button or Enter. */
export function KeywordField({ id, label, placeholder, value, onChange, onSearch, maxLength = 100, ...cols }: KeywordFieldProps) {
  const intl = useIntl();
  return (
    <Col {...cols}>
      <Form.Item label={label} htmlFor={id}>
        <Input.Search
          id={id}
          value={value}
          maxLength={maxLength}
          allowClear
          placeholder={placeholder}
          enterButton={intl.formatMessage({ id: 'common.search' })}
          onChange={(e) => onChange(e.target.value)}
          onSearch={onSearch}
        />
      </Form.Item>
    </Col>
  );
}

export interface ChoiceFieldProps extends FilterCols {
  id: string;
  label: string;
  /** Chosen value; empty for "all". */
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One-of-a-list filter (a select applied at once). */
export function ChoiceField({ id, label, value, options, onChange, ...cols }: ChoiceFieldProps) {
  return (
    <Col {...cols}>
      <Form.Item label={label} htmlFor={id}>
        <Select id={id} value={value} options={options} onChange={onChange} popupMatchSelectWidth={false} />
      </Form.Item>
    </Col>
  );
}

/** A filter without a label of its own (checkbox, button), lined up with the labelled ones. */
export function UnlabelledField({ children, ...cols }: FilterCols & { children: ReactNode }) {
  return (
    <Col {...cols}>
      <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** "Reset": clears every filter; disabled while none is applied. */
export function ResetField({ filtered, onClear, ...cols }: FilterCols & { filtered: boolean; onClear: () => void }) {
  const intl = useIntl();
  return (
    <UnlabelledField {...cols} className={styles.resetCol}>
      <Button onClick={onClear} disabled={!filtered} block>
        {intl.formatMessage({ id: 'common.reset' })}
      </Button>
    </UnlabelledField>
  );
}
