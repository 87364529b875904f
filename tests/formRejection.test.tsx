import '@umijs/max/test-setup';
import { StyleProvider } from '@ant-design/cssinjs';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import FormRejection, { rejectionMessages, serverFieldErrors, useFormRejection } from '@/components/FormRejection';
import { formFieldOf, prefillOf } from '@/pages/taizhou/dispute/List/formModel';

/**
 * Issue 16: a refused submission is seen where the visitor looks: the alert sits at the top of the
 * form, is focused, the field the server names is marked with its message, and nothing typed is lost.
 */
jest.setTimeout(60_000);

const CHECK_DIGIT = '专利号校验位不正确，请核对专利证书';
const REFUSAL = {
  code: 400,
  msg: JSON.stringify([CHECK_DIGIT, '证据文件不存在或已失效，请重新上传']),
  data: {
    errors: [
      { field: 'patentNo', message: CHECK_DIGIT },
      { field: 'evidence', message: '证据文件不存在或已失效，请重新上传' },
    ],
  },
};

function Harness({ answer }: { answer: unknown }) {
  const [form] = Form.useForm();
  const rejection = useFormRejection(form);
  return (
    <Form
      form={form}
      name="harness"
      onFinish={() => rejection.reject(rejectionMessages(['fallback'], serverFieldErrors(answer), (path) => formFieldOf(path)))}
    >
      <FormRejection state={rejection.state} title="提交未成功" />
      <Form.Item name="requesterName" label="请求人">
        <Input />
      </Form.Item>
      <Form.Item name="patentNo" label="专利号">
        <Input />
      </Form.Item>
      <Button htmlType="submit">Send</Button>
    </Form>
  );
}

const renderHarness = (answer: unknown) =>
  render(
    <StyleProvider container={document.createElement('div')}>
      <RawIntlProvider value={getIntl('zh-CN')}>
        <Harness answer={answer} />
      </RawIntlProvider>
    </StyleProvider>,
  );

describe('FormRejection', () => {
  it('puts the alert first in the form, focuses it, marks the named field and keeps every entry', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const user = userEvent.setup();
    renderHarness(REFUSAL);
    await user.type(screen.getByLabelText('请求人'), '泰州海正新材料科技有限公司');
    await user.type(screen.getByLabelText('专利号'), 'ZL202110123456.8');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('提交未成功');
    expect(alert).toHaveTextContent(CHECK_DIGIT);
    // At the top: before every field of the form.
    expect(alert.compareDocumentPosition(screen.getByLabelText('请求人')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    expect(scrolled).toHaveBeenCalled();

    const patentNo = screen.getByLabelText('专利号');
    await waitFor(() => expect(patentNo).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('请求人')).not.toHaveAttribute('aria-invalid', 'true');
    expect(patentNo).toHaveValue('ZL202110123456.8');
    expect(screen.getByLabelText('请求人')).toHaveValue('泰州海正新材料科技有限公司');
    // Issue 27 item 4: the server's words once, in the summary; the field's error line points there.
    expect(screen.getAllByText(CHECK_DIGIT)).toHaveLength(1);
    expect(screen.getByText('未通过，原因见表单顶部的提示')).toBeInTheDocument();

    // The message about a field leads to it; a message about no field of the form is plain text.
    await user.click(within(alert).getByRole('button', { name: CHECK_DIGIT }));
    expect(patentNo).toHaveFocus();
    expect(within(alert).queryByRole('button', { name: /证据文件/ })).not.toBeInTheDocument();
    expect(alert).toHaveTextContent('证据文件不存在或已失效');
  });

  it('without field errors lists the plain messages and marks nothing', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const user = userEvent.setup();
    renderHarness({ code: 400, msg: '["x"]', data: null });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('fallback');
    expect(screen.getByLabelText('专利号')).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
  });
});

describe('server field errors and the dispute form mapping', () => {
  it('reads data.errors of an envelope or of a failure, ignoring other shapes', () => {
    expect(serverFieldErrors(REFUSAL)).toEqual(REFUSAL.data.errors);
    expect(serverFieldErrors(REFUSAL.data)).toEqual(REFUSAL.data.errors);
    expect(serverFieldErrors({ code: 400, data: null })).toEqual([]);
    expect(serverFieldErrors({ errors: [{ field: 'a' }, 'b', { message: 'plain' }] })).toEqual([{ message: 'plain' }]);
  });

  it('maps submit-body paths to the form fields', () => {
    expect(formFieldOf('requester.creditCode')).toBe('creditCode');
    expect(formFieldOf('respondent.name')).toBe('respondentName');
    expect(formFieldOf('patentNo')).toBe('patentNo');
    expect(formFieldOf('evidence')).toBeUndefined();
  });

  it('prefills the requester from an enterprise account only', () => {
    expect(prefillOf({ enterpriseName: '泰州海正新材料科技有限公司', creditCode: '91321200MA1XXXXXX0' })).toEqual({
      requesterName: '泰州海正新材料科技有限公司',
      creditCode: '91321200MA1XXXXXX0',
    });
    expect(prefillOf({})).toBeUndefined();
    expect(prefillOf(undefined)).toBeUndefined();
  });
});
