import type { getIntl } from '@umijs/max';
import { DISPUTE_STATUSES, DISPUTE_TYPES } from '@/domain/dispute';

type IntlShape = ReturnType<typeof getIntl>;

/**
 * Locale labels of the dispute vocabularies (issue 5 item 4). A value the front end does not know
 * (a newer backend) is shown as sent rather than as a missing-message id.
 */
export const disputeTypeLabel = (intl: IntlShape, type: string) =>
  (DISPUTE_TYPES as readonly string[]).includes(type) ? intl.formatMessage({ id: `dispute.type.${type}` }) : type;

export const disputeStatusLabel = (intl: IntlShape, status: string) =>
  (DISPUTE_STATUSES as readonly string[]).includes(status) ? intl.formatMessage({ id: `dispute.status.${status}` }) : status;
