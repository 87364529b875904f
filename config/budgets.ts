/**
 * The speed budgets (issue 13, issue 47 item 6), in one place: checked from the build by
 * `npm run check:budgets` (scripts/check-budgets.mjs) in `npm test`, and the ceilings by the bench
 * (scripts/bench.mjs). Plain data importing nothing: both read it in node.
 */

/**
 * Issue 13 item 2: a route's first load (gzipped JS and CSS asked for before the page has drawn), KB:
 * at most 180 on the home page, 300 elsewhere.
 */
export const FIRST_LOAD_CEILING_KB: { '/taizhou': number; default: number } = { '/taizhou': 180, default: 300 };

/**
 * Each route's own first-load budget, KB gzipped: its figure from `npm run check:budgets` on
 * 2026-11-28 plus ~5 KB, so a change that adds more than that to a page's start fails `npm test`.
 * Then +7 on every route (issue 47 item 3): the rule that a piece worth under 5 KB goes took out three
 * module swaps, 1.3 + 1.4 + 4.2 KB in every first load (bench/levers.md, "One app under dev and build").
 * Then −5 on every route: the `precompiled-messages` swap (≥ 5 KB, so kept by that rule) took the
 * ICU parser back out, 5.5–5.6 KB in every first load (bench/levers.md, "First loads back").
 * Over it: take the weight out of the start (a deferred widget, a lazy import: bench/levers.md), or
 * raise the figure here in the same commit and say why. A route not listed (a new page) is held to
 * the ceiling.
 */
export const FIRST_LOAD_BUDGET_KB: Record<string, number> = {
  '/': 174,
  '/taizhou': 174,
  '/taizhou/announceDetail': 263,
  '/taizhou/punishContent': 243,
  '/taizhou/punishContentDetail': 239,
  '/taizhou/productDetail': 239,
  '/taizhou/news': 236,
  '/taizhou/products': 242,
  '/taizhou/search': 235,
  '/taizhou/enterprise/search': 206,
  '/taizhou/enterprise/result/:enterpriseName': 219,
  '/taizhou/operations/list': 193,
  '/taizhou/operations/sell/:id': 243,
  '/taizhou/dispute/list': 199,
  '/taizhou/dispute/success': 262,
  '/taizhou/newsDetail': 245,
  '/taizhou/sitemap': 177,
  '/taizhou/contact': 177,
  '/taizhou/statement': 178,
  '/404': 197,
  '/exception': 209,
  '/suzhou': 224,
  '/suzhou/ipr-enterprise': 210,
  '/suzhou/ipr-nav': 221,
  '/suzhou/ipr-agency': 260,
  '/suzhou/ipr-tjfx': 260,
  '/suzhou/ipr-enterprise/result/:enterpriseName': 223,
  '/suzhou/sitemap': 182,
  '/suzhou/contact': 182,
  '/suzhou/statement': 182,
  '/suzhou/404': 208,
  '/suzhou/*': 208,
};

/** The budget `npm run check:budgets` holds a route to, KB gzipped. */
export function firstLoadBudgetKB(route: string): number {
  const ceiling = FIRST_LOAD_CEILING_KB[route as '/taizhou'] ?? FIRST_LOAD_CEILING_KB.default;
  return Math.min(FIRST_LOAD_BUDGET_KB[route] ?? ceiling, ceiling);
}

/**
 * What must not reach `umi.js`, the script every page runs before anything else (bench/levers.md):
 * each a regular expression's source, matched against a module's name in the build's stats
 * (`./node_modules/antd/es/table/Table.js`), and why.
 */
export const UMI_DENY: { pattern: string; why: string }[] = [
  {
    // The provider, theme, locale and style core every antd component needs stays; the components go.
    pattern: String.raw`node_modules/antd/(lib|dist)/|node_modules/antd/es/(?!config-provider/|theme/|locale/|style/|_util/|version/|[\w-]+/locale(/|\.js$)|form/validateMessagesContext\.js$)`,
    why: 'an antd component: only the route or deferred widget that draws it loads it (levers steps 21–24)',
  },
  {
    pattern: String.raw`node_modules/@rc-component/(?!util/|motion/es/context\.js$|(picker|pagination)/es/locale/)`,
    why: "the engine of an antd component (trigger, menu, table, form, …): it comes with that component's chunk",
  },
  {
    pattern: 'node_modules/@ant-design/pro-',
    why: 'ProComponents: the Suzhou layout loads after the page has drawn (levers step 26), the lists defer theirs',
  },
  {
    pattern: 'node_modules/(@ant-design/plots|@antv)/',
    why: "charts: the enterprise result's chart chunk loads near the charts (levers step 14)",
  },
  {
    pattern: String.raw`node_modules/lodash(-es)?/(lodash|index|merge|mergeWith|cloneDeep|isEqual)\.js$`,
    why: "the whole of lodash or its deep-object helpers (levers step 6: @rc-component/util's merge instead)",
  },
  { pattern: 'node_modules/moment/', why: 'moment: dayjs stands in for it (moment2dayjs)' },
  { pattern: 'node_modules/core-js/', why: 'a polyfill: the targets need none (`polyfill: false`, levers step 6)' },
  { pattern: 'node_modules/buffer/', why: "node's Buffer polyfill (levers step 2)" },
  {
    pattern: 'node_modules/@ahooksjs/use-request/',
    why: "ahooks 2's useRequest, re-exported by Umi's request plugin and unused (levers step 9)",
  },
  { pattern: 'node_modules/dompurify/', why: "the HTML sanitizer: only the pages that show a record's HTML need it" },
];
