import dayjs from 'dayjs';
import { checkServiceResult } from '@/utils/serviceResult';
import { OPERATIONS_LIST_PATH } from '@/features/operations/paths';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The listing `id` from a getIndexDetail result. Throws a ServiceFailure for a failed envelope
 * (404 for an unknown id) and an Error for a body that is not this listing (`data: null`, a list,
 * another id), so the page shows an error state instead of crashing. `similar` is always an array
 * of listings that have an id.
 */
export function asDetail(value: unknown, id: string): API.TransactionDetail {
  const detail = checkServiceResult(value as API.TransactionDetail);
  if (!isRecord(detail) || detail.id !== id) throw new Error('malformed transaction detail');
  const similar = Array.isArray(detail.similar)
    ? detail.similar.filter((item): item is API.TransactionIndex => isRecord(item) && typeof item.id === 'string' && item.id !== id)
    : [];
  return { ...detail, similar };
}

/**
 * Where the breadcrumb's list link goes: the list address the visitor came from, kept in history
 * state `from` (with its search, filters and page), else the plain list.
 */
export function listTarget(state: unknown): string {
  const from = isRecord(state) ? state.from : undefined;
  return typeof from === 'string' && (from === OPERATIONS_LIST_PATH || from.startsWith(`${OPERATIONS_LIST_PATH}?`))
    ? from
    : OPERATIONS_LIST_PATH;
}

const LICENCE_TYPES = ['exclusive_licence', 'sole_licence', 'ordinary_licence', 'open_licence'];

/** Locale id of what the price means for a transaction type (licences are per year, docs/api.md §5). */
export function priceLabelId(transactionType: string): string {
  if (LICENCE_TYPES.includes(transactionType)) return 'sell.price.licence';
  if (transactionType === 'pledge') return 'sell.price.pledge';
  if (transactionType === 'equity') return 'sell.price.equity';
  return 'sell.price.default';
}

/** Whether a listing's last valid day (`YYYY-MM-DD`) is before today; unknown dates are not expired. */
export function isExpired(validUntil: string | undefined, now = dayjs()): boolean {
  const last = validUntil ? dayjs(validUntil) : undefined;
  return Boolean(last?.isValid() && last.endOf('day').isBefore(now));
}
