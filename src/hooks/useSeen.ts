import { useInViewport } from 'ahooks';
import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element of `ref` has come within `rootMargin` (CSS margin syntax, e.g. `'200px 0px'`)
 * of the viewport at least once: true from then on, also after it scrolls away again. For work that
 * only pays off once the visitor gets there (loading and drawing charts below the fold of a phone).
 * Without IntersectionObserver (old browsers, jsdom) it is true from the start, so the content
 * always shows.
 */
export default function useSeen(ref: RefObject<Element>, rootMargin = '0px'): boolean {
  const observable = typeof window !== 'undefined' && 'IntersectionObserver' in window;
  const [inViewport] = useInViewport(observable ? ref : undefined, { rootMargin });
  const [seen, setSeen] = useState(!observable);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  return seen;
}
