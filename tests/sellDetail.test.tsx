/**
 * The transaction detail `/taizhou/operations/sell/:id` (issue 5 items 1 and 3): every fact of the
 * listing in both languages, negotiable prices, expiry, the contact for logged-in visitors and an
 * SSO login (returning here) for anonymous ones, similar listings, the owner's edit button, and the
 * not-found, failure and malformed-body states, none of which may crash the page.
 */
import '@umijs/max/test-setup';
import { getIntl, RawIntlProvider, setLocale } from '@umijs/max';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import SellDetail from '@/pages/taizhou/operations/Sell';
import { findDictItems, getIndexDetail, withdrawIndex } from '@/services/dataService';
import { goToLogin } from '@/utils/sso';
import { httpError } from './support/contentPages';
import { visitor } from './support/visitor';

configure({ asyncUtilTimeout: 15000, defaultHidden: true });
jest.setTimeout(120_000);

jest.mock('@/services/dataService');
const mockAssign = jest.fn();
// The real SSO address, recorded instead of leaving jsdom's page.
jest.mock('@/utils/sso', () => {
  const actual = jest.requireActual('@/utils/sso');
  return { ...actual, goToLogin: jest.fn((returnTo?: string) => mockAssign(actual.loginUrl(returnTo))) };
});
// The visitor (tests/support/visitor.ts).
jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());
// The listing form belongs to the list page (tests/publishForm.test.tsx); here only its contract
// with the detail page matters: which listing it gets and what happens after onSaved.
jest.mock('@/features/operations/ListingFormModal', () => ({
  __esModule: true,
  default: ({
    open,
    listing,
    onSaved,
    onCancel,
  }: {
    open: boolean;
    listing?: API.TransactionIndex;
    onSaved: (saved: API.TransactionIndex | undefined) => void;
    onCancel: () => void;
  }) =>
    open ? (
      <div role="dialog" aria-label="listing form">
        <p>
          editing {listing?.id} {listing?.title} {'similar' in (listing ?? {}) ? 'with similar' : 'plain'}
        </p>
        <button type="button" onClick={() => onSaved(listing)}>
          save
        </button>
        <button type="button" onClick={onCancel}>
          cancel
        </button>
      </div>
    ) : null,
}));

const loadDetail = jest.mocked(getIndexDetail);
const loadTypes = jest.mocked(findDictItems);
const withdraw = jest.mocked(withdrawIndex);

const USER: API.CurrentUser = { id: 'u-1001', account: 'tz_enterprise01', name: '泰州海正新材料科技有限公司' };
const OTHER_USER: API.CurrentUser = { id: 'u-2002', account: 'tz_enterprise02' };
const LIST_SEARCH = '/taizhou/operations/list?keyword=%E8%96%84%E8%86%9C&page=2';

const listing = (id: string, patch: Partial<API.TransactionIndex> = {}): API.TransactionIndex => ({
  id,
  patentNo: 'ZL202121960334.5',
  title: '一种液压支架立柱的快速检测装置',
  patentType: 'utility',
  legalStatus: 'valid',
  ipc: 'G01M 13/00',
  applicant: '泰州溱湖智能装备有限公司',
  applicantCreditCode: '91321204TKC4FN0UXC',
  district: '姜堰区',
  profession: 'high_end_equipment',
  applicationDate: '2021-11-24',
  grantDate: '2022-08-12',
  transactionType: 'transfer',
  price: 879000,
  negotiable: false,
  region: 'taizhou',
  description: '拟整体转让专利权，受让方需具备相应的生产能力。\n可提供工艺包与技术交底。',
  publishTime: '2023-12-17T10:12:00+08:00',
  updateTime: '2026-10-08T15:30:00+08:00',
  publisherId: 'u-2003',
  tradeMethod: 'listed',
  validUntil: '2099-12-17',
  ...patch,
});

