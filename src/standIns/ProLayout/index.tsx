import type { ProLayoutProps } from '@ant-design/pro-components';
import { Component, startTransition, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createHtmlPortalNode, InPortal, OutPortal, type HtmlPortalNode } from 'react-reverse-portal';
import useNarrow from '@/hooks/useNarrow';
import { useLocation } from '@umijs/max';
import LightFrame, { FrameHeader } from './LightFrame';

/** What shows that the page has drawn: its heading, or an alert in its place (the shell's rule). */
const PAGE_DRAWN = 'h1, [role="alert"]';

/** A page without a heading or an alert still gets the real frame after this long (ms). */
const PAGE_DRAWN_LATEST_MS = 3000;

const loadProLayout = () =>
  // webpack reads the one export used off the `then` (a `webpackExports` hint here is warned about).
  import('@ant-design/pro-components').then((module) => module.ProLayout);

/** True once `element` holds the page's heading (or an alert), or after PAGE_DRAWN_LATEST_MS. */
function usePageDrawnIn(element: HTMLElement): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    const done = () => {
      stop();
      setDrawn(true);
    };
    const observer = new MutationObserver(() => {
      if (element.querySelector(PAGE_DRAWN)) done();
    });
    const timer = setTimeout(done, PAGE_DRAWN_LATEST_MS);
    if (element.querySelector(PAGE_DRAWN)) done();
    else observer.observe(element, { childList: true, subtree: true });
    return stop;
  }, [element]);
  return drawn;
}

/**
 * Moving a node out of the document and back drops the keyboard focus inside it: when `frame`
 * changes, gives it back to the element that had it just before React changed the DOM.
 */
class KeepFocus extends Component<{ frame: unknown; within: HTMLElement[]; children: ReactNode }> {
  getSnapshotBeforeUpdate(previous: { frame: unknown }): HTMLElement | null {
    const active = document.activeElement;
    const moving = previous.frame !== this.props.frame;
    return moving && active instanceof HTMLElement && this.props.within.some((node) => node.contains(active)) ? active : null;
  }

  componentDidUpdate(_props: unknown, _state: unknown, focused: HTMLElement | null) {
    if (focused?.isConnected && document.activeElement !== focused) focused.focus({ preventScroll: true });
  }

  render() {
    return this.props.children;
  }
}

/**
 * Issue 13 item 2: stands in for the `ProLayout` that Umi's layout plugin imports
 * (src/.umi/plugin-layout/Layout.tsx; config/moduleSwaps.ts swaps the import), so the Suzhou pages draw their
 * heading and first content without ProLayout's ~140 KB gzipped (ProLayout, antd Menu, Layout,
 * Drawer, Dropdown, Tooltip, Result). Until ProLayout's chunk is in, the page renders in
 * `LightFrame`, the static shell's Suzhou frame with the same props' title, menu, header actions
 * and footer. From 768 px the chunk starts loading once the page's heading is on screen, and the
 * real ProLayout then takes over with every prop Umi gave; below that (ProLayout's phone layout:
 * header and drawer menu) the light frame stays until the visitor opens the menu, and ProLayout
 * then comes with its drawer open.
 *
 * The page is rendered once, into a node of its own (react-reverse-portal), which each frame puts
 * in its content area, so the swap neither remounts the page (no second request, no lost input)
 * nor moves it (the light frame has ProLayout's sizes; e2e/appShell.spec.ts checks). Moving the
 * node drops the keyboard focus, so the swap gives it back. The header's actions are rendered once
 * the same way (`actionsRender` is called with the layout's props, not ProLayout's: the app's
 * actions do not read them). The layout's `ErrorBoundary` wraps the
 * page here, where the page's React parent is. A ProLayout chunk that fails to load throws to the
 * app's error boundary, as a failed page chunk does. tests/proLayoutStandIn.test.tsx pins Umi's
 * template.
 */
