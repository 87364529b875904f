import { lazy, Suspense, type ComponentProps } from 'react';

const Tabs = lazy(() => import('antd/es/tabs'));

/**
 * Stand-in for the Tabs that antd 6's Card imports statically (antd/es/card/Card.js) and draws only
 * for a card with a `tabList`. No card of this app has one, yet the import put antd's Tabs, its
 * overflow Dropdown, Menu and Trigger (~44 KB gzipped) into the first load of every page with a card
 * (config/moduleSwaps.ts, `card-tabs-on-demand`; tests/moduleSwaps.test.ts pins the import and the
 * condition). Should a card ever have tabs, antd's own Tabs is drawn, its chunk loaded when first asked for.
 */
export default function CardTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}
