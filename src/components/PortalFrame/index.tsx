import { Link, useIntl, useLocation } from '@umijs/max';
import { useEffect, useRef } from 'react';
import AccessibilityTools from '@/components/AccessibilityTools';
import AppCenter from '@/components/AppCenter';
import CareModeSwitch from '@/components/CareModeSwitch';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import LangSwitch from '@/components/LangSwitch';
import Phrased from '@/components/Phrased';
import SiteSearchBox from '@/components/SiteSearchBox';
import SiteFooter from '@/components/SiteFooter';
import UserMenu from '@/components/UserMenu';
import { RELATED_APPS } from '@/constants';
import useDocumentTitle, { useSiteTitle } from '@/hooks/useDocumentTitle';
import styles from './index.less';
import { NAV_TABS, navSectionOf } from '@/utils/routeFacts';
import { PLATFORMS } from './sections';

/**
 * Frame of every Taizhou page (spec §2: no layout chrome): portal header with the site title, the
 * site search box (issue 14), the section navigation and the linked platforms, app centre, language,
 * care mode, the accessibility tools (issue 48) and account; then the page; then the footer. Drawn once by the Taizhou wrapper route
 * (src/pages/taizhou/Wrapper.tsx) and kept between its pages. Render errors below it keep the frame.
 * Sets the page's document title.
 */
export default function PortalFrame({ children }: React.PropsWithChildren) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const title = useSiteTitle();
  useDocumentTitle();
  const active = navSectionOf(pathname);
  const menu = useRef<HTMLUListElement>(null);
  // On a phone the bar scrolls sideways: centre the current section's tab in it, so the visitor
  // sees where they are. The bar's own scroll, not scrollIntoView, which could move the page.
  // Measured in the next animation frame, whose layout is due anyway: measuring in the effect made
  // the browser lay out the whole new page inside the commit's task (12 ms of a phone's, issue 13).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = menu.current;
      const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!list || !current || list.scrollWidth <= list.clientWidth) return;
      const offset = current.getBoundingClientRect().left - list.getBoundingClientRect().left;
      list.scrollLeft += offset - (list.clientWidth - current.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main-content">
        {intl.formatMessage({ id: 'portal.skipToContent' })}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={IPR_ROUTE_PATHS.TAIZHOU_HOME} className={styles.brand}>
            <img src={`${RELATED_APPS.front}logo.svg`} alt="" width={40} height={40} />
            <span className={styles.brandText}>
              <span className={styles.title}>
                <Phrased text={title} />
              </span>
              <span className={styles.region}>{intl.formatMessage({ id: 'portal.region.taizhou' })}</span>
            </span>
          </Link>
          <SiteSearchBox />
          <div className={styles.actions}>
            <AppCenter dark />
            <LangSwitch dark />
            <CareModeSwitch dark />
            <AccessibilityTools dark />
            <UserMenu dark />
          </div>
        </div>
        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'portal.nav.label' })}>
          {/* Plain links, not antd's Menu: a site navigation is a list of links, and the Menu
              (with its overflow measuring) would be the biggest part of every Taizhou first load. */}
          <ul className={styles.menu} ref={menu}>
            {NAV_TABS.map((s) => (
              <li key={s.key}>
                <Link
                  to={s.key}
                  className={`${styles.navLink} ${s.key === active ? styles.navActive : ''}`}
                  aria-current={s.key === active ? 'page' : undefined}
                >
                  {intl.formatMessage({ id: s.labelId })}
                </Link>
              </li>
            ))}
            {PLATFORMS.map((p) => (
              <li key={p.key}>
                <a href={p.url} target={p.target} className={styles.navLink}>
                  {intl.formatMessage({ id: p.labelId })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {/* The frame stays between pages: a page that failed must not keep the next one off screen. */}
        <ChunkErrorBoundary resetKey={pathname}>{children}</ChunkErrorBoundary>
      </main>
      <SiteFooter region="taizhou" />
    </div>
  );
}
