/**
 * Issue 13 item 2 on the filtered lists: the filter form and the list's table load after the page
 * has drawn (their code is in chunks of their own, src/components/Deferred). Until then a
 * placeholder of the form's grid holds its place, and a list drawn as a table counts as loading,
 * so its rows and count arrive together. Its own file: each test file gets fresh modules, so the
 * widgets' code has not loaded yet when the first test renders.
 */
import '@umijs/max/test-setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FilteredList, { ListTable, useFilteredList } from '@/components/FilteredList';
import { FilterForm } from '@/components/FilteredList/fields';
import { pageOf, query, renderRoutes } from './support/contentPages';
import { desktopViewport } from './support/viewport';
import { KEYWORD_FIELD, KIND_FIELD, pageService, RESULT_TEXTS } from './support/listHarness';

const KEYS = ['keyword', 'kind', 'flagged'] as const;
const service = pageService();

function Harness() {
  const list = useFilteredList(KEYS, (search, page) => service({ ...page, ...search }));
  return (
    <FilteredList
      {...list.listProps}
      {...RESULT_TEXTS}
      table
      filters={
        <FilterForm
          state={list.filterForm}
          fields={[
            KEYWORD_FIELD,
            KIND_FIELD,
            { kind: 'check', name: 'flagged', id: 'flagged', label: '仅看有处罚', cols: { xs: 24, xl: 4 } },
          ]}
        />
      }
    >
      {(_rows, _cards, table) => <ListTable {...table} rowKey="id" columns={[{ title: '名称', dataIndex: 'name' }]} />}
    </FilteredList>
  );
}

const render = (url: string) => renderRoutes(url, { '/list': <Harness /> });

desktopViewport();

beforeEach(() => {
  service.mockReset();
  service.mockResolvedValue(pageOf([{ id: 'r1', name: '记录 1' }], 1));
});

afterEach(() => jest.useRealTimers());

it("holds the form's place with its labels, and counts the list as loading until the table is here", async () => {
  jest.useFakeTimers();
  const { container } = render('/list');
  // The answer is in; the widgets' code is asked for in a timer task after the page has drawn.
  await act(async () => undefined);
  expect(service).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('search')).toBeNull();
  const placeholder = container.querySelector('[aria-hidden="true"]');
  expect(placeholder).not.toBeNull();
  expect(within(placeholder as HTMLElement).getByText('关键词')).toBeInTheDocument();
  expect(within(placeholder as HTMLElement).getByText('类别')).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: '记录 1' })).toBeNull();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
  expect(await screen.findByRole('cell', { name: '记录 1' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('共 1 条');
  const form = await screen.findByRole('search');
  expect(within(form).getByRole('searchbox', { name: '关键词' })).toBeInTheDocument();
  expect(within(form).getByRole('combobox', { name: '类别' })).toBeInTheDocument();
});

it('writes a yes/no filter to the URL as 1, and removes it when unticked', async () => {
  render('/list?page=2');
  const box = await screen.findByRole('checkbox', { name: '仅看有处罚' });
  await userEvent.click(box);
  await waitFor(() => expect(query()).toEqual({ flagged: '1' }));
  expect(service).toHaveBeenLastCalledWith(expect.objectContaining({ flagged: '1', current: 1 }));
  await userEvent.click(screen.getByRole('checkbox', { name: '仅看有处罚' }));
  await waitFor(() => expect(query()).toEqual({}));
});
