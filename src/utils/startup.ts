import { isObject } from '@/requestErrorConfig';
import { checkServiceResult } from '@/utils/serviceResult';

/**
 * Issue 26 items 2 and 4: the rules of the app's start-up (getInitialState in src/app.tsx), kept
 * out of app.tsx, whose exports Umi reads as runtime options.
 */

/** The current user of a start-up answer, when it is one (an object with its account); else anonymous. */
export function validUser(value: unknown): API.CurrentUser | undefined {
  return isObject(value) && typeof value.account === 'string' && value.account ? (value as API.CurrentUser) : undefined;
}

/**
 * The site settings of a start-up answer, when they are settings: an object that is no failed
 * envelope (`checkServiceResult`'s rule: `code` ≠ 0 is a failure, whatever its data) and carries
 * both title parts of spec §3 as text. Anything else never replaces the stored `profile`: the next
 * visit would have nothing to fall back to.
 */
export function validSettings(value: unknown): API.SiteSettings | undefined {
  let settings: unknown;
  try {
    settings = checkServiceResult(value as API.SiteSettings);
  } catch {
    return undefined;
  }
  if (!isObject(settings)) return undefined;
  return typeof settings.ipr_title_prefix === 'string' && typeof settings.ipr_front_title === 'string'
    ? (settings as API.SiteSettings)
    : undefined;
}

/** Told when start-up calls that ran past the start-up limit have all answered. */
let lateListener: (() => void) | undefined;

/**
 * `listener` runs when the start-up calls the first render stopped waiting for have answered after
 * all; the next `getInitialState` (the initial-state model's `refresh`, which
 * src/standIns/InitialStateProvider.tsx passes here) returns those answers without asking again.
 * One listener at a time. Returns the unsubscribe.
 */
export function onLateStartupAnswers(listener: () => void): () => void {
  lateListener = listener;
  return () => {
    if (lateListener === listener) lateListener = undefined;
  };
}

/** getInitialState: the late start-up answers are in. */
export function tellLateStartupAnswers(): void {
  lateListener?.();
}