const detail = (patch: Partial<API.TransactionDetail> = {}): API.TransactionDetail => ({
  ...listing('tx-0001'),
  contactHidden: true,
  similar: [
    listing('tx-0033', { title: '一种数控机床用自动排屑装置', price: 0, negotiable: true, patentNo: 'ZL202420123456.1' }),
    listing('tx-0020', { title: '一种精密注塑模具的随形冷却水路及其加工方法', transactionType: 'equity', patentType: 'invention' }),
  ],
  ...patch,
});

const withContact = (patch: Partial<API.TransactionDetail> = {}) =>
  detail({ contactHidden: undefined, contactName: '周海燕', contactPhone: '0523-86839900', ...patch });

function renderAt(url: string, { locale = 'zh-CN', state }: { locale?: 'zh-CN' | 'en-US'; state?: unknown } = {}) {
  // The app-wide intl follows the page's language, as in the app (a failure's cause is worded outside React).
  setLocale(locale, false);
  return render(
    <RawIntlProvider value={getIntl(locale)}>
      <MemoryRouter initialEntries={[{ pathname: url, state }]}>
        <Routes>
          <Route path="/taizhou/operations/sell/:id" element={<SellDetail />} />
          <Route path="/taizhou/operations/list" element={<ListStandIn />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </RawIntlProvider>,
  );
}

/** Stands in for the list page, to see that "back" got there. */
function ListStandIn() {
  return <h1>交易列表</h1>;
}

const TITLE = '一种液压支架立柱的快速检测装置';
/** Waits for the listing itself (the h1 reads a generic title while loading). */
const loaded = (title = TITLE) => screen.findByRole('heading', { level: 1, name: title });
const section = (name: RegExp | string) => screen.getByRole('heading', { level: 2, name }).closest('.ant-card') as HTMLElement;
/** The value beside a Descriptions label inside `container`. */
const fact = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: '.ant-descriptions-item-label' }).nextElementSibling as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  clearCache();
  visitor.mockReturnValue(undefined);
  window.scrollTo = jest.fn();
  window.history.replaceState(null, '', '/ipr-front/taizhou/operations/sell/tx-0001');
  loadTypes.mockResolvedValue({
    current: 1,
    pageSize: 5000,
    total: 3,
    list: [
      { id: 'd1', code: 'ipc_transaction_type', label: '转让', value: 'transfer', sortNo: 7 },
      { id: 'd6', code: 'ipc_transaction_type', label: '质押', value: 'pledge', sortNo: 2 },
      { id: 'd7', code: 'ipc_transaction_type', label: '作价入股', value: 'equity', sortNo: 1 },
    ],
  });
  loadDetail.mockResolvedValue(detail());
});

