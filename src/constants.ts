// Relative: the services read this module at build time (plugin.ts).
import { NEWS, PRODUCTS, SITE_SEARCH as SITE_SEARCH_PATH } from '../config/routePaths';

/**
 * Named constants of the platform, each beside the spec section that fixes it.
 */

/** Spec §1, §9: the base path the app is served under. */
export const BASE_PATH = '/ipr-front/';

/**
 * Spec §7: backend service prefixes. The gateway serves each service under its own prefix on the
 * same host as the app. `getCurrent`, `logout` and `getEnterpriseProfileByHost` are served by the
 * platform's account service at the host root (`/api/...`, no prefix); everything the portal pages
 * read and write goes through the data service.
 */
export const SERVICE_PREFIX = {
  /** The spec's {data-service}: dictionaries, transactions, portal content. */
  data: '/ipr-data-service',
  nav: '/ipr-nav-service',
  business: '/ipr-business-service',
  project: '/ipr-project-service',
  agency: '/ipr-agency-service',
  di: '/ipr-di-service',
} as const;

/** Spec §6: path segments of public and authenticated endpoints. */
export const API_SCOPE = { public: 'front', auth: 'authFront' } as const;

/** Spec §7: dictionary fetch size. */
export const DICT_FETCH_SIZE = 5000;
/** Spec §7: dictionary items are sorted by sortNo, descending. */
export const DICT_SORT = 'sortNo,desc';
/** Dictionary code of the IP transaction types (transfer, licence, pledge, ...). */
export const DICT_CODE_TRANSACTION_TYPE = 'ipc_transaction_type';

/** Spec §8: envelope codes. */
export const ENVELOPE_CODE = { ok: 0, notLoggedIn: 99998 } as const;

/** Spec §4, §9: webpack chunk load timeout, ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/**
 * How many items each home section shows (the product's own choice), read through the home's first
 * view (`homeViews`, src/services/dataViews.ts), which the page sends and the static shell prefetches.
 */
export const HOME_SECTION_SIZE = { announcements: 6, punishments: 6, news: 6, transactions: 6, products: 4 } as const;

/**
 * Spec §9: request defaults. `pageSize` is every paged call's page; the two times are the options of
 * the one `useRequest` configuration of the app (src/hooks/useServiceRequest.ts): how long a cached
 * answer is kept (views that name a `cacheKey`) and how soon after the last call a refocused window
 * may refresh (views that ask for `refreshOnWindowFocus`). The spec's load-more threshold (100 px)
 * belongs to an infinite list, which this portal has none of (every list is paged), so it is not kept.
 */
export const REQUEST_DEFAULTS = {
  pageSize: 10,
  /** ms */
  cacheTime: 300000,
  /** ms */
  focusRefreshWindow: 5000,
} as const;

/**
 * Issue 26 item 1: how long a call may take before it fails with spec §8's request failure ("Request
 * error, please retry." or its `errorMessage`), in ms; applied in one place, the request layer
 * (src/utils/requestLimits.ts). `startup`: how long the first render waits for the current user and
 * the site settings (spec §4) before it draws anonymous with the stored or default title; the calls
 * themselves run on for `data` and a late answer is still taken (src/utils/startup.ts). `data`: every call
 * of a page (a GET or a form's POST). `transfer`: a file upload and each page of an export, which
 * carry more bytes on the same slow line. `slow`: a view still waiting after this long says that
 * it is loading (src/components/SlowNotice).
 */
export const REQUEST_LIMITS_MS = {
  startup: 8000,
  data: 15000,
  transfer: 60000,
  slow: 1000,
} as const;

/**
 * Issue 14 item 4: page size of the calls that fetch a whole list for an export, the largest page
 * the services answer (docs/api.md §2: `pageSize` is capped at 100).
 */
export const EXPORT_PAGE_SIZE = 100;

/** Spec §3: localStorage key of the site settings kept between visits. */
export const PROFILE_STORAGE_KEY = 'profile';

/** Spec §2: related applications and fixed destinations. */
export const RELATED_APPS = {
  front: '/ipr-front/',
  searching: '/ipr-searching/',
  nav: '/ipr-nav/',
  business: '/ipr-business/',
  agency: '/ipr-agency/',
  admin: '/ipr-admin/',
} as const;

export const ADMIN_URLS = {
  /** Spec §2: opened in a named separate window. */
  welcome: '/ipr-admin/welcome',
  workbench: '/ipr-admin/zscq/workbench',
  login: '/ipr-admin/login',
  register: '/ipr-admin/zscq/perEnterpriseRegister',
} as const;

/** appCode passed to the workbench: this front portal. */
export const WORKBENCH_APP_CODE = 'ipr-front';

/** Named windows the related applications open in (spec §2: target window name). */
export const WINDOW_NAME = {
  front: 'ipr-front',
  searching: 'ipr-searching',
  nav: 'ipr-nav',
  admin: 'ipr-admin',
} as const;

/**
 * Addresses of the issue 16 list pages (not spec §2 routes; config/routes.ts adds them beside the
 * spec's): the portal nav lights its tab on them and the detail pages link back to them.
 */
