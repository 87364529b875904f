/**
 * Detail pages of the Taizhou portal content (spec §2, issue 3 items 2, 4, 5, 6): announcement,
 * product and news show every field they promise; an unknown or missing id is "not found" with a
 * way back; a failed call is an error with a retry that calls again; `data: null` never crashes.
 * Every call asks the request layer to stay quiet (`skipErrorHandler`), since the page shows its
 * own state.
 */
import '@umijs/max/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnnounceDetail from '@/pages/taizhou/AnnounceDetail';
import NewsDetailPage from '@/pages/taizhou/NewsDetail';
import ProductDetailPage from '@/pages/taizhou/ProductDetail';
import PunishContentDetail from '@/pages/taizhou/PunishContentDetail';
import { getAnnouncementDetail, getNewsDetail, getProductDetail, getPunishmentDetail } from '@/services/dataService';
import { goToLogin } from '@/utils/sso';
import { currentLocation, httpError, openRecord, renderRoutes } from './support/contentPages';
import { visitor } from './support/visitor';

jest.mock('@/services/dataService');
jest.mock('@/utils/sso');
// The visitor (tests/support/visitor.ts).
jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());

const announcement: API.AnnouncementDetail = {
  id: 'an-0035',
  title: '关于公布2026年度泰州市知识产权优势企业培育名单的通知',
  category: '通知公告',
  department: '泰州市市场监督管理局（知识产权局）',
  docNo: '泰市监知〔2026〕51号',
  publishDate: '2026-09-02',
  content:
    '<h2>一、工作目标</h2><p>提升全市知识产权工作质效。</p><script>window.__xss = 1</script>' +
    '<table><tr><th>时间</th><td>2026年6月</td></tr></table><ol><li>加强组织领导。</li></ol>' +
    '<img src="/ipr-data-service/api/front/file/image?name=grant-trend" alt="发明专利授权量柱状图" onerror="window.__xss = 2">',
  attachments: [{ name: '附件1：工作方案.pdf', size: 1153434, url: '/ipr-data-service/api/front/file/download?id=att-1' }],
  previous: { id: 'an-0034', title: '关于征集2026年度泰州市专利转化运用优秀案例的通知' },
  next: null,
};

const product: API.ProductDetail = {
  id: 'pd-0003',
  name: '知识产权质押融资“泰科贷”',
  provider: '江苏银行泰州分行',
  category: '质押融资',
  amountRange: '50万–1000万元',
  rate: '年化3.45%起',
  term: '1–3年',
  publishDate: '2026-03-18',
  description: '以有效发明专利作为质押物的流动资金贷款。\n市级财政给予50%贴息。',
  conditions: ['注册地在泰州市的科技型中小企业', '拥有有效发明专利且权属清晰'],
  contact: { name: '周经理', phone: '0523-86991234', address: '泰州市海陵区青年南路88号' },
};

const news: API.NewsDetail = {
  id: 'nw-0033',
  title: '我市专利转化运用专项行动成效显著',
  source: '泰州日报',
  author: '记者 陈晓',
  publishDate: '2026-11-12',
  content: '<p>截至10月底，全市专利转让许可备案同比增长27%。</p><h2>几点做法</h2><ul><li>部门协同</li></ul>',
  related: [{ id: 'nw-0030', title: '泰州医药高新区设立知识产权服务站', publishDate: '2026-10-08' }],
};

const announce = jest.mocked(getAnnouncementDetail);
const loadProduct = jest.mocked(getProductDetail);
const loadNews = jest.mocked(getNewsDetail);
const loadPunishment = jest.mocked(getPunishmentDetail);

const routes = {
  '/taizhou': <h1>泰州首页</h1>,
  '/taizhou/announceDetail': <AnnounceDetail />,
  '/taizhou/punishContent': <h1>处罚公示列表</h1>,
  '/taizhou/punishContentDetail': <PunishContentDetail />,
  '/taizhou/productDetail': <ProductDetailPage />,
  '/taizhou/newsDetail': <NewsDetailPage />,
};

