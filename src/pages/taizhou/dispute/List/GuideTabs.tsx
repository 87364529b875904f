import { Tabs, type TabsProps } from 'antd';

/**
 * The service guide's sections as antd Tabs, on screens from antd's `md` breakpoint up (phones get
 * them as collapsible panels, ./ServiceGuide.tsx). A module of its own: antd's Tabs, with the
 * dropdown it keeps for tabs that do not fit, is ~12 KB compressed a phone never needs.
 */
export default function GuideTabs({ items }: { items: NonNullable<TabsProps['items']> }) {
  return <Tabs items={items} />;
}
