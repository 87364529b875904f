import { enterpriseResultPath } from '@/components/EnterpriseSearch/searchState';

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

/** Records of each source (docs/api.md §5, §6, §9) as hits. */
export const TO_HIT = {
  announcement: (a: API.AnnouncementItem): SearchHit => ({
    type: 'announcement',
    id: text(a.id),
    title: text(a.title),
    to: query('/taizhou/announceDetail', text(a.id)),
    date: day(a.publishDate),
    source: optional(a.department),
    code: optional(a.docNo),
  }),
  news: (n: API.NewsItem): SearchHit => ({
    type: 'news',
    id: text(n.id),
    title: text(n.title),
    to: query('/taizhou/newsDetail', text(n.id)),
    date: day(n.publishDate),
    source: optional(n.source),
    detail: optional(n.summary),
  }),
  punishment: (p: API.PunishmentItem): SearchHit => ({
    type: 'punishment',
    id: text(p.id),
    // A notice is known by its party, then its decision number and the violation.
    title: text(p.partyName),
    to: query('/taizhou/punishContentDetail', text(p.id)),
    date: day(p.publishDate),
    source: optional(p.authority),
    code: optional(p.decisionNo),
    detail: optional(p.violationType),
  }),
  product: (p: API.ProductItem): SearchHit => ({
    type: 'product',
    id: text(p.id),
    title: text(p.name),
    to: query('/taizhou/productDetail', text(p.id)),
    date: day(p.publishDate),
    source: optional(p.provider),
    detail: optional(p.summary),
  }),
  listing: (l: API.TransactionIndex): SearchHit => ({
    type: 'listing',
    id: text(l.id),
    title: text(l.title),
    to: `/taizhou/operations/sell/${encodeURIComponent(text(l.id))}`,
    date: day(l.publishTime),
    source: optional(l.applicant),
    code: optional(l.patentNo),
    detail: optional(l.ipc),
  }),
  enterprise: (e: API.EnterpriseItem): SearchHit => ({
    type: 'enterprise',
    id: text(e.name),
    title: text(e.name),
    to: enterpriseResultPath(text(e.name), 'taizhou'),
    source: optional(e.district),
    code: optional(e.creditCode),
  }),
} satisfies { [K in SearchType]: (item: never) => SearchHit };
