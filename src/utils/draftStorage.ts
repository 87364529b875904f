import { DRAFT_STORAGE } from '@/constants';

/** One form's draft in sessionStorage. */
export interface DraftStore<T> {
  /** The saved draft, or undefined when there is none, it is stale, unreadable or of another shape. */
  load(): T | undefined;
  /** Saves the draft; a full or blocked storage is ignored (the form still holds the values). */
  save(value: T): void;
  clear(): void;
}

interface Envelope {
  version: number;
  /** ms since the epoch */
  savedAt: number;
  value: unknown;
}

export interface DraftStoreOptions<T> {
  /** Checks what was read back: storage is shared with other code and may hold anything. */
  isValid: (value: unknown) => value is T;
  /** ms; defaults to DRAFT_STORAGE.maxAge */
  maxAge?: number;
  /** For tests; defaults to the browser's sessionStorage. */
  storage?: () => Storage | undefined;
  now?: () => number;
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * Draft storage of one form under `ipr-front:draft:<name>` (issue 5 item 3: a draft survives the
 * SSO round trip and a reload; constants in DRAFT_STORAGE). Never throws: private modes and full
 * quotas make storage calls fail, and losing a draft must not lose the form.
 */
export function createDraftStore<T>(name: string, options: DraftStoreOptions<T>): DraftStore<T> {
  const key = `${DRAFT_STORAGE.prefix}${name}`;
  const { isValid, maxAge = DRAFT_STORAGE.maxAge, storage = browserStorage, now = Date.now } = options;
  const clear = () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Storage unavailable: nothing was kept either.
    }
  };
  return {
    load() {
      let raw: string | null | undefined;
      try {
        raw = storage()?.getItem(key);
      } catch {
        return undefined;
      }
      if (!raw) return undefined;
      try {
        const envelope = JSON.parse(raw) as Partial<Envelope> | null;
        const fresh =
          envelope?.version === DRAFT_STORAGE.version &&
          typeof envelope.savedAt === 'number' &&
          now() - envelope.savedAt <= maxAge &&
          envelope.savedAt <= now();
        if (fresh && isValid(envelope.value)) return envelope.value;
      } catch {
        // Not JSON: fall through and drop it.
      }
      clear();
      return undefined;
    },
    save(value) {
      const envelope: Envelope = { version: DRAFT_STORAGE.version, savedAt: now(), value };
      try {
        storage()?.setItem(key, JSON.stringify(envelope));
      } catch {
        // Quota exceeded or storage blocked: the draft only lives in the form.
      }
    },
    clear,
  };
}

/** True for a plain object whose listed keys hold strings, numbers, booleans, null or are absent. */
export function isFlatRecord(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return keys.every((key) => {
    const field = record[key];
    return field === undefined || field === null || ['string', 'number', 'boolean'].includes(typeof field);
  });
}
