import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './index.less';

export interface HeaderMenuProps {
  /** The trigger; receives the ARIA wiring and the click handler. */
  renderTrigger: (props: {
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
    ref: React.Ref<HTMLButtonElement>;
  }) => React.ReactNode;
  /** Accessible name of the menu. */
  label: string;
  /**
   * The entries, each an element with `role="menuitem"`: a link or button, or a focusable
   * (`tabIndex={-1}`) div around a link that must keep its link role. `close` closes the menu.
   */
  children: (close: () => void) => React.ReactNode;
  className?: string;
}

const ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

/** Room (px) a panel keeps from the window's edges. */
export const WINDOW_MARGIN = 8;

/**
 * Issue 46 item 1: puts an open panel wholly inside the window, as antd's `autoAdjustOverflow`
 * (its `shiftX`/`adjustY`) would: no wider or taller than the window leaves it, then moved sideways
 * by as much as it overhangs. A panel hangs from the right edge of its trigger; the trigger of a
 * phone's or a wrapped header's first button stands at the window's left, where the panel's 300 px
 * reached 264 px past the edge.
 */
function keepInWindow(panel: HTMLElement) {
  const { style } = panel;
  const width = document.documentElement.clientWidth;
  style.transform = '';
  style.maxWidth = `${width - 2 * WINDOW_MARGIN}px`;
  const box = panel.getBoundingClientRect();
  // Not above the window's bottom either: a long panel scrolls inside itself.
  style.maxHeight = `${Math.max(window.innerHeight - box.top - WINDOW_MARGIN, 0)}px`;
  const left = Math.min(Math.max(box.left, WINDOW_MARGIN), width - WINDOW_MARGIN - box.width);
  if (left !== box.left) style.transform = `translateX(${left - box.left}px)`;
}

/**
 * A header drop-down menu (WAI-ARIA menu button): the trigger toggles a `role="menu"` panel under
 * it, right-aligned, moved and narrowed as far as it must to lie inside the window; the first entry takes focus, arrow keys move between entries, Escape closes and
 * returns to the trigger, a click or focus outside closes. It replaces antd's Dropdown and Menu in
 * the headers, which cost ~50 KB gzipped on every first load.
 */
export default function HeaderMenu({ renderTrigger, label, children, className }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = (refocus = false) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  // Before the browser paints the panel, and again when the window changes (a phone turned).
  useLayoutEffect(() => {
    const node = panel.current;
    if (!open || !node) return undefined;
    const place = () => keepInWindow(node);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    panel.current?.querySelector<HTMLElement>(ITEM)?.focus();
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    const active = document.activeElement as HTMLElement | null;
    if ((event.key === 'Enter' || event.key === ' ') && active?.matches('div[role="menuitem"]')) {
      // An entry that wraps a link (so the link keeps its role) acts as that link.
      event.preventDefault();
      active.querySelector<HTMLElement>('a, button')?.click();
      return;
    }
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    const items = Array.from(panel.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    if (!step || !items.length) return;
    event.preventDefault();
    const at = items.indexOf(active as HTMLElement);
    items[(at + step + items.length) % items.length].focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/noNoninteractiveElementInteractions: the keys of the trigger and the entries bubble here (one handler for the whole menu); the wrapper itself takes no focus.
    <div ref={root} className={`${styles.root} ${className ?? ''}`} onKeyDown={open ? onKeyDown : undefined}>
      {renderTrigger({
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': id,
        onClick: () => setOpen((value) => !value),
        ref: trigger,
      })}
      <div ref={panel} id={id} role="menu" aria-label={label} className={styles.panel} hidden={!open}>
        {open ? children(() => close(true)) : null}
      </div>
    </div>
  );
}

/** Class names for the entries of a HeaderMenu. */
export const menuClass = { item: styles.item, wrap: styles.wrap, selected: styles.selected, divider: styles.divider };
