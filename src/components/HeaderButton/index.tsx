import { forwardRef } from 'react';
import styles from './index.less';

/** `text`: a menu trigger; `link`: a quiet link; `primary`: the call to action (register). */
export type HeaderButtonKind = 'text' | 'link' | 'primary';

export interface HeaderButtonProps {
  kind: HeaderButtonKind;
  /** On the Taizhou header's blue band: white text, and `primary` as a white outline. */
  dark?: boolean;
  /** An icon before the label, hidden from assistive technology. */
  icon?: React.ReactNode;
  /** Makes it a link (login, register) instead of a button. */
  href?: string;
  onClick?: React.MouseEventHandler<HTMLElement>;
  'aria-label'?: string;
  'aria-haspopup'?: 'menu';
  /** A toggle's state (care mode). */
  'aria-pressed'?: boolean;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  children: React.ReactNode;
}

/**
 * The headers' buttons and button-styled links (application centre, language, account, login,
 * register), drawn like antd's middle-size text, link and primary buttons. Not antd's Button: its
 * styles are generated in the browser for every colour and variant at once (~70 KB of CSS), which
 * cost ~100 ms of a 4×-slowed phone's main thread on each first load for these few header controls
 * (issue 6, bench/levers.md step 15). Visible focus ring; keeps the trigger ref of `HeaderMenu`.
 */
const HeaderButton = forwardRef<HTMLButtonElement, HeaderButtonProps>(function HeaderButton(
  { kind, dark = false, icon, href, children, ...rest },
  ref,
) {
  const className = `${styles.button} ${styles[kind]} ${dark ? styles.dark : ''}`;
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
export const headerButtonLabel = styles.label;

export default HeaderButton;
