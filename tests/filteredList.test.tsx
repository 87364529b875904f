/**
 * The filtered-list building block (issue 15): one list wired the way pages wire it
 * (useFilteredList + FilterForm + FilteredList) over a mocked service. Checks the states in place
 * of rows, the results header, that pagination and filters write the URL, and "clear filters".
 */
import '@umijs/max/test-setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FilteredList, { CardList, useFilteredList } from '@/components/FilteredList';
import { FilterForm } from '@/components/FilteredList/fields';
import { httpError, pageOf, query, renderRoutes } from './support/contentPages';
import { KEYWORD_FIELD, KIND_FIELD, pageService, RESULT_TEXTS, type Row } from './support/listHarness';

const KEYS = ['keyword', 'kind'] as const;
const service = pageService();

function Harness() {
  const list = useFilteredList(KEYS, (search, page) => service({ ...page, keyword: search.keyword, kind: search.kind }));
  return (
    <FilteredList
      {...list.listProps}
      {...RESULT_TEXTS}
      filters={<FilterForm state={list.filterForm} fields={[KEYWORD_FIELD, KIND_FIELD]} />}
    >
      {(rows) => (
        <CardList rows={rows} rowKey={(row) => row.id} title={(row) => row.name}>
          {() => null}
        </CardList>
      )}
    </FilteredList>
  );
}

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `r${from + i}`, name: `记录 ${from + i}` }));
const render = (url: string) => renderRoutes(url, { '/list': <Harness /> });

beforeEach(() => {
  service.mockReset();
  window.scrollTo = jest.fn();
});

it('shows a skeleton, then the rows under a results heading with the total', async () => {
  let resolve: (page: API.Page<Row>) => void = () => undefined;
  service.mockReturnValue(new Promise((r) => (resolve = r)));
  const { container } = render('/list');
  expect(container.querySelector('[aria-busy="true"] [aria-hidden="true"]')).not.toBeNull();
  // The count's live region is there, empty, before the first answer.
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  await act(async () => resolve(pageOf(rows(1, 10), 25)));
  expect(await screen.findByRole('heading', { level: 3, name: '记录 1' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '查询结果' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('共 25 条');
  expect(service).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, keyword: '', kind: '' });
});

it('writes the chosen page to the URL and loads it', async () => {
  service.mockImplementation(async ({ current }) => pageOf(rows((Number(current) - 1) * 10 + 1, 10), 25, Number(current)));
  render('/list?kind=a');
  await screen.findByRole('heading', { level: 3, name: '记录 1' });
  await userEvent.setup().click(screen.getByTitle('Next Page'));
  await waitFor(() => expect(query()).toEqual({ kind: 'a', page: '2' }));
  expect(await screen.findByRole('heading', { level: 3, name: '记录 11' })).toBeInTheDocument();
  expect(service).toHaveBeenLastCalledWith({ current: 2, pageSize: 10, keyword: '', kind: 'a' });
  expect(window.scrollTo).toHaveBeenCalled();
});

it('writes a filter to the URL back on page 1, and a keyword on search', async () => {
  service.mockResolvedValue(pageOf(rows(1, 10), 25));
  render('/list?page=2');
  await screen.findByRole('heading', { level: 3, name: '记录 1' });
  await openFilters();
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: '类别' }));
  fireEvent.click(await screen.findByTitle('甲类'));
  await waitFor(() => expect(query()).toEqual({ kind: 'a' }));
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: '关键词' }), ' 专利 {Enter}');
  await waitFor(() => expect(query()).toEqual({ kind: 'a', keyword: '专利' }));
});

