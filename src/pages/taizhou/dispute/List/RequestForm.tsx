import { UploadOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import { useDebounceFn } from 'ahooks';
import { Alert, Button, Col, Drawer, Form, Grid, Input, Radio, Row, Select, Space, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import useServiceRequest from '@/hooks/useServiceRequest';
import { submitDispute, uploadFile } from '@/services/businessService';
import { checkServiceResult, failureText } from '@/utils/serviceResult';
import { goToLogin } from '@/utils/sso';
import { disputeTypeLabel } from '@/features/dispute/labels';
import {
  ADDRESS_MAX,
  charLength,
  CLAIMS_LENGTH,
  DISPUTE_TYPES,
  EVIDENCE_ACCEPT,
  EVIDENCE_MAX_FILES,
  evidenceFileProblem,
  FACTS_LENGTH,
  formatFileSize,
  creditCodeProblem,
  isResidentIdNo,
  NAME_MAX,
  normalizeCode,
  REQUESTER_TYPES,
  sameParty,
} from '@/domain/dispute';
import { CONTACT_NAME_MAX, PHONE_PATTERN } from '@/domain/contact';
import { normalizePatentNo, patentNoProblem } from '@/domain/patent';
import FormRejection, { rejectionMessages, serverFieldErrors, useFormRejection } from '@/components/FormRejection';
import useSubmitCheck from '@/components/SubmitCheck';
import {
  APPLY_PARAM,
  INITIAL_VALUES,
  disputeDraftStore,
  formFieldOf,
  prefillOf,
  toDisputeInput,
  envelopeMessages,
  type DisputeFormValues,
} from './formModel';
import styles from './index.less';

/** ms of typing quiet before the draft is written. */
const DRAFT_SAVE_WAIT = 400;

const fileEntry = (file: API.UploadedFile): UploadFile<API.UploadedFile> => ({
  uid: file.fileId,
  name: file.name,
  size: file.size,
  status: 'done',
  response: file,
});

const uploadedOf = (list: UploadFile<API.UploadedFile>[]) =>
  list.flatMap((file) => (file.status === 'done' && file.response ? [file.response] : []));

export interface RequestFormProps {
  open: boolean;
  /** A logged-in visitor submits; an anonymous one is sent to SSO login with the draft kept. */
  loggedIn: boolean;
  onClose: () => void;
  /** Called with the server's answer after the request was accepted (the draft is gone by then). */
  onSubmitted: (result: API.DisputeSubmitResult) => void;
}

/**
 * The dispute handling request (issue 5 item 4) in a drawer: requester, respondent, dispute type,
 * patent number, facts and reasons, claims and evidence files. Every field is checked in the
 * browser; evidence type and size are checked before uploading. What is typed is kept as a draft
 * (sessionStorage, debounced) so a reload or the SSO round trip loses nothing. A refused submission
 * (server validation list, network error, expired login) keeps everything and lists the reasons at the
 * top of the form, focused, with the fields the server names marked (src/components/FormRejection).
 * A logged-in enterprise account starts with its enterprise as the requester; a restored draft wins.
 */
export default function RequestForm({ open, loggedIn, onClose, onSubmitted }: RequestFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const narrow = Grid.useBreakpoint().sm === false;
  const [form] = Form.useForm<DisputeFormValues>();
  const requesterType = Form.useWatch('requesterType', form);
  const [store] = useState(disputeDraftStore);
  const [restored] = useState(() => store.load());
  const [files, setFiles] = useState<UploadFile<API.UploadedFile>[]>(() => (restored?.evidence ?? []).map(fileEntry));
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [expired, setExpired] = useState(false);
  const rejection = useFormRejection(form);
  const { initialState } = useModel('@@initialState');
  const { enterpriseName, creditCode } = initialState?.currentUser ?? {};
  // The requester is the logged-in enterprise unless a draft says otherwise or the visitor typed one.
  useEffect(() => {
    const prefill = prefillOf({ enterpriseName, creditCode });
    if (restored || !prefill || form.getFieldValue('requesterType') === 'person') return;
    if (!form.isFieldsTouched(['requesterName', 'creditCode'])) form.setFieldsValue(prefill);
  }, [enterpriseName, creditCode, restored, form]);
  // State updates arrive a render late; a ref stops a second submit in the same tick.
  const inFlight = useRef(false);
  const { runAsync, loading } = useServiceRequest(submitDispute, { manual: true });

  const saveDraft = (list = files) => store.save({ values: form.getFieldsValue(true), evidence: uploadedOf(list) });
  const { run: saveLater, cancel: cancelSave } = useDebounceFn(saveDraft, { wait: DRAFT_SAVE_WAIT });

  /** Keeps the draft and sends the visitor to SSO; they come back to this page with the form open. */
  const loginAndSubmit = () => {
    cancelSave();
    saveDraft();
    const url = new URL(window.location.href);
    url.searchParams.set(APPLY_PARAM, '1');
    goToLogin(url.toString());
  };

  const onFinish = async (values: DisputeFormValues) => {
    // Issue 27 item 3: an anonymous visitor's request is checked like anyone's before the login
    // round trip (check, then log in, then submit), as the listing form does: nothing typed wrong
    // or left out is found only after coming back.
    if (!loggedIn) {
      loginAndSubmit();
      return;
    }
    if (inFlight.current) return;
    const refuse = (messages: string[], fieldErrors: ReturnType<typeof serverFieldErrors> = [], loggedOut = false) => {
      setExpired(loggedOut);
      rejection.reject(rejectionMessages(messages, fieldErrors, formFieldOf));
    };
    if (files.some((file) => file.status === 'uploading')) {
      refuse([t('dispute.form.evidence.uploading')]);
      return;
    }
    inFlight.current = true;
    rejection.clear();
    try {
      // The request layer resolves `false` (not logged in) and a refused envelope instead of rejecting.
      const answer = (await runAsync(toDisputeInput(values, uploadedOf(files)), { skipErrorHandler: true })) as
        | API.DisputeSubmitResult
        | false
        | API.Envelope<unknown>;
      if (answer === false) {
        refuse([t('dispute.form.sessionExpired')], [], true);
        return;
      }
      if ('code' in answer) {
        const messages = envelopeMessages(answer);
        refuse(messages.length ? messages : [t('dispute.form.failed')], serverFieldErrors(answer));
        return;
      }
      cancelSave();
      store.clear();
      onSubmitted(answer);
    } catch (error) {
      refuse([failureText(error) || t('dispute.form.failed')]);
    } finally {
      inFlight.current = false;
    }
  };

  // Issue 46 item 6: a submit with field errors goes to the first one and says how many there are.
  const check = useSubmitCheck(onFinish);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = evidenceFileProblem(file);
    const full = files.length + batch.indexOf(file) >= EVIDENCE_MAX_FILES;
    if (!problem && !full) return true;
    const text = full
      ? t('dispute.form.evidence.max', { max: EVIDENCE_MAX_FILES })
      : t(`dispute.form.evidence.${problem}`, { name: file.name });
    setUploadErrors((previous) => (previous.includes(text) ? previous : [...previous, text]));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const blob = file as File;
    uploadFile(blob, { skipErrorHandler: true })
      .then((answer) => onSuccess?.(checkServiceResult(answer)))
      .catch((error: Error) => {
        const reason = failureText(error) || t('dispute.form.evidence.failedUnknown');
        setUploadErrors((previous) => [...previous, t('dispute.form.evidence.failed', { name: blob.name, reason })]);
        onError?.(error);
      });
  };

  const onUploadChange: UploadProps<API.UploadedFile>['onChange'] = ({ file, fileList }) => {
    if (file.status !== 'error') setUploadErrors([]);
    // A failed file is explained above the list; keeping it there would send nothing anyway.
    const next = fileList.filter((entry) => entry.status !== 'error');
    setFiles(next);
    if (file.status === 'done' || file.status === 'removed') saveLater(next);
  };

  const lengthRule = (range: { min: number; max: number }, id: string): Rule => ({
    validator: (_, value?: string) =>
      !value?.trim() || (charLength(value) >= range.min && charLength(value) <= range.max)
        ? Promise.resolve()
        : Promise.reject(new Error(t(id, range))),
  });
  const maxRule = (max: number, id: string): Rule => ({
    validator: (_, value?: string) => (charLength(value) <= max ? Promise.resolve() : Promise.reject(new Error(t(id, { max })))),
  });
  const codeRule = (check: (value: string) => boolean, id: string): Rule => ({
    validator: (_, value?: string) => (!value || check(value) ? Promise.resolve() : Promise.reject(new Error(t(id)))),
  });
  /** A rule that says which of a code's rules failed: `${prefix}.${problem}` (format or check digit). */
  const problemRule = (problemOf: (value: string) => string | undefined, prefix: string): Rule => ({
    validator: (_, value?: string) => {
      const problem = value ? problemOf(value) : undefined;
      return problem ? Promise.reject(new Error(t(`${prefix}.${problem}`))) : Promise.resolve();
    },
  });
  const notRequesterRule: Rule = ({ getFieldValue }) => ({
    validator: (_, value?: string) =>
      sameParty(value, getFieldValue('requesterName'))
        ? Promise.reject(new Error(t('dispute.form.respondentName.same')))
        : Promise.resolve(),
  });

  const person = requesterType === 'person';
  const footer = (
    <Space wrap className={styles.formFooter}>
      <Button onClick={onClose} disabled={loading}>
        {t('common.cancel')}
      </Button>
      {loggedIn ? (
        <Button type="primary" onClick={form.submit} loading={loading}>
          {t('dispute.form.submit')}
        </Button>
      ) : (
        <Button type="primary" onClick={form.submit}>
          {t('dispute.form.loginToSubmit')}
        </Button>
      )}
    </Space>
  );

  return (
    <Drawer
      open={open}
      title={t('dispute.form.title')}
      size={narrow ? '100%' : 760}
      onClose={loading ? undefined : onClose}
      closable={!loading}
      mask={{ closable: false }}
      keyboard={!loading}
      footer={footer}
      // The form exists while closed, so a draft is loaded once and what was typed survives a close.
      forceRender
    >
      <p className={styles.formIntro}>{t('dispute.form.intro')}</p>
      {!loggedIn ? <Alert type="info" showIcon className={styles.formAlert} title={t('dispute.form.anonymousHint')} /> : null}
      {restored ? <Alert type="success" showIcon className={styles.formAlert} title={t('dispute.form.draftRestored')} /> : null}
      <Form<DisputeFormValues>
        name="disputeRequest"
        form={form}
        layout="vertical"
        initialValues={{ ...INITIAL_VALUES, ...restored?.values }}
        {...check.formProps}
        onValuesChange={() => saveLater()}
        disabled={loading}
      >
        {check.status}
        <FormRejection
          state={rejection.state}
          title={t('dispute.form.failedTitle')}
          action={
            expired ? (
              <Button size="small" onClick={loginAndSubmit}>
                {t('dispute.form.login')}
              </Button>
            ) : undefined
          }
        />
        <fieldset className={styles.fieldset}>
          <legend>{t('dispute.form.section.requester')}</legend>
          <Form.Item
            name="requesterType"
            label={t('dispute.form.requesterType')}
            rules={[{ required: true, message: t('dispute.form.requesterType.required') }]}
          >
            <Radio.Group options={REQUESTER_TYPES.map((value) => ({ value, label: t(`dispute.requesterType.${value}`) }))} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="requesterName"
                label={t('dispute.form.requesterName')}
                rules={[
                  { required: true, whitespace: true, message: t('dispute.form.requesterName.required') },
                  maxRule(NAME_MAX, 'dispute.form.requesterName.max'),
                ]}
              >
                <Input autoComplete={person ? 'name' : 'organization'} maxLength={NAME_MAX} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              {person ? (
                <Form.Item
                  name="idNo"
                  label={t('dispute.form.idNo')}
                  normalize={normalizeCode}
                  rules={[
                    { required: true, message: t('dispute.form.idNo.required') },
                    codeRule(isResidentIdNo, 'dispute.form.idNo.format'),
                  ]}
                >
                  <Input autoComplete="off" maxLength={18} />
                </Form.Item>
              ) : (
                <Form.Item
                  name="creditCode"
                  label={t('dispute.form.creditCode')}
                  normalize={normalizeCode}
                  rules={[
                    { required: true, message: t('dispute.form.creditCode.required') },
                    problemRule(creditCodeProblem, 'dispute.form.creditCode'),
                  ]}
                >
                  <Input autoComplete="off" maxLength={18} placeholder={t('dispute.form.creditCode.placeholder')} />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="contactName"
                label={t('dispute.form.contactName')}
                rules={[maxRule(CONTACT_NAME_MAX, 'dispute.form.contactName.max')]}
              >
                <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="phone"
                label={t('dispute.form.phone')}
                normalize={(value?: string) => value?.trim()}
                rules={[
                  { required: true, message: t('dispute.form.phone.required') },
                  { pattern: PHONE_PATTERN, message: t('dispute.form.phone.format') },
                ]}
              >
                <Input autoComplete="tel" inputMode="tel" maxLength={20} placeholder={t('dispute.form.phone.placeholder')} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="address"
            label={t('dispute.form.address')}
            rules={[
              { required: true, whitespace: true, message: t('dispute.form.address.required') },
              maxRule(ADDRESS_MAX, 'dispute.form.address.max'),
            ]}
          >
            <Input autoComplete="street-address" maxLength={ADDRESS_MAX} />
          </Form.Item>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t('dispute.form.section.respondent')}</legend>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="respondentName"
                label={t('dispute.form.respondentName')}
                dependencies={['requesterName']}
                rules={[
                  { required: true, whitespace: true, message: t('dispute.form.respondentName.required') },
                  maxRule(NAME_MAX, 'dispute.form.respondentName.max'),
                  notRequesterRule,
                ]}
              >
                <Input autoComplete="off" maxLength={NAME_MAX} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="respondentAddress"
                label={t('dispute.form.respondentAddress')}
                rules={[maxRule(ADDRESS_MAX, 'dispute.form.address.max')]}
              >
                <Input autoComplete="off" maxLength={ADDRESS_MAX} />
              </Form.Item>
            </Col>
          </Row>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t('dispute.form.section.case')}</legend>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="disputeType"
                label={t('dispute.form.disputeType')}
                rules={[{ required: true, message: t('dispute.form.disputeType.required') }]}
              >
                <Select options={DISPUTE_TYPES.map((value) => ({ value, label: disputeTypeLabel(intl, value) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="patentNo"
                label={t('dispute.form.patentNo')}
                normalize={normalizePatentNo}
                extra={t('dispute.form.patentNo.help')}
                rules={[
                  { required: true, message: t('dispute.form.patentNo.required') },
                  // The server's own rule (mock/dispute.ts), so a wrong check digit is refused before sending.
                  problemRule(patentNoProblem, 'dispute.form.patentNo'),
                ]}
              >
                <Input autoComplete="off" maxLength={20} placeholder={t('dispute.form.patentNo.placeholder')} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="facts"
            label={t('dispute.form.facts')}
            rules={[
              { required: true, whitespace: true, message: t('dispute.form.facts.required') },
              lengthRule(FACTS_LENGTH, 'dispute.form.facts.length'),
            ]}
          >
            <Input.TextArea rows={5} showCount maxLength={FACTS_LENGTH.max} placeholder={t('dispute.form.facts.placeholder')} />
          </Form.Item>
          <Form.Item
            name="claims"
            label={t('dispute.form.claims')}
            rules={[
              { required: true, whitespace: true, message: t('dispute.form.claims.required') },
              lengthRule(CLAIMS_LENGTH, 'dispute.form.claims.length'),
            ]}
          >
            <Input.TextArea rows={3} showCount maxLength={CLAIMS_LENGTH.max} placeholder={t('dispute.form.claims.placeholder')} />
          </Form.Item>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t('dispute.form.section.evidence')}</legend>
          <p id="dispute-evidence-help" className={styles.help}>
            {t('dispute.form.evidence.help', { max: EVIDENCE_MAX_FILES })}
          </p>
          {uploadErrors.length ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              className={styles.formAlert}
              title={
                uploadErrors.length === 1 ? (
                  uploadErrors[0]
                ) : (
                  <ul className={styles.messages}>
                    {uploadErrors.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                )
              }
            />
          ) : null}
          {loggedIn ? (
            <Upload<API.UploadedFile>
              name="file"
              multiple
              accept={EVIDENCE_ACCEPT}
              fileList={files}
              beforeUpload={beforeUpload}
              customRequest={customRequest}
              onChange={onUploadChange}
              itemRender={(node, file) => (
                <span className={styles.uploadItem}>
                  {node}
                  {file.size ? <span className={styles.fileSize}>{formatFileSize(file.size)}</span> : null}
                </span>
              )}
            >
              <Button
                icon={<UploadOutlined aria-hidden />}
                disabled={files.length >= EVIDENCE_MAX_FILES || loading}
                aria-describedby="dispute-evidence-help"
              >
                {t('dispute.form.evidence.button')}
              </Button>
            </Upload>
          ) : (
            <p className={styles.help}>{t('dispute.form.evidence.loginHint')}</p>
          )}
        </fieldset>
      </Form>
    </Drawer>
  );
}
