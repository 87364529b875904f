import { useIntl } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Alert, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useRef, useState } from 'react';
import { checkServiceResult, failureText, ServiceFailure } from '@/utils/serviceResult';
import { ENVELOPE_CODE } from '@/constants';
import { saveOrUpdateIndex } from '@/services/dataService';
import { patentTypeLabel, PATENT_TYPES } from './format';
import type { TransactionTypeOption } from './useTransactionTypes';
import styles from './ListingFormModal.less';
import {
  CONTACT_NAME_MAX,
  DESCRIPTION_MAX,
  normalizePatentNo,
  patentTypeFromNumber,
  PATENT_NO_PATTERN,
  PHONE_PATTERN,
  TITLE_LENGTH,
} from './validation';

/** What the visitor types into the publish form. */
export interface PublishFormValues {
  patentNo: string;
  title: string;
  patentType?: API.PatentType;
  transactionType: string;
  price?: number | null;
  negotiable?: boolean;
  contactName: string;
  contactPhone: string;
  description?: string;
}

/** `1200000.5` → `1,200,000.5`: large prices are easier to check at a glance. */
const groupThousands = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The saveOrUpdateIndex body for the typed values: a negotiable listing is sent with price 0. */
export function toIndexInput(values: PublishFormValues): API.TransactionIndexInput {
  const negotiable = Boolean(values.negotiable);
  return {
    patentNo: normalizePatentNo(values.patentNo),
    title: values.title.trim(),
    patentType: values.patentType,
    transactionType: values.transactionType,
    negotiable,
    price: negotiable ? 0 : Number(values.price ?? 0),
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    description: values.description?.trim() || undefined,
    region: 'taizhou',
  };
}

export interface PublishModalProps {
  open: boolean;
  /** Transaction types of the dictionary, labelled for the current locale. */
  typeOptions: TransactionTypeOption[];
  onCancel: () => void;
  /** Called with the saved listing after the server accepted it. */
  onPublished: (saved: API.TransactionIndex | undefined) => void;
}

/**
 * Form that publishes a listing to the IP transaction index (issue 2 item 11, spec §7
 * saveOrUpdateIndex). Every field is checked in the browser first. A failed save — a rejection,
 * `false` (session expired) or a resolved envelope with code ≠ 0 — keeps the modal open with all
 * values and shows the server's message beside the form; the submit button cannot fire twice.
 */
export default function PublishModal({ open, typeOptions, onCancel, onPublished }: PublishModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<PublishFormValues>();
  const negotiable = Form.useWatch('negotiable', form);
  const [failure, setFailure] = useState<string>();
  // State updates arrive a render late; a ref stops a second submit in the same tick.
  const inFlight = useRef(false);
  const { runAsync, loading } = useServiceRequest(saveOrUpdateIndex, { manual: true });

  const onFinish = async (values: PublishFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(undefined);
    try {
      const saved = checkServiceResult(await runAsync(toIndexInput(values)));
      form.resetFields();
      onPublished(saved ?? undefined);
    } catch (error) {
      const expired = error instanceof ServiceFailure && error.code === ENVELOPE_CODE.notLoggedIn;
      setFailure(failureText(error) || t(expired ? 'operations.publish.sessionExpired' : 'operations.publish.failed'));
    } finally {
      inFlight.current = false;
    }
  };

  const onValuesChange = (changed: Partial<PublishFormValues>) => {
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

  // The fifth digit of the number fixes the type; a different choice would be refused by CNIPA data.
  const patentTypeRule: Rule = ({ getFieldValue }) => ({
    validator(_, value: API.PatentType | undefined) {
      const stated = patentTypeFromNumber(normalizePatentNo(getFieldValue('patentNo')));
      if (!value || !stated || value === stated) return Promise.resolve();
      return Promise.reject(
        new Error(t('operations.publish.patentType.mismatch', { type: patentTypeLabel(intl, stated) })),
      );
    },
  });

  return (
    <Modal
      open={open}
      title={t('operations.publish.title')}
      width={720}
      onCancel={loading ? undefined : onCancel}
      maskClosable={false}
      closable={!loading}
      keyboard={!loading}
      okText={t('operations.publish.submit')}
      cancelText={t('common.cancel')}
      onOk={form.submit}
      okButtonProps={{ loading }}
      cancelButtonProps={{ disabled: loading }}
      // The form exists while closed, so what was typed before a cancel is still there on reopening.
      forceRender
    >
      <p className={styles.intro}>{t('operations.publish.intro')}</p>
      <Form<PublishFormValues>
        name="publishListing"
        form={form}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        initialValues={{ negotiable: false }}
        disabled={loading}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="patentNo"
              label={t('operations.field.patentNo')}
              normalize={normalizePatentNo}
              extra={t('operations.publish.patentNo.help')}
              rules={[
                { required: true, message: t('operations.publish.patentNo.required') },
                { pattern: PATENT_NO_PATTERN, message: t('operations.publish.patentNo.format') },
              ]}
            >
              <Input placeholder="ZL202110123456.7" autoComplete="off" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="patentType"
              label={t('operations.field.patentType')}
              dependencies={['patentNo']}
              rules={[patentTypeRule]}
            >
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
              <InputNumber
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
              <Input autoComplete="tel" inputMode="tel" placeholder="13812345678 / 0523-86839900" maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="description"
          label={t('operations.field.description')}
          rules={[{ max: DESCRIPTION_MAX, message: t('operations.publish.description.max', { max: DESCRIPTION_MAX }) }]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={DESCRIPTION_MAX}
            placeholder={t('operations.publish.description.placeholder')}
          />
        </Form.Item>
        {failure ? (
          <Alert
            type="error"
            showIcon
            message={t('operations.publish.failedTitle')}
            description={failure}
            style={{ marginBottom: 8 }}
          />
        ) : null}
      </Form>
    </Modal>
  );
}