it('says when the filters match nothing and clears them', async () => {
  service.mockImplementation(async ({ kind }) => (kind ? pageOf([], 0) : pageOf(rows(1, 3), 3)));
  render('/list?kind=a&keyword=无');
  const empty = await screen.findByText('没有符合条件的记录，请调整筛选条件。');
  await openFilters();
  expect(screen.getByRole('button', { name: /重\s*置/ })).toBeEnabled();
  await userEvent.setup().click(within(empty.closest('.ant-empty') as HTMLElement).getByRole('button', { name: '清除筛选条件' }));
  await waitFor(() => expect(query()).toEqual({}));
  expect(await screen.findByRole('heading', { level: 3, name: '记录 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /重\s*置/ })).toBeDisabled();
});

it('leads back to page 1 from a page past the end', async () => {
  service.mockImplementation(async ({ current }) => (current === 1 ? pageOf(rows(1, 3), 3) : pageOf([], 3, Number(current))));
  render('/list?page=9');
  await userEvent.setup().click(await screen.findByRole('button', { name: '回到第一页' }));
  await waitFor(() => expect(query()).toEqual({}));
  expect(await screen.findByRole('heading', { level: 3, name: '记录 1' })).toBeInTheDocument();
});

it('shows a failure with a retry that loads the list again, and no pager', async () => {
  service.mockRejectedValueOnce(httpError(500, { errorMessage: '服务暂不可用' })).mockResolvedValue(pageOf(rows(1, 10), 25));
  render('/list');
  // Issue 46 item 4: the cause in the app's words (an HTTP 5xx: the service is unavailable), not the server's own text.
  expect(await screen.findByText('服务暂时不可用，请稍后重试。')).toBeInTheDocument();
  expect(screen.queryByText('服务暂不可用')).toBeNull();
  expect(screen.queryByRole('list', { name: /pagination/i })).toBeNull();
  expect(document.querySelector('.ant-pagination')).toBeNull();
  await userEvent.setup().click(screen.getByRole('button', { name: /重试/ }));
  expect(await screen.findByRole('heading', { level: 3, name: '记录 1' })).toBeInTheDocument();
  expect(document.querySelector('.ant-pagination')).not.toBeNull();
});

/** Opens the phone's folded filters (jsdom is phone-narrow: tests/setup.ts). */
async function openFilters() {
  await userEvent.setup().click(screen.getByRole('button', { name: /^筛\s*选/ }));
}

describe('on phones the filters fold behind one button', () => {
  it('shows the results first, the count of applied filters, and opens the filters on demand', async () => {
    service.mockResolvedValue(pageOf(rows(1, 10), 25));
    render('/list?kind=a&keyword=专利');
    await screen.findByRole('heading', { level: 3, name: '记录 1' });
    const toggle = screen.getByRole('button', { name: '筛选（2）' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded, the form is not even drawn (a phone's start builds no fields nobody sees).
    expect(screen.queryByRole('search', { hidden: true })).toBeNull();

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).toContainElement(screen.getByRole('search'));
    expect(screen.getByRole('search')).toBeVisible();
    // Folded again it stays drawn, hidden, with what was typed.
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '许可');
    await user.click(toggle);
    expect(screen.getByRole('search', { hidden: true })).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('专利许可');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '类别' }));
    fireEvent.click(await screen.findByTitle('全部'));
    await waitFor(() => expect(query()).toEqual({ keyword: '专利' }));
    expect(screen.getByRole('button', { name: '筛选（1）' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says just "Filter" when none applies, and does not fold on wider screens', async () => {
    service.mockResolvedValue(pageOf(rows(1, 3), 3));
    const { unmount } = render('/list');
    await screen.findByRole('heading', { level: 3, name: '记录 1' });
    expect(screen.getByRole('button', { name: /^筛\s*选$/ })).toHaveAttribute('aria-expanded', 'false');
    unmount();

    const phoneMatchMedia = window.matchMedia;
    window.matchMedia = (media: string) => ({ ...phoneMatchMedia(media), matches: true });
    try {
      render('/list?kind=a');
      await screen.findByRole('heading', { level: 3, name: '记录 1' });
      expect(screen.queryByRole('button', { name: /筛选/ })).toBeNull();
      expect(screen.getByRole('search')).toBeVisible();
    } finally {
      window.matchMedia = phoneMatchMedia;
    }
  });
});
