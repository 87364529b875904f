/**
 * The error page, spec §2 and §4: `/exception` shows errorCode and errorMessage from its query as
 * text. Rendered through the app's real route table with Umi's TestBrowser.
 */
import '@umijs/max/test-setup';
import { render, screen } from '@testing-library/react';
import { setLocale, TestBrowser } from '@umijs/max';
import { getCurrentUser, getEnterpriseProfileByHost } from '@/services/account';

jest.mock('@/services/account');
// The profession model loads at start-up; here it gets no data and keeps an empty list.
jest.mock('@/services/dataService');

/** The app loads its initial state and the lazy page first; on a busy machine that takes seconds. */
const APP_READY = { timeout: 15000 };

const openException = (search: string) =>
  render(<TestBrowser location={{ pathname: '/exception', search }} />);

describe('/exception (spec §2, §4)', () => {
  beforeAll(() => setLocale('en-US', false));
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(false);
    jest.mocked(getEnterpriseProfileByHost).mockResolvedValue(null);
  });

  it('shows errorCode and errorMessage from the query under one h1', async () => {
    const query = new URLSearchParams({ errorCode: 'IPR-5001', errorMessage: '数据服务暂不可用，请稍后再试' });
    openException(`?${query.toString()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, APP_READY)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('IPR-5001')).toBeInTheDocument();
    expect(screen.getByText('数据服务暂不可用，请稍后再试')).toBeInTheDocument();
    expect(screen.getByText('Error code')).toBeInTheDocument();
    expect(screen.getByText('Error message')).toBeInTheDocument();
    // Inside the portal frame, so the visitor can navigate on.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('IPR-5001'));
  });

  it('renders markup in errorMessage as literal text', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const { container } = openException(`?${new URLSearchParams({ errorCode: 'E1', errorMessage: payload }).toString()}`);
    expect(await screen.findByText(payload, {}, APP_READY)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], img[onerror]')).toBeNull();
  });

  it('says no details were given when the query is empty', async () => {
    openException('');
    expect(await screen.findByText('No error details were given', {}, APP_READY)).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
