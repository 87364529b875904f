import { ConfigProvider } from 'antd';
import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, useContext, type ReactElement } from 'react';

type Named = ReactElement<{ 'aria-label'?: string; children?: unknown }>;

/**
 * antd Pagination's `itemRender` (its documented option) that names the icon-only items in the
 * page's language. antd draws "previous" and "next" as buttons holding only an icon, and the
 * "5 pages back / forward" jumps as links holding an icon and an ellipsis; an icon's `aria-label`
 * is its English file name ("left", "double-right"). The names given here are the titles antd's own
 * locale (ConfigProvider, set by Umi's locale plugin) shows on the same items: 上一页, 向前 5 页 /
 * Previous Page, Previous 5 Pages. A jump's icon and ellipsis are hidden from assistive technology
 * once the link carries the name. Issue 16 item 10; tests/pagerItemRender.test.tsx pins antd's shape.
 */
export default function usePagerItemRender(): NonNullable<PaginationProps['itemRender']> {
  const texts = useContext(ConfigProvider.ConfigContext).locale?.Pagination;
  const names: Partial<Record<string, string | undefined>> = {
    prev: texts?.prev_page,
    next: texts?.next_page,
    'jump-prev': texts?.prev_5,
    'jump-next': texts?.next_5,
  };
  return (_page, type, element) => {
    const label = names[type];
    if (!label || !isValidElement(element)) return element;
    const item = element as Named;
    if (type === 'prev' || type === 'next') return cloneElement(item, { 'aria-label': label });
    const inner = item.props.children;
    return cloneElement(item, {
      'aria-label': label,
      children: isValidElement(inner) ? cloneElement(inner as ReactElement<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true }) : inner,
    });
  };
}
