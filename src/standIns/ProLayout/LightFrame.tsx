import type { ProLayoutProps } from '@ant-design/pro-components';
import { matchRoutes, NavLink, useIntl, useLocation } from '@umijs/max';
import { useEffect } from 'react';
import { composePageTitle, routeTitleId } from '@/hooks/useDocumentTitle';
import styles from './LightFrame.less';

/** A menu entry of the route tree Umi hands ProLayout. */
interface MenuRoute {
  path?: string;
  name?: string;
  hideInMenu?: boolean;
  redirect?: string;
  children?: MenuRoute[];
}

/** The entries a menu shows: named, not hidden, not redirects; with their paths and ProLayout's locale ids. */
function menuEntries(routes: MenuRoute[] | undefined, parentId: string) {
  return (routes ?? []).flatMap(({ path, ...route }) =>
    route.name && path && !route.hideInMenu && !route.redirect ? [{ route, path, id: `${parentId}.${route.name}` }] : [],
  );
}

/** ProLayout's rule for the current entry: the page itself, or a page below it. */
const isCurrent = (path: string, pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * ProLayout's mix layout with split menus (spec §9) as it first appears, drawn until ProLayout's
 * own chunk is in (./index.tsx): the header with the logo, the site title (`headerTitleRender`),
 * the top menu and the header's actions (`actionsRender`), the side menu of the current top entry,
 * and the content. It wears the static shell's Suzhou classes (src/components/AppShell, whose CSS
 * is in every HTML page), so the shell, this frame and ProLayout put the page in the same place at
 * every width: on a phone the menu button (`onOpenMenu`: ProLayout's drawer menu, loaded on demand)
 * and no side menu; from 768 px the side menu, collapsed to its 64 px rail below 992 px as ProLayout
 * collapses it. The footer (`footerRender`) below the content. Sets the document title as
 * ProLayout's `pageTitleRender` would.
 */
export default function LightFrame({
  children,
  onOpenMenu,
  menuOpening,
  ...props
}: React.PropsWithChildren<ProLayoutProps & { onOpenMenu: () => void; menuOpening: boolean }>) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const say = (id: string) => intl.formatMessage({ id });
  const routes = (props.route?.children ?? []) as MenuRoute[];
  const top = menuEntries(routes, 'menu');
  const current = top.find(({ path }) => isCurrent(path, pathname));
  const side = current ? menuEntries(current.route.children, current.id) : [];
  const title = typeof props.title === 'string' ? props.title : '';

  const titleId = routeTitleId(matchRoutes(routes as Parameters<typeof matchRoutes>[0], pathname) ?? []);
  const pageName = titleId && titleId in intl.messages ? say(titleId) : '';
  useEffect(() => {
    const info = { title: pageName, id: titleId ?? '', pageName };
    document.title = props.pageTitleRender ? props.pageTitleRender(props, pageName, info) : composePageTitle(pageName, title);
  });

  return (
    <div className="ipr-shell-frame ipr-shell-suzhou">
      <FrameHeader
        {...props}
        menuButton={{ expanded: false, busy: menuOpening, onClick: onOpenMenu }}
        topMenu={current && say(current.id)}
      />
      <div className="ipr-shell-szBody">
        {current && side.length > 0 && (
          <nav className="ipr-shell-sider" aria-label={say(current.id)}>
            <ul>
              {side.map(({ path, id }) => {
                const here = isCurrent(path, pathname);
                return (
                  <li key={id}>
                    {/* Marked as ProLayout marks it, also below it (a result page); `aria-current` on the page itself (NavLink). */}
                    <NavLink to={path} className={here ? 'ipr-shell-active' : undefined} end>
                      <span className={styles.initial} aria-hidden>
                        {say(id).slice(0, 1)}
                      </span>
                      <span>{say(id)}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        <div className={styles.column}>
          <main className={`ipr-shell-szMain ${styles.main}`}>{children}</main>
          {props.footerRender ? props.footerRender(props, null) : null}
        </div>
      </div>
    </div>
  );
}

export interface FrameHeaderProps extends ProLayoutProps {
  /** The phone's menu button (shown below 768 px): opens the drawer menu. */
  menuButton: { expanded: boolean; busy?: boolean; onClick: () => void };
  /** The current top menu entry's name (from 768 px). */
  topMenu?: string;
}

/**
 * The Suzhou header: menu button (phones), logo and site title (`headerTitleRender`), the current top
 * menu entry and the header's actions. The light frame's, and issue 27 item 5: also ProLayout's on a
 * phone (./index.tsx `headerRender`), whose own phone header was the logo alone beside an icon that
 * could not be reached by keyboard, with an 18 px wide tap area. Here the button is a real button of
 * 44 px, and the site name shows, whole (on two lines if it must, issue 46 item 5): which city's portal this is.
 */
export function FrameHeader({ menuButton, topMenu, ...props }: FrameHeaderProps) {
  const intl = useIntl();
  const title = typeof props.title === 'string' ? props.title : '';
  const logo = <img src={typeof props.logo === 'string' ? props.logo : undefined} alt="" width={32} height={32} />;
  return (
    <header className={`ipr-shell-szHeader ${styles.header}`}>
      <button
        type="button"
        className={`ipr-shell-szMenuButton ${styles.menuButton}`}
        aria-label={intl.formatMessage({ id: 'portal.menu.open' })}
        aria-expanded={menuButton.expanded}
        aria-busy={menuButton.busy || undefined}
        onClick={menuButton.onClick}
      />
      <span className={styles.brand}>{props.headerTitleRender ? props.headerTitleRender(logo, title, props) : logo}</span>
      {/* ProLayout's top menu item of the current portal selects its side menu; it is no link. */}
      {topMenu && <span className={styles.topMenu}>{topMenu}</span>}
      <div className={`ipr-layout-actions ipr-shell-szActions ${styles.actions}`}>
        {props.actionsRender ? ([] as React.ReactNode[]).concat(props.actionsRender(props)) : null}
      </div>
    </header>
  );
}
