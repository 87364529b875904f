import type { ReactNode } from 'react';

/**
 * Stand-in for antd 6's tooltip `UniqueProvider` (antd/es/tooltip/UniqueProvider), which antd's
 * ConfigProvider imports statically and renders only when `tooltip.unique` is set. This app never
 * sets it (no ConfigProvider of ours has a `tooltip` prop), yet the import put @rc-component/trigger,
 * its portal and resize observer into every first load (config/moduleSwaps.ts, `no-tooltip-unique`;
 * tests/moduleSwaps.test.ts pins the import and the condition). Renders its children, as the real one does
 * around them.
 */
export default function TooltipUniqueProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
