/**
 * The IP transaction index (spec §7, issue 2 item 11, issue 5): transaction types, trade methods
 * and the listing's field rules, shared by the pages, their tests and the mock backend (mock/).
 */

/**
 * Values of the `ipc_transaction_type` dictionary this front end knows (and has English labels
 * for): transfer, exclusive / sole / ordinary / open licence, pledge, equity contribution.
 */
export const TRANSACTION_TYPES = [
  'transfer',
  'exclusive_licence',
  'sole_licence',
  'ordinary_licence',
  'open_licence',
  'pledge',
  'equity',
] as const;

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** How a listing is traded: listed at its price (挂牌交易), price by agreement (协议定价) or auction (拍卖). */
export const TRADE_METHODS: readonly API.TradeMethod[] = ['listed', 'negotiated', 'auction'];

/** A listing is shown for a year unless its publisher says otherwise. */
export const DEFAULT_VALIDITY_MONTHS = 12;

/** Listing title, characters. */
export const TITLE_LENGTH = { min: 2, max: 100 } as const;
/** Listing description in the publish form, characters. */
export const DESCRIPTION_MAX = 500;

/** Issue 16: 待审核 (awaiting review), 已上架 (public), 已下架 (withdrawn by its publisher). */
export const LISTING_STATUSES: readonly API.ListingStatus[] = ['pending', 'listed', 'withdrawn'];

/** A listing's market status; a backend that sends none does not review listings, so it is public. */
export const listingStatusOf = (listing: Pick<API.TransactionIndex, 'listingStatus'>): API.ListingStatus =>
  listing.listingStatus ?? 'listed';

/** Its publisher may withdraw (下架) a listing that is awaiting review or public, not one already withdrawn. */
export const canWithdraw = (listing: Pick<API.TransactionIndex, 'listingStatus'>) => listingStatusOf(listing) !== 'withdrawn';
