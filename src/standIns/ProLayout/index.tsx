import type { ProLayoutProps } from '@ant-design/pro-components';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { createHtmlPortalNode, InPortal, OutPortal } from 'react-reverse-portal';
import LightFrame from './LightFrame';

/** What shows that the page has drawn: its heading, or an alert in its place (the shell's rule). */
const PAGE_DRAWN = 'h1, [role="alert"]';

/** A page without a heading or an alert still gets the real frame after this long (ms). */
const PAGE_DRAWN_LATEST_MS = 3000;

const loadProLayout = () =>
  import(/* webpackExports: ["ProLayout"] */ '@ant-design/pro-components').then((module) => module.ProLayout);

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
 * Issue 13 item 2: stands in for the `ProLayout` that Umi's layout plugin imports
 * (src/.umi/plugin-layout/Layout.tsx; .umirc.ts swaps the import), so the Suzhou pages draw their
 * heading and first content without ProLayout's ~140 KB gzipped (ProLayout, antd Menu, Layout,
 * Drawer, Dropdown, Tooltip, Result). Until ProLayout's chunk is in, the page renders in
 * `LightFrame`, the static shell's Suzhou frame with the same props' title, menu and header
 * actions; the chunk starts loading once the page's heading is on screen, and the real ProLayout
 * then takes over with every prop Umi gave.
 *
 * The page is rendered once, into a node of its own (react-reverse-portal), which each frame puts
 * in its content area, so the swap neither remounts the page (no second request, no lost input)
 * nor moves it (the light frame has ProLayout's sizes; e2e/appShell.spec.ts checks). Moving the
 * node drops the keyboard focus, so the swap gives it back. The layout's `ErrorBoundary` wraps the
 * page here, where the page's React parent is. A ProLayout chunk that fails to load throws to the
 * app's error boundary, as a failed page chunk does. tests/proLayoutStandIn.test.tsx pins Umi's
 * template.
 */
export function ProLayout({ children, ...props }: ProLayoutProps) {
  const page = useMemo(() => createHtmlPortalNode(), []);
  const drawn = usePageDrawnIn(page.element);
  const [Real, setReal] = useState<{ Layout: ComponentType<ProLayoutProps> }>();
  const [failure, setFailure] = useState<Error>();
  const focused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!drawn) return undefined;
    let live = true;
    loadProLayout().then(
      (Layout) => {
        if (!live) return;
        const active = document.activeElement;
        focused.current = active instanceof HTMLElement && page.element.contains(active) ? active : null;
        setReal({ Layout: Layout as ComponentType<ProLayoutProps> });
      },
      (error: Error) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [drawn, page]);

  useLayoutEffect(() => {
    const element = focused.current;
    focused.current = null;
    if (element?.isConnected && document.activeElement !== element) element.focus({ preventScroll: true });
  }, [Real]);

  if (failure) throw failure;
  // ProLayout's own boundary (antd's Result) is not used here: the app always gives one.
  const ErrorBoundary = typeof props.ErrorBoundary === 'function' ? props.ErrorBoundary : undefined;
  const content = <OutPortal node={page} />;
  return (
    <>
      {Real ? <Real.Layout {...props}>{content}</Real.Layout> : <LightFrame {...props}>{content}</LightFrame>}
      <InPortal node={page}>{ErrorBoundary ? <ErrorBoundary>{children}</ErrorBoundary> : children}</InPortal>
    </>
  );
}
