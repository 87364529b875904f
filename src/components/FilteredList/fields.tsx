import { useIntl } from '@umijs/max';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import type { ColProps } from 'antd';
import type { ReactNode } from 'react';
import styles from './index.less';
import { SEARCH_KEYWORD_MAX } from '@/constants';
import useAllowClear from '@/hooks/useAllowClear';

/** Grid sizes of one filter (antd Col breakpoints). */
export type FilterCols = Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl'>;

/** The filter state a form needs, as {@link useFilteredList} returns it in `filterForm`. */
export interface FilterFormState {
  /** The keyword being typed. */
  draft: string;
  setDraft: (value: string) => void;
  /** Applies a keyword (searching the applied one again reloads). */
  search: (value: string) => void;
  /** URL value of each filter key. */
  values: Record<string, string>;
  /** Writes filters to the URL in one step (back to page 1). */
  setMany: (values: Record<string, string>) => void;
  /** Writes one filter to the URL (back to page 1). */
  set: (key: string, value: string) => void;
  filtered: boolean;
  clear: () => void;
}

/** Keyword search box (URL key `keyword`); typing waits for the search button or Enter. */
export interface KeywordFilter {
  kind: 'keyword';
  /** id of the input, its label's `for`. */
  id: string;
  label: string;
  placeholder: string;
  cols?: FilterCols;
}

/** One-of-a-list filter (a select applied at once). */
export interface ChoiceFilter {
  kind: 'choice';
  /** URL key. */
  name: string;
  id: string;
  label: string;
  /** The choices; "all" (value '') comes first by itself. A URL value not among them shows as "all". */
  options: { value: string; label: string }[];
  cols?: FilterCols;
}

export type FilterField = KeywordFilter | ChoiceFilter;

/** Standard grid of the filters: a wide keyword box, narrow choices, the reset button at the end. */
const COLS = {
  keyword: { xs: 24, md: 12, xl: 8 },
  choice: { xs: 24, sm: 12, md: 6, xl: 4 },
  reset: { xs: 24, md: 12, xl: 2 },
} satisfies Record<string, FilterCols>;

export interface FilterFormProps {
  state: FilterFormState;
  /** The keyword and choice filters, in order. */
  fields: FilterField[];
  /** Other filters (date range, checkbox), placed after `fields` and before "Reset". */
  children?: ReactNode;
  resetCols?: FilterCols;
}

/**
 * The search form of a filtered list: a vertical antd Form with the `search` landmark, the page's
 * filters in one responsive row and a "Reset" that clears them (disabled while none applies).
 * Lives beside {@link FilteredList} rather than in it, so the block itself stays free of antd
 * Form and Select; every list with filters imports those already.
 */
export function FilterForm({ state, fields, children, resetCols = COLS.reset }: FilterFormProps) {
  const intl = useIntl();
  const allowClear = useAllowClear();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Form layout="vertical" role="search" onFinish={() => state.search(state.draft)}>
      <Row gutter={[16, 0]}>
        {fields.map((field) => (
          <Col key={field.id} {...(field.cols ?? COLS[field.kind])}>
            <Form.Item label={field.label} htmlFor={field.id}>
              {field.kind === 'keyword' ? (
                <Input.Search
                  id={field.id}
                  value={state.draft}
                  maxLength={SEARCH_KEYWORD_MAX}
                  allowClear={allowClear}
                  placeholder={field.placeholder}
                  enterButton={t('common.search')}
                  onChange={(e) => state.setDraft(e.target.value)}
                  onSearch={state.search}
                />
              ) : (
                <Select
                  id={field.id}
                  value={field.options.some((option) => option.value === state.values[field.name]) ? state.values[field.name] : ''}
                  options={[{ value: '', label: t('common.all') }, ...field.options]}
                  onChange={(value: string) => state.set(field.name, value)}
                  popupMatchSelectWidth={false}
                />
              )}
            </Form.Item>
          </Col>
        ))}
        {children}
        <UnlabelledField {...resetCols} className={styles.resetCol}>
          <Button onClick={state.clear} disabled={!state.filtered} block>
            {t('common.reset')}
          </Button>
        </UnlabelledField>
      </Row>
    </Form>
  );
}

/** A filter without a label of its own (checkbox, button), lined up with the labelled ones. */
export function UnlabelledField({ children, className, ...cols }: FilterCols & { className?: string; children: ReactNode }) {
  return (
    <Col {...cols} className={className}>
      <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
        {children}
      </Form.Item>
    </Col>
  );
}
