import { startTransition, useEffect, useState } from 'react';
import LocalizedBootPlaceholder from './Localized';

/**
 * Renders the start-up placeholder the HTML already shows, then `children` (the whole app with its
 * providers) at transition priority: React builds the first tree in 5 ms slices instead of one
 * task of 40–50 ms of a mid-range phone's main thread. Umi's own first render cannot be made a
 * transition from outside, since it awaits the route table before `root.render`.
 */
export default function RenderInTransition({ children }: { children: React.ReactNode }) {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return started ? <>{children}</> : <LocalizedBootPlaceholder />;
}
