import { SHELL } from './markup';

const c = (name: string) => `.${SHELL}-${name}`;

/**
 * CSS of the static app shell, inlined in the built HTML's head (plugin.ts). It repeats the sizes of
 * the real frames — src/components/PortalFrame/index.less, PageHeading, the home hero
 * (src/pages/taizhou/Home/index.less), PortalBreadcrumb and the Suzhou ProLayout — so the heading
 * and lead sit where the page draws them; e2e/appShell.spec.ts fails when the two part. Sizes scale
 * with care mode through the `--ipr-*` variables, as the real styles do.
 */
export const SHELL_CSS = [
  // The app renders hidden behind the shell, laid out (its effects measure), until the page's heading
  // is in; then the boot script removes the shell in the same frame.
  `.${SHELL}ed #root{position:absolute;top:0;left:0;right:0;visibility:hidden;pointer-events:none}`,
  `${c('frame')}{min-height:100vh;background:var(--ipr-color-bg-page);color:var(--ipr-color-text)}`,
  `${c('frame')} a{text-decoration:none}`,
  // Taizhou header and navigation
  `${c('header')}{background:linear-gradient(90deg,var(--ipr-color-band-deep) 0%,var(--ipr-color-band) 60%,var(--ipr-color-accent) 100%)}`,
  `${c('bar')}{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;max-width:1200px;margin:0 auto;padding:12px 16px}`,
  `${c('brand')}{display:flex;gap:12px;align-items:center;min-width:0;color:var(--ipr-color-text-light-solid)}`,
  `${c('brandText')}{display:flex;flex-direction:column;min-width:0}`,
  // The site's title line, unseen: it keeps the width of the title the settings will give.
  `${c('title')}{overflow:hidden;font-weight:600;font-size:calc(20px * var(--ipr-font-scale));line-height:1.3;white-space:nowrap;text-overflow:ellipsis;visibility:hidden}`,
  `${c('region')}{color:var(--ipr-on-dark-text);font-size:calc(12px * var(--ipr-font-scale));letter-spacing:1px}`,
  // The header's controls (SiteSearchBox, LightButton): unseen boxes of their size.
  `${c('searchToggle')},${c('search')},${c('actions')}{visibility:hidden}`,
  `${c('searchToggle')}{display:none;order:2;width:36px;min-width:var(--ipr-control-height);height:var(--ipr-control-height)}`,
  `${c('search')}{margin-left:auto;width:calc(200px * var(--ipr-font-scale) + 2px + max(36px,var(--ipr-control-height)));height:calc(var(--ipr-control-height) + 2px)}`,
  `${c('actions')}{display:flex;flex-wrap:wrap;gap:4px;align-items:center}`,
  `${c('button')}{display:inline-flex;gap:8px;align-items:center;justify-content:center;min-height:var(--ipr-control-height);padding:4px 15px;font-size:var(--ipr-font-size);line-height:var(--ipr-line-height);white-space:nowrap;border:1px solid transparent}`,
  `${c('icon')}{width:1em;height:1em}`,
  `${c('nav')}{background:var(--ipr-color-bg-container);border-bottom:1px solid var(--ipr-color-line)}`,
  // As the portal frame's (src/components/PortalFrame/index.less): wrapping from 576 px, scrolling below (issue 27 item 6).
  `${c('menu')}{display:flex;flex-wrap:wrap;max-width:1200px;margin:0 auto;padding:0;font-size:calc(15px * var(--ipr-font-scale));list-style:none}`,
  `@media (max-width:575px){${c('menu')}{flex-wrap:nowrap;overflow-x:auto;scrollbar-width:none}}`,
  `${c('menu')} li{flex:none}`,
  `${c('navLink')}{display:block;padding:0 20px;color:var(--ipr-color-text);line-height:calc(46px * var(--ipr-font-scale));white-space:nowrap;border-bottom:2px solid transparent}`,
  // Care mode's links: 18 px text, 12 px each side (issue 46 item 5: one row of the bar at 1366 px).
  `:root[data-care-mode] ${c('navLink')}{padding:0 12px;font-size:var(--ipr-font-size)}`,
  `${c('active')}{color:var(--ipr-color-accent);border-bottom-color:var(--ipr-color-accent)}`,
  `${c('main')}{max-width:1200px;margin:0 auto;padding:24px 16px 48px}`,
  // Breadcrumb (PortalBreadcrumb), heading and lead (PageHeading)
  `${c('crumbs')}{margin-bottom:12px;color:var(--ipr-color-description);font-size:var(--ipr-font-size);line-height:var(--ipr-line-height)}`,
  `${c('crumbs')} ol{display:flex;flex-wrap:wrap;margin:0;padding:0;list-style:none}`,
  `${c('crumbs')} a{color:var(--ipr-color-description)}`,
  `${c('crumbs')} li:last-child{color:var(--ipr-color-text)}`,
  `${c('sep')}{margin:0 8px}`,
  `${c('heading')}{margin-bottom:var(--ipr-heading-margin)}`,
  `${c('h1')}{margin:0 0 var(--ipr-heading-gap);color:var(--ipr-heading-color);font-weight:600;font-size:calc(var(--ipr-heading-size) * var(--ipr-font-scale));line-height:var(--ipr-heading-line-height)}`,
  `${c('lead')}{max-width:var(--ipr-lead-width);margin:0;color:var(--ipr-color-muted);font-size:calc(var(--ipr-lead-size) * var(--ipr-font-scale));line-height:var(--ipr-line-height)}`,
  // Home hero
  `${c('hero')}{display:grid;grid-template-columns:minmax(0,1.15fr) minmax(0,1fr);gap:32px;align-items:center;margin-bottom:20px;padding:44px 48px;color:var(--ipr-color-text-light-solid);border-radius:var(--ipr-radius-hero);background:radial-gradient(circle at 88% 12%,var(--ipr-on-dark-fill) 0,transparent 38%),radial-gradient(circle at 8% 110%,var(--ipr-on-dark-fill) 0,transparent 42%),linear-gradient(120deg,var(--ipr-color-band-deep) 0%,var(--ipr-color-band) 55%,var(--ipr-color-accent) 100%)}`,
  `${c('heroText')}{min-width:0}`,
  `${c('eyebrow')}{display:inline-block;margin:0 0 14px;padding:2px 12px;font-size:calc(13px * var(--ipr-font-scale));line-height:var(--ipr-line-height);letter-spacing:1px;background:var(--ipr-on-dark-fill);border:1px solid var(--ipr-on-dark-border);border-radius:14px}`,
  `${c('heroTitle')}{margin:0 0 12px;font-weight:700;font-size:calc(34px * var(--ipr-font-scale));line-height:1.3;letter-spacing:1px;text-wrap:balance}`,
  `${c('heroLead')}{max-width:560px;margin:0;color:var(--ipr-on-dark-text-strong);font-size:calc(16px * var(--ipr-font-scale));line-height:1.75}`,
  `${c('heroSearch')}{height:calc(132px * var(--ipr-font-scale));background:var(--ipr-color-bg-container);border-radius:var(--ipr-radius-card);box-shadow:var(--ipr-shadow-raised)}`,
  // Suzhou (ProLayout, mix layout)
  `${c('suzhou')}{background:var(--ant-color-bg-layout)}`,
  `${c('szHeader')}{display:flex;align-items:center;gap:16px;height:56px;padding:0 16px;background:var(--ipr-color-bg-container);border-bottom:1px solid var(--ant-color-split)}`,
  `${c('szBrand')}{display:flex}`,
  // Stand-ins for the header's actions (unseen, as the Taizhou bar's) where they take rows of their
  // own: on a phone. szActions is the light frame's actions row too (LightFrame.tsx).
  `${c('szTools')}{display:none;visibility:hidden}`,
  // The menu button on narrow screens: three 18 px bars, as high as the header (also the light
  // frame's real button, src/standIns/ProLayout/LightFrame.tsx). Issue 27 item 5: its tap area is
  // 44 px wide around the bars (13 px each side, taken back by negative margins so nothing moves).
  `${c('szMenuButton')}{display:none;flex:none;align-self:stretch;width:44px;margin:0 -13px;background:linear-gradient(currentColor 0 0) 13px 21px/18px 2px no-repeat,linear-gradient(currentColor 0 0) 13px 27px/18px 2px no-repeat,linear-gradient(currentColor 0 0) 13px 33px/18px 2px no-repeat;color:var(--ipr-color-text)}`,
  `${c('szBody')}{display:flex}`,
  `${c('sider')}{flex:none;width:208px;padding:0 8px}`,
  `${c('sider')} ul{margin:0;padding:0;list-style:none}`,
  `${c('sider')} a{display:block;height:40px;margin:4px;padding-left:16px;overflow:hidden;color:var(--ant-color-text-secondary);line-height:40px;white-space:nowrap;border-radius:var(--ant-border-radius)}`,
  `${c('sider')} ${c('active')}{color:var(--ipr-color-accent);background:var(--ant-color-fill-tertiary)}`,
  `${c('szMain')}{flex:1;min-width:0;padding:16px}`,
  `@media (max-width:991px){${c('hero')}{grid-template-columns:minmax(0,1fr);padding:32px 28px}}`,
  // Between 768 and 991 px ProLayout collapses the side menu to a 64 px rail.
  `@media (min-width:768px) and (max-width:991px){${c('sider')}{width:64px}${c('sider')} a{padding:0;color:transparent}}`,
  // Issue 27 item 5: on a phone the Suzhou header has two rows, the brand's, then the actions' (the
  // light frame's and ProLayout's phone header share these classes): the shell keeps the second row.
  `@media (max-width:767px){${c('sider')}{display:none}${c('szMenuButton')}{display:block}${c('szBrand')} img{width:28px;height:28px}${c('szHeader')}{flex-wrap:wrap;row-gap:0;height:auto}${c('szMenuButton')}{align-self:auto;height:56px}${c('szBrand')}{align-items:center;height:56px}${c('szActions')}{display:flex;flex-wrap:wrap;flex-basis:100%;justify-content:flex-end;align-items:center;padding-bottom:8px}${c('szTools')}{display:contents}}`,
  `@media (max-width:575px){${c('title')}{font-size:calc(16px * var(--ipr-font-scale));white-space:normal;text-wrap:balance;overflow-wrap:anywhere}${c('bar')}{padding:10px 12px}${c('brand')}{flex-basis:100%}${c('bar')}>${c('actions')}{flex:1 1 0}${c('searchToggle')}{display:block}${c('search')},:root:not([data-care-mode]) ${c('label')}{display:none}${c('button')}{min-width:var(--ipr-control-height);padding-inline:8px}${c('main')}{padding:16px 12px 32px}${c('h1')}{font-size:calc(var(--ipr-heading-size-phone) * var(--ipr-font-scale))}${c('hero')}{gap:20px;padding:24px 16px;border-radius:var(--ipr-radius-card)}${c('heroTitle')}{font-size:calc(26px * var(--ipr-font-scale))}${c('heroLead')}{font-size:calc(14px * var(--ipr-font-scale))}}`,
].join('');
