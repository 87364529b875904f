import '@umijs/max/test-setup';
import { StyleProvider } from '@ant-design/cssinjs';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublishModal from '@/features/operations/ListingFormModal';
import { saveOrUpdateIndex } from '@/services/dataService';
import { goToLogin } from '@/utils/sso';
import { sampleListing } from './support/listings';
import { visitor } from './support/visitor';

// Typing into antd forms in jsdom is slow on a busy machine: CI, where jest shares two cores with the
// production build, once waited more than the suite's 5 s for a rejection message here.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15000 });
jest.mock('@/services/dataService');
jest.mock('@/utils/sso');
const save = jest.mocked(saveOrUpdateIndex);
const login = jest.mocked(goToLogin);
const LOGGED_IN: API.CurrentUser = { id: 'u-1001', account: 'tz_enterprise01', name: '泰州海正新材料科技有限公司' };
// The visitor (tests/support/visitor.ts).
jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());

const TYPES = [
  { value: 'transfer', label: '转让' },
  { value: 'pledge', label: '质押' },
];

function renderForm(locale: 'zh-CN' | 'en-US' = 'zh-CN', listing?: API.TransactionIndex) {
  const onPublished = jest.fn();
  const onCancel = jest.fn();
  render(
    // antd's CSS-in-JS styles go to a detached node: in the document they make every
    // getComputedStyle call of Testing Library take seconds.
    <StyleProvider container={document.createElement('div')}>
      <RawIntlProvider value={getIntl(locale)}>
        <PublishModal open listing={listing} typeOptions={TYPES} onCancel={onCancel} onSaved={onPublished} />
      </RawIntlProvider>
    </StyleProvider>,
  );
  return { onPublished, onCancel, user: userEvent.setup() };
}

// While saving, antd adds a "loading" icon to the button's name.
const submit = () => screen.getByRole('button', { name: /提交发布/ });

async function chooseType(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: '交易类型' }));
  await user.click(await screen.findByTitle(label));
}

/**
 * Fills every field with valid values. Pasted, one input event a field: typing them key by key
 * re-renders the whole form per character and made this file the slowest of the suite, while the
 * per-key behaviour is what the format tests below type out.
 */
async function fillValid() {
  const user = userEvent.setup();
  const enter = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await enter('专利号', 'ZL202110123456.7');
  await enter('专利名称', '一种高阻隔聚酰胺复合薄膜及其制备方法');
  await chooseType('转让');
  await enter('挂牌价格', '1200000');
  await enter('联系人', '王建国');
  await enter('联系电话', '0523-86839900');
  await enter('交易说明', '可提供技术指导');
}

beforeEach(() => {
  save.mockReset();
  login.mockReset();
  visitor.mockReturnValue(LOGGED_IN);
  window.sessionStorage.clear();
});

describe('publish form validation', () => {
  it('names every missing required field and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(submit());
    for (const text of ['请输入专利号', '请输入专利名称', '请选择交易类型', '请输入联系人姓名', '请输入联系电话']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('请输入挂牌价格，或勾选“价格面议”')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('issue 46 item 6: a failed submit takes the focus to the first invalid field and announces how many need attention', async () => {
    const { user } = renderForm();
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('专利号')).toHaveFocus());
    // patent number, title, transaction type, price, contact name, contact phone
    expect(await screen.findByRole('status')).toHaveTextContent('有 6 项需要填写或更正');
    // antd draws each field's message a tick after the form's validation settles (busy CI hosts: later).
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(6));

    // Fixed but one: the next failed submit goes to that one and is announced anew.
    await fillValid();
    await user.clear(screen.getByLabelText('联系人'));
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('联系人')).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('有 1 项需要填写或更正'));
    expect(save).not.toHaveBeenCalled();
  });

  it('issue 46 item 6: the announcement counts in English under en-US', async () => {
    const { user } = renderForm('en-US');
    await user.click(screen.getByRole('button', { name: /Publish/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('6 fields need attention'));
  });

  it('explains the patent number format and accepts a lower-case number with spaces', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText('专利号');
    await user.type(input, 'ZL2021101234567');
    expect(await screen.findByText(/专利号格式为 ZL \+ 12 位数字/)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'zl 202110123456.x');
    expect(input).toHaveValue('ZL202110123456.X');
    await waitFor(() => expect(screen.queryByText(/专利号格式为/)).not.toBeInTheDocument());
  });

  it('refuses a patent number whose CNIPA check digit is wrong, as the server would', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('专利号'), 'ZL202110123456.8');
    expect(await screen.findByText('专利号校验位不正确（小数点后一位），请核对专利证书')).toBeInTheDocument();
    await user.click(submit());
    expect(save).not.toHaveBeenCalled();
  });

  it('fills the patent type from the type digit of the number', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('专利号'), 'ZL202320123456.1');
    expect(screen.getByTitle('实用新型')).toBeInTheDocument();
  });

  it('rejects a title shorter than 2 characters and a malformed phone', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('专利名称'), '膜');
    await user.type(screen.getByLabelText('联系电话'), '12345');
    await user.click(submit());
    // Both messages show from the typing. The submit checks every field again: antd empties a
    // field's messages while it is checked, hides them if the check takes over 10 ms (a busy host),
    // then draws them anew, so an element findBy* returned could be detached by the next line
    // (CI: "element could not be found in the document"). Query and assert at once.
    await waitFor(() => {
      expect(screen.getByText('专利名称长度为 2–100 个字符')).toBeInTheDocument();
      expect(screen.getByText(/请输入 11 位手机号或带区号的固定电话/)).toBeInTheDocument();
    });
  });

  it('needs a price above 0 unless the price is negotiable', async () => {
    const { user } = renderForm();
    const price = screen.getByLabelText('挂牌价格');
    await user.type(price, '0');
    await user.click(submit());
    expect(await screen.findByText('挂牌价格须大于 0；价格待议请勾选“价格面议”')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '价格面议' }));
    await waitFor(() => expect(screen.queryByText(/挂牌价格须大于 0/)).not.toBeInTheDocument());
    expect(price).toBeDisabled();
  });

  it('shows the messages in English under en-US', async () => {
    const { user } = renderForm('en-US');
    await user.type(screen.getByLabelText('Patent number'), 'CN113456789A');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/A patent number is ZL \+ 12 digits/)).toBeInTheDocument();
    expect(await screen.findByText('Enter the patent title')).toBeInTheDocument();
  });
});

