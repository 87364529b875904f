/**
 * Issue 16 item 6: which error pages this app itself sent the visitor to. The request layer records
 * each showType 9 redirect (spec §4, §8) here before it opens `/exception?errorCode=…&errorMessage=…`;
 * the error page shows the query's text as the site's message only when it finds it here. A link
 * crafted elsewhere (fake patent-fee notices are a known fraud) cannot write into this tab's
 * sessionStorage, so its text is shown only as an unverified technical detail.
 *
 * Per tab, kept across a reload of the error page; the last ISSUED_MAX entries. Never throws:
 * where storage is unavailable nothing is recorded and every message counts as unverified.
 */
const STORAGE_KEY = 'ipr-front:issued-errors';
const ISSUED_MAX = 10;

const entry = (errorCode: string, errorMessage: string) => JSON.stringify([errorCode, errorMessage]);

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Records that the app is about to show this error on the error page. */
export function rememberIssuedError(errorCode: string, errorMessage: string): void {
  try {
    const issued = [...read().filter((item) => item !== entry(errorCode, errorMessage)), entry(errorCode, errorMessage)];
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(issued.slice(-ISSUED_MAX)));
  } catch {
    // Storage full or disabled: the page then treats the message as unverified, which is safe.
  }
}

/** True when this tab's request layer sent the visitor to the error page with exactly this code and message. */
export function wasIssuedError(errorCode: string, errorMessage: string): boolean {
  return read().includes(entry(errorCode, errorMessage));
}
