import { useEffect, useState } from 'react';
import Loading from '@/loading';
import { ensureMessages, hasMessages } from '@/utils/localeMessages';

/**
 * Renders a page once the `pages` message group of the active locale is registered, and the lazy-page
 * placeholder (spec §2) until then. Production builds load that group with the first page outside
 * the first view of `/taizhou` (issue 6: it is not part of the home page's first load); in
 * development and tests it is there from the start and the page renders at once. A group that
 * fails to load lets the page render anyway (message ids instead of a page that never appears).
 */
export default function MessageGate({ children }: { children: React.ReactNode }) {
  const [ready, setReady] = useState(() => hasMessages('pages'));

  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    ensureMessages(undefined, ['pages']).finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);

  return ready ? <>{children}</> : <Loading />;
}
