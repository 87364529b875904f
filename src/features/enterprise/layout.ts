import type { PlaceholderCols, PlaceholderField } from '@/components/Deferred/FormPlaceholder';
import { listClasses } from '@/components/FilteredList';
import { SORT_FIELDS } from './searchState';

/** Grid of the search form's fields (antd Col spans), shared by the form and its placeholder. */
export const FIELD_COLS = {
  keyword: { xs: 24, md: 12, xl: 8 },
  district: { xs: 24, sm: 12, md: 6, xl: 4 },
  profession: { xs: 24, sm: 12, md: 6, xl: 4 },
  qualifications: { xs: 24, md: 12, xl: 8 },
  range: { xs: 24, md: 12, xl: 8 },
  actions: { xs: 24, md: 12, xl: 16 },
} satisfies Record<string, PlaceholderCols>;

/** The label of each field (message ids); the buttons' row has none. */
const LABELS: Partial<Record<keyof typeof FIELD_COLS, string>> = {
  keyword: 'enterprise.search.keyword',
  district: 'enterprise.search.district',
  profession: 'enterprise.search.profession',
  qualifications: 'enterprise.search.qualifications',
  range: 'enterprise.search.patentRange',
};

/** The search form's fields for {@link FormPlaceholder}, labelled by `t`. */
export const placeholderFields = (t: (id: string) => string): PlaceholderField[] =>
  (Object.keys(FIELD_COLS) as (keyof typeof FIELD_COLS)[]).map((key) => ({
    key,
    label: LABELS[key] ? t(LABELS[key]) : undefined,
    cols: FIELD_COLS[key],
    className: key === 'keyword' ? listClasses.keywordCol : undefined,
  }));

/** The sort's choices, `<field>:<order>`, every count descending then ascending, labelled by `t`. */
export const sortOptions = (t: (id: string, values?: Record<string, string>) => string) =>
  SORT_FIELDS.flatMap((field) =>
    (['descend', 'ascend'] as const).map((order) => ({
      value: `${field}:${order}`,
      label: t('enterprise.search.sortOption', { field: t(`enterprise.field.${field}`), order: t(`enterprise.search.${order}`) }),
    })),
  );
