import { enterpriseResultPath } from '@/features/enterprise/paths';
import { pathWith } from '@/utils/routePaths';

/**
 * Issue 14 item 1: the site search's sources, in the order of its type filter, and one record of
 * each as a search hit. Pure, so the merging can be tested without a server.
 */
export const SEARCH_TYPES = ['announcement', 'news', 'punishment', 'product', 'listing', 'enterprise'] as const;

export type SearchType = (typeof SEARCH_TYPES)[number];

/** The type filter: every source at once, or one. */
export type SearchTab = 'all' | SearchType;

export const isSearchType = (value: string): value is SearchType => (SEARCH_TYPES as readonly string[]).includes(value);

/** One result of any source, as the results list shows it. */
export interface SearchHit {
  type: SearchType;
  id: string;
  title: string;
  /** App path of the record's own page. */
  to: string;
  /** `YYYY-MM-DD` (China Standard Time); enterprises have none. */
  date?: string;
  /** Who published it or where it comes from: department, news source, authority, provider, applicant, district. */
  source?: string;
  /** Its number: document, decision or patent number, credit code. */
  code?: string;
  /** One more line: a summary, the violation (a server term), the IPC. */
  detail?: string;
}

/** A field as text: a server may leave one out or send another type. */
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const optional = (value: unknown) => text(value) || undefined;
/** The day of a `YYYY-MM-DD` date or an ISO date-time written in China Standard Time (`…+08:00`). */
const day = (value: unknown) => (/^\d{4}-\d{2}-\d{2}/.test(text(value)) ? text(value).slice(0, 10) : undefined);
const query = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** Which field of a source's record fills which part of a hit; `to` builds the record's own page from its id. */
interface HitFields<T> {
  id: keyof T;
  title: keyof T;
  to: (id: string) => string;
  date?: keyof T;
  source?: keyof T;
  code?: keyof T;
  detail?: keyof T;
}

/** Records of each source (docs/api.md §5, §6, §9), field by field. */
const FIELDS: {
  announcement: HitFields<API.AnnouncementItem>;
  news: HitFields<API.NewsItem>;
  punishment: HitFields<API.PunishmentItem>;
  product: HitFields<API.ProductItem>;
  listing: HitFields<API.TransactionIndex>;
  enterprise: HitFields<API.EnterpriseItem>;
} = {
  announcement: {
    id: 'id',
    title: 'title',
    to: (id) => query(IPR_ROUTE_PATHS.ANNOUNCEMENTS, id),
    date: 'publishDate',
    source: 'department',
    code: 'docNo',
  },
  news: {
    id: 'id',
    title: 'title',
    to: (id) => query(IPR_ROUTE_PATHS.NEWS_DETAIL, id),
    date: 'publishDate',
    source: 'source',
    detail: 'summary',
  },
  // A notice is known by its party, then its decision number and the violation.
  punishment: {
    id: 'id',
    title: 'partyName',
    to: (id) => query(IPR_ROUTE_PATHS.PENALTY_DETAIL, id),
    date: 'publishDate',
    source: 'authority',
    code: 'decisionNo',
    detail: 'violationType',
  },
  product: {
    id: 'id',
    title: 'name',
    to: (id) => query(IPR_ROUTE_PATHS.PRODUCT_DETAIL, id),
    date: 'publishDate',
    source: 'provider',
    detail: 'summary',
  },
  listing: {
    id: 'id',
    title: 'title',
    to: (id) => pathWith(IPR_ROUTE_PATHS.OPERATIONS_SELL, id),
    date: 'publishTime',
    source: 'applicant',
    code: 'patentNo',
    detail: 'ipc',
  },
  // An enterprise is its own id: its page is addressed by name.
  enterprise: { id: 'name', title: 'name', to: (name) => enterpriseResultPath(name, 'taizhou'), source: 'district', code: 'creditCode' },
};

function hitOf<T>(type: SearchType, fields: HitFields<T>, record: T): SearchHit {
  const field = (key: keyof T | undefined) => (key === undefined ? undefined : record[key]);
  const id = text(field(fields.id));
  const hit: SearchHit = { type, id, title: text(field(fields.title)), to: fields.to(id) };
  if (fields.date) hit.date = day(field(fields.date));
  if (fields.source) hit.source = optional(field(fields.source));
  if (fields.code) hit.code = optional(field(fields.code));
  if (fields.detail) hit.detail = optional(field(fields.detail));
  return hit;
}

/** Turns one record of a source into a search hit; fields a server left out or mistyped become empty. */
export const TO_HIT = {
  announcement: (record: API.AnnouncementItem) => hitOf('announcement', FIELDS.announcement, record),
  news: (record: API.NewsItem) => hitOf('news', FIELDS.news, record),
  punishment: (record: API.PunishmentItem) => hitOf('punishment', FIELDS.punishment, record),
  product: (record: API.ProductItem) => hitOf('product', FIELDS.product, record),
  listing: (record: API.TransactionIndex) => hitOf('listing', FIELDS.listing, record),
  enterprise: (record: API.EnterpriseItem) => hitOf('enterprise', FIELDS.enterprise, record),
} satisfies { [K in SearchType]: (item: never) => SearchHit };
