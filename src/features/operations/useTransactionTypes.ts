import { useIntl } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { useCallback, useMemo } from 'react';
import { toPage } from '@/utils/serviceResult';
import { DICT_CODE_TRANSACTION_TYPE, REQUEST_DEFAULTS } from '@/constants';
import { findDictItems } from '@/services/dataService';
import { TRANSACTION_TYPES } from '@/domain/transaction';
import { transactionTypeLabel } from './format';

export interface TransactionTypeOption {
  value: string;
  label: string;
}

/** Cache key of the transaction-type dictionary; it rarely changes, so pages share one copy. */
export const TRANSACTION_TYPES_CACHE_KEY = `dict:${DICT_CODE_TRANSACTION_TYPE}`;

/**
 * The transaction types of the `ipc_transaction_type` dictionary (spec §7: dictItem find), as
 * options labelled for the current locale. Until the dictionary answers, and when it cannot be
 * loaded, the known types stand in: the type filter is drawn whole from the first paint (its
 * options arriving later wrapped it to a second line on a phone and pushed the list down), and
 * filtering and publishing still work.
 * `labelOf` labels any value, including one the dictionary no longer lists.
 */
export default function useTransactionTypes() {
  const intl = useIntl();
  const { data, loading, error } = useServiceRequest(
    async () => toPage<API.DictItem>(await findDictItems(DICT_CODE_TRANSACTION_TYPE)).list,
    {
      cacheKey: TRANSACTION_TYPES_CACHE_KEY,
      cacheTime: REQUEST_DEFAULTS.cacheTime,
      staleTime: REQUEST_DEFAULTS.cacheTime,
      // A failure is covered by the known types; no console noise.
    },
  );

  const items = useMemo<API.DictItem[]>(() => {
    const valid = (data ?? []).filter((item) => item && typeof item.value === 'string' && item.value);
    if (valid.length || (data && !error)) return valid;
    return TRANSACTION_TYPES.map((value, index) => ({
      id: value,
      code: DICT_CODE_TRANSACTION_TYPE,
      value,
      label: '',
      sortNo: -index,
    }));
  }, [data, error]);

  const options = useMemo<TransactionTypeOption[]>(
    () => items.map((item) => ({ value: item.value, label: transactionTypeLabel(intl, item.value, item.label) })),
    [items, intl],
  );

  const labelOf = useCallback(
    (value: string) => transactionTypeLabel(intl, value, items.find((item) => item.value === value)?.label),
    [items, intl],
  );

  return { options, labelOf, loading };
}
