import deferred from '@/components/Deferred';
import FormPlaceholder from '@/components/Deferred/FormPlaceholder';

/** Grid sizes of one filter: columns out of 24 per antd Col breakpoint. */
export type FilterCols = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

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

/** Date range over the URL keys `start` and `end` (`YYYY-MM-DD`; either end may stay open). */
export interface DatesFilter {
  kind: 'dates';
  /** id of the start input (the end input gets `-end`). */
  id: string;
  label: string;
  cols: FilterCols;
}

/** A yes/no filter (a checkbox without a label above it): URL value `1` when ticked, absent otherwise. */
export interface CheckFilter {
  kind: 'check';
  name: string;
  id: string;
  label: string;
  cols: FilterCols;
}

export type FilterField = KeywordFilter | ChoiceFilter | DatesFilter | CheckFilter;

/** Standard grid of the filters: a wide keyword box, narrow choices, the reset button at the end. */
export const FILTER_COLS = {
  keyword: { xs: 24, md: 12, xl: 8 },
  choice: { xs: 24, sm: 12, md: 6, xl: 4 },
  reset: { xs: 24, md: 12, xl: 2 },
} satisfies Record<string, FilterCols>;

export interface FilterFormProps {
  state: FilterFormState;
  /** The filters, in order; "Reset" follows them. */
  fields: FilterField[];
  resetCols?: FilterCols;
}

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
            ...props.fields.map((field) => ({ key: field.id, label: field.kind === 'check' ? undefined : field.label, cols: colsOf(field) })),
            { key: 'reset', cols: resetCols },
          ]}
        />
      }
    />
  );
}
