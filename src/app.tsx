// Umi's runtime options (Umi reads this module's exports): wiring only. What they decide lives in
// src/utils (start-up, route guards, route changes), whose tests need not load the whole app.
import { DownOutlined } from '@ant-design/icons';
import type { RequestConfig, RunTimeLayoutConfig } from '@umijs/max';
import { NavLink } from '@umijs/max';
import { ConfigProvider } from 'antd';
import { lazy, Suspense } from 'react';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import MessageGate from '@/components/MessageGate';
import NetworkNotices from '@/components/NetworkNotices';
import Phrased from '@/components/Phrased';
import RouteAccess from '@/components/RouteAccess';
import { RELATED_APPS } from '@/constants';
import type { ConfigProviderProps } from 'antd';
import { requestConfig } from './requestErrorConfig';
import { readTools, toolsTheme } from './utils/a11yTools';
import { assertRouteAccessKeys, wrapPages, type AccessRoute, type ClientRoute } from './utils/routeAccess';
import { composePageTitle } from './hooks/useDocumentTitle';
import { portalTitle } from './utils/siteSettings';
import { forgetPrefetchedOnNavigation } from './utils/prefetched';
import { restoreScrollOnRouteChange, type RouteChange } from './utils/scrollRestoration';
import { loadInitialState, startRender, type InitialState } from './utils/startup';

export type { InitialState } from './utils/startup';

/** Umi's render hook: the start-up requests go out at once, the first render at transition priority (src/utils/startup.ts). */
export function render(oldRender: () => void) {
  startRender(oldRender);
}

/** Spec §3, §4: the current user and this host's site settings before the first render; never rejects (src/utils/startup.ts). */
export function getInitialState(): Promise<InitialState> {
  return loadInitialState();
}

/** The antd theme of the visitor's look: care mode when chosen (issue 14 item 2), at the text size of the tools (issue 48). */
const currentTheme = () => ({
  ...toolsTheme(readTools()),
  // Issue 30 item 2: `max build` and `max dev` carry antd's styles as CSS (config/antdStyles.ts), no
  // hashes, as there; jest, which loads no CSS, has antd generate them.
  ...(process.env.NODE_ENV === 'test' ? {} : { zeroRuntime: true, hashed: false }),
});

// The request layer shows messages with antd's static functions, outside the React tree; render
// them with the app's theme (this also ends antd's "cannot consume context" warning).
ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={currentTheme()}>{children}</ConfigProvider> });

/**
 * Umi's antd runtime option: the first render already has the care-mode theme when it was chosen.
 * A Select's arrow is decoration (the combobox carries the name and state): antd 6 no longer hides
 * its arrow from assistive technology, which announced it by the icon's English file name, "down".
 */
export const antd = (memo: ConfigProviderProps): ConfigProviderProps => ({
  ...memo,
  theme: currentTheme(),
  select: { ...memo.select, suffixIcon: <DownOutlined aria-hidden /> },
});

/** Logo and site title of the ProLayout header, as a link home (the title is not a heading). */
function headerTitle(logo: React.ReactNode, title: string) {
  return (
    <a href={RELATED_APPS.front} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      {logo}
      <span style={{ color: 'var(--ipr-color-text)', fontSize: 16, fontWeight: 600, whiteSpace: 'nowrap' }}>
        <Phrased text={title} />
      </span>
    </a>
  );
}

// This module is part of every page's first load, ProLayout is not (Taizhou pages have no layout):
// what only the layout shows is loaded with the layout. The header's actions and the footer share
// one chunk (webpack's `webpackChunkName`): the Suzhou frame draws them all at once, and as five
// chunks they were ten files, each a round trip queued behind the app's scripts on a phone's
// HTTP/1.1 connections (time to content of /suzhou/ipr-enterprise −130 ms, bench/levers.md step 46).
/** The Suzhou header's actions, in their order: application centre, language, care mode, accessibility tools (issue 48), account. */
const HEADER_ACTIONS = {
  apps: lazy(() => import(/* webpackChunkName: "suzhou-frame" */ '@/components/AppCenter')),
  lang: lazy(() => import(/* webpackChunkName: "suzhou-frame" */ '@/components/LangSwitch')),
  care: lazy(() => import(/* webpackChunkName: "suzhou-frame" */ '@/components/CareModeSwitch')),
  a11y: lazy(() => import(/* webpackChunkName: "suzhou-frame" */ '@/components/AccessibilityTools')),
  user: lazy(() => import(/* webpackChunkName: "suzhou-frame" */ '@/components/UserMenu')),
};
const StatusResult = lazy(() => import('@/components/StatusResult'));
const SiteFooter = lazy(() => import(/* webpackChunkName: "suzhou-frame" */ '@/components/SiteFooter'));

