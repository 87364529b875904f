import '@umijs/max/test-setup';
import { StyleProvider } from '@ant-design/cssinjs';
import { getIntl, RawIntlProvider, useLocation } from '@umijs/max';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { MemoryRouter } from 'react-router-dom';
import OperationsList from '@/pages/taizhou/operations/List';
import { activePush, findDictItems, findIndex, saveOrUpdateIndex } from '@/services/dataService';
import { goToLogin } from '@/utils/sso';
import { sampleListing } from './support/listings';
import { visitor } from './support/visitor';
import { desktopViewport } from './support/viewport';

// Typing into antd forms in jsdom is slow on a busy machine.
jest.setTimeout(90_000);
jest.mock('@/services/dataService');
jest.mock('@/utils/sso');
// The visitor (tests/support/visitor.ts).
jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());

const listIndex = jest.mocked(findIndex);
const listTypes = jest.mocked(findDictItems);
const save = jest.mocked(saveOrUpdateIndex);
const pushed = jest.mocked(activePush);

const dict = (value: string, label: string, sortNo: number): API.DictItem => ({
  id: value,
  code: 'ipc_transaction_type',
  value,
  label,
  sortNo,
});
const TYPES = [dict('transfer', '转让', 3), dict('exclusive_licence', '独占许可', 2), dict('pledge', '质押', 1)];

const page = (list: API.TransactionIndex[], total = list.length, current = 1): API.Page<API.TransactionIndex> => ({
  list,
  total,
  current,
  pageSize: 10,
});

let location = { pathname: '', search: '' };
function LocationSpy() {
  location = useLocation();
  return null;
}

function renderAt(url: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  render(
    // antd's CSS-in-JS styles go to a detached node: in the document they make every
    // getComputedStyle call of Testing Library take seconds.
    <StyleProvider container={document.createElement('div')}>
      <RawIntlProvider value={getIntl(locale)}>
        <MemoryRouter initialEntries={[url]}>
          <OperationsList />
          <LocationSpy />
        </MemoryRouter>
      </RawIntlProvider>
    </StyleProvider>,
  );
}

const query = () => Object.fromEntries(new URLSearchParams(location.search));

// A desktop-wide window, so the full pager shows.
desktopViewport();
beforeAll(() => {
  // jsdom does not lay out, so it has no scrollIntoView (the list scrolls to its top on a page change).
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  clearCache();
  jest.clearAllMocks();
  visitor.mockReturnValue(undefined);
  listTypes.mockResolvedValue({ list: TYPES, total: TYPES.length, current: 1, pageSize: 5000 });
  listIndex.mockResolvedValue(page([sampleListing('tx-1')], 1));
});

