/**
 * Chinese patent numbers, types and legal statuses (CNIPA conventions), shared by the pages, their
 * tests and the mock backend (mock/). No React, no Umi: plain rules.
 */

/** invention (发明), utility model (实用新型), design (外观设计). */
export const PATENT_TYPES: readonly API.PatentType[] = ['invention', 'utility', 'design'];

/** in force (有效), pending (审中), lapsed (失效). */
export const LEGAL_STATUSES: readonly API.LegalStatus[] = ['valid', 'pending', 'invalid'];

/** Fields an enterprise's patent list sorts by (docs/api.md §9); the first is the default, newest filing first. */
export const PATENT_SORT_FIELDS: readonly API.EnterprisePatentSortField[] = ['applicationDate', 'publicationNo'];

/**
 * Reasons the services give beside a legal status (`legalStatusReason`, in CNIPA's Chinese terms),
 * mapped to the message ids that name them in each locale; an unlisted reason is shown as sent.
 */
export const LEGAL_STATUS_REASONS: Readonly<Record<string, string>> = {
  初步审查中: 'enterprise.legalStatusReason.preliminaryExamination',
  实质审查中: 'enterprise.legalStatusReason.substantiveExamination',
  未缴年费: 'enterprise.legalStatusReason.unpaidAnnuity',
  期限届满: 'enterprise.legalStatusReason.expired',
  驳回: 'enterprise.legalStatusReason.rejected',
  撤回: 'enterprise.legalStatusReason.withdrawn',
  视为撤回: 'enterprise.legalStatusReason.deemedWithdrawn',
  放弃: 'enterprise.legalStatusReason.abandoned',
};

/** Chinese patent number: `ZL` + 12-digit application number + `.` + check digit (0–9 or X). */
export const PATENT_NO_PATTERN = /^ZL\d{12}\.[\dX]$/;

/**
 * The type digit of an application number (its fifth digit, after the 4-digit year): 1 invention,
 * 2 utility model, 3 design; 8 and 9 are PCT applications entering the national phase as 1 and 2.
 */
export const PATENT_TYPE_BY_DIGIT: Readonly<Record<string, API.PatentType>> = {
  1: 'invention',
  2: 'utility',
  3: 'design',
  8: 'invention',
  9: 'utility',
};

/** Upper-cases and strips spaces, so `zl 2021 1012 3456.7` is read as `ZL202110123456.7`. */
export function normalizePatentNo(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/** The patent type a patent number states in its type digit; undefined for a malformed number or digit. */
export function patentTypeFromNumber(patentNo: string): API.PatentType | undefined {
  if (!PATENT_NO_PATTERN.test(patentNo)) return undefined;
  return PATENT_TYPE_BY_DIGIT[patentNo.charAt(6)];
}

/**
 * Check digit of a 12-digit CNIPA application number (year, type digit, 7-digit serial): weights
 * 2–9, 2–5 over the digits, sum mod 11, where 10 is written `X`. `202110123456` → `7`.
 */
export function applicationCheckDigit(twelveDigits: string): string {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = [...twelveDigits].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

/** True when a well-formed patent number (PATENT_NO_PATTERN) ends in its application number's check digit. */
export const hasValidCheckDigit = (patentNo: string) => applicationCheckDigit(patentNo.slice(2, 14)) === patentNo.slice(-1);

/** Which rule a patent number breaks: its shape (PATENT_NO_PATTERN) or its CNIPA check digit. */
export type PatentNoProblem = 'format' | 'checkDigit';

/**
 * Checks a normalised patent number (see {@link normalizePatentNo}) the way the services do: the
 * form validators and mock/ call this one function, so the browser refuses what the server refuses.
 * Undefined when the number is valid.
 */
export function patentNoProblem(patentNo: string): PatentNoProblem | undefined {
  if (!PATENT_NO_PATTERN.test(patentNo)) return 'format';
  return hasValidCheckDigit(patentNo) ? undefined : 'checkDigit';
}

/**
 * The legal status a patent can show (issue 16): 有效 (in force) needs a grant, so a patent stated
 * `valid` without a grant date reads as 审中 (pending) — a page must never show 有效 next to
 * 尚未授权. The mock backend applies it to every save and the pages to every listing they show.
 */
export function grantedLegalStatus(status: API.LegalStatus, grantDate: string | undefined): API.LegalStatus {
  return status === 'valid' && !grantDate ? 'pending' : status;
}
