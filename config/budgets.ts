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
 * Over it: take the weight out of the start (a deferred widget, a lazy import: bench/levers.md), or
 * raise the figure here in the same commit and say why. A route not listed (a new page) is held to
 * the ceiling.
 */
export const FIRST_LOAD_BUDGET_KB: Record<string, number> = {
  '/': 172,
  '/taizhou': 172,
  '/taizhou/announceDetail': 261,
  '/taizhou/punishContent': 241,
  '/taizhou/punishContentDetail': 237,
  '/taizhou/productDetail': 237,
  '/taizhou/news': 234,
  '/taizhou/products': 240,
  '/taizhou/search': 233,
  '/taizhou/enterprise/search': 204,
  '/taizhou/enterprise/result/:enterpriseName': 217,
  '/taizhou/operations/list': 191,
  '/taizhou/operations/sell/:id': 241,
  '/taizhou/dispute/list': 197,
  '/taizhou/dispute/success': 260,
  '/taizhou/newsDetail': 243,
  '/taizhou/sitemap': 175,
  '/taizhou/contact': 175,
  '/taizhou/statement': 176,
  '/404': 195,
  '/exception': 207,
  '/suzhou': 222,
  '/suzhou/ipr-enterprise': 208,
  '/suzhou/ipr-nav': 219,
  '/suzhou/ipr-agency': 258,
  '/suzhou/ipr-tjfx': 258,
  '/suzhou/ipr-enterprise/result/:enterpriseName': 221,
  '/suzhou/sitemap': 180,
  '/suzhou/contact': 180,
  '/suzhou/statement': 180,
  '/suzhou/404': 206,
  '/suzhou/*': 206,
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
    pattern: String.raw`node_modules/@ant-design/pro-`,
    why: 'ProComponents: the Suzhou layout loads after the page has drawn (levers step 26), the lists defer theirs',
  },
  { pattern: String.raw`node_modules/(@ant-design/plots|@antv)/`, why: "charts: the enterprise result's chart chunk loads near the charts (levers step 14)" },
  {
    pattern: String.raw`node_modules/lodash(-es)?/(lodash|index|merge|mergeWith|cloneDeep|isEqual)\.js$`,
    why: "the whole of lodash or its deep-object helpers (levers step 6: @rc-component/util's merge instead)",
  },
  { pattern: String.raw`node_modules/moment/`, why: 'moment: dayjs stands in for it (moment2dayjs)' },
  { pattern: String.raw`node_modules/core-js/`, why: 'a polyfill: the targets need none (`polyfill: false`, levers step 6)' },
  { pattern: String.raw`node_modules/buffer/`, why: "node's Buffer polyfill (levers step 2)" },
  { pattern: String.raw`node_modules/@ahooksjs/use-request/`, why: "ahooks 2's useRequest, re-exported by Umi's request plugin and unused (levers step 9)" },
  { pattern: String.raw`node_modules/dompurify/`, why: 'the HTML sanitizer: only the pages that show a record\'s HTML need it' },
];
