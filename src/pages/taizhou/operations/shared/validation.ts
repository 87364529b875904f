/**
 * Field rules of the publish form (issue 2 item 11), shared by the form and its tests.
 */

/** Chinese patent number: `ZL` + 12-digit application number + `.` + check digit (0–9 or X). */
export const PATENT_NO_PATTERN = /^ZL\d{12}\.[\dX]$/;

/** Mainland mobile (11 digits from 13x–19x) or landline with area code, e.g. 0523-86839900, ext. allowed. */
export const PHONE_PATTERN = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;

export const TITLE_LENGTH = { min: 2, max: 100 } as const;
export const DESCRIPTION_MAX = 500;
export const CONTACT_NAME_MAX = 50;

/**
 * The patent type a patent number states in its fifth digit (after the 4-digit year):
 * 1 invention, 2 utility model, 3 design (8 and 9 are PCT entries of 1 and 2). Undefined otherwise.
 */
export function patentTypeFromNumber(patentNo: string): API.PatentType | undefined {
  if (!PATENT_NO_PATTERN.test(patentNo)) return undefined;
  const digit = patentNo.charAt(6);
  if (digit === '1' || digit === '8') return 'invention';
  if (digit === '2' || digit === '9') return 'utility';
  if (digit === '3') return 'design';
  return undefined;
}

/** Upper-cases and strips spaces, so `zl 2021 1012 3456.7` is read as `ZL202110123456.7`. */
export function normalizePatentNo(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/** How a listing is traded: listed at its price (挂牌交易), price by agreement (协议定价) or auction (拍卖). */
export const TRADE_METHODS: readonly API.TradeMethod[] = ['listed', 'negotiated', 'auction'];

/** A listing is shown for a year unless its publisher says otherwise. */
export const DEFAULT_VALIDITY_MONTHS = 12;