/** Spec §2, §9: ProLayout of the Suzhou portal; Taizhou pages opt out with `layout: false`. */
export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  // Issue 16 item 2: Suzhou's own name, never the Taizhou name the plain settings carry.
  const title = portalTitle(initialState?.settings, 'suzhou');
  return {
    ...IPR_THEME.suzhouLayout,
    title,
    logo: `${RELATED_APPS.front}logo.svg`,
    // ProLayout renders the site title as an h1; the page's own heading must be the only h1.
    headerTitleRender: (logo) => headerTitle(logo, title),
    // Issue 16: "<page> - <site title>" (spec §3's title as the suffix), as the portal frame does on
    // Taizhou pages; ProLayout sets the document title itself, with the route's localised name.
    pageTitleRender: (_props, _default, info) => composePageTitle(info?.pageName, title),
    menu: { locale: true },
    // ProLayout 3 takes its first collapsed state from antd's breakpoint hook, which knows the screen
    // only after its first effect: the sider was drawn collapsed, then widened to 208 px in an
    // animation that moved the whole page (CLS 0.1 on every Suzhou page). Its breakpoints: below
    // lg (992 px) the sider is a collapsed rail, and below md (768 px) a drawer (the shell's Suzhou
    // frame draws the same).
    defaultCollapsed: window.innerWidth < 992,
    // As Umi's default, with react-router's NavLink instead of Umi's Link: Umi's Link hands its ref
    // over only in an effect, so the tooltip ProLayout puts around each top-level item (shown when
    // the sider is collapsed) found no element when it measured and fell back to ReactDOM.findDOMNode,
    // which React deprecates (a console error in development on every Suzhou page). `end`: a parent
    // item (`/suzhou` in the top menu) is not marked as the current page.
    menuItemRender: (item, dom) =>
      item.isUrl || item.children || !item.path || item.replace ? (
        dom
      ) : (
        <NavLink to={item.path.replace('/*', '')} target={item.target} end>
          {dom}
        </NavLink>
      ),
    actionsRender: () =>
      Object.entries(HEADER_ACTIONS).map(([key, Action]) => (
        <Suspense key={key} fallback={null}>
          <Action />
        </Suspense>
      )),
    ErrorBoundary: ChunkErrorBoundary,
    unAccessible: (
      <Suspense fallback={null}>
        <StatusResult status="403" messageId="app.forbidden" />
      </Suspense>
    ),
    noFound: (
      <Suspense fallback={null}>
        <StatusResult status="404" messageId="notFound.subTitle" />
      </Suspense>
    ),
    footerRender: () => (
      <Suspense fallback={null}>
        <SiteFooter region="suzhou" />
      </Suspense>
    ),
  };
};

/** Spec §4, §7, §8: the one HTTP client is the Umi request plugin. */
export const request: RequestConfig = requestConfig;

/** Spec §2: a route's access must be a string; a wrong route table fails at start-up, naming it. */
export function patchRoutes({ routes }: { routes: Record<string, AccessRoute> }) {
  assertRouteAccessKeys(routes);
}

/** The guard of a route's `access` key and the gate of its message groups around the pages (src/utils/routeAccess.ts). */
export function patchClientRoutes({ routes }: { routes: ClientRoute[] }) {
  wrapPages(routes, {
    guard: (page, key, route) => (
      <RouteAccess accessKey={key} route={route}>
        {page}
      </RouteAccess>
    ),
    gate: (page, groups) => <MessageGate groups={groups}>{page}</MessageGate>,
  });
}

/**
 * Umi's route change: a new page starts at the top (or its #hash) and Back and Forward return to where
 * the visitor was (issue 27 item 1); no request prefetched for the address the visitor has left is adopted.
 */
export function onRouteChange(change: RouteChange) {
  restoreScrollOnRouteChange(change);
  forgetPrefetchedOnNavigation(change);
}

/**
 * A lazy page whose chunk is gone (a new deploy) shows a reload prompt, not a white screen. Beside
 * the app, whatever it shows, the connection notices (issue 26: offline, new version, still loading).
 */
export function rootContainer(container: React.ReactNode) {
  return (
    <>
      <ChunkErrorBoundary>{container}</ChunkErrorBoundary>
      <NetworkNotices />
    </>
  );
}
