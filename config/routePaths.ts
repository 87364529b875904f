/**
 * The paths of the route table (config/routeTable.ts builds its entries from these) that the app
 * links to or reads by name. The one place a route's path is written: the app reads them as
 * `IPR_ROUTE_PATHS.<name>` (config/config.ts `define`, src/utils/routePaths.ts); tests/layers.test.ts
 * fails on a route path written anywhere else in src. Plain strings importing nothing.
 */

export const NOT_FOUND = '/404';
export const EXCEPTION = '/exception';
export const TAIZHOU_HOME = '/taizhou';
export const ANNOUNCEMENTS = '/taizhou/announceDetail';
export const PENALTIES = '/taizhou/punishContent';
export const PENALTY_DETAIL = '/taizhou/punishContentDetail';
export const PRODUCT_DETAIL = '/taizhou/productDetail';
export const NEWS = '/taizhou/news';
export const NEWS_DETAIL = '/taizhou/newsDetail';
export const PRODUCTS = '/taizhou/products';
export const SITE_SEARCH = '/taizhou/search';
export const ENTERPRISE_SEARCH = '/taizhou/enterprise/search';
export const ENTERPRISE_RESULT = '/taizhou/enterprise/result/:enterpriseName';
export const OPERATIONS_LIST = '/taizhou/operations/list';
export const OPERATIONS_SELL = '/taizhou/operations/sell/:id';
export const DISPUTE_LIST = '/taizhou/dispute/list';
export const DISPUTE_SUCCESS = '/taizhou/dispute/success';
export const SUZHOU_HOME = '/suzhou';
export const SUZHOU_ENTERPRISE = '/suzhou/ipr-enterprise';
export const SUZHOU_ENTERPRISE_RESULT = '/suzhou/ipr-enterprise/result/:enterpriseName';
export const SUZHOU_NAV = '/suzhou/ipr-nav';
export const SUZHOU_AGENCY = '/suzhou/ipr-agency';
export const SUZHOU_STATISTICS = '/suzhou/ipr-tjfx';
export const SUZHOU_NOT_FOUND = '/suzhou/404';
