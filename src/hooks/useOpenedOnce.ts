import { useState } from 'react';

/**
 * True from the first render in which `open` is true, ever after. For a panel (a dialog, a drawer,
 * a folded filter area) that need not be drawn before the visitor first opens it, and that must keep
 * what was typed once it has been: `{useOpenedOnce(open) ? <Panel open={open} /> : null}`.
 * Issue 13: a page's start then builds (and antd styles) no form nobody has asked for.
 */
export default function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, updated during render as React documents it: no extra commit with the panel missing.
  if (open && !opened) setOpened(true);
  return opened || open;
}
