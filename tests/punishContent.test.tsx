/**
 * `/taizhou/punishContent` and its detail (spec §2, issue 3 item 3): the penalty notice list reads
 * its search from the URL and writes every change back to it; list → detail → back returns to the
 * same search; failures show an error with a retry; `data: null` is an empty list, not a crash.
 */
import '@umijs/max/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PunishContent from '@/pages/taizhou/PunishContent';
import PunishContentDetail from '@/pages/taizhou/PunishContentDetail';
import { findPunishments, getPunishmentDetail } from '@/services/dataService';
import { chooseOption, currentLocation, httpError, openRecord, pageOf, query, renderRoutes } from './support/contentPages';
import { desktopViewport } from './support/viewport';

// The filters as a desktop shows them (on a phone they are drawn once opened: tests/filteredList.test.tsx).
desktopViewport();

jest.mock('@/services/dataService');
// The detail pages print with the site title of the initial state (issue 14 item 3).
jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());

const list = jest.mocked(findPunishments);
const detail = jest.mocked(getPunishmentDetail);

const notice = (id: string, patch: Partial<API.PunishmentItem> = {}): API.PunishmentItem => ({
  id,
  decisionNo: '泰市监处罚〔2026〕62号',
  partyName: '泰兴睿信知识产权代理有限公司',
  partyCreditCode: '91321283W2HA79N42H',
  violationType: '代理非正常专利申请',
  penaltyType: '罚款',
  penaltyContent: '责令改正，处罚款2.1万元',
  fineAmount: 2.1,
  authority: '泰州市市场监督管理局',
  decisionDate: '2026-10-14',
  publishDate: '2026-10-20',
  ...patch,
});

const fullNotice: API.PunishmentDetail = {
  ...notice('pn-0054'),
  legalBasis: '依据《专利代理条例》第二十五条',
  partyCreditCode: '91321283W2HA79N42H',
  penaltyContent: '责令改正，处罚款2.1万元',
  confiscatedAmount: 1.1,
  partyType: '法人及非法人组织',
  legalRepresentative: '杨志刚',
  partyAddress: '泰州市泰兴市长江大道199号4楼506室',
  agencyLicenceNo: '32257',
  facts: '经查，当事人自2026年4月起代理非正常专利申请38件。\n上述行为违反了专利代理管理的有关规定。',
  evidence: ['专利申请清单', '当事人询问笔录'],
  violatedProvision: '《专利代理条例》第二十五条第一款',
  penaltyBasis: '《专利代理管理办法》第四十条',
  dataSource: '泰兴市市场监督管理局',
};

const routes = {
  '/taizhou/punishContent': <PunishContent />,
  '/taizhou/punishContentDetail': <PunishContentDetail />,
};

/** The search the list sent last. */
const lastParams = () => list.mock.calls[list.mock.calls.length - 1][0];

// Paging scrolls the window to the top; jsdom has no scrolling.
beforeAll(() => {
  window.scrollTo = jest.fn();
});

beforeEach(() => {
  jest.clearAllMocks();
  list.mockResolvedValue(pageOf([notice('pn-0054'), notice('pn-0053', { partyName: '泰州华瑞知识产权代理有限公司' })], 24));
  detail.mockResolvedValue(fullNotice);
});