export const NEWS_LIST_PATH = NEWS;
export const PRODUCT_LIST_PATH = PRODUCTS;

/**
 * The product's own limit on a search box (every list's, the home page's, the site search's): 100
 * characters, more than any real name or keyword; the spec states no such limit. The list filters
 * and the first-view declarations (src/services/diService.ts) cut a longer one from an address.
 */
export const SEARCH_KEYWORD_MAX = 100;

/** Issue 14 item 1: the site search (`?keyword=&type=&page=`), which the Taizhou header's search box opens. */
export const SITE_SEARCH = { path: SITE_SEARCH_PATH } as const;

/**
 * Issue 46 item 8 (WCAG 2.2 SC 3.1.2, language of parts): the language of the records the services
 * return (titles, names, bodies). Every element that shows such text carries `lang={DATA_LANG}`, so a
 * screen reader under the English page reads it with a Chinese voice; translated words never do.
 */
export const DATA_LANG = 'zh-CN';

/** Portal regions, by route prefix (spec §1). */
export type Region = 'taizhou' | 'suzhou';

/**
 * Issue 5: unfinished forms (a listing, a dispute request) are kept as drafts in sessionStorage so
 * they survive a reload and the SSO login round trip, but not the closing of the tab: a visitor on
 * a shared computer does not leave a dispute's facts behind. Older drafts are dropped.
 */
export const DRAFT_STORAGE = {
  prefix: 'ipr-front:draft:',
  /** ms; a draft older than a day is not offered again */
  maxAge: 24 * 60 * 60 * 1000,
  version: 1,
} as const;

/**
 * The portal whose names the un-suffixed site settings carry (`ipr_title_prefix` is 泰州市 on the
 * production host; `/` redirects here, spec §2). Another portal reads only keys suffixed with its
 * region (`ipr_title_prefix_suzhou`), so it never shows Taizhou's name or number
 * (src/utils/siteSettings.ts `regionSetting`).
 */
export const PRIMARY_REGION: Region = 'taizhou';

/**
 * Identifiers and contact of each portal that the State Council's guidelines for government
 * websites (国办发〔2017〕47号) ask every page's footer to show: the site identification code
 * (政府网站标识码), the ICP filing and the public-security filing (公安备案) numbers, and a contact.
 * The site settings win where they carry a value (today: `ipr_contact_phone`); everything else is
 * set here, in one place, by the site's operator. Host unit, operator and address are text and
 * live in the locales (`portal.site.<region>.*`).
 */
export const SITE_INFO: Record<
  Region,
  {
    /** 10 digits: the region's 6-digit division code and a 4-digit serial. */
    siteCode: string;
    /** ICP filing number, the digits of 苏ICP备…号 (shown with the province's prefix). */
    icpNumber: string;
    /** Public-security filing number, 14 digits; also the query code of the filing's record. */
    policeRecordNumber: string;
    phone: string;
    email: string;
    postcode: string;
  }
> = {
  taizhou: {
    siteCode: '3212000034',
    icpNumber: '05006588',
    policeRecordNumber: '32120202000185',
    phone: '0523-86839900',
    email: 'zscq@scjgj.taizhou.gov.cn',
    postcode: '225300',
  },
  suzhou: {
    siteCode: '3205000041',
    icpNumber: '05006595',
    policeRecordNumber: '32050802010567',
    phone: '0512-68550311',
    email: 'zscq@scjgj.suzhou.gov.cn',
    postcode: '215000',
  },
};

/**
 * National channels the footer links to: the State Council's error-report channel for government
 * websites ("我为政府网站找错", the site identification code appended), the MIIT ICP filing system and
 * the Ministry of Public Security filing query (the filing number appended).
 */
export const GOV_LINKS = {
  feedback: 'https://zfwzzc.www.gov.cn/check_web/errorInfo_querySiteInfo.action?websiteid=',
  icp: 'https://beian.miit.gov.cn/',
  policeRecord: 'https://beian.mps.gov.cn/#/query/webSearch?code=',
} as const;

/**
 * Issue 14 item 2: care mode (关怀模式). The visitor's choice is kept in localStorage under
 * `storageKey` ('on' when chosen); `attribute` on `<html>` switches the portal's CSS variables
 * (config/themeCss.ts `themeCssRule`).
 */
export const CARE_MODE = { storageKey: 'ipr-care-mode', attribute: 'data-care-mode' } as const;

/**
 * Issue 48: the accessibility tools' state (src/utils/a11yTools.ts) is kept in localStorage under
 * `storageKey`, as JSON of the values that differ from the defaults; `shortcut` opens the toolbar
 * (Alt+Shift+A: neither browsers, screen readers (NVDA, JAWS, VoiceOver use Insert, Caps Lock,
 * Control+Option) nor the portal take it).
 */
export const A11Y_TOOLS = { storageKey: 'ipr-a11y', shortcut: { altKey: true, shiftKey: true, code: 'KeyA' } } as const;
