import '@umijs/max/test-setup';
import { StyleProvider } from '@ant-design/cssinjs';
import { getIntl, RawIntlProvider, useLocation } from '@umijs/max';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import DisputeList from '@/pages/taizhou/dispute/List';
import DisputeSuccess from '@/pages/taizhou/dispute/Success';
import { disputeDraftStore } from '@/pages/taizhou/dispute/List/formModel';
import { findDisputeCases, findMyDisputes, getMyDispute, lookupDisputeProgress, submitDispute } from '@/services/businessService';
import { goToLogin } from '@/utils/sso';
import zh from '@/locales/zh-CN/dispute';
import { visitor } from './support/visitor';

/**
 * Issue 5 item 4 pages as a visitor meets them: the dispute list keeps its filters in the URL and
 * shows empty and error states; the request form restores its draft and, for an anonymous visitor,
 * keeps what was typed and goes to SSO login; the success page with a known, missing or unknown
 * reference number.
 */
jest.setTimeout(90_000);
jest.mock('@/services/businessService');
jest.mock('@/utils/sso');
// The visitor (tests/support/visitor.ts).
jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());

const findCases = jest.mocked(findDisputeCases);
const findMine = jest.mocked(findMyDisputes);
const detail = jest.mocked(getMyDispute);
const submit = jest.mocked(submitDispute);
const lookUp = jest.mocked(lookupDisputeProgress);

const USER = { id: 'u-1001', account: 'tz_enterprise01' };
const closedCase: API.DisputeCase = {
  id: 'dc-1',
  caseNo: '泰知纠字〔2025〕第12号',
  disputeType: 'infringement',
  patentNo: 'ZL202110123456.7',
  patentTitle: '一种高阻隔聚酰胺复合薄膜及其制备方法',
  requester: '泰州海正新材料科技有限公司',
  respondent: '王某某',
  district: '高港区',
  filingDate: '2025-05-06',
  closedDate: '2025-07-01',
  status: 'closed',
  resultSummary: '双方达成调解协议，出具调解书',
};
const request: API.DisputeRequest = {
  referenceNo: 'TZJF20261122-0007',
  disputeType: 'ownership',
  patentNo: 'ZL202110123456.7',
  requesterName: '泰州海正新材料科技有限公司',
  respondentName: '泰州永晟汽车零部件有限公司',
  status: 'received',
  submitTime: '2026-11-22T09:30:00+08:00',
  evidence: [{ fileId: 'f-1', name: '公证书.pdf', size: 2048 }],
};
const page = (list: API.DisputeCase[]): API.Page<API.DisputeCase> => ({ list, total: list.length, current: 1, pageSize: 10 });

let location = { pathname: '', search: '' };
function LocationSpy() {
  location = useLocation();
  return null;
}

function renderAt(url: string) {
  render(
    <StyleProvider container={document.createElement('div')}>
      <RawIntlProvider value={getIntl('zh-CN')}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/taizhou/dispute/list" element={<DisputeList />} />
            <Route path="/taizhou/dispute/success" element={<DisputeSuccess />} />
          </Routes>
          <LocationSpy />
        </MemoryRouter>
      </RawIntlProvider>
    </StyleProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  clearCache();
  sessionStorage.clear();
  visitor.mockReturnValue(undefined);
  findCases.mockResolvedValue(page([closedCase]));
  findMine.mockResolvedValue([request]);
});

