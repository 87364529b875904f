import { useEffect, useState } from 'react';
import Loading from '@/loading';
import { ensureMessages, hasMessages, type MessageGroup } from '@/utils/localeMessages';

/**
 * Renders a page once its message `groups` of the active locale are registered (the route table's
 * `messages`, src/utils/messageGroups.ts), and the lazy-page placeholder (spec §2) until then.
 * Production builds load a group with the first page that needs it (issue 6: none but `frame` is
 * part of the home page's first load); in development and tests every group is there from the
 * start and the page renders at once. A group that fails to load lets the page render anyway
 * (message ids instead of a page that never appears).
 */
export default function MessageGate({ groups, children }: { groups: readonly MessageGroup[]; children: React.ReactNode }) {
  // React keeps this gate's state when the router puts the next page's gate in the same place, so
  // readiness belongs to a set of groups: the next page's missing groups close it again.
  const wanted = groups.join(' ');
  const [settled, setSettled] = useState<string>();
  const ready = settled === wanted || groups.every((group) => hasMessages(group));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `groups` is keyed by its content (`wanted`): a new array of the same groups is the same gate.
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    ensureMessages(undefined, groups).finally(() => live && setSettled(wanted));
    return () => {
      live = false;
    };
  }, [wanted, ready]);

  return ready ? children : <Loading />;
}
