import { DownOutlined } from '@ant-design/icons';
import type { RequestConfig, RunTimeLayoutConfig } from '@umijs/max';
import { getIntl, NavLink } from '@umijs/max';
import { ConfigProvider } from 'antd';
import { lazy, startTransition, Suspense } from 'react';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import MessageGate from '@/components/MessageGate';
import NetworkNotices from '@/components/NetworkNotices';
import RouteAccess from '@/components/RouteAccess';
import { BASE_PATH, RELATED_APPS } from '@/constants';
import type { ConfigProviderProps } from 'antd';
import defaultSettings, { antdTheme } from '../config/defaultSettings';
import { requestConfig } from './requestErrorConfig';
import { getCurrentUser, getEnterpriseProfileByHost } from './services/account';
import { readCareMode } from './utils/careMode';
import { assertRouteAccessKeys, type AccessRoute } from './utils/routeAccess';
import { ensureMessages, messageGroupsFor } from './utils/localeMessages';
import { composePageTitle } from './hooks/useDocumentTitle';
import { documentTitle, portalTitle, readStoredProfile, storeProfile } from './utils/siteSettings';
import { forgetPrefetched, PREFETCH_MAX_AGE_MS } from './utils/prefetched';
import { restoreScrollOnRouteChange, type RouteChange } from './utils/scrollRestoration';
import { requestLimit } from './utils/requestLimits';
import { tellLateStartupAnswers, validSettings, validUser } from './utils/startup';

/** What the whole app knows before its first render (spec §3, §4). */
export interface InitialState {
  /** Absent for anonymous visitors. */
  currentUser?: API.CurrentUser;
  /** Site settings of this host; the stored copy when the API did not answer. */
  settings?: API.SiteSettings;
}

/** One start-up call's outcome, as `Promise.allSettled` reports it. */
type Settled<T> = PromiseSettledResult<T>;
/** The two start-up calls, each settling (never rejecting) on its own. */
type StartupCalls = [Promise<Settled<unknown>>, Promise<Settled<unknown>>];

const settle = <T,>(call: Promise<T>): Promise<Settled<T>> =>
  // As Promise.allSettled, which takes any value (a stubbed service may return none).
  Promise.resolve(call).then(
    (value) => ({ status: 'fulfilled', value }) as const,
    (reason: unknown) => ({ status: 'rejected', reason }) as const,
  );

const requestAccountAndSettings = (): StartupCalls => [
  settle(getCurrentUser()),
  settle(getEnterpriseProfileByHost(window.location.host)),
];

/** Requests sent after `render`, before React starts; taken (once) by the first `getInitialState`. */
let earlyRequests: StartupCalls | undefined;
/** The timer that sends them, until it has. */
let earlyTimer: ReturnType<typeof setTimeout> | undefined;

/** The early requests, or (when they are not out yet) new ones; never the same ones twice. */
function takeEarlyRequests(): StartupCalls {
  clearTimeout(earlyTimer);
  earlyTimer = undefined;
  const pending = earlyRequests ?? requestAccountAndSettings();
  earlyRequests = undefined;
  return pending;
}

/** Stands for a start-up call that had not answered when the start-up limit ran out. */
const LATE = Symbol('late');

/**
 * Umi's render hook: sends the two start-up requests of `getInitialState` at once instead of after
 * React's first pass over the providers (~70 ms of a mid-range phone's main thread), since the first
 * page render waits for them (spec §4), and renders once the active locale's messages for this page
 * are in (production builds load them on demand; they arrive while the requests are under way).
 * "At once" is the next task: their first run through the request layer and axios costs a phone
 * 30–40 ms, and asking webpack for the messages' chunks 15–20 ms, which would otherwise lengthen
 * `umi.js`'s evaluation, the longest task of every start. Each goes in a task of its own.
 *
 * Umi's render (`root.render` of the whole app, antd's ConfigProvider and its theme tokens included)
 * runs at transition priority, so React builds the first tree in 5 ms slices behind the start-up
 * placeholder the HTML already shows, instead of one task of 25–50 ms of a mid-range phone's main
 * thread. Umi calls `root.render` synchronously from the render hook's `oldRender`
 * (tests/firstRender.test.ts pins that).
 */
export function render(oldRender: () => void) {
  // Issue 26: a prefetch the page never asked for is aborted once it is too old to be adopted (all
  // were sent before umi.js ran), so a backend that never answers it holds no connection for good.
  setTimeout(forgetPrefetched, PREFETCH_MAX_AGE_MS);
  earlyTimer = setTimeout(() => {
    earlyTimer = undefined;
    earlyRequests = requestAccountAndSettings();
  });
  const path = `/${window.location.pathname.slice(BASE_PATH.length)}`;
  setTimeout(() => ensureMessages(undefined, messageGroupsFor(path)).finally(() => startTransition(oldRender)));
}

/**
 * Spec §3, §4: loads the current user (`GET /api/getCurrent`) and the site settings of this host
 * (`GET /api/perEnterprise/getEnterpriseProfileByHost`) in parallel before the first render.
 * Either may fail (rejected, `false`, `null`, malformed, an error envelope): the visitor is then
 * anonymous and the title comes from the stored profile or the default. Valid fresh settings are
 * stored under `profile` for the next visit. Never rejects, so the app always renders.
 *
 * Issue 26 item 2: it waits at most until the start-up limit (`requestLimit('startup')`, 8 s from
 * the page's start; at least a quarter of it from the call of this function): a call
 * that has not answered by then counts as failed for this render, so a backend that hangs never
 * holds the page. The call itself runs on (to the page-data limit of the request layer); when the
 * late calls have answered, `onLateStartupAnswers`' listener (src/utils/startup.ts) refreshes the initial state, and this
 * function then returns those answers without asking again. Any other later call asks again.
 */
