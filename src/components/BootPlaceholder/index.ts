import { createElement as h } from 'react';

/** Class of the placeholder; its CSS is the static shell's stylesheet's (src/components/AppShell/shell.less), in every HTML head. */
const CLASS = 'ipr-boot';

/**
 * Spec §4: what the visitor sees while the app starts, before the current user and the site
 * settings are in — grey shimmering lines where the page's heading and text will be (the one
 * placeholder look, src/styles/skeleton.less), with `label` for screen readers. The built HTML holds
 * the same markup in `#root` (plugin.ts renders this component at build time), so the page paints it
 * before any script has run, and the app keeps showing it until its first page renders. Written
 * without JSX and CSS modules so plugin.ts can render it in node. `label`: in the HTML both locales'
 * `app.loading`, in the app the active one.
 */
export default function BootPlaceholder({ label }: { label: string }) {
  return h(
    'div',
    { className: CLASS, role: 'status' },
    h('span', { className: `${CLASS}-label` }, label),
    h(
      'span',
      { className: 'ipr-skeleton-lines', 'aria-hidden': true },
      h('span', { className: 'ipr-skeleton ipr-skeleton-title' }),
      h('span', { className: 'ipr-skeleton' }),
      h('span', { className: 'ipr-skeleton' }),
      h('span', { className: 'ipr-skeleton' }),
    ),
  );
}
