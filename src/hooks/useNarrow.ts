import { Grid } from 'antd';

/** Screens from antd's `md` breakpoint (768 px) up, as a media query. */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';

/**
 * Below antd's `md` breakpoint (768 px): the phone layout (cards instead of tables, folded filters,
 * a one-column guide). antd's `useBreakpoint` knows the screen only after its first effect; until
 * then this asks the browser, so a phone's first render is already the phone's (issue 13: the
 * desktop filters and tables were built once, unseen, before switching).
 */
export default function useNarrow(): boolean {
  const md = Grid.useBreakpoint().md;
  return md === undefined ? !window.matchMedia?.(WIDE_SCREEN_QUERY).matches : md === false;
}