describe('facts of the listing', () => {
  it('shows the patent, the deal, the description and similar listings in Chinese', async () => {
    renderAt('/taizhou/operations/sell/tx-0001');
    await loaded();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(loadDetail).toHaveBeenCalledWith('tx-0001', { skipErrorHandler: true });

    const patent = section('专利信息');
    expect(fact(patent, '专利号')).toHaveTextContent('ZL202121960334.5');
    expect(fact(patent, '专利名称')).toHaveTextContent('一种液压支架立柱的快速检测装置');
    expect(fact(patent, '专利类型')).toHaveTextContent('实用新型');
    expect(fact(patent, '法律状态')).toHaveTextContent('有效');
    expect(fact(patent, 'IPC 分类号')).toHaveTextContent('G01M 13/00');
    expect(within(fact(patent, '专利权人')).getByRole('link', { name: '泰州溱湖智能装备有限公司' })).toHaveAttribute(
      'href',
      `/taizhou/enterprise/result/${encodeURIComponent('泰州溱湖智能装备有限公司')}`,
    );
    expect(fact(patent, '统一社会信用代码')).toHaveTextContent('91321204TKC4FN0UXC');
    expect(fact(patent, '所在地区')).toHaveTextContent('姜堰区');
    expect(fact(patent, '申请日')).toHaveTextContent('2021-11-24');
    expect(fact(patent, '授权公告日')).toHaveTextContent('2022-08-12');

    const deal = section('交易信息');
    expect(await within(deal).findByText('转让')).toBeInTheDocument();
    expect(fact(deal, '挂牌价格')).toHaveTextContent('87.9 万元');
    expect(fact(deal, '交易方式')).toHaveTextContent('挂牌交易');
    expect(fact(deal, '有效期')).toHaveTextContent('2099-12-17');
    expect(fact(deal, '发布日期')).toHaveTextContent('2023-12-17');
    expect(fact(deal, '最近更新')).toHaveTextContent('2026-10-08');
    expect(screen.getByText('有效期至 2099-12-17')).toBeInTheDocument();
    expect(screen.queryByText('已过期')).not.toBeInTheDocument();

    // Plain text with its line break kept (rendered with white-space: pre-line).
    const description = within(section('交易说明')).getByText(/拟整体转让专利权/);
    expect(description.textContent).toBe('拟整体转让专利权，受让方需具备相应的生产能力。\n可提供工艺包与技术交底。');

    const similar = screen.getByRole('region', { name: '相似挂牌' });
    expect(within(similar).getByRole('link', { name: '一种数控机床用自动排屑装置' })).toHaveAttribute(
      'href',
      '/taizhou/operations/sell/tx-0033',
    );
    expect(within(similar).getByText('面议')).toBeInTheDocument();
    expect(within(similar).getByText('作价入股')).toBeInTheDocument();
  });

  it('opens a similar listing in place, at the top of the page', async () => {
    // Chromium's scrollTo returns a promise; the page must not hand it to React as a clean-up.
    window.scrollTo = jest.fn(() => Promise.resolve()) as never;
    const consoleError = jest.spyOn(console, 'error');
    renderAt('/taizhou/operations/sell/tx-0001');
    await loaded();
    expect(window.scrollTo).not.toHaveBeenCalled();
    loadDetail.mockResolvedValue(detail({ id: 'tx-0033', title: '一种数控机床用自动排屑装置', similar: [] }));
    await userEvent.click(screen.getByRole('link', { name: '一种数控机床用自动排屑装置' }));
    await loaded('一种数控机床用自动排屑装置');
    expect(loadDetail).toHaveBeenLastCalledWith('tx-0033', { skipErrorHandler: true });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await userEvent.click(screen.getByRole('link', { name: '知识产权运营' }));
    expect(await screen.findByRole('heading', { level: 1, name: '交易列表' })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('reads in English', async () => {
    renderAt('/taizhou/operations/sell/tx-0001', { locale: 'en-US' });
    await loaded();
    const patent = section('Patent');
    expect(fact(patent, 'Patent type')).toHaveTextContent('Utility model');
    expect(fact(patent, 'Legal status')).toHaveTextContent('In force');
    expect(fact(patent, 'Grant date')).toHaveTextContent('Aug 12, 2022');
    const deal = section('Transaction');
    expect(await within(deal).findByText('Transfer')).toBeInTheDocument();
    expect(fact(deal, 'Asking price')).toHaveTextContent('CNY 879,000');
    expect(fact(deal, 'Trade method')).toHaveTextContent('Listed sale');
    expect(screen.getByText('Valid until Dec 17, 2099')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Similar listings' })).toBeInTheDocument();
  });

  it("shows a negotiable pledge, a pending patent with its reason, a design's Locarno class and an expired listing", async () => {
    loadDetail.mockResolvedValue(
      detail({
        transactionType: 'pledge',
        price: 0,
        negotiable: true,
        legalStatus: 'pending',
        legalStatusReason: '实质审查中',
        grantDate: undefined,
        patentType: 'design',
        ipc: '09-03',
        tradeMethod: 'auction',
        validUntil: '2020-03-01',
        updateTime: undefined,
        description: undefined,
      }),
    );
    renderAt('/taizhou/operations/sell/tx-0001');
    await loaded();
    const patent = section('专利信息');
    expect(fact(patent, '法律状态')).toHaveTextContent('审中（实质审查中）');
    expect(fact(patent, '授权公告日')).toHaveTextContent('尚未授权');
    expect(fact(patent, '洛迦诺分类号')).toHaveTextContent('09-03');
    const deal = section('交易信息');
    expect(fact(deal, '拟融资金额')).toHaveTextContent('面议');
    expect(fact(deal, '交易方式')).toHaveTextContent('拍卖');
    expect(within(deal).queryByText('最近更新')).not.toBeInTheDocument();
    expect(screen.getByText('已于 2020-03-01 到期')).toBeInTheDocument();
    expect(screen.getAllByText('已过期').length).toBeGreaterThan(0);
    expect(within(deal).getByText(/已过有效期/)).toBeInTheDocument();
    expect(screen.getByText('发布者未填写交易说明。')).toBeInTheDocument();
  });

  it('renders hostile strings as text only', async () => {
    loadDetail.mockResolvedValue(detail({ title: '<img src=x onerror="window.__xss=1">', description: '<script>window.__xss=2</script>' }));
    const { container } = renderAt('/taizhou/operations/sell/tx-0001');
    await loaded('<img src=x onerror="window.__xss=1">');
    expect(container.querySelector('img[src="x"], script')).toBeNull();
  });
});

describe('contact', () => {
  it('asks an anonymous visitor to log in, and the login comes back to this page', async () => {
    renderAt('/taizhou/operations/sell/tx-0001');
    await loaded();
    const contact = section('联系方式');
    expect(within(contact).getByText(/仅对登录用户显示/)).toBeInTheDocument();
    expect(within(contact).queryByRole('link', { name: /拨打电话/ })).not.toBeInTheDocument();
    await userEvent.click(within(contact).getByRole('button', { name: '登录查看联系方式' }));
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(mockAssign).toHaveBeenCalledWith(
      `/ipr-admin/login?redirectUrl=${encodeURIComponent('http://localhost:8000/ipr-front/taizhou/operations/sell/tx-0001')}`,
    );
    expect(screen.queryByRole('button', { name: '编辑挂牌信息' })).not.toBeInTheDocument();
  });

  it('shows the contact person and a phone link to a logged-in visitor who is not the publisher, without an edit button', async () => {
    visitor.mockReturnValue(OTHER_USER);
    loadDetail.mockResolvedValue(withContact());
    renderAt('/taizhou/operations/sell/tx-0001');
    await loaded();
    const contact = section('联系方式');
    expect(within(contact).getByText('周海燕')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '拨打电话 0523-86839900' })).toHaveAttribute('href', 'tel:0523-86839900');
    expect(within(contact).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑挂牌信息' })).not.toBeInTheDocument();
  });

  it('offers the login again when the server hid the contact from a visitor the app thought logged in', async () => {
    visitor.mockReturnValue(OTHER_USER);
    renderAt('/taizhou/operations/sell/tx-0001');
    await loaded();
    const contact = section('联系方式');
    expect(within(contact).getByText(/登录状态已失效/)).toBeInTheDocument();
    expect(within(contact).getByRole('button', { name: '登录查看联系方式' })).toBeInTheDocument();
  });
});

describe('owner edits', () => {
  it('lets the publisher edit the listing, then confirms and reloads it', async () => {
    visitor.mockReturnValue(USER);
    loadDetail.mockResolvedValue(withContact({ publisherId: 'u-1001' }));
    renderAt('/taizhou/operations/sell/tx-0001');
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /编辑挂牌信息/ }));
    const form = screen.getByRole('dialog', { name: 'listing form' });
    // The form gets the listing itself, not the detail's extra `similar`.
    expect(form).toHaveTextContent('editing tx-0001 一种液压支架立柱的快速检测装置 plain');

    loadDetail.mockResolvedValue(withContact({ publisherId: 'u-1001', title: '一种液压支架立柱的快速检测装置及方法' }));
    await userEvent.click(within(form).getByRole('button', { name: 'save' }));
    expect(screen.queryByRole('dialog', { name: 'listing form' })).not.toBeInTheDocument();
    expect(await screen.findByText('挂牌信息已更新')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '一种液压支架立柱的快速检测装置及方法' })).toBeInTheDocument();
    expect(loadDetail).toHaveBeenCalledTimes(2);
  });
});