describe('dispute list', () => {
  it('reads its filters from the URL, sends them, and a new filter resets the page', async () => {
    renderAt('/taizhou/dispute/list?type=ownership&status=closed&year=2025&keyword=薄膜&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: zh['dispute.heading'] })).toBeInTheDocument();
    await waitFor(() =>
      expect(findCases).toHaveBeenLastCalledWith(
        { current: 2, pageSize: 10, keyword: '薄膜', disputeType: 'ownership', status: 'closed', year: '2025' },
        { skipErrorHandler: true },
      ),
    );
    expect(await screen.findByText('泰知纠字〔2025〕第12号')).toBeInTheDocument();
    // jsdom matches no breakpoint, i.e. a phone: the filters are folded behind "Filter (4)".
    await userEvent.click(screen.getByRole('button', { name: '筛选（4）' }));
    // The form's code loads when the filters are first opened.
    const search = await screen.findByRole('searchbox', { name: zh['dispute.filter.keyword'] });
    expect(search).toHaveValue('薄膜');
    await userEvent.clear(search);
    await userEvent.type(search, '王某某{Enter}');
    await waitFor(() => expect(new URLSearchParams(location.search).get('keyword')).toBe('王某某'));
    expect(new URLSearchParams(location.search).get('page')).toBeNull();
    expect(new URLSearchParams(location.search).get('type')).toBe('ownership');
  });

  it("the service guide's process section shows the handling steps when opened", async () => {
    renderAt('/taizhou/dispute/list');
    // jsdom is a phone: the guide's sections are collapsible panels, the process closed at first.
    const process = await screen.findByRole('button', { name: zh['dispute.guide.tab.process'] });
    expect(screen.queryByText(zh['dispute.step.file.desc'])).not.toBeInTheDocument();
    await userEvent.click(process);
    expect(await screen.findByText(zh['dispute.step.file.desc'])).toBeInTheDocument();
    expect(screen.getByText(zh['dispute.step.handle'])).toBeInTheDocument();
  });

  it('ignores unknown filter values from a hand-edited URL', async () => {
    renderAt('/taizhou/dispute/list?type=bogus&status=received&year=abc');
    await screen.findByText('泰知纠字〔2025〕第12号');
    expect(findCases).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }, { skipErrorHandler: true });
  });

  it('says when nothing matches and clears the filters on request', async () => {
    findCases.mockResolvedValue(page([]));
    renderAt('/taizhou/dispute/list?type=inventorship');
    expect(await screen.findByText(zh['dispute.cases.emptyFiltered'])).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: zh['dispute.cases.clearFilters'] }));
    await waitFor(() => expect(location.search).toBe(''));
  });

  it('keeps the page when the case list fails, and retries', async () => {
    findCases.mockRejectedValueOnce(new Error('Network Error'));
    renderAt('/taizhou/dispute/list');
    expect(await screen.findByText(zh['dispute.cases.loadFailed'])).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('泰知纠字〔2025〕第12号')).toBeInTheDocument();
  });

  it("a passed-through failure envelope is an error state too, without the server's text (issue 46 item 4)", async () => {
    findCases.mockResolvedValue({ code: 500, msg: 'org.hibernate.exception.JDBCConnectionException', data: null } as never);
    renderAt('/taizhou/dispute/list');
    expect(await screen.findByText(zh['dispute.cases.loadFailed'])).toBeInTheDocument();
    expect(screen.queryByText(/JDBCConnectionException/)).toBeNull();
  });

  it('lists my requests for a logged-in visitor only', async () => {
    renderAt('/taizhou/dispute/list');
    await screen.findByText('泰知纠字〔2025〕第12号');
    expect(screen.queryByRole('heading', { name: zh['dispute.mine.title'] })).toBeNull();
    expect(findMine).not.toHaveBeenCalled();
  });
});