/** An unknown id as the request layer passes it through: the raw 404 envelope. */
const notFoundEnvelope = { code: 404, msg: '内容不存在或已撤回', data: null };

beforeEach(() => {
  jest.clearAllMocks();
  visitor.mockReturnValue(undefined);
  announce.mockResolvedValue(announcement);
  loadProduct.mockResolvedValue(product);
  loadNews.mockResolvedValue(news);
});

describe('announcement detail', () => {
  it('shows title, department, document number, date, category, sanitised body, attachments and neighbours', async () => {
    const article = await openRecord('/taizhou/announceDetail?id=an-0035', routes);
    expect(within(article).getByRole('heading', { level: 1, name: announcement.title })).toBeInTheDocument();
    expect(within(article).getByText('泰州市市场监督管理局（知识产权局）')).toBeInTheDocument();
    expect(within(article).getByText('泰市监知〔2026〕51号')).toBeInTheDocument();
    expect(within(article).getByText('2026-09-02')).toBeInTheDocument();
    expect(within(article).getByText('通知公告')).toBeInTheDocument();
    expect(announce).toHaveBeenCalledWith('an-0035', { skipErrorHandler: true });

    // Body: formatting kept, script and handlers gone.
    expect(within(article).getByRole('heading', { level: 2, name: '一、工作目标' })).toBeInTheDocument();
    expect(within(article).getByRole('table')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: '发明专利授权量柱状图' })).not.toHaveAttribute('onerror');
    expect(article.querySelector('script')).toBeNull();

    const download = within(article).getByRole('link', { name: '下载 附件1：工作方案.pdf（1.1 MB）' });
    expect(download).toHaveAttribute('href', '/ipr-data-service/api/front/file/download?id=att-1');
    expect(within(article).getByRole('link', { name: '关于征集2026年度泰州市专利转化运用优秀案例的通知' })).toHaveAttribute(
      'href',
      '/taizhou/announceDetail?id=an-0034',
    );
    expect(within(article).getByText('没有了')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('reads in English with English dates and category', async () => {
    const article = await openRecord('/taizhou/announceDetail?id=an-0035', routes, 'en-US');
    expect(within(article).getByText('Sep 2, 2026')).toBeInTheDocument();
    expect(within(article).getByText('Notices')).toBeInTheDocument();
    expect(within(article).getByText('Previous')).toBeInTheDocument();
  });
});

describe('product detail', () => {
  it('shows name, provider, category, key terms, description, conditions and contact', async () => {
    const article = await openRecord('/taizhou/productDetail?id=pd-0003', routes);
    expect(within(article).getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    for (const text of [
      '质押融资',
      '50万–1000万元',
      '年化3.45%起',
      '1–3年',
      '以有效发明专利作为质押物的流动资金贷款。',
      '市级财政给予50%贴息。',
      '注册地在泰州市的科技型中小企业',
      '拥有有效发明专利且权属清晰',
      '周经理',
      '泰州市海陵区青年南路88号',
    ]) {
      expect(within(article).getByText(text)).toBeInTheDocument();
    }
    expect(within(article).getAllByText('江苏银行泰州分行')[0].parentElement).toHaveTextContent(/^提供机构：江苏银行泰州分行/);
    expect(within(article).getByRole('link', { name: /^0523-86991234/ })).toHaveAttribute('href', 'tel:0523-86991234');
    expect(loadProduct).toHaveBeenCalledWith('pd-0003', { skipErrorHandler: true });
  });

  it.each([
    ['an anonymous visitor', undefined],
    ['a logged-in visitor', { id: 'u1', account: 'wangjianguo' }],
  ])('offers %s the call that applies, without a login (issue 16 item 4)', async (_who, user) => {
    visitor.mockReturnValue(user);
    const article = await openRecord('/taizhou/productDetail?id=pd-0003', routes);
    const call = within(article).getByRole('link', { name: '电话联系办理' });
    expect(call).toHaveAttribute('href', 'tel:0523-86991234');
    expect(within(article).getByText(/本产品由.*受理申请/)).toHaveTextContent('本产品由江苏银行泰州分行受理申请');
    expect(within(article).queryByRole('button', { name: '在线申请' })).toBeNull();
    expect(goToLogin).not.toHaveBeenCalled();
  });
});

describe('news detail', () => {
  it('shows title, source, date, author, body and related news', async () => {
    const article = await openRecord('/taizhou/newsDetail?id=nw-0033', routes);
    expect(within(article).getByRole('heading', { level: 1, name: news.title })).toBeInTheDocument();
    expect(within(article).getByText('泰州日报').parentElement).toHaveTextContent(/^来源：泰州日报$/);
    expect(within(article).getByText('2026-11-12')).toBeInTheDocument();
    expect(within(article).getByText('记者 陈晓').parentElement).toHaveTextContent(/^作者：记者 陈晓$/);
    expect(within(article).getByRole('heading', { level: 2, name: '几点做法' })).toBeInTheDocument();
    const related = screen.getByRole('complementary', { name: '相关新闻' });
    expect(within(related).getByRole('link', { name: '泰州医药高新区设立知识产权服务站' })).toHaveAttribute(
      'href',
      '/taizhou/newsDetail?id=nw-0030',
    );
  });
});

describe.each([
  { page: 'announcement', path: '/taizhou/announceDetail', load: announce, back: '返回公告列表', lands: '/taizhou/announceDetail' },
  {
    page: 'penalty notice',
    path: '/taizhou/punishContentDetail',
    load: loadPunishment,
    back: '返回处罚公示列表',
    lands: '/taizhou/punishContent',
  },
  { page: 'product', path: '/taizhou/productDetail', load: loadProduct, back: '返回金融服务列表', lands: '/taizhou/products' },
  { page: 'news', path: '/taizhou/newsDetail', load: loadNews, back: '返回新闻列表', lands: '/taizhou/news' },
])('$page detail states', ({ path, load, back, lands }) => {
  const loader = load as jest.Mock;

  it('an unknown id (code 404) is "not found" with a way back', async () => {
    const user = userEvent.setup();
    loader.mockResolvedValue(notFoundEnvelope);
    renderRoutes(`${path}?id=zz-9999`, routes);
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该内容' })).toBeInTheDocument();
    expect(screen.getByText('该内容不存在、已撤回或已下架。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重试/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: back }));
    await waitFor(() => expect(currentLocation.pathname).toBe(lands));
  });

  it('a link with an empty id says so and loads nothing', async () => {
    renderRoutes(`${path}?id=`, routes);
    expect(await screen.findByText('链接中缺少内容编号，请从列表中重新打开。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '未找到该内容' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('data: null is "not found", not a crash', async () => {
    loader.mockResolvedValue(null);
    renderRoutes(`${path}?id=zz-0001`, routes);
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该内容' })).toBeInTheDocument();
  });

  it('a failed call shows an error with a retry that calls again', async () => {
    const user = userEvent.setup();
    loader.mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce(null);
    renderRoutes(`${path}?id=zz-0002`, routes);
    expect(await screen.findByText('服务暂时不可用，请稍后重试。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '数据加载失败' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该内容' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenLastCalledWith('zz-0002', { skipErrorHandler: true });
  });

  it("a failed envelope (code ≠ 0) says the content failed to load, with a retry, without the server's text (issue 46 item 4)", async () => {
    loader.mockResolvedValue({ code: 500, msg: 'java.lang.NullPointerException: x', data: null });
    renderRoutes(`${path}?id=zz-0003`, routes);
    expect(await screen.findByText('内容加载失败，请稍后重试。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
    expect(screen.queryByText(/NullPointerException/)).toBeNull();
  });
});