describe('issue 16: review and withdrawal', () => {
  it('shows the publisher a listing awaiting review, and withdraws it only after confirmation', async () => {
    visitor.mockReturnValue(USER);
    loadDetail.mockResolvedValue(withContact({ publisherId: 'u-1001', listingStatus: 'pending' }));
    renderAt('/taizhou/operations/sell/tx-0001');
    await loaded();
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(screen.getByText(/正在等待平台审核/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /下架/ }));
    const confirm = await screen.findByRole('dialog', { name: '确定下架该挂牌信息？' });
    await userEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    expect(withdraw).not.toHaveBeenCalled();

    withdraw.mockResolvedValue(listing('tx-0001', { publisherId: 'u-1001', listingStatus: 'withdrawn' }));
    loadDetail.mockResolvedValue(withContact({ publisherId: 'u-1001', listingStatus: 'withdrawn' }));
    await userEvent.click(screen.getByRole('button', { name: /下架/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '确定下架该挂牌信息？' })).getByRole('button', { name: '确定下架' }),
    );
    expect(withdraw).toHaveBeenCalledWith('tx-0001', { skipErrorHandler: true });
    expect(await screen.findByText('挂牌信息已下架')).toBeInTheDocument();
    expect(await screen.findByText('已下架')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /下架|编辑挂牌信息/ })).not.toBeInTheDocument();
  });

  it('never shows 有效 for a patent without a grant date', async () => {
    loadDetail.mockResolvedValue(withContact({ legalStatus: 'valid', grantDate: undefined }));
    renderAt('/taizhou/operations/sell/tx-0001');
    await loaded();
    expect(screen.getByText('尚未授权')).toBeInTheDocument();
    expect(screen.queryByText('有效')).not.toBeInTheDocument();
    expect(screen.getAllByText('审中').length).toBeGreaterThan(0);
  });
});

