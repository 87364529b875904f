/**
 * LightButton: a link when it has an address, else a button that takes the menu trigger's ref and
 * ARIA wiring; the icon is hidden from assistive technology.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import LightButton from '@/components/LightButton';

describe('LightButton', () => {
  it('is a link to its address', () => {
    render(
      <LightButton kind="primary" href="/ipr-admin/zscq/perEnterpriseRegister">
        注册
      </LightButton>,
    );
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/ipr-admin/zscq/perEnterpriseRegister');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a button with the trigger wiring, the ref and the click', () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    render(
      <LightButton
        kind="text"
        dark
        icon={<svg data-testid="icon" />}
        aria-label="应用中心"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-controls="apps"
        onClick={onClick}
        ref={ref}
      >
        应用中心
      </LightButton>,
    );
    const button = screen.getByRole('button', { name: '应用中心' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(ref.current).toBe(button);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
