import { ConfigProvider } from 'antd';
import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, useContext, type ReactElement } from 'react';

type Named = ReactElement<{ 'aria-label'?: string; children?: unknown }>;

/**
 * antd Pagination's `itemRender` (its documented option) that names the icon-only items in the
 * page's language. antd draws "previous" and "next" as buttons holding only an icon, whose
 * `aria-label` is the icon's English file name ("left", "right"); they get the titles antd's own
 * locale (ConfigProvider, set by Umi's locale plugin) shows on the same items: 上一页 / Previous
 * Page. The "5 pages back / forward" jumps are list items that antd already titles in the locale
 * (向前 5 页); their icon and ellipsis, announced as "double-left", are hidden from assistive
 * technology (antd wraps them in a link without href, which may not carry a name of its own).
 * Issue 16 item 10; tests/pagerItemRender.test.tsx pins antd's shape.
 */
export default function usePagerItemRender(): NonNullable<PaginationProps['itemRender']> {
  const texts = useContext(ConfigProvider.ConfigContext).locale?.Pagination;
  const names: Partial<Record<string, string | undefined>> = {
    prev: texts?.prev_page,
    next: texts?.next_page,
  };
  return (_page, type, element) => {
    if (!isValidElement(element)) return element;
    const item = element as Named;
    const label = names[type];
    if (label) return cloneElement(item, { 'aria-label': label });
    if (type !== 'jump-prev' && type !== 'jump-next') return element;
    const inner = item.props.children;
    return isValidElement(inner)
      ? cloneElement(item, { children: cloneElement(inner as ReactElement<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true }) })
      : element;
  };
}