describe('penalty notice list: search state in the URL', () => {
  it('reads keyword, filters, date range and page from the URL and sends them', async () => {
    renderRoutes(
      '/taizhou/punishContent?keyword=睿信&violationType=代理非正常专利申请&penaltyType=罚款&start=2025-01-01&end=2025-12-31&page=2',
      routes,
    );
    expect(await screen.findByRole('link', { name: '泰兴睿信知识产权代理有限公司' })).toBeInTheDocument();
    expect(lastParams()).toEqual({
      current: 2,
      pageSize: 10,
      // Issue 46 item 2: Taizhou's notices only, never another city's.
      region: 'taizhou',
      keyword: '睿信',
      violationType: '代理非正常专利申请',
      penaltyType: '罚款',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('睿信');
    expect(screen.getByTitle('代理非正常专利申请')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('开始日期')).toHaveValue('2025-01-01');
    expect(screen.getByPlaceholderText('结束日期')).toHaveValue('2025-12-31');
  });

  it('ignores an impossible date and a bad page in a hand-edited URL, keeping the rest', async () => {
    renderRoutes('/taizhou/punishContent?start=2025-02-30&end=soon&page=-3&penaltyType=警告', routes);
    await screen.findByRole('link', { name: '泰兴睿信知识产权代理有限公司' });
    expect(lastParams()).toEqual(expect.objectContaining({ current: 1, penaltyType: '警告', startDate: undefined, endDate: undefined }));
  });

  it('writes a chosen filter to the URL and goes back to page 1', async () => {
    renderRoutes('/taizhou/punishContent?page=3', routes);
    await screen.findByRole('link', { name: '泰兴睿信知识产权代理有限公司' });

    await chooseOption('违法行为类型', '擅自开展专利代理业务');

    await waitFor(() => expect(query()).toEqual({ violationType: '擅自开展专利代理业务' }));
    await waitFor(() => expect(lastParams()).toEqual(expect.objectContaining({ current: 1, violationType: '擅自开展专利代理业务' })));
  });

  it('writes a trimmed keyword on search and the page on paging', async () => {
    const user = userEvent.setup();
    renderRoutes('/taizhou/punishContent', routes);
    await screen.findByRole('link', { name: '泰兴睿信知识产权代理有限公司' });

    await user.click(screen.getByRole('searchbox', { name: '关键词' }));
    await user.paste('  泰兴  ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(query()).toEqual({ keyword: '泰兴' }));

    // 24 records: the narrow (card) layout of jsdom pages with the simple pager.
    await user.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(query()).toEqual({ keyword: '泰兴', page: '2' }));
    await waitFor(() => expect(lastParams()).toEqual(expect.objectContaining({ current: 2, keyword: '泰兴' })));
  });

  it('clears every filter with Reset', async () => {
    const user = userEvent.setup();
    renderRoutes('/taizhou/punishContent?keyword=泰州&penaltyType=警告&page=2', routes);
    await screen.findByRole('link', { name: '泰兴睿信知识产权代理有限公司' });
    await user.click(screen.getByRole('button', { name: '重 置' }));
    await waitFor(() => expect(currentLocation.search).toBe(''));
  });
});

describe('penalty notice list → detail → back', () => {
  it('opens the notice and returns to the very same search', async () => {
    const user = userEvent.setup();
    const search = '?keyword=睿信&penaltyType=罚款&page=2';
    renderRoutes(`/taizhou/punishContent${search}`, routes);
    await user.click(await screen.findByRole('link', { name: '泰兴睿信知识产权代理有限公司' }));

    expect(await screen.findByRole('heading', { level: 1, name: '泰兴睿信知识产权代理有限公司' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/taizhou/punishContentDetail');
    expect(query()).toEqual({ id: 'pn-0054' });
    expect(detail).toHaveBeenCalledWith('pn-0054', { skipErrorHandler: true });

    await user.click(screen.getByRole('link', { name: /返回处罚公示列表/ }));
    await screen.findByRole('heading', { level: 1, name: '服务机构处罚公示' });
    expect(currentLocation.pathname).toBe('/taizhou/punishContent');
    expect(query()).toEqual({ keyword: '睿信', penaltyType: '罚款', page: '2' });
  });
});

describe('penalty notice list: states', () => {
  it('shows a skeleton while loading', async () => {
    list.mockReturnValue(new Promise(() => undefined));
    const { container } = renderRoutes('/taizhou/punishContent', routes);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"] [aria-hidden="true"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: '服务机构处罚公示' })).toBeInTheDocument();
  });

  it('shows an error with retry when the service fails, and retrying loads the list', async () => {
    const user = userEvent.setup();
    list.mockRejectedValueOnce(httpError(500));
    renderRoutes('/taizhou/punishContent?penaltyType=罚款', routes);

    expect(await screen.findByText('服务暂时不可用，请稍后重试。')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: /重试/ });
    // The filters stay usable (the frame is the wrapper route's, around the page).
    expect(screen.getByRole('combobox', { name: '处罚类别' })).toBeInTheDocument();

    await user.click(retry);
    expect(await screen.findByRole('link', { name: '泰兴睿信知识产权代理有限公司' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    expect(lastParams()).toEqual(expect.objectContaining({ penaltyType: '罚款' }));
  });

  it('shows a failed envelope as "failed to load" with a retry, without the server\'s text (issue 46 item 4)', async () => {
    // The request layer passes a failed envelope through as it came (spec §8); its msg may be a backend's exception.
    list.mockResolvedValueOnce({ code: 500, msg: '["java.sql.SQLException: x"]', data: null } as unknown as API.Page<API.PunishmentItem>);
    renderRoutes('/taizhou/punishContent', routes);
    expect(await screen.findByText('内容加载失败，请稍后重试。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
    expect(screen.queryByText(/SQLException/)).toBeNull();
  });

  it('treats data: null as an empty list', async () => {
    list.mockResolvedValueOnce(null as unknown as API.Page<API.PunishmentItem>);
    renderRoutes('/taizhou/punishContent', routes);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(pageOf([]));
    renderRoutes('/taizhou/punishContent?violationType=虚假宣传', routes);
    expect(await screen.findByText('没有符合条件的记录，请调整筛选条件。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(currentLocation.search).toBe(''));
  });
});

describe('penalty notice detail', () => {
  it('shows every public-disclosure field, the facts and the legal basis', async () => {
    const main = await openRecord('/taizhou/punishContentDetail?id=pn-0054', routes);
    for (const text of [
      '泰市监处罚〔2026〕62号',
      '91321283W2HA79N42H',
      '法人及非法人组织',
      '杨志刚',
      '32257',
      '泰州市泰兴市长江大道199号4楼506室',
      '泰州市市场监督管理局',
      '泰兴市市场监督管理局',
      '2.1 万元',
      '1.1 万元',
      '2026-10-14',
      '2026-10-20',
      '经查，当事人自2026年4月起代理非正常专利申请38件。',
      '上述行为违反了专利代理管理的有关规定。',
      '专利申请清单',
      '当事人询问笔录',
      '《专利代理条例》第二十五条第一款',
      '《专利代理管理办法》第四十条',
    ]) {
      expect(within(main).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(main).getAllByText('代理非正常专利申请').length).toBeGreaterThan(0);
    expect(within(main).getAllByText('责令改正，处罚款2.1万元').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('link', { name: /返回处罚公示列表/ })).toHaveAttribute('href', '/taizhou/punishContent');
  });

  it('formats dates and amounts for English readers', async () => {
    const main = await openRecord('/taizhou/punishContentDetail?id=pn-0054', routes, 'en-US');
    expect(within(main).getAllByText('Oct 14, 2026').length).toBeGreaterThan(0);
    expect(within(main).getByText('CNY 21,000')).toBeInTheDocument();
    expect(within(main).getAllByText('Filing abnormal patent applications').length).toBeGreaterThan(0);
    expect(within(main).getByRole('link', { name: /Back to penalty notices/ })).toBeInTheDocument();
  });
});
