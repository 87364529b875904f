import { useIntl, useModel } from '@umijs/max';
import { useDebounceFn } from 'ahooks';
import { Alert, Button, Checkbox, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ENVELOPE_CODE } from '@/constants';
import useServiceRequest from '@/hooks/useServiceRequest';
import { saveOrUpdateIndex } from '@/services/dataService';
import { checkServiceResult, failureText, ServiceFailure } from '@/utils/serviceResult';
import { goToLogin } from '@/utils/sso';
import { patentTypeLabel } from './format';
import { listingDraftStore, type ListingFormValues } from './listingDraft';
import styles from './ListingFormModal.less';
import type { TransactionTypeOption } from './useTransactionTypes';
import { CONTACT_NAME_MAX, PHONE_PATTERN } from '@/domain/contact';
import { normalizePatentNo, patentNoProblem, patentTypeFromNumber, PATENT_TYPES } from '@/domain/patent';
import FormRejection, { rejectionMessages, serverFieldErrors, useFormRejection } from '@/components/FormRejection';
import useSubmitCheck from '@/components/SubmitCheck';
import { DEFAULT_VALIDITY_MONTHS, DESCRIPTION_MAX, TITLE_LENGTH, TRADE_METHODS } from '@/domain/transaction';
import { usePickerIcons } from '@/hooks/useAllowClear';

export type { ListingFormValues } from './listingDraft';

/** How long after the last keystroke the draft is written, ms. */
const DRAFT_SAVE_DELAY = 400;
const DAY = 'YYYY-MM-DD';

/** `1200000.5` → `1,200,000.5`: large prices are easier to check at a glance. */
const groupThousands = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The saveOrUpdateIndex body for the typed values (spec §7): a negotiable listing is sent with
 * price 0; an edit carries the listing's id.
 */
export function toIndexInput(values: ListingFormValues, id?: string): API.TransactionIndexInput {
  const negotiable = Boolean(values.negotiable);
  return {
    ...(id ? { id } : {}),
    patentNo: normalizePatentNo(values.patentNo),
    title: values.title.trim(),
    patentType: values.patentType,
    transactionType: values.transactionType,
    negotiable,
    price: negotiable ? 0 : Number(values.price ?? 0),
    ...(values.tradeMethod ? { tradeMethod: values.tradeMethod } : {}),
    ...(values.validUntil ? { validUntil: values.validUntil } : {}),
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    description: values.description?.trim() || undefined,
    region: 'taizhou',
  };
}

/** The form's values for an existing listing. */
function valuesOf(listing: API.TransactionIndex): ListingFormValues {
  return {
    patentNo: listing.patentNo,
    title: listing.title,
    patentType: listing.patentType,
    transactionType: listing.transactionType,
    negotiable: listing.negotiable,
    price: listing.negotiable ? null : listing.price,
    tradeMethod: listing.tradeMethod,
    validUntil: listing.validUntil,
    contactName: listing.contactName ?? '',
    contactPhone: listing.contactPhone ?? '',
    description: listing.description,
  };
}

export interface ListingFormModalProps {
  open: boolean;
  /** The listing being edited (its values fill the form and the save carries its id); none publishes a new one. */
  listing?: API.TransactionIndex;
  /** Transaction types of the dictionary, labelled for the current locale. */
  typeOptions: TransactionTypeOption[];
  onCancel: () => void;
  /** Called with the saved listing after the server accepted it. */
  onSaved: (saved: API.TransactionIndex | undefined) => void;
}

/**
 * Form that publishes a listing to the IP transaction index or edits one of the visitor's own
 * (issue 2 item 11, issue 5 item 3; spec §7 saveOrUpdateIndex). Every field is checked in the
 * browser first. What is typed is kept as a draft (sessionStorage, per listing) so it survives a
 * reload; an anonymous visitor may fill the form, and submitting sends them through SSO login and
 * back to the same draft. A failed save — a rejection, `false` (session expired) or a resolved
 * envelope with code ≠ 0 — keeps the modal open with all values and shows the server's message
 * beside the form; the submit button cannot fire twice.
 */
