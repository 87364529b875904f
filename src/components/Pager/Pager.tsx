import { Pagination, type PaginationProps } from 'antd';
import usePagerItemRender from '@/hooks/usePagerItemRender';

/**
 * antd's Pagination with the items named in the page's language ({@link usePagerItemRender}).
 * Loaded after the page has drawn (`index.tsx`): antd's Pagination brings Select and Input (for its
 * size changer and quick jumper) into any page that has one.
 */
export default function Pager(props: PaginationProps) {
  const itemRender = usePagerItemRender();
  return <Pagination itemRender={itemRender} {...props} />;
}
