import { useIntl } from '@umijs/max';
import { Select } from 'antd';
import { sortOptions } from './layout';

export interface SortSelectProps {
  id: string;
  /** `<field>:<order>` of the URL. */
  value: string;
  onChange: (sortField: API.EnterpriseSortField, sortOrder: API.SortOrder) => void;
}

/** The results' sort (issue 4): every count field, descending or ascending. Loaded after the page has drawn. */
export default function SortSelect({ id, value, onChange }: SortSelectProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const options = sortOptions(t);
  return (
    <Select
      id={id}
      value={value}
      options={options}
      popupMatchSelectWidth={false}
      onChange={(next: string) => {
        const [sortField, sortOrder] = next.split(':') as [API.EnterpriseSortField, API.SortOrder];
        onChange(sortField, sortOrder);
      }}
    />
  );
}
