import { Input } from 'antd';
import { SEARCH_KEYWORD_MAX } from '@/constants';
import useAllowClear from '@/hooks/useAllowClear';
import { useIntl } from '@umijs/max';
import type { KeywordSearchProps } from './types';

/** {@link KeywordSearch}'s box itself: antd's large Input.Search, in a chunk of its own. */
export default function KeywordSearchBox({
  id,
  value,
  placeholder,
  maxLength = SEARCH_KEYWORD_MAX,
  onChange,
  onSearch,
}: KeywordSearchProps) {
  const intl = useIntl();
  const allowClear = useAllowClear();
  return (
    <Input.Search
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onSearch={onSearch}
      placeholder={placeholder}
      enterButton={intl.formatMessage({ id: 'common.search' })}
      allowClear={allowClear}
      size="large"
      maxLength={maxLength}
    />
  );
}
