import { Link, useIntl } from '@umijs/max';
import { Fragment } from 'react';
import styles from './index.less';

export interface PortalBreadcrumbProps {
  /** The steps between the Taizhou home page and this page, each a link. */
  parents?: { label: string; to: string }[];
  /** This page's name (the last step, not a link). */
  current: string;
  /** `current`'s language when it is a record's own name (`DATA_LANG`, issue 46 item 8); the page's otherwise. */
  currentLang?: string;
  /** Starts at the Taizhou home page (default); the Suzhou result starts at its search. */
  home?: boolean;
  className?: string;
  style?: React.CSSProperties;
}

/**
 * The "you are here" trail of a portal page: the home page, the parents as links, then this page
 * (`aria-current="page"`). WAI-ARIA's breadcrumb pattern, drawn like antd's Breadcrumb
 * (`index.less` says why not antd's own); the app shell draws the same boxes before the app runs.
 * `ipr-breadcrumb` names it for the print view, which hides it.
 */
export default function PortalBreadcrumb({ parents = [], current, currentLang, home = true, className, style }: PortalBreadcrumbProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const links = [...(home ? [{ label: t('menu.taizhou.home'), to: IPR_ROUTE_PATHS.TAIZHOU_HOME }] : []), ...parents];
  return (
    <nav aria-label={t('portal.breadcrumb')} className={`ipr-breadcrumb ${styles.breadcrumb} ${className ?? ''}`} style={style}>
      <ol>
        {links.map((step) => (
          <Fragment key={step.to}>
            <li className={styles.step}>
              <Link to={step.to}>{step.label}</Link>
            </li>
            <li className={styles.separator} aria-hidden>
              /
            </li>
          </Fragment>
        ))}
        <li className={`${styles.step} ${styles.current}`} aria-current="page" lang={currentLang}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