describe('states', () => {
  it('shows not found for an unknown id, with a way back to the list search the visitor came from', async () => {
    loadDetail.mockResolvedValue({ code: 404, msg: '挂牌信息不存在', data: null } as never);
    renderAt('/taizhou/operations/sell/tx-9999', { state: { from: LIST_SEARCH } });
    expect(await screen.findByRole('heading', { level: 1, name: '挂牌信息不存在' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '知识产权运营' })).toHaveAttribute('href', LIST_SEARCH);
    await userEvent.click(screen.getByRole('button', { name: '返回交易列表' }));
    expect(await screen.findByRole('heading', { level: 1, name: '交易列表' })).toBeInTheDocument();
  });

  it('ignores a `from` state that is not the list', async () => {
    renderAt('/taizhou/operations/sell/tx-0001', { state: { from: 'https://evil.example.com/' } });
    await loaded();
    expect(screen.getByRole('link', { name: '知识产权运营' })).toHaveAttribute('href', '/taizhou/operations/list');
  });

  it('shows a failure with a retry that loads the listing', async () => {
    loadDetail.mockRejectedValueOnce(httpError(500));
    renderAt('/taizhou/operations/sell/tx-0001');
    const retry = await screen.findByRole('button', { name: /重试/ });
    // Issue 46 item 4: an HTTP 500 is the service's fault, worded as such.
    expect(screen.getByText('服务暂时不可用，请稍后重试。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '交易详情' })).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: '一种液压支架立柱的快速检测装置' })).toBeInTheDocument();
    expect(loadDetail).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['data: null', null],
    ['a list instead of an object', [listing('tx-0001')]],
    ['another listing', listing('tx-0002')],
  ])('treats %s as an error, not a crash', async (_, body) => {
    loadDetail.mockResolvedValue(body as never);
    renderAt('/taizhou/operations/sell/tx-0001');
    expect(await screen.findByRole('button', { name: /重试/ })).toBeInTheDocument();
    expect(screen.getByText('挂牌信息暂时无法加载，请稍后重试。')).toBeInTheDocument();
  });

  it('keeps the page when `similar` is missing', async () => {
    loadDetail.mockResolvedValue({ ...listing('tx-0001'), similar: undefined } as never);
    renderAt('/taizhou/operations/sell/tx-0001');
    await loaded();
    expect(screen.getByText('暂无相似的挂牌信息。')).toBeInTheDocument();
  });
});
