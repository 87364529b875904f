import { useModel } from '@@/plugin-model';
import { useDeferredValue, useEffect, useRef } from 'react';
import { onLateStartupAnswers } from '@/utils/startup';
import LocalizedBootPlaceholder from '@/components/BootPlaceholder/Localized';

/**
 * Stand-in for Umi's generated `plugin-initialState/Provider.tsx` (`config/moduleSwaps.ts` swaps it in): the
 * same gate — a placeholder until `getInitialState` has settled on the first load (the start-up
 * placeholder the HTML already shows, so nothing flashes), the app after that — but the app's first
 * render happens at transition priority. The initial state reaches this
 * component through plugin-model's effect-driven subscription, a default-priority update that React
 * renders in one piece (the whole page: 40–50 ms of a mid-range phone's main thread at once);
 * through `useDeferredValue` React renders it in 5 ms slices and the main thread stays free.
 *
 * Issue 26 item 2: when the first render stopped waiting for a start-up call that then answered
 * late (a logged-in visitor behind a slow account service), the model's `refresh` takes that
 * answer in: the page shows the visitor logged in without a reload.
 */
export default function InitialStateProvider({ children }: { children: React.ReactNode }) {
  const appLoaded = useRef(false);
  const { loading = false, refresh } = useModel('@@initialState') || {};
  useEffect(() => (refresh ? onLateStartupAnswers(refresh) : undefined), [refresh]);
  const deferredLoading = useDeferredValue(loading);
  useEffect(() => {
    if (!deferredLoading) appLoaded.current = true;
  }, [deferredLoading]);
  if (deferredLoading && !appLoaded.current) return <LocalizedBootPlaceholder />;
  return <>{children}</>;
}
