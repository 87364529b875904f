import DateRangeField from './DateRangeField';
import FilterFormFields from './FilterFormFields';
import type { FilterFormProps } from './types';

/** {@link FilterFormFields} with its date-range field: the chunk of the lists that filter by date. */
export default function DatedFilterFormFields(props: FilterFormProps) {
  return <FilterFormFields {...props} DateRange={DateRangeField} />;
}
