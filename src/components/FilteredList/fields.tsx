import deferred from '@/components/Deferred';
import FormPlaceholder from '@/components/Deferred/FormPlaceholder';
import { FILTER_COLS, type FilterField, type FilterFormProps } from './types';
import styles from './index.less';

export * from './types';

// antd Form, Input, Select, Checkbox and DatePicker: a list page's heaviest code, loaded after the
// page has drawn its heading and first rows (issue 13 item 2); DatePicker only for the dated lists.
const FilterFormFields = deferred(() => import('./FilterFormFields'));
const DatedFilterFormFields = deferred(() => import('./DatedFilterFormFields'));

/** Each field's grid as the form lays it out: the placeholder takes the same places. */
const colsOf = (field: FilterField) => field.cols ?? FILTER_COLS[field.kind as 'keyword' | 'choice'];

/**
 * The search form of a filtered list: a vertical antd Form with the `search` landmark, the page's
 * filters in one responsive row and a "Reset" that clears them (disabled while none applies).
 * Its code loads after the page has drawn ({@link deferred}); until then a {@link FormPlaceholder}
 * of its grid holds its place, so nothing moves when it arrives. Lives beside {@link FilteredList}
 * rather than in it, so lists without filters do not carry it.
 */
export function FilterForm(props: FilterFormProps) {
  const resetCols = props.resetCols ?? FILTER_COLS.reset;
  const Fields = props.fields.some((field) => field.kind === 'dates') ? DatedFilterFormFields : FilterFormFields;
  return (
    <Fields
      {...props}
      resetCols={resetCols}
      fallback={
        <FormPlaceholder
          fields={[
            ...props.fields.map((field) => ({
              key: field.id,
              label: field.kind === 'check' ? undefined : field.label,
              cols: colsOf(field),
              className: field.kind === 'keyword' ? styles.keywordCol : undefined,
            })),
            { key: 'reset', cols: resetCols },
          ]}
        />
      }
    />
  );
}