describe('progress lookup (issue 16)', () => {
  const fillAndSend = async (referenceNo: string, phone: string) => {
    const panel = document.getElementById('progress')!;
    await userEvent.clear(within(panel).getByLabelText('受理编号'));
    await userEvent.type(within(panel).getByLabelText('受理编号'), referenceNo);
    await userEvent.clear(within(panel).getByLabelText('联系电话'));
    await userEvent.type(within(panel).getByLabelText('联系电话'), phone);
    await userEvent.click(within(panel).getByRole('button', { name: /查询进度/ }));
    return panel;
  };

  it('shows an anonymous visitor the status timeline for a reference number and phone', async () => {
    const steps: Array<[API.DisputeStatus, string]> = [
      ['received', '2026-08-12T09:26:00+08:00'],
      ['mediating', '2026-09-03T14:30:00+08:00'],
      ['closed', '2026-09-25T16:10:00+08:00'],
    ];
    const timeline = steps.map(([status, time]) => ({ status, time }));
    lookUp.mockResolvedValue({ ...request, referenceNo: 'TZJF20260812-0002', status: 'closed', submitTime: steps[0][1], timeline });
    renderAt('/taizhou/dispute/list');
    const panel = await fillAndSend('tzjf20260812-0002', '139 6231 8870');
    expect(lookUp).toHaveBeenCalledWith({ referenceNo: 'TZJF20260812-0002', phone: '13962318870' }, { skipErrorHandler: true });
    const result = await within(panel).findByRole('region', { name: '办理进度' });
    const items = within(result).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('已接收'),
      expect.stringContaining('调解中'),
      expect.stringContaining('已结案'),
    ]);
    expect(within(items[2]).getByText('2026-09-25 16:10')).toBeInTheDocument();
  });

  it('a pair that does not match gets one message; a malformed number never leaves the browser', async () => {
    lookUp.mockResolvedValue({ code: 404, msg: '未找到', data: null } as never);
    renderAt('/taizhou/dispute/list');
    const panel = await fillAndSend('TZJF20990101-9999', '0523-86839900');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(zh['dispute.progress.noMatch']);

    lookUp.mockClear();
    await fillAndSend('12345', '0523-86839900');
    expect(await within(panel).findByText(zh['dispute.progress.referenceNo.format'])).toBeInTheDocument();
    expect(lookUp).not.toHaveBeenCalled();
  });
});

describe('request form draft', () => {
  it('an anonymous visitor’s typing is kept as a draft and submit goes to SSO with the form marker', async () => {
    renderAt('/taizhou/dispute/list');
    const open = await screen.findByRole('button', { name: new RegExp(zh['dispute.submit.button']) });
    // Issue 13: the form is not built (hidden) before it is first opened.
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await userEvent.click(open);
    const drawer = await screen.findByRole('dialog');
    await userEvent.type(within(drawer).getByLabelText(zh['dispute.form.requesterName']), '泰州海正新材料科技有限公司');
    await userEvent.type(within(drawer).getByLabelText(zh['dispute.form.patentNo']), 'zl202110123456.7');
    expect(new URLSearchParams(location.search).get('apply')).toBe('1');
    // Issue 27 item 3: the rest is missing, so the form says so and nobody is sent to log in yet.
    await userEvent.click(within(drawer).getByRole('button', { name: zh['dispute.form.loginToSubmit'] }));
    expect(await within(drawer).findByText(zh['dispute.form.address.required'])).toBeInTheDocument();
    expect(goToLogin).not.toHaveBeenCalled();
    const fill = async (label: string, text: string) => {
      await userEvent.click(within(drawer).getByLabelText(label));
      await userEvent.paste(text);
    };
    await fill(zh['dispute.form.creditCode'], '91350100M000100Y43');
    await fill(zh['dispute.form.phone'], '0523-86839900');
    await fill(zh['dispute.form.address'], '江苏省泰州市高港区永安洲镇疏港北路 8 号');
    await fill(zh['dispute.form.respondentName'], '泰州永晟汽车零部件有限公司');
    await userEvent.click(within(drawer).getByRole('combobox', { name: zh['dispute.form.disputeType'] }));
    await userEvent.click(await screen.findByTitle(zh['dispute.type.infringement']));
    await fill(zh['dispute.form.facts'], '被请求人未经许可制造、销售落入涉案专利保护范围的复合薄膜产品。');
    await fill(zh['dispute.form.claims'], '责令被请求人停止侵权');
    await userEvent.click(within(drawer).getByRole('button', { name: zh['dispute.form.loginToSubmit'] }));
    await waitFor(() => expect(goToLogin).toHaveBeenCalledWith(expect.stringMatching(/[?&]apply=1/)));
    expect(disputeDraftStore().load()?.values).toMatchObject({
      requesterName: '泰州海正新材料科技有限公司',
      patentNo: 'ZL202110123456.7',
      requesterType: 'enterprise',
    });
  });

  it('issue 27 item 3: an untouched form leaves no draft to restore', async () => {
    disputeDraftStore().save({ values: { requesterType: 'enterprise', requesterName: '  ', facts: '' }, evidence: [] });
    expect(disputeDraftStore().load()).toBeUndefined();
    disputeDraftStore().save({ values: { requesterType: 'person' }, evidence: [] });
    expect(disputeDraftStore().load()?.values).toEqual({ requesterType: 'person' });
    disputeDraftStore().save({ values: { requesterType: 'enterprise' }, evidence: [{ fileId: 'f-1', name: '发票.pdf', size: 10 }] });
    expect(disputeDraftStore().load()?.evidence).toHaveLength(1);
  });

  it('coming back with ?apply=1 reopens the form with the draft and its evidence files', async () => {
    visitor.mockReturnValue(USER);
    disputeDraftStore().save({
      values: { requesterName: '泰州海正新材料科技有限公司', facts: '被请求人擅自制造侵权产品并在展会上销售。' },
      evidence: [{ fileId: 'f-9', name: '购买发票.pdf', size: 1024 }],
    });
    renderAt('/taizhou/dispute/list?apply=1');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(zh['dispute.form.draftRestored'])).toBeInTheDocument();
    expect(within(drawer).getByLabelText(zh['dispute.form.requesterName'])).toHaveValue('泰州海正新材料科技有限公司');
    expect(within(drawer).getByLabelText(zh['dispute.form.facts'])).toHaveValue('被请求人擅自制造侵权产品并在展会上销售。');
    expect(within(drawer).getByText('购买发票.pdf')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: zh['dispute.form.submit'] })).toBeInTheDocument();
  });

  it('refuses an evidence file of the wrong type before uploading, with a message', async () => {
    visitor.mockReturnValue(USER);
    renderAt('/taizhou/dispute/list?apply=1');
    const drawer = await screen.findByRole('dialog');
    const input = drawer.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }), { applyAccept: false });
    expect(await within(drawer).findByText('“tool.exe”的格式不支持，请上传 PDF、JPG、PNG、DOC 或 DOCX 文件')).toBeInTheDocument();
  });
});

