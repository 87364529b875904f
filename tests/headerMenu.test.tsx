/**
 * HeaderMenu, the drop-down of the portal headers (app centre, language, account; spec §2): a
 * WAI-ARIA menu button that keyboard and pointer users can open, walk and leave.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HeaderMenu, { menuClass } from '@/components/HeaderMenu';

function renderMenu(onWorkbench = jest.fn()) {
  render(
    <>
      <HeaderMenu label="账户" renderTrigger={(trigger) => <button {...trigger}>张三</button>}>
        {(close) => (
          <>
            <div role="menuitem" tabIndex={-1} className={menuClass.wrap}>
              <a href="/workbench" tabIndex={-1} onClick={onWorkbench}>
                工作台
              </a>
            </div>
            <button type="button" role="menuitem" onClick={close}>
              退出登录
            </button>
          </>
        )}
      </HeaderMenu>
      <p>页面其他内容</p>
    </>,
  );
  return screen.getByRole('button', { name: '张三' });
}

describe('HeaderMenu', () => {
  it('opens on click with the first entry focused, and says so to assistive technology', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: '账户' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
  });

  it('moves with the arrow keys, wrapping around, and Escape returns to the trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.click(trigger);
    const [workbench, logout] = screen.getAllByRole('menuitem');

    await user.keyboard('{ArrowDown}');
    expect(logout).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(workbench).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(logout).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('Enter on an entry around a link follows the link; an entry can close the menu', async () => {
    const user = userEvent.setup();
    const onWorkbench = jest.fn((event: React.MouseEvent) => event.preventDefault());
    const trigger = renderMenu(onWorkbench);
    await user.click(trigger);
    await user.keyboard('{Enter}');
    expect(onWorkbench).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByText('页面其他内容'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
