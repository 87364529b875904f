/**
 * The error page, spec §2 and §4: `/exception` shows errorCode and errorMessage from its query as
 * text. Rendered through the app's real route table with Umi's TestBrowser.
 */
import '@umijs/max/test-setup';
import { render, screen, within } from '@testing-library/react';
import { setLocale, TestBrowser } from '@umijs/max';
import { getCurrentUser, getEnterpriseProfileByHost } from '@/services/account';
import { UNVERIFIED_TEXT_MAX } from '@/pages/Exception';
import { rememberIssuedError } from '@/utils/issuedErrors';

jest.mock('@/services/account');
// The profession model loads at start-up; here it gets no data and keeps an empty list.
jest.mock('@/services/dataService');

/** The app loads its initial state and the lazy page first; on a busy machine that takes seconds. */
const APP_READY = { timeout: 15000 };

const openException = (search: string) => render(<TestBrowser location={{ pathname: '/exception', search }} />);

describe('/exception (spec §2, §4)', () => {
  beforeAll(() => setLocale('en-US', false));
  beforeEach(() => {
    window.sessionStorage.clear();
    jest.mocked(getCurrentUser).mockResolvedValue(false);
    jest.mocked(getEnterpriseProfileByHost).mockResolvedValue(null);
  });

  it('shows errorCode and errorMessage as the message when the request layer sent the visitor here', async () => {
    rememberIssuedError('IPR-5001', '数据服务暂不可用，请稍后再试');
    const query = new URLSearchParams({ errorCode: 'IPR-5001', errorMessage: '数据服务暂不可用，请稍后再试' });
    openException(`?${query.toString()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, APP_READY)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('IPR-5001')).toBeInTheDocument();
    expect(screen.getByText('数据服务暂不可用，请稍后再试')).toBeInTheDocument();
    expect(screen.getByText('Error code')).toBeInTheDocument();
    expect(screen.getByText('Error message')).toBeInTheDocument();
    expect(screen.queryByText(/not verified by this site/)).not.toBeInTheDocument();
    // Inside the portal frame, so the visitor can navigate on; with a way back and the site's contact.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('IPR-5001'));
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Need help?' })).getByText(/0523-86839900/)).toBeInTheDocument();
  });

  it("shows a crafted link's text only clipped, as unverified technical detail, with a fraud warning", async () => {
    const scam = `您的专利年费已逾期，将被宣告专利权终止。请立即拨打 400-800-1234 缴纳滞纳金，${'并提供银行卡号'.repeat(12)}`;
    openException(`?${new URLSearchParams({ errorCode: '专利年费逾期', errorMessage: scam }).toString()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, APP_READY)).toBeInTheDocument();
    expect(screen.getByText(/could not be completed/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/never ask you to pay a fee/);
    const details = screen.getByText('Technical details (from the link, not verified by this site)').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('专利年费逾期')).toBeInTheDocument();
    expect(within(details).getByText(`${scam.slice(0, UNVERIFIED_TEXT_MAX)}…`)).toBeInTheDocument();
    expect(screen.queryByText(scam)).not.toBeInTheDocument();
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