export function ProLayout({ children, actionsRender, ...props }: ProLayoutProps) {
  const page = useMemo(() => createHtmlPortalNode(), []);
  // The header's actions too are rendered once, each in a node of its own that each frame puts in
  // its header: a menu the visitor opened in the light frame stays open in ProLayout's.
  const actions = actionsRender ? ([] as ReactNode[]).concat(actionsRender(props)) : [];
  const actionNodes = useRef<HtmlPortalNode[]>([]);
  while (actionNodes.current.length < actions.length) {
    actionNodes.current.push(createHtmlPortalNode({ attributes: { style: 'display: contents' } }));
  }
  // biome-ignore lint/suspicious/noArrayIndexKey: an action's portal node is kept by its position, and so is its place.
  const placedActions = () => actions.map((_, index) => <OutPortal key={index} node={actionNodes.current[index]} />);
  const frameProps = { ...props, actionsRender: actionsRender && placedActions };
  const drawn = usePageDrawnIn(page.element);
  // ProLayout's phone frame is a header and a drawer menu: on a phone the light frame is that
  // header, and ProLayout loads when the visitor opens the menu (it opens with its drawer out).
  const narrow = useNarrow();
  const [menuAsked, setMenuAsked] = useState(false);
  // Asked for by the menu button, ProLayout opens its drawer: after its own first effect, which
  // closes the drawer on a phone.
  const [collapsed, setCollapsed] = useState(true);
  // Once wanted, it stays wanted (a phone turned to landscape and back).
  const [wanted, setWanted] = useState(false);
  if (!wanted && (menuAsked || (drawn && !narrow))) setWanted(true);
  const [Real, setReal] = useState<{ Layout: ComponentType<ProLayoutProps> }>();
  const [failure, setFailure] = useState<Error>();

  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    loadProLayout().then(
      (Layout) => {
        if (!live) return;
        // At transition priority: React renders ProLayout (and antd generates its styles) in slices
        // between which the browser handles input, instead of in one long task.
        startTransition(() => setReal({ Layout: Layout as ComponentType<ProLayoutProps> }));
      },
      (error: Error) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (Real && menuAsked) setCollapsed(false);
  }, [Real, menuAsked]);
  // ProLayout closes its drawer once when it learns that it is on a phone (its SiderMenu's effect on
  // `isMobile`, which ProLayout 3 knows only after antd's breakpoint hook has run, so after the open
  // above): that first close is not the visitor's, who asked for the menu. Every later one is.
  const phoneClosed = useRef(false);
  const onCollapse = (next: boolean) => {
    if (next && !phoneClosed.current) {
      phoneClosed.current = true;
      return;
    }
    setCollapsed(next);
  };

  // Issue 27 item 5: choosing a page in the drawer menu closes it; it stayed open over the new page.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setCollapsed(true);
  }, [pathname]);

  if (failure) throw failure;
  // On a phone ProLayout's header is the light frame's (issue 27 item 5: a real, 44 px menu button
  // and the site's name beside the logo), not its own; from 768 px it is ProLayout's.
  const phoneHeader: ProLayoutProps['headerRender'] = (layout, header) =>
    layout.isMobile ? (
      <FrameHeader {...layout} menuButton={{ expanded: !layout.collapsed, onClick: () => layout.onCollapse?.(!layout.collapsed) }} />
    ) : (
      header
    );
  // The page's React parent is here, not inside ProLayout (there the boundary holds only the outlet).
  const ErrorBoundary = typeof props.ErrorBoundary === 'function' ? props.ErrorBoundary : undefined;
  const content = <OutPortal node={page} />;
  return (
    <>
      <KeepFocus frame={Real} within={[page.element, ...actionNodes.current.map((node) => node.element)]}>
        {Real ? (
          <Real.Layout {...frameProps} headerRender={phoneHeader} {...(menuAsked && { collapsed, onCollapse })}>
            {content}
          </Real.Layout>
        ) : (
          <LightFrame {...frameProps} onOpenMenu={() => setMenuAsked(true)} menuOpening={menuAsked}>
            {content}
          </LightFrame>
        )}
      </KeepFocus>
      <InPortal node={page}>{ErrorBoundary ? <ErrorBoundary>{children}</ErrorBoundary> : children}</InPortal>
      {actions.map((action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as for placedActions above.
        <InPortal key={index} node={actionNodes.current[index]}>
          {action}
        </InPortal>
      ))}
    </>
  );
}
