/**
 * Route table, spec §2. Paths are exact; `name` keys are locale ids under `menu.`.
 * Taizhou pages carry no layout chrome (`layout: false`, `hideInMenu`); the enterprise, operations,
 * dispute and newsDetail groups sit under one pathless parent that renders the shared portal wrapper.
 */
const taizhou = (path: string, component: string, name: string) => ({
  path,
  name,
  component,
  layout: false,
  hideInMenu: true,
});

export default [
  // Redirects sit outside ProLayout so its frame does not flash before the target renders.
  { path: '/', redirect: '/taizhou', layout: false },

  taizhou('/taizhou', './taizhou/Home', 'taizhou.home'),
  taizhou('/taizhou/announceDetail', './taizhou/AnnounceDetail', 'taizhou.announceDetail'),
  taizhou('/taizhou/punishContent', './taizhou/PunishContent', 'taizhou.punishContent'),
  taizhou('/taizhou/punishContentDetail', './taizhou/PunishContentDetail', 'taizhou.punishContentDetail'),
  taizhou('/taizhou/productDetail', './taizhou/ProductDetail', 'taizhou.productDetail'),
  // Issue 16: list pages the spec has no route for, beside the spec's routes.
  taizhou('/taizhou/news', './taizhou/News', 'taizhou.news'),
  taizhou('/taizhou/products', './taizhou/Products', 'taizhou.products'),
  // Issue 14 item 1: the site search the Taizhou header's search box opens.
  taizhou('/taizhou/search', './taizhou/Search', 'taizhou.search'),
  {
    component: './taizhou/Wrapper',
    layout: false,
    hideInMenu: true,
    routes: [
      taizhou('/taizhou/enterprise/search', './taizhou/enterprise/Search', 'taizhou.enterpriseSearch'),
      taizhou(
        '/taizhou/enterprise/result/:enterpriseName',
        './taizhou/enterprise/Result',
        'taizhou.enterpriseResult',
      ),
      taizhou('/taizhou/operations/list', './taizhou/operations/List', 'taizhou.operationsList'),
      taizhou('/taizhou/operations/sell/:id', './taizhou/operations/Sell', 'taizhou.operationsSell'),
      taizhou('/taizhou/dispute/list', './taizhou/dispute/List', 'taizhou.disputeList'),
      taizhou('/taizhou/dispute/success', './taizhou/dispute/Success', 'taizhou.disputeSuccess'),
      taizhou('/taizhou/newsDetail', './taizhou/NewsDetail', 'taizhou.newsDetail'),
    ],
  },

  {
    path: '/suzhou',
    name: 'suzhou',
    routes: [
      { path: '/suzhou', redirect: '/suzhou/ipr-enterprise' },
      { path: '/suzhou/ipr-enterprise', name: 'iprEnterprise', component: './suzhou/Enterprise' },
      { path: '/suzhou/ipr-nav', name: 'iprNav', component: './suzhou/Navigation' },
      { path: '/suzhou/ipr-agency', name: 'iprAgency', component: './suzhou/Agency' },
      // Spec §2: innovation statistics analysis shows the same page as ipr-agency.
      { path: '/suzhou/ipr-tjfx', name: 'iprTjfx', component: './suzhou/Agency' },
      // Issue 16 item 2: a Suzhou visitor's enterprise result stays in the Suzhou frame.
      {
        path: '/suzhou/ipr-enterprise/result/:enterpriseName',
        name: 'iprEnterpriseResult',
        component: './taizhou/enterprise/Result',
        hideInMenu: true,
      },
      // The footer's site pages (issue 16), shared with Taizhou below; not in the side menu.
      { path: '/suzhou/sitemap', name: 'siteMap', component: './site/SiteMap', hideInMenu: true },
      { path: '/suzhou/contact', name: 'contact', component: './site/Contact', hideInMenu: true },
      { path: '/suzhou/statement', name: 'statement', component: './site/Statement', hideInMenu: true },
      // Issue 27 item 8: an unknown Suzhou address gets the not-found page in the Suzhou frame.
      { path: '/suzhou/404', name: 'notFound', component: './404', hideInMenu: true },
      { path: '/suzhou/*', redirect: '/suzhou/404' },
    ],
  },

  // The footer's site pages of the Taizhou portal (issue 16), in its frame; the site map lists
  // every named page of this table (src/pages/site/SiteMap).
  {
    component: './taizhou/Wrapper',
    layout: false,
    hideInMenu: true,
    routes: [
      taizhou('/taizhou/sitemap', './site/SiteMap', 'taizhou.siteMap'),
      taizhou('/taizhou/contact', './site/Contact', 'taizhou.contact'),
      taizhou('/taizhou/statement', './site/Statement', 'taizhou.statement'),
    ],
  },

  { path: '/404', component: './404', layout: false },
  { path: '/exception', component: './Exception', layout: false },
  { path: '*', redirect: '/404', layout: false },
];
