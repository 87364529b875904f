import '@umijs/max/test-setup';
import { StyleProvider } from '@ant-design/cssinjs';
import { getIntl, RawIntlProvider, useLocation } from '@umijs/max';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { MemoryRouter } from 'react-router-dom';
import { Profiler } from 'react';
import TaizhouHome from '@/pages/taizhou/Home';
import { findAnnouncements, findDictItems, findIndex, findNews, findProducts, findPunishments } from '@/services/dataService';

jest.mock('@/services/dataService');

const pageOf = <T,>(list: T[]): API.Page<T> => ({ list, total: list.length, current: 1, pageSize: 10 });

const announcement: API.AnnouncementItem = {
  id: 'an-0042',
  title: '泰州市数据知识产权登记工作指引（试行）',
  category: '政策文件',
  department: '泰州市市场监督管理局（知识产权局）',
  publishDate: '2026-05-21',
};
const punishment: API.PunishmentItem = {
  id: 'pn-0054',
  decisionNo: '泰市监处罚〔2026〕62号',
  partyName: '泰兴睿信知识产权代理有限公司',
  violationType: '代理非正常专利申请',
  penaltyType: '罚款',
  authority: '泰州市市场监督管理局',
  decisionDate: '2026-10-14',
  publishDate: '2026-10-20',
};
const news: API.NewsItem = {
  id: 'nw-0033',
  title: '我市专利转化运用专项行动成效显著',
  source: '泰州日报',
  publishDate: '2026-11-12',
  summary: '截至10月底，全市专利转让许可备案同比增长27%。',
};
const listing = {
  id: 'tx-0052',
  patentNo: 'ZL202520645294.7',
  title: '一种垛田蔬菜用移动式喷灌装置',
  transactionType: 'exclusive_licence',
  price: 146130,
  negotiable: false,
} as API.TransactionIndex;
const product: API.ProductItem = {
  id: 'pd-0001',
  name: '知识产权质押贷款“苏知贷”',
  provider: '江苏银行泰州分行',
  category: '专利质押贷款',
  amountRange: '50万–1000万元',
  rate: '年化3.35%起',
};

let location = { pathname: '', search: '' };
function LocationSpy() {
  location = useLocation();
  return null;
}

/** Renders the home; `onCommit` is called after each of its commits (a React Profiler's `onRender`). */
function renderHome(locale: 'zh-CN' | 'en-US' = 'zh-CN', onCommit?: () => void) {
  render(
    // antd's CSS-in-JS styles go to a detached node: in the document they make every
    // getComputedStyle call of Testing Library take seconds.
    <StyleProvider container={document.createElement('div')}>
      <RawIntlProvider value={getIntl(locale)}>
        <MemoryRouter initialEntries={['/taizhou']}>
          {onCommit ? (
            <Profiler id="home" onRender={onCommit}>
              <TaizhouHome />
            </Profiler>
          ) : (
            <TaizhouHome />
          )}
          <LocationSpy />
        </MemoryRouter>
      </RawIntlProvider>
    </StyleProvider>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  clearCache();
  jest.clearAllMocks();
  jest.mocked(findAnnouncements).mockResolvedValue(pageOf([announcement]));
  jest.mocked(findPunishments).mockResolvedValue(pageOf([punishment]));
  jest.mocked(findNews).mockResolvedValue(pageOf([news]));
  jest.mocked(findIndex).mockResolvedValue(pageOf([listing]));
  jest.mocked(findProducts).mockResolvedValue(pageOf([product]));
  jest
    .mocked(findDictItems)
    .mockResolvedValue(pageOf([{ id: 'd2', code: 'ipc_transaction_type', value: 'exclusive_licence', label: '独占许可', sortNo: 6 }]));
});

