import { useModel } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { findProfessions } from '@/services/dataService';

/** State of the profession dictionary model (`useModel('profession')`). */
export interface ProfessionModel {
  /** `{label, value}` items; empty while loading and after a failed load. */
  professions: API.ProfessionItem[];
  loading: boolean;
  /** The last load's failure, if any. */
  error?: Error;
  refresh: () => void;
}

/**
 * Spec §3, §4: the profession dictionary (`{label, value}` items from the response's `content`
 * list), reloaded whenever the current user changes. The dictionary only decorates forms, so a
 * failure is not shown to the visitor: the list stays empty.
 */
export default function useProfessionModel(): ProfessionModel {
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.currentUser?.id ?? '';
  const { data, loading, error, refresh } = useServiceRequest(
    async () => {
      const result = await findProfessions({ skipErrorHandler: true });
      return Array.isArray(result?.content) ? result.content : [];
    },
    {
      refreshDeps: [userId],
      // Without a handler ahooks logs the failure to the console; it is expected and handled here.
    },
  );
  return { professions: error ? [] : data ?? [], loading, error, refresh };
}
