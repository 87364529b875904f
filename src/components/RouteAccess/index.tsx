import { useAccess } from '@umijs/max';
import { lazy, Suspense } from 'react';
import { isAccessible, type AccessRoute } from '@/utils/routeAccess';

// Only a denied visitor sees it: not part of any first load.
const StatusResult = lazy(() => import('@/components/StatusResult'));

/**
 * Spec §2, issue 28 item 9: a route's `access` key, honoured on every route of the table. Umi's
 * layout checks it only for the routes inside ProLayout; every Taizhou route, `/404` and
 * `/exception` are `layout: false`, where the key was silently ignored. src/app.tsx
 * (`patchClientRoutes`, src/utils/routeAccess.ts `wrapPages`) puts this around each page whose
 * route or parent route has a key: the page renders when the visitor's access map grants the key,
 * else the 403 view the layout shows.
 */
export default function RouteAccess({ accessKey, route, children }: React.PropsWithChildren<{ accessKey: string; route: AccessRoute }>) {
  const access = useAccess() as Record<string, unknown>;
  if (isAccessible(access, accessKey, route)) return children;
  return (
    <Suspense fallback={null}>
      <StatusResult status="403" messageId="app.forbidden" />
    </Suspense>
  );
}
