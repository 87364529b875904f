import { REQUEST_DEFAULTS } from '@/constants';
import { findAnnouncements, findIndex, findNews, findProducts, findPunishments } from '@/services/dataService';
import { findEnterprises } from '@/services/diService';
import { toPage } from '@/utils/serviceResult';
import { SEARCH_TYPES, TO_HIT, type SearchHit, type SearchTab, type SearchType } from './hits';
import type { SourceOutcome } from './merge';

/** The page says itself which source failed: no request-layer notification per source. */
const OWN_ERRORS = { skipErrorHandler: true } as const;

type Paging = { current: number; pageSize: number };

/**
 * Each source's own keyword filter (docs/api.md §5, §6, §9; the backend has no search service).
 * Resolves a page of hits; rejects on any failure (HTTP, network, malformed body, code ≠ 0).
 */
const FIND: { [K in SearchType]: (keyword: string, paging: Paging) => Promise<API.Page<SearchHit>> } = {
  announcement: async (keyword, paging) => hits(toPage(await findAnnouncements({ keyword, ...paging }, OWN_ERRORS)), TO_HIT.announcement),
  news: async (keyword, paging) => hits(toPage(await findNews({ keyword, ...paging }, OWN_ERRORS)), TO_HIT.news),
  // Issue 46 item 2: as the penalty list (/taizhou/punishContent) shows them, Taizhou's notices only.
  punishment: async (keyword, paging) =>
    hits(toPage(await findPunishments({ keyword, region: 'taizhou', ...paging }, OWN_ERRORS)), TO_HIT.punishment),
  product: async (keyword, paging) => hits(toPage(await findProducts({ keyword, ...paging }, OWN_ERRORS)), TO_HIT.product),
  listing: async (keyword, paging) => hits(toPage(await findIndex({ keyword, region: 'taizhou', ...paging }, OWN_ERRORS)), TO_HIT.listing),
  // As the Taizhou enterprise search finds them: the region's innovation subjects.
  enterprise: async (keyword, paging) =>
    hits(toPage(await findEnterprises({ keyword, region: 'taizhou', ...paging }, OWN_ERRORS)), TO_HIT.enterprise),
};

/** A page of records as a page of hits; a record that is not an object is dropped. */
function hits<T>(page: API.Page<T>, toHit: (item: T) => SearchHit): API.Page<SearchHit> {
  return { ...page, list: page.list.filter((item) => item !== null && typeof item === 'object').map(toHit) };
}

/**
 * Symbols, emoji (with their joiners and variation selectors), punctuation, spaces and controls. The
 * variation selectors and the keycap mark are alternatives of their own, each a code point by itself:
 * inside the class they would read as combining with the character before them.
 */
const NOT_A_WORD =
  /^(?:[\p{Extended_Pictographic}\p{S}\p{P}\p{Z}\p{C}]|\u{FE0E}|\u{FE0F}|\u{20E3})+|(?:[\p{Extended_Pictographic}\p{S}\p{P}\p{Z}\p{C}]|\u{FE0E}|\u{FE0F}|\u{20E3})+$/gu;

/**
 * Issue 27 item 11: the words of a typed keyword, without the symbols and emoji around them
 * ("😀专利🚀" → "专利"): the services match the keyword as a whole, so a decoration found nothing.
 * A keyword of symbols only is searched for as typed (trimmed): it finds what it finds.
 */
export function searchKeyword(typed: string | undefined): string {
  const trimmed = (typed ?? '').trim();
  return trimmed.replace(NOT_A_WORD, '') || trimmed;
}

/**
 * Issue 14 item 1: asks every source for `keyword` at once. The chosen type is asked for page
 * `page`, the others for their first page (their newest hits and their totals); every source
 * answers for itself, so one failing leaves the others' results. Never rejects.
 */
export async function searchSources(keyword: string, tab: SearchTab, page: number): Promise<SourceOutcome[]> {
  const pageSize = REQUEST_DEFAULTS.pageSize;
  const settled = await Promise.allSettled(SEARCH_TYPES.map((type) => FIND[type](keyword, { current: type === tab ? page : 1, pageSize })));
  return settled.map((answer, index) =>
    answer.status === 'fulfilled' ? { type: SEARCH_TYPES[index], page: answer.value } : { type: SEARCH_TYPES[index], error: answer.reason },
  );
}
