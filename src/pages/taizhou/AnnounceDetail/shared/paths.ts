/**
 * Addresses of the issue 16 list pages (not spec §2 routes; config/routes.ts adds them beside
 * the spec's). In a module of their own so detail pages link back without loading the lists.
 */
export const NEWS_LIST_PATH = '/taizhou/news';
export const PRODUCT_LIST_PATH = '/taizhou/products';
