import { app } from './fixtures';

/**
 * Every route of config/routes.ts (spec §2) at a concrete address with real mock data, for the
 * suites that sweep all pages (issue 6 items 3–6). `user` routes are opened logged in, because
 * that is where their content is (pushed listings, "my requests").
 */
export interface RouteCase {
  /** Short name used in test titles. */
  name: string;
  path: string;
  user?: 'user';
  /** The portal frame a visitor must still see when the page's data fails. */
  frame: 'taizhou' | 'suzhou' | 'none';
  /** The page asks the services for nothing of its own (a text page): a failure has nothing to report. */
  static?: true;
}

export const ROUTES: readonly RouteCase[] = [
  { name: 'taizhou home', path: app('/taizhou'), frame: 'taizhou' },
  { name: 'announcement list', path: app('/taizhou/announceDetail'), frame: 'taizhou' },
  { name: 'announcement detail', path: app('/taizhou/announceDetail?id=an-0036'), frame: 'taizhou' },
  { name: 'penalty list', path: app('/taizhou/punishContent'), frame: 'taizhou' },
  { name: 'penalty detail', path: app('/taizhou/punishContentDetail?id=pn-0054'), frame: 'taizhou' },
  { name: 'product detail', path: app('/taizhou/productDetail?id=pd-0014'), frame: 'taizhou' },
  { name: 'news detail', path: app('/taizhou/newsDetail?id=nw-0033'), frame: 'taizhou' },
  { name: 'news list', path: app('/taizhou/news'), frame: 'taizhou' },
  { name: 'product list', path: app('/taizhou/products'), frame: 'taizhou' },
  // Issue 14 item 1: every source answers for 专利 (the listings with none).
  { name: 'site search', path: app(`/taizhou/search?keyword=${encodeURIComponent('专利')}`), frame: 'taizhou' },
  { name: 'enterprise search', path: app('/taizhou/enterprise/search'), frame: 'taizhou' },
  {
    name: 'enterprise result',
    path: app(`/taizhou/enterprise/result/${encodeURIComponent('江苏安芯水处理设备股份有限公司')}`),
    frame: 'taizhou',
  },
  { name: 'operations list', path: app('/taizhou/operations/list'), frame: 'taizhou', user: 'user' },
  { name: 'transaction detail', path: app('/taizhou/operations/sell/tx-0001'), frame: 'taizhou' },
  { name: 'dispute list', path: app('/taizhou/dispute/list'), frame: 'taizhou', user: 'user' },
  {
    name: 'dispute success without a submission',
    path: app('/taizhou/dispute/success'),
    frame: 'taizhou',
    user: 'user',
  },
  // The printable receipt of the seeded request of the mock user (issue 14 item 3).
  {
    name: 'dispute receipt',
    path: app('/taizhou/dispute/success?referenceNo=TZJF20261015-0003'),
    frame: 'taizhou',
    user: 'user',
  },
  { name: 'suzhou enterprise', path: app('/suzhou/ipr-enterprise'), frame: 'suzhou' },
  { name: 'suzhou navigation', path: app('/suzhou/ipr-nav'), frame: 'suzhou' },
  { name: 'suzhou agency', path: app('/suzhou/ipr-agency'), frame: 'suzhou' },
  { name: 'suzhou statistics', path: app('/suzhou/ipr-tjfx'), frame: 'suzhou' },
  {
    name: 'suzhou enterprise result',
    path: app(`/suzhou/ipr-enterprise/result/${encodeURIComponent('苏州纳微新材料科技（集团）股份有限公司')}`),
    frame: 'suzhou',
  },
  // The footer's site pages of both portals (issue 16).
  { name: 'taizhou site map', path: app('/taizhou/sitemap'), frame: 'taizhou', static: true },
  { name: 'taizhou contact', path: app('/taizhou/contact'), frame: 'taizhou', static: true },
  { name: 'taizhou statement', path: app('/taizhou/statement'), frame: 'taizhou', static: true },
  { name: 'suzhou site map', path: app('/suzhou/sitemap'), frame: 'suzhou', static: true },
  { name: 'suzhou contact', path: app('/suzhou/contact'), frame: 'suzhou', static: true },
  { name: 'suzhou statement', path: app('/suzhou/statement'), frame: 'suzhou', static: true },
  { name: 'not found', path: app('/404'), frame: 'none' },
  { name: 'exception', path: app('/exception'), frame: 'none' },
];

/** Requests to the backend services and the account service (spec §7), i.e. what the mocks answer. */
export const API_REQUEST = /\/(ipr-[a-z]+-service\/api|api)\//;