export async function getInitialState(): Promise<InitialState> {
  const calls = takeEarlyRequests();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Counted from the page's start (the boot script sent the calls then): the visitor has waited since.
  // At least a quarter of it from now, for a start whose scripts took nearly all of it to arrive.
  const startup = requestLimit('startup');
  const limit = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), Math.max(startup - performance.now(), startup / 4));
  });
  const [user, profile] = await Promise.all(calls.map((call) => Promise.race([call, limit])));
  clearTimeout(timer);
  if (user === LATE || profile === LATE) {
    // Kept for the refresh once they answer: the next getInitialState takes them as early requests.
    Promise.all(calls).then(() => {
      earlyRequests = calls;
      tellLateStartupAnswers();
    });
  }
  const answer = (settled: Settled<unknown> | typeof LATE) =>
    settled !== LATE && settled.status === 'fulfilled' ? settled.value : undefined;
  const currentUser = validUser(answer(user));
  let settings = readStoredProfile();
  const fresh = validSettings(answer(profile));
  if (fresh) {
    settings = fresh;
    storeProfile(fresh);
  }
  document.title = documentTitle(settings);
  // The locale umi actually renders (it falls back to zh-CN for an unsupported browser language).
  document.documentElement.lang = getIntl().locale;
  return { currentUser, settings };
}

/** The antd theme of the visitor's look: care mode when chosen (issue 14 item 2), else the standard one. */
const currentTheme = () => ({
  ...antdTheme(readCareMode() ? 'care' : 'standard'),
  // Issue 30 item 2: production builds carry antd's styles as CSS (config/antdStyles.ts); no hashes, as there.
  ...(process.env.NODE_ENV === 'production' ? { zeroRuntime: true, hashed: false } : {}),
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
      <span style={{ color: 'rgba(0, 0, 0, 0.88)', fontSize: 16, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {title}
      </span>
    </a>
  );
}

// This module is part of every page's first load, ProLayout is not (Taizhou pages have no layout):
// what only the layout shows is loaded with the layout.
/** The Suzhou header's actions, in their order: application centre, language, care mode, account. */
const HEADER_ACTIONS = {
  apps: lazy(() => import('@/components/AppCenter')),
  lang: lazy(() => import('@/components/LangSwitch')),
  care: lazy(() => import('@/components/CareModeSwitch')),
  user: lazy(() => import('@/components/UserMenu')),
};
const StatusResult = lazy(() => import('@/components/StatusResult'));
const SiteFooter = lazy(() => import('@/components/SiteFooter'));

/** Spec §2, §9: ProLayout of the Suzhou portal; Taizhou pages opt out with `layout: false`. */
export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  // Issue 16 item 2: Suzhou's own name, never the Taizhou name the plain settings carry.
  const title = portalTitle(initialState?.settings, 'suzhou');
  return {
    ...defaultSettings,
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
    // The footer starts below the fold, as Taizhou's: a page whose data arrives does not push it.
    contentStyle: { minHeight: 'calc(100vh - 56px)' },
    footerRender: () => (
      <Suspense fallback={null}>
        <SiteFooter region="suzhou" />
      </Suspense>
    ),
    token: {
      header: { heightLayoutHeader: 56, colorTextMenuSelected: 'var(--ipr-color-accent)' },
      sider: { colorTextMenuSelected: 'var(--ipr-color-accent)', colorTextMenuItemHover: 'var(--ipr-color-accent)' },
      // 40 px side padding (the default) leaves too little of a 375 px phone for tables.
      pageContainer: { paddingInlinePageContainerContent: 16, paddingBlockPageContainerContent: 16 },
    },
  };
};

/** Spec §4, §7, §8: the one HTTP client is the Umi request plugin. */
export const request: RequestConfig = requestConfig;

/** Spec §2: a route's access must be a string; a wrong route table fails at start-up, naming it. */
export function patchRoutes({ routes }: { routes: Record<string, AccessRoute> }) {
  assertRouteAccessKeys(routes);
}

/** A route as Umi's renderer hands it to `patchClientRoutes`: react-router's route object with the table's keys. */
export interface ClientRoute extends AccessRoute {
  element?: React.ReactNode;
  children?: ClientRoute[];
}

/**
 * Every page outside the first view of `/taizhou` renders once the `pages` messages are in: the
 * home page's first load does without them (issue 6), and a visitor who moves on gets them with the
 * next page. A page whose route or parent route has an `access` key renders only when the visitor's
 * access map grants it (issue 28 item 9; ProLayout's check covers only the routes inside it). A
 * child without a key of its own inherits its parent's, as in Umi's layout.
 */
export function patchClientRoutes({ routes, inherited }: { routes: ClientRoute[]; inherited?: { key: string; route: ClientRoute } }) {
  for (const route of routes) {
    const guard = typeof route.access === 'string' ? { key: route.access, route } : inherited;
    if (route.children?.length) {
      patchClientRoutes({ routes: route.children, inherited: guard });
      continue;
    }
    if (guard) {
      route.element = (
        <RouteAccess accessKey={guard.key} route={guard.route}>
          {route.element}
        </RouteAccess>
      );
    }
    if (route.path && route.path !== '*' && messageGroupsFor(route.path).includes('pages')) {
      route.element = <MessageGate>{route.element}</MessageGate>;
    }
  }
}

/**
 * Umi's route change: a new page starts at the top (or its #hash) and Back and Forward return to where
 * the visitor was (issue 27 item 1); once the visitor has left the address they opened, no request the
 * static shell prefetched for it is adopted (issue 30 item 5, src/utils/prefetched.ts).
 */
export function onRouteChange(change: RouteChange) {
  restoreScrollOnRouteChange(change);
  if (!change.isFirst) forgetPrefetched();
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
