/**
 * The full policy announcement list (`/taizhou/announceDetail` without an id, issue 3 item 2):
 * category, keyword, publish-date range and page are read from and written to the URL; list →
 * detail → back keeps them; a failure is an error with a retry; `data: null` is an empty list.
 */
import '@umijs/max/test-setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnnounceDetail from '@/pages/taizhou/AnnounceDetail';
import { findAnnouncements, getAnnouncementDetail } from '@/services/dataService';
import { chooseOption, currentLocation, httpError, pageOf, query, renderRoutes } from './support/contentPages';
import { desktopViewport } from './support/viewport';

// The filters as a desktop shows them (on a phone they are drawn once opened: tests/filteredList.test.tsx).
desktopViewport();

jest.mock('@/services/dataService');
// The detail pages print with the site title of the initial state (issue 14 item 3).
jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());

const list = jest.mocked(findAnnouncements);
const detail = jest.mocked(getAnnouncementDetail);

const item = (id: string, title: string, category = '项目申报'): API.AnnouncementItem => ({
  id,
  title,
  category,
  department: '泰州市市场监督管理局（知识产权局）',
  docNo: '泰市监知〔2026〕25号',
  publishDate: '2026-07-11',
});

const routes = { '/taizhou/announceDetail': <AnnounceDetail /> };
const lastParams = () => list.mock.calls[list.mock.calls.length - 1][0];

beforeEach(() => {
  jest.clearAllMocks();
  list.mockResolvedValue(pageOf([item('an-0034', '关于征集2026年度泰州市专利转化运用优秀案例的通知')], 36));
  detail.mockResolvedValue({
    ...item('an-0034', '关于征集2026年度泰州市专利转化运用优秀案例的通知'),
    content: '<p>各有关单位：</p>',
    attachments: [],
    previous: null,
    next: null,
  });
});

it('reads category, keyword, dates and page from the URL', async () => {
  renderRoutes('/taizhou/announceDetail?category=项目申报&keyword=专利&start=2026-01-01&end=2026-06-30&page=3', routes);
  expect(await screen.findByRole('link', { name: '关于征集2026年度泰州市专利转化运用优秀案例的通知' })).toBeInTheDocument();
  expect(lastParams()).toEqual({
    current: 3,
    pageSize: 10,
    category: '项目申报',
    keyword: '专利',
    startDate: '2026-01-01',
    endDate: '2026-06-30',
  });
  expect(screen.getByRole('heading', { level: 1, name: '政策公告' })).toBeInTheDocument();
  expect(await screen.findByRole('searchbox', { name: '关键词' })).toHaveValue('专利');
  expect(screen.getByText('2026-07-11')).toBeInTheDocument();
});

it('writes a chosen category to the URL, back on page 1', async () => {
  renderRoutes('/taizhou/announceDetail?page=2', routes);
  await screen.findByRole('link', { name: '关于征集2026年度泰州市专利转化运用优秀案例的通知' });
  await chooseOption('公告类别', '政策解读');
  await waitFor(() => expect(query()).toEqual({ category: '政策解读' }));
});

it('opens a detail and the back link returns to the same search', async () => {
  const user = userEvent.setup();
  renderRoutes('/taizhou/announceDetail?category=项目申报&page=2', routes);
  await user.click(await screen.findByRole('link', { name: '关于征集2026年度泰州市专利转化运用优秀案例的通知' }));
  expect(await screen.findByRole('heading', { level: 1, name: '关于征集2026年度泰州市专利转化运用优秀案例的通知' })).toBeInTheDocument();
  expect(query()).toEqual({ id: 'an-0034' });

  await user.click(screen.getAllByRole('link', { name: /返回公告列表/ })[0]);
  expect(await screen.findByRole('heading', { level: 1, name: '政策公告' })).toBeInTheDocument();
  expect(query()).toEqual({ category: '项目申报', page: '2' });
  expect(currentLocation.pathname).toBe('/taizhou/announceDetail');
});

it('shows an error with a retry that loads the list again', async () => {
  const user = userEvent.setup();
  list.mockRejectedValueOnce(httpError(502));
  renderRoutes('/taizhou/announceDetail', routes);
  expect(await screen.findByText('服务暂时不可用，请稍后重试。')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /重试/ }));
  expect(await screen.findByRole('link', { name: '关于征集2026年度泰州市专利转化运用优秀案例的通知' })).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(2);
  expect(list).toHaveBeenLastCalledWith(expect.any(Object), { skipErrorHandler: true });
});

it('treats data: null as an empty list', async () => {
  list.mockResolvedValueOnce(null as unknown as API.Page<API.AnnouncementItem>);
  renderRoutes('/taizhou/announceDetail', routes);
  expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '政策公告' })).toBeInTheDocument();
});
