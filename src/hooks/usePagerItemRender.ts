import { ConfigProvider } from 'antd';
import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, useContext } from 'react';

/**
 * antd Pagination's `itemRender` (its documented option) that names the previous and next buttons
 * in the page's language. antd draws them as buttons holding only an icon, whose `aria-label` is
 * the icon's English name ("left", "right"); the names given here are the titles antd's own locale
 * (ConfigProvider, set by Umi's locale plugin) shows on the same items: 上一页 / Previous Page.
 */
export default function usePagerItemRender(): NonNullable<PaginationProps['itemRender']> {
  const texts = useContext(ConfigProvider.ConfigContext).locale?.Pagination;
  return (_page, type, element) => {
    const label = type === 'prev' ? texts?.prev_page : type === 'next' ? texts?.next_page : undefined;
    return label && isValidElement<{ 'aria-label'?: string }>(element) ? cloneElement(element, { 'aria-label': label }) : element;
  };
}
