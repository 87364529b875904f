import { createElement as h } from 'react';

/** Class of the placeholder; its CSS (`BOOT_PLACEHOLDER_CSS`) is in the built HTML's head. */
const CLASS = 'ipr-boot';

/** The four dots of antd's large Spin, as one SVG (the placeholder exists before antd does). */
const DOTS = [
  [8, 8, 1],
  [24, 8, 0.75],
  [24, 24, 0.5],
  [8, 24, 0.3],
] as const;

/**
 * Spec §4: what the visitor sees while the app starts, before the current user and the site
 * settings are in — a centred spinner that looks like antd's large Spin, with `label` for screen
 * readers. The built `index.html` holds the same markup in `#root` (plugin.ts renders this
 * component at build time), so the page paints it before any script has run, and the app keeps
 * showing it until its first page renders. Written without JSX and antd so plugin.ts can render it
 * in node. `label`: in the HTML both locales' `app.loading`, in the app the active one.
 */
export default function BootPlaceholder({ label }: { label: string }) {
  return h('div', { className: CLASS, role: 'status' }, spinnerDots(), h('span', { className: `${CLASS}-label` }, label));
}

/**
 * The four dots, 32 px and turning, unseen by assistive technology: the start-up placeholder's and
 * the lazy-page spinner's (src/loading.tsx). Their CSS is `BOOT_PLACEHOLDER_CSS`, in every HTML page.
 */
export function spinnerDots() {
  return h(
    'svg',
    { viewBox: '0 0 32 32', width: 32, height: 32, 'aria-hidden': true, focusable: false, className: `${CLASS}-dots` },
    DOTS.map(([cx, cy, opacity]) => h('circle', { key: `${cx}-${cy}`, cx, cy, r: 6, opacity })),
  );
}

/** The placeholder's CSS, inlined in the built HTML (the CSP allows inline styles, not scripts). */
export const BOOT_PLACEHOLDER_CSS = [
  `.${CLASS}{display:flex;min-height:100vh;align-items:center;justify-content:center}`,
  `.${CLASS}-dots{fill:var(--ant-color-primary);animation:${CLASS}-spin 1.2s linear infinite}`,
  `.${CLASS}-label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`,
  `@keyframes ${CLASS}-spin{to{transform:rotate(360deg)}}`,
  `@media (prefers-reduced-motion:reduce){.${CLASS}-dots{animation:none}}`,
].join('');