describe('operations list', () => {
  it('reads keyword, type and page from the URL', async () => {
    listIndex.mockResolvedValue(page([sampleListing('tx-11')], 25, 2));
    renderAt('/taizhou/operations/list?keyword=%E8%96%84%E8%86%9C&type=pledge&page=2');

    await screen.findByText('共 25 条挂牌信息');
    expect(listIndex).toHaveBeenCalledWith({ current: 2, pageSize: 10, region: 'taizhou', keyword: '薄膜', transactionType: 'pledge' });
    expect(await screen.findByRole('searchbox', { name: '关键词' })).toHaveValue('薄膜');
    expect(await screen.findByRole('radio', { name: '质押' })).toBeChecked();
    expect(await screen.findByTitle('2')).toHaveClass('ant-pagination-item-active');
  });

  it('writes a search, a type and a page back to the URL', async () => {
    const user = userEvent.setup();
    listIndex.mockResolvedValue(page([sampleListing('tx-1')], 25));
    renderAt('/taizhou/operations/list?page=3');
    await screen.findByText('共 25 条挂牌信息');

    await user.type(screen.getByRole('searchbox', { name: '关键词' }), ' 电池 {Enter}');
    expect(query()).toEqual({ keyword: '电池' });

    await user.click(await screen.findByRole('radio', { name: '独占许可' }));
    expect(query()).toEqual({ keyword: '电池', type: 'exclusive_licence' });

    await screen.findByText('共 25 条挂牌信息');
    await user.click(await screen.findByTitle('2'));
    expect(query()).toEqual({ keyword: '电池', type: 'exclusive_licence', page: '2' });
    await waitFor(() =>
      expect(listIndex).toHaveBeenLastCalledWith({
        current: 2,
        pageSize: 10,
        region: 'taizhou',
        keyword: '电池',
        transactionType: 'exclusive_licence',
      }),
    );

    await user.click(screen.getByRole('radio', { name: '全部' }));
    expect(query()).toEqual({ keyword: '电池' });
  });

  it('shows each listing with its patent facts, price and a link to its detail', async () => {
    listIndex.mockResolvedValue(
      page([
        sampleListing('tx-1'),
        sampleListing('tx-2', {
          title: '一种船用螺旋桨叶片抛光装置',
          price: 0,
          negotiable: true,
          transactionType: 'pledge',
          legalStatus: 'pending',
          patentType: 'utility',
        }),
      ]),
    );
    renderAt('/taizhou/operations/list');

    const first = await screen.findByRole('article', { name: '一种高阻隔聚酰胺复合薄膜及其制备方法' });
    expect(within(first).getByRole('link', { name: '一种高阻隔聚酰胺复合薄膜及其制备方法' })).toHaveAttribute(
      'href',
      '/taizhou/operations/sell/tx-1',
    );
    for (const text of ['ZL202110123456.7', '发明', '有效', 'B32B 27/34', '泰州海正新材料科技有限公司', '转让', '120 万元', '2026-10-12']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    const second = screen.getByRole('article', { name: '一种船用螺旋桨叶片抛光装置' });
    for (const text of ['面议', '质押', '审中', '实用新型']) {
      expect(within(second).getByText(text)).toBeInTheDocument();
    }
  });

  it("issue 16: marks the publisher's listings awaiting review or withdrawn, and never shows 有效 without a grant", async () => {
    listIndex.mockResolvedValue(
      page([
        sampleListing('tx-1', { listingStatus: 'pending', grantDate: undefined }),
        sampleListing('tx-2', { title: '一种船用螺旋桨叶片抛光装置', listingStatus: 'withdrawn' }),
        sampleListing('tx-3', { title: '一种光伏组件清洗机器人', listingStatus: 'listed' }),
      ]),
    );
    renderAt('/taizhou/operations/list');

    const pending = await screen.findByRole('article', { name: '一种高阻隔聚酰胺复合薄膜及其制备方法' });
    expect(within(pending).getByText('待审核')).toBeInTheDocument();
    expect(within(pending).getByText('审中')).toBeInTheDocument();
    expect(within(pending).queryByText('有效')).not.toBeInTheDocument();
    const withdrawn = screen.getByRole('article', { name: '一种船用螺旋桨叶片抛光装置' });
    expect(within(withdrawn).getByText('已下架')).toBeInTheDocument();
    const listed = screen.getByRole('article', { name: '一种光伏组件清洗机器人' });
    expect(within(listed).getByText('有效')).toBeInTheDocument();
    expect(within(listed).queryByText(/待审核|已下架/)).not.toBeInTheDocument();
  });

  it('labels known transaction types in English and falls back to the server label', async () => {
    listTypes.mockResolvedValue({ list: [...TYPES, dict('trust', '信托', 0)], total: 4, current: 1, pageSize: 5000 });
    listIndex.mockResolvedValue(page([sampleListing('tx-1', { transactionType: 'trust', price: 5000 })]));
    renderAt('/taizhou/operations/list', 'en-US');

    // The known types stand in from the first paint; the dictionary's own type joins them when it answers.
    expect(screen.getByRole('radio', { name: 'Exclusive licence' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '信托' })).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('信托')).toBeInTheDocument();
    expect(within(card).getByText('CNY 5,000')).toBeInTheDocument();
  });

  it('offers to clear the filters when a filtered list is empty', async () => {
    const user = userEvent.setup();
    listIndex.mockResolvedValue(page([], 0));
    renderAt('/taizhou/operations/list?keyword=none&type=pledge');

    expect(await screen.findByText('没有符合条件的挂牌信息，请调整关键词或交易类型。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除筛选条件' }));
    expect(location.search).toBe('');
  });

  it('shows an empty list for `data: null` without crashing', async () => {
    listIndex.mockResolvedValue(null as never);
    renderAt('/taizhou/operations/list');
    expect(await screen.findByText('暂无挂牌信息，欢迎发布第一条交易意向。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清除筛选条件' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the request fails, keeping the page', async () => {
    const user = userEvent.setup();
    listIndex.mockRejectedValueOnce(new Error('Network Error'));
    renderAt('/taizhou/operations/list');

    expect(await screen.findByText('挂牌信息暂时无法加载，请稍后重试。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '知识产权运营交易' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(listIndex).toHaveBeenCalledTimes(2);
  });

  it("treats a resolved envelope with a non-zero code as an error with a retry, without the server's text (issue 46 item 4)", async () => {
    listIndex.mockResolvedValue({ code: 500, msg: '["java.lang.RuntimeException: 检索服务"]', data: null } as never);
    renderAt('/taizhou/operations/list');
    expect(await screen.findByText('挂牌信息暂时无法加载，请稍后重试。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
    expect(screen.queryByText(/RuntimeException/)).toBeNull();
  });
});

describe('on a phone (below 768 px)', () => {
  let desktopMatchMedia: typeof window.matchMedia;
  beforeEach(() => {
    desktopMatchMedia = window.matchMedia;
    window.matchMedia = (media: string) => ({ ...desktopMatchMedia(media), matches: false }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('folds the keyword and type filters behind one "Filter" button that counts the applied ones', async () => {
    const user = userEvent.setup();
    renderAt('/taizhou/operations/list?keyword=%E7%94%B5%E6%B1%A0&type=pledge');
    expect(await screen.findByRole('article')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: '筛选（2）' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Not drawn until opened: the phone's start builds no form nobody sees.
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('电池');
    await user.click(await screen.findByRole('radio', { name: '全部' }));
    expect(query()).toEqual({ keyword: '电池' });
    expect(screen.getByRole('button', { name: '筛选（1）' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('publishing from the list', () => {
  it('lets an anonymous visitor open the form, keeps it open in the URL, and asks for login on submit', async () => {
    const user = userEvent.setup();
    renderAt('/taizhou/operations/list?type=pledge');
    // Issue 13: the form is not built (hidden) before it is first opened.
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.queryByLabelText('专利号')).toBeNull();
    await user.click(screen.getByRole('button', { name: /发布挂牌信息/ }));
    const dialog = await screen.findByRole('dialog', { name: '发布专利挂牌信息' });
    expect(query()).toEqual({ type: 'pledge', publish: '1' });
    expect(within(dialog).getByText(/发布挂牌信息需要登录/)).toBeInTheDocument();
    expect(goToLogin).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(query()).toEqual({ type: 'pledge' }));
    // Closed, it stays built (its form instance and draft handling outlive a cancel).
    expect(screen.getByLabelText('专利号', { selector: 'input' })).toBeInTheDocument();
  });

  it('reopens the form from the address, as after the SSO round trip', async () => {
    renderAt('/taizhou/operations/list?publish=1');
    expect(await screen.findByRole('dialog', { name: '发布专利挂牌信息' })).toBeInTheDocument();
  });

  it('opens the form for a logged-in visitor and shows the new listing on page 1 without filters', async () => {
    const user = userEvent.setup();
    visitor.mockReturnValue({ id: 'u-1001', account: 'tz_enterprise01' });
    renderAt('/taizhou/operations/list?keyword=%E8%86%9C&page=2');
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: /发布挂牌信息/ }));
    const dialog = await screen.findByRole('dialog', { name: '发布专利挂牌信息' });
    expect(goToLogin).not.toHaveBeenCalled();

    save.mockResolvedValue(sampleListing('tx-new', { title: '一种可降解聚乳酸复合材料' }));
    listIndex.mockResolvedValue(page([sampleListing('tx-new', { title: '一种可降解聚乳酸复合材料' })], 49));
    await user.type(within(dialog).getByLabelText('专利号'), 'ZL202410654321.7');
    await user.type(within(dialog).getByLabelText('专利名称'), '一种可降解聚乳酸复合材料');
    await user.click(within(dialog).getByRole('combobox', { name: '交易类型' }));
    await user.click(await screen.findByTitle('转让'));
    await user.click(within(dialog).getByRole('checkbox', { name: '价格面议' }));
    await user.type(within(dialog).getByLabelText('联系人'), '李敏');
    await user.type(within(dialog).getByLabelText('联系电话'), '13812345678');
    await user.click(within(dialog).getByRole('button', { name: '提交发布' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('挂牌信息发布成功，待平台审核通过后公开展示')).toBeInTheDocument();
    expect(location.search).toBe('');
    await waitFor(() => expect(listIndex).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, region: 'taizhou' }));
    expect(await screen.findByRole('article', { name: '一种可降解聚乳酸复合材料' })).toBeInTheDocument();
  });
});

describe('logged-in visitors (issue 5 item 2)', () => {
  beforeEach(() => visitor.mockReturnValue({ id: 'u-1001', account: 'tz_enterprise01' }));

  it('lists only their own listings with "only my listings", kept in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/taizhou/operations/list?type=transfer');
    await screen.findByRole('article');
    await user.click(screen.getByRole('checkbox', { name: '只看我发布的' }));
    await waitFor(() => expect(query()).toEqual({ type: 'transfer', mine: '1' }));
    await waitFor(() =>
      expect(listIndex).toHaveBeenLastCalledWith(
        expect.objectContaining({ current: 1, transactionType: 'transfer', publisherId: 'u-1001' }),
      ),
    );
  });

  it('shows the listings pushed to them beside the list', async () => {
    pushed.mockResolvedValue([
      sampleListing('tx-31', { title: '一种船用螺旋桨叶片抛光装置', transactionType: 'pledge', price: 0, negotiable: true }),
    ]);
    renderAt('/taizhou/operations/list');
    const box = await screen.findByRole('region', { name: '为您推荐' });
    const link = await within(box).findByRole('link', { name: '一种船用螺旋桨叶片抛光装置' });
    expect(link).toHaveAttribute('href', '/taizhou/operations/sell/tx-31');
    expect(within(box).getByText('质押')).toBeInTheDocument();
    expect(within(box).getByText('面议')).toBeInTheDocument();
    expect(pushed).toHaveBeenCalledWith({ size: 4, region: 'taizhou' }, { skipErrorHandler: true });
  });

  it('keeps the list when the pushed listings fail, with a retry in their box', async () => {
    pushed.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue([]);
    const user = userEvent.setup();
    renderAt('/taizhou/operations/list');
    const box = await screen.findByRole('region', { name: '为您推荐' });
    expect(await within(box).findByText('推荐信息暂时无法加载。')).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: /重\s?试/ }));
    expect(await within(box).findByText('暂无推荐的挂牌信息。')).toBeInTheDocument();
  });
});

describe('issue 26 item 6: skipErrorHandler', () => {
  beforeEach(() => visitor.mockReturnValue({ id: 'u-1001', account: 'tz_enterprise01' }));
  it('the recommendations say a code ≠ 0 answer failed, with a retry, and not in the server’s words (issue 46 item 4)', async () => {
    pushed.mockResolvedValue({ code: 50001, msg: '["java.lang.IllegalStateException: push"]', data: null } as never);
    renderAt('/taizhou/operations/list');
    const box = await screen.findByRole('region', { name: '为您推荐' });
    expect(await within(box).findByText('推荐信息暂时无法加载。')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: /重\s?试/ })).toBeInTheDocument();
    expect(within(box).queryByText(/IllegalStateException/)).toBeNull();
  });
});

describe('anonymous visitors (issue 5 item 2)', () => {
  it('do not ask for pushed listings and ignore a shared `mine=1`', async () => {
    renderAt('/taizhou/operations/list?mine=1');
    await screen.findByRole('article');
    expect(pushed).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: '为您推荐' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '只看我发布的' })).not.toBeInTheDocument();
    expect(listIndex).toHaveBeenCalledWith(expect.objectContaining({ publisherId: undefined }));
  });
});
