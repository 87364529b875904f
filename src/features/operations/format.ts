import type { getIntl } from '@umijs/max';
import { grantedLegalStatus } from '@/domain/patent';
import { messageLabel } from '@/utils/messageLabel';

type IntlShape = ReturnType<typeof getIntl>;

/** Shown where a value is missing or unreadable. */
export const NO_VALUE = '—';

const isChinese = (intl: IntlShape) => intl.locale.toLowerCase().startsWith('zh');

/**
 * Asking price in yuan for display. Zero, a missing price or `negotiable` read 面议/Negotiable.
 * Chinese amounts of 10 000 yuan and more are given in 万元, as Chinese trading portals do;
 * English gives the full amount in CNY.
 */
export function formatPrice(intl: IntlShape, price: number | undefined | null, negotiable?: boolean): string {
  if (negotiable || typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
    return intl.formatMessage({ id: 'common.negotiable' });
  }
  if (isChinese(intl) && price >= 10000) {
    const amount = intl.formatNumber(price / 10000, { maximumFractionDigits: 2 });
    return intl.formatMessage({ id: 'operations.price.tenThousandYuan' }, { amount });
  }
  const amount = intl.formatNumber(price, { maximumFractionDigits: 2 });
  return intl.formatMessage({ id: 'operations.price.yuan' }, { amount });
}

/**
 * Label of a transaction type. Chinese shows the dictionary's own label (the server is the source
 * of truth); English maps the known values to English and falls back to the server's label.
 */
export function transactionTypeLabel(intl: IntlShape, value: string, dictLabel?: string): string {
  const known = messageLabel(intl, 'operations.type', value, '');
  if (isChinese(intl)) return dictLabel || known || value;
  return known || dictLabel || value;
}

/** Label of a patent type (invention / utility model / design). */
export function patentTypeLabel(intl: IntlShape, value: string | undefined): string {
  return messageLabel(intl, 'operations.patentType', value, value || NO_VALUE);
}

/** Label of a legal status (in force / pending / lapsed). */
export function legalStatusLabel(intl: IntlShape, value: string | undefined): string {
  return messageLabel(intl, 'operations.legalStatus', value, value || NO_VALUE);
}

/** The legal status a listing may show: never in force without a grant (issue 16, `grantedLegalStatus`). */
export const listingLegalStatus = (listing: Pick<API.TransactionIndex, 'legalStatus' | 'grantDate'>) =>
  grantedLegalStatus(listing.legalStatus, listing.grantDate);
