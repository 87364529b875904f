import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { findProfessions } from '@/services/dataService';

/**
 * Spec §3, §4: the profession dictionary (`{label, value}` items from the response's `content`
 * list), reloaded whenever the current user changes. A failed load leaves an empty list.
 */
export interface ProfessionModel {
  professions: API.ProfessionItem[];
  loading: boolean;
  error?: Error;
  refresh: () => void;
}

export default function useProfessionModel(): ProfessionModel {
  const { initialState } = useModel('@@initialState');
  const currentUser: API.CurrentUser | undefined = initialState?.currentUser;
  const userId = currentUser?.id ?? '';
  const { data, loading, error, refresh } = useRequest(
    async () => {
      const result = await findProfessions({ skipErrorHandler: true });
      return Array.isArray(result?.content) ? result.content : [];
    },
    { refreshDeps: [userId] },
  );
  return { professions: data ?? [], loading, error, refresh };
}
