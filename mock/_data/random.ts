/**
 * Deterministic building blocks of the mock data: a seeded PRNG, dates counted back from a fixed
 * reference day, and the check digits of Chinese patent application numbers and unified social
 * credit codes. Nothing here reads the clock, so every server start serves the same data and
 * tests can rely on it.
 */

/** The day the seeded data is "as of" (dates spread over the three years before it). */
export const REFERENCE_DATE = '2026-11-20';

const REFERENCE_MS = Date.UTC(2026, 10, 20);
const DAY_MS = 86_400_000;
/** Dates are shown in China Standard Time. */
const CST_OFFSET_MS = 8 * 3_600_000;

/** A seeded random source (mulberry32): the same seed always yields the same sequence. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** Integer in [min, max], both inclusive. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  /** A shuffled copy (Fisher–Yates). */
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');
  return { next, int, pick, shuffle, digits };
}

export type Random = ReturnType<typeof createRandom>;

/** A stable 32-bit hash of a string (FNV-1a), used to seed per-user and per-patent choices. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** `YYYY-MM-DD` of the day `days` before REFERENCE_DATE. */
export function dateBefore(days: number): string {
  return new Date(REFERENCE_MS - days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO date-time in China Standard Time (`2026-11-18T09:30:00+08:00`) of an instant in ms. */
export function cstDateTime(ms: number): string {
  return `${new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** ISO date-time (CST) `days` before REFERENCE_DATE at `minuteOfDay` minutes after midnight CST. */
export function dateTimeBefore(days: number, minuteOfDay: number): string {
  return cstDateTime(REFERENCE_MS - days * DAY_MS + minuteOfDay * 60_000 - CST_OFFSET_MS);
}

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/**
 * An 18-character unified social credit code (GB 32100-2015) for an enterprise registered in the
 * county-level division `divisionCode` (e.g. `321202` 海陵区): `91` (enterprise), the division, a
 * 9-character organisation code with its GB 11714 check character, and the final check character.
 */
export function creditCode(random: Random, divisionCode: string): string {
  const orgBody = Array.from({ length: 8 }, () => CREDIT_CODE_CHARS[random.int(0, 30)]).join('');
  const orgSum = [...orgBody].reduce((acc, ch, i) => acc + (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55) * ORG_CODE_WEIGHTS[i], 0);
  const orgCheckValue = 11 - (orgSum % 11);
  const orgCheck = orgCheckValue === 10 ? 'X' : orgCheckValue === 11 ? '0' : String(orgCheckValue);
  const body = `91${divisionCode}${orgBody}${orgCheck}`;
  const sum = [...body].reduce((acc, ch, i) => acc + CREDIT_CODE_CHARS.indexOf(ch) * CREDIT_CODE_WEIGHTS[i], 0);
  return body + CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

// Umi loads every file under mock/ as a route map; this helper module declares no routes.
export default {};
