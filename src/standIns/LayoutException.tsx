import type { ReactNode } from 'react';

export interface LayoutExceptionProps {
  children: ReactNode;
  /** The matched route; none for an address no route matches. */
  route?: { unaccessible?: boolean };
  notFound?: ReactNode;
  noFound?: ReactNode;
  noAccessible?: ReactNode;
  unAccessible?: ReactNode;
}

/**
 * Stand-in for the `Exception` of Umi's layout plugin (src/.umi/plugin-layout/Exception.tsx), which
 * the Suzhou layout wraps around every page. Umi's shows the layout config's 404 or 403 view, and
 * antd's Result with Chinese-only texts when there is none; src/app.tsx always gives both
 * (`noFound`, `unAccessible`, spec §6 texts in both locales), so that Result never appears, yet its
 * import put antd's Result (~10 KB gzipped) into every Suzhou page's first load. Same branches
 * without it; tests/layoutException.test.tsx pins Umi's template, tests/appRuntime.test.tsx app.tsx's two views.
 */
export default function LayoutException(props: LayoutExceptionProps) {
  return (
    <>
      {(!props.route && (props.noFound || props.notFound)) ||
        (props.route?.unaccessible && (props.unAccessible || props.noAccessible)) ||
        props.children}
    </>
  );
}
