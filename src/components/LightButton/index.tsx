import { forwardRef } from 'react';
import styles from './index.less';

/**
 * `text`: a menu trigger; `link`: a quiet link; `primary`: the call to action (register);
 * `default`: antd's outlined default button (a list's "Filter" toggle).
 */
export type LightButtonKind = 'text' | 'link' | 'primary' | 'default';

export interface LightButtonProps {
  kind: LightButtonKind;
  /** antd's large size (a page's main action); middle by default. */
  size?: 'large';
  /** Full width (a phone's main action). */
  block?: boolean;
  /** On the Taizhou header's blue band: white text, and `primary` as a white outline. */
  dark?: boolean;
  /** An icon before the label, hidden from assistive technology. */
  icon?: React.ReactNode;
  /** Makes it a link (login, register) instead of a button. */
  href?: string;
  onClick?: React.MouseEventHandler<HTMLElement>;
  /** Intent to press (pointer or focus arriving): to start loading what the button opens. */
  onPointerEnter?: React.PointerEventHandler<HTMLElement>;
  onFocus?: React.FocusEventHandler<HTMLElement>;
  'aria-label'?: string;
  'aria-haspopup'?: 'menu';
  /** A toggle's state (care mode). */
  'aria-pressed'?: boolean;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  children: React.ReactNode;
}

/**
 * A button (or button-styled link) drawn like antd's Button in this app's theme: text, link, primary
 * and default kinds, middle or large. For the controls every first load shows — the headers'
 * buttons (application centre, language, account, login, register), a list's "Filter" toggle, a
 * page's main action, the chunk-error view's retry. Not antd's Button: with its code and its
 * build-time CSS it would add 7-19 KB gzipped to every core route's first load (bench/levers.md,
 * issue 47's re-weigh; under antd 5 it also generated ~70 KB of CSS in the browser). Controls
 * inside forms and dialogs stay antd's. Visible focus ring; keeps the trigger ref of `HeaderMenu`.
 */
const LightButton = forwardRef<HTMLButtonElement, LightButtonProps>(function LightButton(
  { kind, size, block = false, dark = false, icon, href, children, ...rest },
  ref,
) {
  const className = [styles.button, styles[kind], size ? styles[size] : '', block ? styles.block : '', dark ? styles.dark : ''].join(' ');
  const content = (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      ) : null}
      {children}
    </>
  );
  return href ? (
    <a className={className} href={href} {...rest}>
      {content}
    </a>
  ) : (
    <button ref={ref} type="button" className={className} {...rest}>
      {content}
    </button>
  );
});

/** A label that gives way to the icon alone on phones; the button keeps it as its aria-label. */
export const lightButtonLabel = styles.label;

export default LightButton;
