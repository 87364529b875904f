/**
 * The filtered list's shared types and the filters' standard grid, apart from the components: the
 * deferred form fields, the list hook and the list import them without importing each other.
 */

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

/** A page request as ahooks `useRequest` gives it (data of the spec §3 paging shape). */
export interface FilteredListResult<T> {
  data?: API.Page<T>;
  loading: boolean;
  error?: unknown;
  refresh: () => void;
}
