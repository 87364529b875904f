import { useIntl } from '@umijs/max';
import { Input } from 'antd';
import { SEARCH_KEYWORD_MAX } from '@/constants';
import useAllowClear from '@/hooks/useAllowClear';

export interface KeywordSearchProps {
  id: string;
  /** What is typed, not yet searched. */
  value: string;
  onChange: (value: string) => void;
  /** Searches the typed keyword (the button or Enter). */
  onSearch: (value: string) => void;
}

/**
 * The transaction market's keyword box (issue 3): antd's large Input.Search with its search button.
 * Loaded after the page has drawn (antd Input brings its text areas along); its label is the page's.
 */
export default function KeywordSearch({ id, value, onChange, onSearch }: KeywordSearchProps) {
  const intl = useIntl();
  const allowClear = useAllowClear();
  return (
    <Input.Search
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onSearch={onSearch}
      placeholder={intl.formatMessage({ id: 'operations.search.placeholder' })}
      enterButton={intl.formatMessage({ id: 'common.search' })}
      allowClear={allowClear}
      size="large"
      maxLength={SEARCH_KEYWORD_MAX}
    />
  );
}
