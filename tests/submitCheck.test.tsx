import '@umijs/max/test-setup';
import { StyleProvider } from '@ant-design/cssinjs';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchForm from '@/features/enterprise/SearchForm';
import { parseSearchState } from '@/features/enterprise/searchState';

/**
 * Issue 46 item 6 on the enterprise search's filters: a patent-count range the wrong way round is
 * the form's one check; a search pressed with it takes the focus there and says so.
 */
jest.setTimeout(60_000);
// The profession dictionary (src/models/profession.ts) is not what this test is about: an empty one.
jest.mock('@@/plugin-model', () => ({
  ...jest.requireActual('@@/plugin-model'),
  useModel: () => ({ professions: [], loading: false, load: () => undefined }),
}));

function renderForm() {
  const onSearch = jest.fn();
  render(
    <StyleProvider container={document.createElement('div')}>
      <RawIntlProvider value={getIntl('zh-CN')}>
        <SearchForm
          region="taizhou"
          state={parseSearchState(new URLSearchParams(), 'taizhou')}
          onSearch={onSearch}
          onClear={jest.fn()}
          filtered={false}
          idPrefix="es"
        />
      </RawIntlProvider>
    </StyleProvider>,
  );
  return onSearch;
}

it('a range the wrong way round takes the focus to its upper bound, announced, and searches nothing', async () => {
  const onSearch = renderForm();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('专利数量下限（件）'), '50');
  await user.type(screen.getByLabelText('专利数量上限（件）'), '5');
  await user.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(screen.getByLabelText('专利数量上限（件）')).toHaveFocus());
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('有 1 项需要填写或更正'));
  expect(onSearch).not.toHaveBeenCalled();

  // Put right, the search goes and the announcement is gone.
  await user.clear(screen.getByLabelText('专利数量上限（件）'));
  await user.type(screen.getByLabelText('专利数量上限（件）'), '500');
  await user.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ minPatents: 50, maxPatents: 500 })));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
