import type { FilterField } from '@/components/FilteredList/fields';

/** What the filtered-list tests share: the rows they page through and the list's message ids. */
export type Row = { id: string; name: string };

/** The page service a harness list calls, one jest mock per test file. */
export const pageService = () => jest.fn<Promise<API.Page<Row>>, [Record<string, unknown>]>();

/** The message ids of the harness lists' results card. */
export const RESULT_TEXTS = { messages: 'content', titleId: 'content.results', emptyId: 'common.empty' } as const;

/** The harness lists' keyword box and one-of-a-list filter. */
export const KEYWORD_FIELD: FilterField = { kind: 'keyword', id: 'kw', label: '关键词', placeholder: '输入关键词' };
export const KIND_FIELD: FilterField = {
  kind: 'choice',
  name: 'kind',
  id: 'kind',
  label: '类别',
  options: [{ value: 'a', label: '甲类' }],
};
