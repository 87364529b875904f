/**
 * Field rules of the dispute handling request (issue 5 item 4), shared by the form, its tests and
 * the mock backend's server-side checks. Lengths count characters (a Chinese character is one).
 * The patent number and phone rules are those of ./patent and ./contact.
 */

export const DISPUTE_TYPES: readonly API.DisputeType[] = [
  'infringement',
  'ownership',
  'inventorship',
  'service_invention_reward',
  'provisional_fee',
];

export const DISPUTE_STATUSES: readonly API.DisputeStatus[] = ['received', 'accepted', 'mediating', 'closed', 'rejected'];
/** Public cases are handled ones; a request just received is not disclosed (the case list's status filter). */
export const PUBLIC_DISPUTE_STATUSES: readonly API.DisputeStatus[] = DISPUTE_STATUSES.filter((status) => status !== 'received');

export const REQUESTER_TYPES: readonly API.DisputeRequesterType[] = ['enterprise', 'person', 'institution'];

/** Reference number of a request's receipt: `TZJF` + submission date + running number, e.g. TZJF20261122-0007. */
export const REFERENCE_NO_PATTERN = /^TZJF\d{8}-\d{4}$/;

export const NAME_MAX = 100;
export const ADDRESS_MAX = 200;
/** 事实和理由 */
export const FACTS_LENGTH = { min: 10, max: 5000 } as const;
/** 请求事项 */
export const CLAIMS_LENGTH = { min: 2, max: 1000 } as const;

/** Evidence files: these extensions only, each at most 10 MB, at most 10 per request. */
export const EVIDENCE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;
/** bytes */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_MAX_FILES = 10;
/** The `accept` attribute of the file picker, so the picker offers the allowed types first. */
export const EVIDENCE_ACCEPT = EVIDENCE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Length in characters, not UTF-16 units. */
export const charLength = (value: string | undefined) => [...(value ?? '').trim()].length;

const CREDIT_CODE_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Which rule of GB 32100-2015 a unified social credit code breaks: its shape (length, characters) or its check character. */
export type CreditCodeProblem = 'format' | 'checkDigit';

/**
 * Checks an upper-case unified social credit code (GB 32100-2015): 18 characters from the code's
 * alphabet (digits and capitals without I, O, S, V, Z; positions 3–8 the administrative-division
 * digits), the last one the check character of the first 17 (weights 3^i mod 31, 31 − sum mod 31).
 * Undefined when the code is valid.
 */
export function creditCodeProblem(value: string): CreditCodeProblem | undefined {
  if (!CREDIT_CODE_SHAPE.test(value)) return 'format';
  const sum = [...value.slice(0, 17)].reduce((acc, ch, i) => acc + CREDIT_CODE_CHARS.indexOf(ch) * CREDIT_CODE_WEIGHTS[i], 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] === value[17] ? undefined : 'checkDigit';
}

/** True for a valid unified social credit code (see {@link creditCodeProblem}). Upper-case only, as printed on a business licence. */
export const isCreditCode = (value: string) => creditCodeProblem(value) === undefined;

/**
 * True for an 18-digit resident identity card number (GB 11643-1999): a real birth date in
 * positions 7–14 and the ISO 7064 MOD 11-2 check character (digit or `X`) last.
 */
export function isResidentIdNo(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > Date.now()) return false;
  const sum = [...value.slice(0, 17)].reduce((acc, digit, i) => acc + Number(digit) * ID_WEIGHTS[i], 0);
  return ID_CHECK[sum % 11] === value[17];
}

/** Upper-cases and strips spaces: credit codes and ID numbers are often typed in lower case or in groups. */
export const normalizeCode = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();

/** Party names compared the way a person reads them: spaces ignored, full-width brackets as half-width. */
export const sameParty = (a: string | undefined, b: string | undefined) => {
  const key = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');
  return key(a) !== '' && key(a) === key(b);
};

/** Why an evidence file cannot be uploaded: its type is not allowed, it is empty or too large. */
export type EvidenceFileProblem = 'type' | 'empty' | 'size';

/** Checks a file before it is uploaded (name and size in bytes); undefined when it may go. */
export function evidenceFileProblem(file: { name: string; size: number }): EvidenceFileProblem | undefined {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(EVIDENCE_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > EVIDENCE_MAX_BYTES) return 'size';
  return undefined;
}

/** `2621440` → `2.5 MB`, `5120` → `5 KB`: evidence sizes as a visitor reads them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
