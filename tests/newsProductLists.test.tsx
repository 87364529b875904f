/**
 * The news list (`/taizhou/news`) and the product list (`/taizhou/products`) of issue 16: the
 * filters and the page are read from and written to the URL and sent to the data service; a
 * failure is an error with a retry; `data: null` is an empty list; a detail's back link returns
 * to the same search.
 */
import '@umijs/max/test-setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsDetail from '@/pages/taizhou/NewsDetail';
import NewsList from '@/pages/taizhou/News';
import ProductList from '@/pages/taizhou/Products';
import { findNews, findProducts, getNewsDetail } from '@/services/dataService';
import { chooseOption, currentLocation, httpError, pageOf, query, renderRoutes } from './support/contentPages';
import { desktopViewport } from './support/viewport';

// The filters as a desktop shows them (on a phone they are drawn once opened: tests/filteredList.test.tsx).
desktopViewport();

jest.mock('@/services/dataService');
// The detail pages print with the site title of the initial state (issue 14 item 3).
jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());

const news: API.NewsItem = {
  id: 'nw-0031',
  title: '保护中心快速维权案件办结率保持百分之百',
  source: '泰州日报',
  publishDate: '2026-11-12',
  summary: '平均处理周期12个工作日。',
};
const product: API.ProductItem = {
  id: 'pd-0005',
  name: '专利执行险',
  provider: '人保财险泰州市分公司',
  category: '知识产权保险',
  amountRange: '保额10万–100万元',
  rate: '保费按保额1.5%–3%',
  summary: '承担被保险人维权过程中的调查费、诉讼费和律师费。',
  publishDate: '2024-06-18',
};

const routes = {
  '/taizhou/news': <NewsList />,
  '/taizhou/newsDetail': <NewsDetail />,
  '/taizhou/products': <ProductList />,
};
const lastParams = (fn: jest.Mock) => fn.mock.calls[fn.mock.calls.length - 1][0];

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(findNews).mockResolvedValue(pageOf([news], 33));
  jest.mocked(findProducts).mockResolvedValue(pageOf([product], 14));
  jest.mocked(getNewsDetail).mockResolvedValue({ ...news, content: '<p>正文</p>', related: [] });
});

describe('news list', () => {
  it('reads keyword, source, dates and page from the URL and shows the news', async () => {
    renderRoutes('/taizhou/news?keyword=专利&source=泰州日报&start=2026-01-01&end=2026-11-30&page=2', routes);
    expect(await screen.findByRole('link', { name: news.title })).toHaveAttribute('href', '/taizhou/newsDetail?id=nw-0031');
    const params = { current: 2, pageSize: 10, keyword: '专利', source: '泰州日报', startDate: '2026-01-01', endDate: '2026-11-30' };
    expect(lastParams(jest.mocked(findNews))).toEqual(params);
    expect(await screen.findByRole('searchbox', { name: '关键词' })).toHaveValue('专利');
    expect(screen.getByRole('heading', { level: 1, name: '新闻动态' })).toBeInTheDocument();
    expect(screen.getByText(news.summary!)).toBeInTheDocument();
    expect(screen.getByText('2026-11-12')).toBeInTheDocument();
  });

  it('writes a chosen source and a keyword to the URL, back on page 1', async () => {
    const user = userEvent.setup();
    renderRoutes('/taizhou/news?page=3', routes);
    await screen.findByRole('link', { name: news.title });
    await chooseOption('来源', '中国知识产权报');
    await waitFor(() => expect(query()).toEqual({ source: '中国知识产权报' }));

    await user.click(screen.getByRole('searchbox', { name: '关键词' }));
    await user.paste('质押');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(query()).toEqual({ source: '中国知识产权报', keyword: '质押' }));
    await waitFor(() =>
      expect(lastParams(jest.mocked(findNews))).toEqual(expect.objectContaining({ current: 1, keyword: '质押', source: '中国知识产权报' })),
    );
  });

  it('opens a news item whose back link returns to the same search', async () => {
    const user = userEvent.setup();
    renderRoutes('/taizhou/news?source=泰州日报&page=2', routes);
    await user.click(await screen.findByRole('link', { name: news.title }));
    expect(await screen.findByRole('heading', { level: 1, name: news.title })).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: /返回新闻列表/ })[0]);
    expect(await screen.findByRole('heading', { level: 1, name: '新闻动态' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/taizhou/news');
    expect(query()).toEqual({ source: '泰州日报', page: '2' });
  });
});

describe('product list', () => {
  it('reads keyword, product type and page from the URL and shows each product with its terms', async () => {
    renderRoutes('/taizhou/products?keyword=侵权&category=知识产权保险&page=2', routes);
    expect(await screen.findByRole('link', { name: product.name })).toHaveAttribute('href', '/taizhou/productDetail?id=pd-0005');
    expect(lastParams(jest.mocked(findProducts))).toEqual({ current: 2, pageSize: 10, keyword: '侵权', category: '知识产权保险' });
    expect(screen.getByRole('heading', { level: 1, name: '金融服务' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: product.name })).toBeInTheDocument();
    expect(screen.getByText(product.provider)).toBeInTheDocument();
    expect(screen.getByText('保额10万–100万元')).toBeInTheDocument();
  });

  it('writes a chosen product type to the URL, back on page 1', async () => {
    renderRoutes('/taizhou/products?page=2', routes);
    await screen.findByRole('link', { name: product.name });
    await chooseOption('产品类型', '专利质押贷款');
    await waitFor(() => expect(query()).toEqual({ category: '专利质押贷款' }));
    await waitFor(() =>
      expect(lastParams(jest.mocked(findProducts))).toEqual(expect.objectContaining({ current: 1, category: '专利质押贷款' })),
    );
  });

  it('labels product types in English', async () => {
    renderRoutes('/taizhou/products', routes, 'en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Financial services' })).toBeInTheDocument();
    expect(await screen.findByText('IP insurance')).toBeInTheDocument();
  });
});

describe.each([
  { name: 'news list', path: '/taizhou/news', load: findNews, heading: '新闻动态' },
  { name: 'product list', path: '/taizhou/products', load: findProducts, heading: '金融服务' },
])('$name states', ({ path, load, heading }) => {
  const loader = load as jest.Mock;

  it('shows an error with a retry that loads again', async () => {
    const user = userEvent.setup();
    loader.mockRejectedValueOnce(httpError(502));
    renderRoutes(path, routes);
    expect(await screen.findByText('服务暂时不可用，请稍后重试。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重试/ }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(loader).toHaveBeenLastCalledWith(expect.any(Object), { skipErrorHandler: true });
    expect(screen.queryByText('服务暂时不可用，请稍后重试。')).not.toBeInTheDocument();
  });

  it('treats data: null as an empty list', async () => {
    loader.mockResolvedValueOnce(null);
    renderRoutes(path, routes);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