export default function ListingFormModal({ open, listing, typeOptions, onCancel, onSaved }: ListingFormModalProps) {
  const intl = useIntl();
  const pickerIcons = usePickerIcons();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const loggedIn = Boolean(initialState?.currentUser?.account);
  const editing = Boolean(listing);
  const [form] = Form.useForm<ListingFormValues>();
  const negotiable = Form.useWatch('negotiable', form);
  const [expired, setExpired] = useState(false);
  const rejection = useFormRejection(form);
  const [restored, setRestored] = useState(false);
  // State updates arrive a render late; a ref stops a second submit in the same tick.
  const inFlight = useRef(false);
  const { runAsync, loading } = useServiceRequest(saveOrUpdateIndex, { manual: true });
  const drafts = useMemo(() => listingDraftStore(listing?.id), [listing?.id]);
  const saveDraft = useDebounceFn(() => drafts.save(form.getFieldsValue(true)), { wait: DRAFT_SAVE_DELAY });
  const initialValues = useMemo<Partial<ListingFormValues>>(
    () => (listing ? valuesOf(listing) : { negotiable: false, tradeMethod: 'listed' }),
    [listing],
  );

  // Opening the form brings back an unfinished draft of the same listing, over its saved values.
  useEffect(() => {
    if (!open) return;
    const draft = drafts.load();
    // Without a draft (storage blocked) values typed before a cancel stay in the mounted form.
    if (draft || !form.isFieldsTouched()) form.resetFields();
    if (draft) form.setFieldsValue(draft);
    setRestored(Boolean(draft));
  }, [open, drafts, form, initialValues]);

  const discardDraft = () => {
    saveDraft.cancel();
    drafts.clear();
    form.resetFields();
    setRestored(false);
  };

  /** Keeps the draft and sends the visitor to SSO; they come back to this page with the form open. */
  const logInToSubmit = () => {
    saveDraft.cancel();
    drafts.save(form.getFieldsValue(true));
    goToLogin();
  };

  const onFinish = async (values: ListingFormValues) => {
    if (!loggedIn) {
      logInToSubmit();
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    rejection.clear();
    try {
      // Issue 27 item 4: the refusal is this form's to show (its summary, focused), not also the request layer's toasts.
      const saved = checkServiceResult(await runAsync(toIndexInput(values, listing?.id), { skipErrorHandler: true }));
      saveDraft.cancel();
      drafts.clear();
      setRestored(false);
      form.resetFields();
      onSaved(saved ?? undefined);
    } catch (error) {
      const loggedOut = error instanceof ServiceFailure && error.code === ENVELOPE_CODE.notLoggedIn;
      const text = failureText(error) || t(loggedOut ? 'operations.publish.sessionExpired' : 'operations.publish.failed');
      // The body fields of saveOrUpdateIndex are the form's own field names.
      const fieldErrors = error instanceof ServiceFailure ? serverFieldErrors(error.data) : [];
      setExpired(loggedOut);
      rejection.reject(rejectionMessages([text], fieldErrors, (field) => field));
    } finally {
      inFlight.current = false;
    }
  };

  // Issue 46 item 6: a submit with field errors goes to the first one and says how many there are.
  const check = useSubmitCheck(onFinish);

  const onValuesChange = (changed: Partial<ListingFormValues>) => {
    saveDraft.run();
    if (changed.patentNo !== undefined && !form.isFieldTouched('patentType')) {
      const derived = patentTypeFromNumber(normalizePatentNo(changed.patentNo));
      if (derived) form.setFieldValue('patentType', derived);
    }
  };

  const priceRule: Rule = ({ getFieldValue }) => ({
    validator(_, value: number | null | undefined) {
      if (getFieldValue('negotiable')) return Promise.resolve();
      if (value === null || value === undefined) return Promise.reject(new Error(t('operations.publish.price.required')));
      if (value <= 0) return Promise.reject(new Error(t('operations.publish.price.positive')));
      return Promise.resolve();
    },
  });

  // The same rule as the data service's (mock/transaction.ts), so what it would refuse is refused here first.
  const patentNoRule: Rule = {
    validator(_, value?: string) {
      const problem = value ? patentNoProblem(value) : undefined;
      return problem ? Promise.reject(new Error(t(`operations.publish.patentNo.${problem}`))) : Promise.resolve();
    },
  };

  // The fifth digit of the number fixes the type; a different choice would be refused by CNIPA data.
  const patentTypeRule: Rule = ({ getFieldValue }) => ({
    validator(_, value: API.PatentType | undefined) {
      const stated = patentTypeFromNumber(normalizePatentNo(getFieldValue('patentNo')));
      if (!value || !stated || value === stated) return Promise.resolve();
      return Promise.reject(new Error(t('operations.publish.patentType.mismatch', { type: patentTypeLabel(intl, stated) })));
    },
  });

  return (
    <Modal
      open={open}
      title={t(editing ? 'operations.edit.title' : 'operations.publish.title')}
      width={720}
      onCancel={loading ? undefined : onCancel}
      mask={{ closable: false }}
      closable={!loading}
      keyboard={!loading}
      okText={t(!loggedIn ? 'operations.publish.loginToSubmit' : editing ? 'operations.edit.submit' : 'operations.publish.submit')}
      cancelText={t('common.cancel')}
      onOk={form.submit}
      okButtonProps={{ loading }}
      cancelButtonProps={{ disabled: loading }}
      // Mounted while closed, so the form instance (and its draft handling) outlives a cancel.
      forceRender
    >
      <p className={styles.intro}>{t(editing ? 'operations.edit.intro' : 'operations.publish.intro')}</p>
      {!loggedIn ? <Alert className={styles.notice} type="info" showIcon title={t('operations.publish.loginNotice')} /> : null}
      {restored ? (
        <Alert
          className={styles.notice}
          type="success"
          showIcon
          title={t('operations.draft.restored')}
          action={
            <Button size="small" onClick={discardDraft}>
              {t('operations.draft.discard')}
            </Button>
          }
        />
      ) : null}
      <Form<ListingFormValues>
        name="publishListing"
        form={form}
        layout="vertical"
        requiredMark
        {...check.formProps}
        onValuesChange={onValuesChange}
        initialValues={initialValues}
        disabled={loading}
      >
        {check.status}
        <FormRejection
          state={rejection.state}
          title={t(editing ? 'operations.edit.failedTitle' : 'operations.publish.failedTitle')}
          action={
            expired ? (
              <Button size="small" onClick={logInToSubmit}>
                {t('operations.publish.loginAgain')}
              </Button>
            ) : undefined
          }
        />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="patentNo"
              label={t('operations.field.patentNo')}
              normalize={normalizePatentNo}
              extra={t(editing ? 'operations.edit.patentNoFixed' : 'operations.publish.patentNo.help')}
              rules={[{ required: true, message: t('operations.publish.patentNo.required') }, patentNoRule]}
            >
              <Input placeholder={t('operations.publish.patentNo.placeholder')} autoComplete="off" maxLength={20} readOnly={editing} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="patentType" label={t('operations.field.patentType')} dependencies={['patentNo']} rules={[patentTypeRule]}>
              <Select
                allowClear
                placeholder={t('operations.publish.patentType.placeholder')}
                options={PATENT_TYPES.map((value) => ({ value, label: patentTypeLabel(intl, value) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="title"
          label={t('operations.field.title')}
          rules={[
            { required: true, whitespace: true, message: t('operations.publish.title.required') },
            {
              min: TITLE_LENGTH.min,
              max: TITLE_LENGTH.max,
              message: t('operations.publish.title.length', TITLE_LENGTH),
            },
          ]}
        >
          <Input placeholder={t('operations.publish.title.placeholder')} showCount maxLength={TITLE_LENGTH.max} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="transactionType"
              label={t('operations.field.transactionType')}
              rules={[{ required: true, message: t('operations.publish.transactionType.required') }]}
            >
              <Select placeholder={t('operations.publish.transactionType.placeholder')} options={typeOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="price"
              label={t('operations.field.price')}
              required={!negotiable}
              dependencies={['negotiable']}
              rules={[priceRule]}
              style={{ marginBottom: 4 }}
            >
              {/* No step arrows: rc-input-number names them "Increase Value" / "Decrease Value" in any
                  locale; the arrow keys still step. */}
              <InputNumber
                controls={false}
                min={0}
                max={9999999999}
                precision={2}
                step={1000}
                formatter={groupThousands}
                parser={(text) => (text ?? '').replace(/,/g, '')}
                style={{ width: '100%' }}
                suffix={t('operations.publish.price.unit')}
                disabled={Boolean(negotiable) || loading}
              />
            </Form.Item>
            <Form.Item name="negotiable" valuePropName="checked">
              <Checkbox>{t('operations.publish.negotiable')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="tradeMethod" label={t('operations.field.tradeMethod')}>
              <Select options={TRADE_METHODS.map((value) => ({ value, label: t(`operations.tradeMethod.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="validUntil"
              label={t('operations.field.validUntil')}
              extra={t('operations.publish.validUntil.help', { months: DEFAULT_VALIDITY_MONTHS })}
              // The form keeps the day as `YYYY-MM-DD` text, so a draft can store it as it is.
              getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
              normalize={(value?: Dayjs | null) => (value ? value.format(DAY) : undefined)}
            >
              <DatePicker
                style={{ width: '100%' }}
                {...pickerIcons}
                disabledDate={(day) => !day.isAfter(dayjs(), 'day')}
                placeholder={t('operations.publish.validUntil.placeholder')}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="contactName"
              label={t('operations.field.contactName')}
              rules={[
                { required: true, whitespace: true, message: t('operations.publish.contactName.required') },
                { max: CONTACT_NAME_MAX, message: t('operations.publish.contactName.max', { max: CONTACT_NAME_MAX }) },
              ]}
            >
              <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="contactPhone"
              label={t('operations.field.contactPhone')}
              normalize={(value?: string) => value?.trim()}
              rules={[
                { required: true, message: t('operations.publish.contactPhone.required') },
                { pattern: PHONE_PATTERN, message: t('operations.publish.contactPhone.format') },
              ]}
            >
              <Input autoComplete="tel" inputMode="tel" placeholder={t('operations.publish.contactPhone.placeholder')} maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="description"
          label={t('operations.field.description')}
          rules={[{ max: DESCRIPTION_MAX, message: t('operations.publish.description.max', { max: DESCRIPTION_MAX }) }]}
        >
          <Input.TextArea rows={4} showCount maxLength={DESCRIPTION_MAX} placeholder={t('operations.publish.description.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