describe('request form checks and server refusals (issue 16)', () => {
  const ENTERPRISE_USER = { ...USER, enterpriseName: '泰州海正新材料科技有限公司', creditCode: '91350100M000100Y43' };
  const openForm = async () => {
    renderAt('/taizhou/dispute/list?apply=1');
    return screen.findByRole('dialog');
  };
  const paste = async (field: HTMLElement, text: string) => {
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(text);
  };

  it('prefills the requester with the enterprise account', async () => {
    visitor.mockReturnValue(ENTERPRISE_USER);
    const drawer = await openForm();
    expect(within(drawer).getByLabelText(zh['dispute.form.requesterName'])).toHaveValue('泰州海正新材料科技有限公司');
    expect(within(drawer).getByLabelText(zh['dispute.form.creditCode'])).toHaveValue('91350100M000100Y43');
  });

  it('a restored draft wins over the prefill', async () => {
    visitor.mockReturnValue(ENTERPRISE_USER);
    disputeDraftStore().save({ values: { requesterName: '泰州永晟汽车零部件有限公司', creditCode: '' }, evidence: [] });
    const drawer = await openForm();
    expect(within(drawer).getByLabelText(zh['dispute.form.requesterName'])).toHaveValue('泰州永晟汽车零部件有限公司');
    expect(within(drawer).getByLabelText(zh['dispute.form.creditCode'])).toHaveValue('');
  });

  it('says whether a credit code has the wrong length or the wrong check character, and refuses a wrong patent check digit', async () => {
    visitor.mockReturnValue(USER);
    const drawer = await openForm();
    const code = within(drawer).getByLabelText(zh['dispute.form.creditCode']);
    await paste(code, '91350100M000100Y4');
    expect(await within(drawer).findByText(zh['dispute.form.creditCode.format'])).toBeInTheDocument();
    await paste(code, '91350100M000100Y44');
    expect(await within(drawer).findByText(zh['dispute.form.creditCode.checkDigit'])).toBeInTheDocument();
    expect(within(drawer).queryByText(zh['dispute.form.creditCode.format'])).not.toBeInTheDocument();

    await paste(within(drawer).getByLabelText(zh['dispute.form.patentNo']), 'ZL202110123456.8');
    expect(await within(drawer).findByText(zh['dispute.form.patentNo.checkDigit'])).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: zh['dispute.form.submit'] }));
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('a submit that fails its checks (issue 46 item 6)', () => {
  const errorsIn = (box: HTMLElement) => box.querySelectorAll('.ant-form-item-explain-error');

  it('the request drawer, sent empty, takes the focus to the first invalid field and announces how many need attention', async () => {
    visitor.mockReturnValue(USER);
    renderAt('/taizhou/dispute/list?apply=1');
    const drawer = await screen.findByRole('dialog');
    const send = within(drawer).getByRole('button', { name: zh['dispute.form.submit'] });
    await userEvent.click(send);
    await waitFor(() => expect(within(drawer).getByLabelText(zh['dispute.form.requesterName'])).toHaveFocus());
    await waitFor(() => expect(errorsIn(drawer)).toHaveLength(9));
    expect(within(drawer).getByRole('status')).toHaveTextContent('有 9 项需要填写或更正');

    // Sent again as it is: announced again (a new node in the live region), the focus back on the first.
    const said = within(drawer).getByRole('status').firstElementChild;
    await userEvent.click(send);
    await waitFor(() => expect(within(drawer).getByRole('status').firstElementChild).not.toBe(said));
    expect(within(drawer).getByRole('status')).toHaveTextContent('有 9 项需要填写或更正');
    await waitFor(() => expect(within(drawer).getByLabelText(zh['dispute.form.requesterName'])).toHaveFocus());
    expect(submit).not.toHaveBeenCalled();
  });

  it('the progress lookup, sent empty, takes the focus to the reference number; with it filled, to the phone', async () => {
    renderAt('/taizhou/dispute/list');
    const panel = document.getElementById('progress')!;
    const send = within(panel).getByRole('button', { name: /查询进度/ });
    await userEvent.click(send);
    await waitFor(() => expect(within(panel).getByLabelText('受理编号')).toHaveFocus());
    expect(await within(panel).findByRole('status')).toHaveTextContent('有 2 项需要填写或更正');

    await userEvent.type(within(panel).getByLabelText('受理编号'), 'TZJF20260812-0002');
    await userEvent.click(send);
    await waitFor(() => expect(within(panel).getByLabelText('联系电话')).toHaveFocus());
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('有 1 项需要填写或更正'));
    expect(lookUp).not.toHaveBeenCalled();
  });
});

