/**
 * Profession dictionary model, spec §3 and §4: items come from the response's `content` list and
 * reload whenever the current user changes; a failure leaves an empty list. Runs inside Umi's model
 * Provider with a stand-in initial state.
 */
import { render, screen, waitFor } from '@testing-library/react';

import { Provider } from '@umijs/max';
import useProfessionModel from '@/models/profession';
import useProfessions from '@/hooks/useProfessions';
import { findProfessions } from '@/services/dataService';

jest.mock('@/services/dataService');

const fetchProfessions = jest.mocked(findProfessions);

const user = (id: string): API.CurrentUser => ({ id, account: `account-${id}` });

function ProfessionList() {
  const { professions, loading } = useProfessions();
  if (loading) return <p>loading</p>;
  return (
    <ul aria-label="professions">
      {professions.map((item) => (
        <li key={item.value}>{item.label}</li>
      ))}
    </ul>
  );
}

/** Renders the list for a visitor; `rerender` with another visitor plays a login or logout. */
function renderFor(currentUser?: API.CurrentUser, firstView: React.ReactNode = <ProfessionList />) {
  const tree = (visitor?: API.CurrentUser, view = firstView) => (
    <Provider
      models={{
        '@@initialState': () => ({ initialState: { currentUser: visitor }, loading: false }),
        profession: useProfessionModel,
      }}
    >
      {view}
    </Provider>
  );
  const result = render(tree(currentUser));
  return { rerenderFor: (visitor?: API.CurrentUser, view?: React.ReactNode) => result.rerender(tree(visitor, view)) };
}

const items = (names: string[]) => names.map((label, index) => ({ label, value: `P${index}` }));

describe('profession model (spec §3, §4)', () => {
  beforeEach(() => fetchProfessions.mockReset());

  it('lists the {label, value} items of the response content, loaded silently', async () => {
    fetchProfessions.mockResolvedValue({ content: items(['医药制造业', '化学原料和化学制品制造业']) });
    renderFor(user('u-1001'));
    expect(await screen.findByText('医药制造业')).toBeInTheDocument();
    expect(screen.getByText('化学原料和化学制品制造业')).toBeInTheDocument();
    expect(fetchProfessions).toHaveBeenCalledTimes(1);
    expect(fetchProfessions).toHaveBeenCalledWith({ skipErrorHandler: true });
  });

  it('reloads when the current user changes, and only then', async () => {
    fetchProfessions.mockResolvedValueOnce({ content: items(['通用设备制造业']) });
    const { rerenderFor } = renderFor(undefined);
    expect(await screen.findByText('通用设备制造业')).toBeInTheDocument();

    rerenderFor(undefined);
    expect(fetchProfessions).toHaveBeenCalledTimes(1);

    fetchProfessions.mockResolvedValueOnce({ content: items(['专用设备制造业']) });
    rerenderFor(user('u-1001'));
    expect(await screen.findByText('专用设备制造业')).toBeInTheDocument();
    expect(fetchProfessions).toHaveBeenCalledTimes(2);

    fetchProfessions.mockResolvedValueOnce({ content: items(['软件和信息技术服务业']) });
    rerenderFor(user('u-0001'));
    expect(await screen.findByText('软件和信息技术服务业')).toBeInTheDocument();
    expect(fetchProfessions).toHaveBeenCalledTimes(3);
  });

  it.each<[string, () => Promise<never>]>([
    ['the call fails', () => Promise.reject(new Error('Network Error'))],
    ['the visitor is not logged in (false)', () => Promise.resolve(false as never)],
    ['the response has no content list', () => Promise.resolve({ content: null } as never)],
    ['the response is null', () => Promise.resolve(null as never)],
  ])('leaves an empty list when %s', async (_label, answer) => {
    const consoleError = jest.spyOn(console, 'error');
    fetchProfessions.mockImplementation(answer);
    renderFor(user('u-1001'));
    await waitFor(() => expect(fetchProfessions).toHaveBeenCalledTimes(1));
    const list = await screen.findByRole('list', { name: 'professions' });
    expect(list).toBeEmptyDOMElement();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('is not loaded on a page that shows no profession; the first view that does loads it once for all', async () => {
    fetchProfessions.mockResolvedValue({ content: items(['医药制造业']) });
    const page = (views: number) => (
      <>
        <p>page</p>
        {Array.from({ length: views }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical views: nothing but their count changes.
          <ProfessionList key={n} />
        ))}
      </>
    );
    const { rerenderFor } = renderFor(user('u-1001'), page(0));
    await screen.findByText('page');
    // A later change of user reloads only a dictionary some view has asked for.
    rerenderFor(user('u-0001'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchProfessions).not.toHaveBeenCalled();

    rerenderFor(user('u-0001'), page(2));
    expect(await screen.findAllByText('医药制造业')).toHaveLength(2);
    expect(fetchProfessions).toHaveBeenCalledTimes(1);
  });

  it('drops the old list when a reload after a login fails', async () => {
    fetchProfessions.mockResolvedValueOnce({ content: items(['医药制造业']) });
    const { rerenderFor } = renderFor(undefined);
    expect(await screen.findByText('医药制造业')).toBeInTheDocument();
    fetchProfessions.mockRejectedValueOnce(new Error('Network Error'));
    rerenderFor(user('u-1001'));
    await waitFor(() => expect(fetchProfessions).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('list', { name: 'professions' })).toBeEmptyDOMElement();
  });
});
