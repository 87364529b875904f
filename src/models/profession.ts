import { useModel } from '@umijs/max';
import { useCallback, useState } from 'react';
import useServiceRequest from '@/hooks/useServiceRequest';
import { findProfessions } from '@/services/dataService';

/** State of the profession dictionary model (`useModel('profession')`; views read it through src/hooks/useProfessions.ts). */
export interface ProfessionModel {
  /** `{label, value}` items; empty until loaded, while loading and after a failed load. */
  professions: API.ProfessionItem[];
  loading: boolean;
  /** The last load's failure, if any. */
  error?: Error;
  refresh: () => void;
  /** Asks for the dictionary: the first call loads it; later calls do nothing (stable identity). */
  load: () => void;
}

/**
 * Spec §3, §4: the profession dictionary (`{label, value}` items from the response's `content`
 * list), reloaded whenever the current user changes. It is loaded when a view first shows it (the
 * enterprise search and result pages), not on every page's start: elsewhere its request and answer
 * only took a phone's line and main thread while the page drew (bench/levers.md step 53). The
 * dictionary only decorates forms and labels, so a failure is not shown to the visitor: the list
 * stays empty.
 */
export default function useProfessionModel(): ProfessionModel {
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.currentUser?.id ?? '';
  const [wanted, setWanted] = useState(false);
  const { data, loading, error, refresh } = useServiceRequest(
    async () => {
      const result = await findProfessions({ skipErrorHandler: true });
      return Array.isArray(result?.content) ? result.content : [];
    },
    // ahooks runs the request when `ready` turns true, and again on a change of user from then on.
    { ready: wanted, refreshDeps: [userId] },
  );
  const load = useCallback(() => setWanted(true), []);
  return { professions: error ? [] : (data ?? []), loading, error, refresh, load };
}