describe('Taizhou home', () => {
  it('draws the announcements (its first content) in a commit of their own, ahead of the other sections', async () => {
    // The answers arrive together; what each commit leaves on screen, by section (aria-busy while loading).
    const commits: string[][] = [];
    const busy = () =>
      ['announcements', 'punishments', 'news', 'transactions', 'products'].map(
        (id) => document.getElementById(id)?.getAttribute('aria-busy') ?? '-',
      );
    renderHome('zh-CN', () => commits.push(busy()));
    expect(await screen.findByRole('link', { name: news.title })).toBeInTheDocument();
    expect(commits).toContainEqual(['false', 'true', 'true', 'true', 'true']);
    expect(commits.at(-1)).toEqual(['false', 'false', 'false', 'false', 'false']);
  });

  it('has one h1 and shows every section with links to the details', async () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('知识产权一站式公共服务平台');

    const announcements = region('政策公告');
    expect(await within(announcements).findByRole('link', { name: announcement.title })).toHaveAttribute(
      'href',
      '/taizhou/announceDetail?id=an-0042',
    );
    expect(within(announcements).getByText('2026-05-21')).toBeInTheDocument();
    expect(within(announcements).getByRole('link', { name: '更多政策公告' })).toHaveAttribute('href', '/taizhou/announceDetail');

    const penalties = region('处罚公示');
    expect(await within(penalties).findByRole('link', { name: punishment.partyName })).toHaveAttribute(
      'href',
      '/taizhou/punishContentDetail?id=pn-0054',
    );
    expect(within(penalties).getByRole('link', { name: '更多处罚公示' })).toHaveAttribute('href', '/taizhou/punishContent');

    expect(await within(region('新闻动态')).findByRole('link', { name: news.title })).toHaveAttribute(
      'href',
      '/taizhou/newsDetail?id=nw-0033',
    );
    expect(within(region('新闻动态')).getByRole('link', { name: '更多新闻动态' })).toHaveAttribute('href', '/taizhou/news');

    const transactions = region('知识产权交易');
    expect(await within(transactions).findByRole('link', { name: listing.title })).toHaveAttribute(
      'href',
      '/taizhou/operations/sell/tx-0052',
    );
    expect(within(transactions).getByText('14.61 万元')).toBeInTheDocument();
    expect(await within(transactions).findByText('独占许可')).toBeInTheDocument();
    expect(within(transactions).getByRole('link', { name: '更多知识产权交易' })).toHaveAttribute('href', '/taizhou/operations/list');

    expect(await within(region('金融与服务产品')).findByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      '/taizhou/productDetail?id=pd-0001',
    );
    expect(within(region('金融与服务产品')).getByRole('link', { name: '更多金融与服务产品' })).toHaveAttribute('href', '/taizhou/products');
    expect(findIndex).toHaveBeenCalledWith({ current: 1, pageSize: 6, region: 'taizhou' });
  });

  it('keeps the other sections when one API fails, and retries the failed one', async () => {
    const user = userEvent.setup();
    jest.mocked(findNews).mockRejectedValueOnce(new Error('Request failed with status code 500'));
    renderHome();

    const newsRegion = region('新闻动态');
    expect(await within(newsRegion).findByText('数据加载失败')).toBeInTheDocument();
    expect(await within(region('政策公告')).findByRole('link', { name: announcement.title })).toBeInTheDocument();
    expect(await within(region('处罚公示')).findByRole('link', { name: punishment.partyName })).toBeInTheDocument();

    await user.click(within(newsRegion).getByRole('button', { name: /重试/ }));
    expect(await within(newsRegion).findByRole('link', { name: news.title })).toBeInTheDocument();
    expect(findNews).toHaveBeenCalledTimes(2);
  });

  it('shows a failed envelope as "failed to load" with a retry, without the server\'s text, and `data: null` as empty', async () => {
    // Issue 46 item 4: a real backend puts its exception into msg; the request layer's notification shows it once.
    jest.mocked(findAnnouncements).mockResolvedValue({ code: 500, msg: '["java.lang.IllegalStateException: x"]', data: null } as never);
    jest.mocked(findProducts).mockResolvedValue(null as never);
    renderHome();
    const announcements = region('政策公告');
    expect(await within(announcements).findByText('数据加载失败')).toBeInTheDocument();
    expect(within(announcements).getByRole('button', { name: /重试/ })).toBeInTheDocument();
    expect(within(announcements).queryByText(/IllegalStateException/)).toBeNull();
    expect(await within(region('金融与服务产品')).findByText('暂无数据')).toBeInTheDocument();
  });

  it("words an HTTP 5xx as the service being unavailable, not as the visitor's network (issue 46 item 4)", async () => {
    const status500 = Object.assign(new Error('Request failed with status code 500'), {
      response: { status: 500, data: 'Internal Server Error' },
    });
    jest.mocked(findNews).mockRejectedValue(status500);
    // en-US: the words of a failure come from the app-wide intl, which follows the chosen locale (en-US in jest).
    renderHome('en-US');
    const newsRegion = region('News');
    expect(await within(newsRegion).findByText('The service is temporarily unavailable. Please try again later.')).toBeInTheDocument();
    expect(within(newsRegion).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(within(newsRegion).queryByText(/network|connection/i)).toBeNull();
  });

  it('sends a search to the enterprise search with the keyword, and asks for one when empty', async () => {
    const user = userEvent.setup();
    renderHome();
    const box = screen.getByRole('searchbox', { name: '创新主体查询' });

    await user.type(box, '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入企业或机构名称后再查询');
    expect(location.pathname).toBe('/taizhou');

    await user.type(box, '  海正 新材料 {Enter}');
    expect(location.pathname).toBe('/taizhou/enterprise/search');
    expect(new URLSearchParams(location.search).get('keyword')).toBe('海正 新材料');
  });

  it('issue 46 item 6: a search button pressed with the box empty puts the focus in the box', async () => {
    const user = userEvent.setup();
    renderHome();
    const box = screen.getByRole('searchbox', { name: '创新主体查询' });
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /搜索/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入企业或机构名称后再查询');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a tile for every section and opens the linked platforms in their named windows', async () => {
    renderHome();
    const services = region('在线服务');
    const tiles = within(services).getAllByRole('link');
    expect(tiles).toHaveLength(8);
    expect(within(services).getByRole('link', { name: /^知识产权运营/ })).toHaveAttribute('href', '/taizhou/operations/list');
    expect(within(services).getByRole('link', { name: /^处罚公示/ })).toHaveAttribute('href', '/taizhou/punishContent');
    const searching = within(services).getByRole('link', { name: /^大数据检索分析/ });
    expect(searching).toHaveAttribute('href', '/ipr-searching/');
    expect(searching).toHaveAttribute('target', 'ipr-searching');
    expect(searching).toHaveAccessibleName(expect.stringContaining('（在新窗口打开）'));
    expect(within(services).getByRole('link', { name: /^产业专利导航/ })).toHaveAttribute('target', 'ipr-nav');
    await waitFor(() => expect(findProducts).toHaveBeenCalled());
  });

  it('labels transaction types and prices in English under en-US', async () => {
    renderHome('en-US');
    const transactions = region('IP transactions');
    expect(await within(transactions).findByText('Exclusive licence')).toBeInTheDocument();
    expect(within(transactions).getByText('CNY 146,130')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('One-Stop IP Public Service Platform');
  });
});
