import { lazy, Suspense } from 'react';

type Options = Parameters<typeof import('@@/plugin-layout/rightRender').getRightRenderContent>[0];

/** Umi's own right-hand header content, loaded with ProLayout instead of before the page. */
const UmiRightContent = lazy(() =>
  import('@@/plugin-layout/rightRender').then((module) => ({
    default: ({ options }: { options: Options }) => module.getRightRenderContent(options),
  })),
);

/**
 * Stands in for `getRightRenderContent` of Umi's layout plugin (src/.umi/plugin-layout/rightRender.tsx,
 * swapped in by config/moduleSwaps.ts for the layout's `./rightRender` import), which imports antd's Avatar,
 * Dropdown, Menu and Spin: only ProLayout calls it, so it loads with ProLayout (./index.tsx), not
 * with the page. Same content, one chunk later; tests/proLayoutStandIn.test.tsx pins Umi's template.
 */
export function getRightRenderContent(options: Options) {
  return (
    <Suspense fallback={null}>
      <UmiRightContent options={options} />
    </Suspense>
  );
}
