import type { getIntl } from '@umijs/max';
import type { DescriptionsProps } from 'antd';
import StatusTag from './StatusTag';
import { disputeTypeLabel } from './labels';

type IntlShape = ReturnType<typeof getIntl>;

/**
 * The facts every view of one dispute request opens with — reference number, status, dispute type
 * and patent — as antd Descriptions items, so the receipt and the public progress lookup (issue 16)
 * name them alike. `referenceClassName` styles the reference number.
 */
export function requestFactItems(
  intl: IntlShape,
  request: Pick<API.DisputeRequest, 'referenceNo' | 'status' | 'disputeType' | 'patentNo'>,
  referenceClassName?: string,
): NonNullable<DescriptionsProps['items']> {
  const label = (id: string) => intl.formatMessage({ id });
  return [
    {
      key: 'referenceNo',
      label: label('dispute.field.referenceNo'),
      children: <strong className={referenceClassName}>{request.referenceNo}</strong>,
    },
    { key: 'status', label: label('dispute.field.status'), children: <StatusTag status={request.status} /> },
    { key: 'disputeType', label: label('dispute.field.disputeType'), children: disputeTypeLabel(intl, request.disputeType) },
    { key: 'patentNo', label: label('dispute.field.patentNo'), children: request.patentNo },
  ];
}