describe('publish form submit', () => {
  it('posts the typed values with saveOrUpdateIndex and reports the saved listing', async () => {
    const saved = { id: 'tx-new' } as API.TransactionIndex;
    save.mockResolvedValue(saved);
    const { user, onPublished } = renderForm();
    await fillValid();
    await user.click(submit());

    await waitFor(() => expect(onPublished).toHaveBeenCalledWith(saved));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toEqual({
      patentNo: 'ZL202110123456.7',
      title: '一种高阻隔聚酰胺复合薄膜及其制备方法',
      patentType: 'invention',
      transactionType: 'transfer',
      negotiable: false,
      price: 1200000,
      tradeMethod: 'listed',
      contactName: '王建国',
      contactPhone: '0523-86839900',
      description: '可提供技术指导',
      region: 'taizhou',
    });
  });

  it('sends a negotiable listing with price 0', async () => {
    save.mockResolvedValue({ id: 'tx-2' } as API.TransactionIndex);
    const { user, onPublished } = renderForm();
    await fillValid();
    await user.click(screen.getByRole('checkbox', { name: '价格面议' }));
    await user.click(submit());
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({ negotiable: true, price: 0 });
  });

  it('keeps everything typed and shows the server message when the envelope code is not 0', async () => {
    // The request layer resolves a failed envelope with the raw body instead of rejecting.
    save.mockResolvedValue({
      code: 400,
      msg: '["该专利已挂牌交易，请勿重复发布"]',
      data: { errors: [{ field: 'patentNo', message: '该专利已挂牌交易，请勿重复发布' }] },
    } as never);
    const { user, onPublished } = renderForm();
    await fillValid();
    await user.click(submit());

    // Issue 16: at the top of the form, focused, and the named field marked with the server's words.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('该专利已挂牌交易，请勿重复发布');
    expect(within(alert).getByText('发布未成功')).toBeInTheDocument();
    expect(alert.compareDocumentPosition(screen.getByLabelText('专利号')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    expect(screen.getByLabelText('专利号')).toHaveAttribute('aria-invalid', 'true');
    expect(onPublished).not.toHaveBeenCalled();
    expect(screen.getByLabelText('专利号')).toHaveValue('ZL202110123456.7');
    expect(screen.getByLabelText('专利名称')).toHaveValue('一种高阻隔聚酰胺复合薄膜及其制备方法');
    expect(screen.getByLabelText('挂牌价格')).toHaveValue('1,200,000');
    expect(screen.getByLabelText('联系人')).toHaveValue('王建国');
    expect(screen.getByLabelText('联系电话')).toHaveValue('0523-86839900');
    expect(screen.getByLabelText('交易说明')).toHaveValue('可提供技术指导');
    expect(submit()).toBeEnabled();

    // Submitting again, untouched, sends exactly what was typed the first time.
    save.mockResolvedValue({ id: 'tx-9' } as API.TransactionIndex);
    await user.click(submit());
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect(save.mock.calls[1][0]).toEqual(save.mock.calls[0][0]);
    expect(save.mock.calls[1][0]).toMatchObject({ transactionType: 'transfer', price: 1200000 });
  });

  it('keeps the values when the request is rejected, and asks to log in again on `false`', async () => {
    save.mockRejectedValueOnce(new Error('Network Error'));
    const { user, onPublished } = renderForm();
    await fillValid();
    await user.click(submit());
    expect(await screen.findByText(/发布失败，请稍后重试/)).toBeInTheDocument();
    expect(screen.getByLabelText('专利号')).toHaveValue('ZL202110123456.7');

    save.mockResolvedValueOnce(false as never);
    await user.click(submit());
    expect(await screen.findByText('登录状态已失效，请重新登录后再提交。')).toBeInTheDocument();
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('shows loading on the submit button and cannot submit twice', async () => {
    let finish: (value: API.TransactionIndex) => void = () => undefined;
    save.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, onPublished } = renderForm();
    await fillValid();
    await user.click(submit());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    // antd 6's form calls onFinish from a macro task (MessageChannel), outside the click's act():
    // the request's loading state reaches the button in React's next render, not synchronously.
    await waitFor(() => expect(submit()).toHaveClass('ant-btn-loading'));
    await user.click(submit());
    await user.keyboard('{Enter}');
    expect(save).toHaveBeenCalledTimes(1);

    finish({ id: 'tx-3' } as API.TransactionIndex);
    await waitFor(() => expect(onPublished).toHaveBeenCalledTimes(1));
  });
});

const DRAFT_KEY = 'ipr-front:draft:listing:new';
const storedDraft = (key = DRAFT_KEY) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null')?.value;

describe('listing drafts and the SSO round trip (issue 5 item 3)', () => {
  it('lets an anonymous visitor fill the form, keeps the draft through login and publishes it after', async () => {
    visitor.mockReturnValue(undefined);
    const first = renderForm();
    expect(screen.getByText(/发布挂牌信息需要登录/)).toBeInTheDocument();
    await fillValid();
    await first.user.click(screen.getByRole('button', { name: '登录并提交' }));

    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(save).not.toHaveBeenCalled();
    expect(storedDraft()).toMatchObject({ patentNo: 'ZL202110123456.7', contactName: '王建国', price: 1200000 });

    // Back from SSO: the page loads again, now logged in, and the form has the draft.
    cleanup();
    visitor.mockReturnValue(LOGGED_IN);
    save.mockResolvedValue({ id: 'tx-0053' } as API.TransactionIndex);
    const second = renderForm();
    expect(screen.getByText('已恢复您上次未提交的填写内容。')).toBeInTheDocument();
    expect(screen.getByLabelText('专利号')).toHaveValue('ZL202110123456.7');
    expect(screen.getByLabelText('交易说明')).toHaveValue('可提供技术指导');
    await second.user.click(submit());

    await waitFor(() => expect(second.onPublished).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({
      patentNo: 'ZL202110123456.7',
      transactionType: 'transfer',
      price: 1200000,
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps what was typed through a reload, and discarding the draft empties the form', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('专利号'), 'ZL202320123456.1');
    await user.type(screen.getByLabelText('专利名称'), '一种便携式血糖检测仪');
    await waitFor(() => expect(storedDraft()).toMatchObject({ title: '一种便携式血糖检测仪' }));

    cleanup();
    const again = renderForm();
    expect(screen.getByLabelText('专利名称')).toHaveValue('一种便携式血糖检测仪');
    expect(screen.getByTitle('实用新型')).toBeInTheDocument();

    await again.user.click(screen.getByRole('button', { name: '清空草稿' }));
    expect(screen.getByLabelText('专利名称')).toHaveValue('');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('offers to log in again when the session expired, keeping the draft', async () => {
    save.mockResolvedValue(false as never);
    const { user } = renderForm();
    await fillValid();
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: '重新登录（保留已填写内容）' }));
    expect(login).toHaveBeenCalledTimes(1);
    expect(storedDraft()).toMatchObject({
      title: '一种高阻隔聚酰胺复合薄膜及其制备方法',
      contactPhone: '0523-86839900',
    });
  });
});

describe('editing a listing (issue 5 item 3)', () => {
  const own = sampleListing('tx-0007', {
    price: 0,
    negotiable: true,
    tradeMethod: 'negotiated',
    validUntil: '2027-10-12',
    contactName: '王建国',
    contactPhone: '0523-86839900',
  });

  it('fills the form with the listing, keeps its patent number and saves the change under its id', async () => {
    save.mockResolvedValue({ ...own, title: '一种高阻隔聚酰胺多层复合薄膜' });
    const { user, onPublished } = renderForm('zh-CN', own);
    expect(screen.getByRole('dialog', { name: '修改专利挂牌信息' })).toBeInTheDocument();
    expect(screen.getByLabelText('专利号')).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: '价格面议' })).toBeChecked();
    expect(screen.getByLabelText('挂牌有效期至')).toHaveValue('2027-10-12');

    const title = screen.getByLabelText('专利名称');
    await user.clear(title);
    await user.type(title, '一种高阻隔聚酰胺多层复合薄膜');
    await user.click(screen.getByRole('button', { name: /保存修改/ }));

    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({
      id: 'tx-0007',
      patentNo: 'ZL202110123456.7',
      title: '一种高阻隔聚酰胺多层复合薄膜',
      negotiable: true,
      price: 0,
      tradeMethod: 'negotiated',
      validUntil: '2027-10-12',
    });
    expect(window.sessionStorage.getItem('ipr-front:draft:listing:tx-0007')).toBeNull();
  });
});