describe('success page', () => {
  it('shows the reference number read back from the server and what happens next', async () => {
    visitor.mockReturnValue(USER);
    detail.mockResolvedValue(request);
    renderAt('/taizhou/dispute/success?referenceNo=TZJF20261122-0007');
    expect(await screen.findByText(zh['dispute.success.title'])).toBeInTheDocument();
    expect(detail).toHaveBeenCalledWith('TZJF20261122-0007', { skipErrorHandler: true });
    expect(screen.getAllByText(/TZJF20261122-0007/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: zh['dispute.success.next'] })).toBeInTheDocument();
    expect(screen.getByText(zh['dispute.step.file.desc'])).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('without a reference number says there is nothing to show and invents no number', async () => {
    visitor.mockReturnValue(USER);
    renderAt('/taizhou/dispute/success');
    expect(await screen.findByText(zh['dispute.success.none.title'])).toBeInTheDocument();
    expect(screen.queryByText(/TZJF/)).toBeNull();
    expect(detail).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: zh['dispute.success.back'] }));
    await waitFor(() => expect(location.pathname).toBe('/taizhou/dispute/list'));
  });

  it('an unknown or foreign number is not found', async () => {
    visitor.mockReturnValue(USER);
    detail.mockResolvedValue({ code: 404, msg: '纠纷请求不存在', data: null } as never);
    renderAt('/taizhou/dispute/success?referenceNo=TZJF20990101-9999');
    expect(await screen.findByText(zh['dispute.success.notFound.title'])).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in', async () => {
    renderAt('/taizhou/dispute/success?referenceNo=TZJF20261122-0007');
    await userEvent.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(goToLogin).toHaveBeenCalled();
    expect(detail).not.toHaveBeenCalled();
  });
});
