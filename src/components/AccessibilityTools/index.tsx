import { EyeOutlined } from '@ant-design/icons';
import { getLocale, useIntl } from '@umijs/max';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import LightButton, { lightButtonLabel } from '@/components/LightButton';
import { A11Y_TOOLS } from '@/constants';
import { needsToolsCode, readTools } from '@/utils/a11yTools';
import { ensureMessages } from '@/utils/localeMessages';

/** The toolbar and its words (the `pages` message group), loaded together when first needed. */
const Toolbar = lazy(() =>
  Promise.all([import(/* webpackChunkName: "a11y-tools" */ './Toolbar'), ensureMessages(getLocale(), ['pages'])]).then(
    ([module]) => module,
  ),
);

/** Whether a key press is the toolbar's shortcut (Alt+Shift+A, `A11Y_TOOLS.shortcut`), by key position, so any layout works. */
export const isToolsShortcut = (event: KeyboardEvent) =>
  event.altKey === A11Y_TOOLS.shortcut.altKey &&
  event.shiftKey === A11Y_TOOLS.shortcut.shiftKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  event.code === A11Y_TOOLS.shortcut.code;

/**
 * The headers' 无障碍 / Accessibility button (issue 48), on both portals: opens and closes the
 * accessibility toolbar, as does Alt+Shift+A anywhere on the page. The toolbar's code
 * (./Toolbar) loads on the first opening, or at once when a remembered tool runs script (guide
 * lines, caption bar, read-aloud); the tools that are CSS alone (text size, zoom, colours, cursor)
 * are applied by the head script without it (src/utils/a11yTools.ts).
 */
export default function AccessibilityTools({ dark = false }: { dark?: boolean }) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(() => needsToolsCode(readTools()));
  const trigger = useRef<HTMLButtonElement>(null);
  const label = intl.formatMessage({ id: 'a11y.open' });

  const toggle = useCallback((next: boolean) => {
    setLoaded(true);
    setOpen(next);
    if (!next) trigger.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isToolsShortcut(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((was) => {
        if (was) trigger.current?.focus();
        return !was;
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <LightButton
        ref={trigger}
        kind="text"
        dark={dark}
        icon={<EyeOutlined aria-hidden />}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => setLoaded(true)}
        onClick={() => toggle(!open)}
      >
        <span className={lightButtonLabel}>{label}</span>
      </LightButton>
      {loaded ? (
        <Suspense fallback={null}>
          <Toolbar id={panelId} open={open} onClose={() => toggle(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
