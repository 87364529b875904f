import { render, screen } from '@testing-library/react';
import { ConfigProvider, Pagination } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import usePagerItemRender from '@/hooks/usePagerItemRender';

/**
 * Issue 16 item 10: the pager's icon-only items are named in the page's language. Pins antd's
 * shape as well: were antd to draw these items differently (another element, no icon inside),
 * the names or the hidden icons below would go missing and this fails.
 */
function Pager() {
  return <Pagination total={500} defaultCurrent={10} showSizeChanger={false} itemRender={usePagerItemRender()} />;
}

/** aria-labels a screen reader would still meet: not inside an aria-hidden subtree. */
const heardLabels = (root: HTMLElement) =>
  [...root.querySelectorAll('[aria-label]')]
    .filter((element) => !element.closest('[aria-hidden="true"]'))
    .map((element) => element.getAttribute('aria-label'));

/** The pager in antd's `locale`. */
const renderPager = (locale: typeof zhCN) =>
  render(
    <ConfigProvider locale={locale}>
      <Pager />
    </ConfigProvider>,
  );

describe('usePagerItemRender', () => {
  it('names previous, next and the five-page jumps in Chinese and hides their icons', () => {
    const { container } = renderPager(zhCN);
    expect(screen.getByRole('button', { name: '上一页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
    // The jumps are named by antd's own title on the item; their icons are not announced.
    expect(container.querySelector('.ant-pagination-jump-prev')).toHaveAttribute('title', '向前 5 页');
    expect(container.querySelector('.ant-pagination-jump-next')).toHaveAttribute('title', '向后 5 页');
    expect(container.querySelector('.ant-pagination-jump-next .anticon')?.closest('[aria-hidden="true"]')).not.toBeNull();
    // The link holding them has no href: it may not carry an aria-label (axe aria-prohibited-attr).
    expect(container.querySelector('.ant-pagination-jump-next a')).not.toHaveAttribute('aria-label');
    // The prev/next icons sit inside a named button, which is announced by its own name.
    expect(heardLabels(container).filter((label) => /double/.test(label ?? ''))).toEqual([]);
  });

  it('uses the English titles in en-US', () => {
    const { container } = renderPager(enUS);
    expect(screen.getByRole('button', { name: 'Previous Page' })).toBeInTheDocument();
    expect(container.querySelector('.ant-pagination-jump-next')).toHaveAttribute('title', 'Next 5 Pages');
  });
});
