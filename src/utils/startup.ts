import { getIntl } from '@umijs/max';
import { startTransition } from 'react';
import { BASE_PATH } from '@/constants';
import { isObject } from '@/requestErrorConfig';
import { getCurrentUser, getEnterpriseProfileByHost } from '@/services/account';
import { ensureMessages, messageGroupsFor } from '@/utils/localeMessages';
import { forgetPrefetched, PREFETCH_MAX_AGE_MS } from '@/utils/prefetched';
import { requestLimit } from '@/utils/requestLimits';
import { checkServiceResult } from '@/utils/serviceResult';
import { documentTitle, readStoredProfile, storeProfile } from '@/utils/siteSettings';

/**
 * Issue 26 items 2 and 4, issue 28 item 8: the app's start-up (the render hook and getInitialState
 * of src/app.tsx), kept out of app.tsx, whose exports Umi reads as runtime options: app.tsx loads
 * the whole app (antd, the layout), this module only the request layer.
 */

/** What the whole app knows before its first render (spec §3, §4). */
export interface InitialState {
  /** Absent for anonymous visitors. */
  currentUser?: API.CurrentUser;
  /** Site settings of this host; the stored copy when the API did not answer. */
  settings?: API.SiteSettings;
}

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

/** One start-up call's outcome, as `Promise.allSettled` reports it. */
type Settled<T> = PromiseSettledResult<T>;
/** The two start-up calls, each settling (never rejecting) on its own. */
type StartupCalls = [Promise<Settled<unknown>>, Promise<Settled<unknown>>];

const settle = <T>(call: Promise<T>): Promise<Settled<T>> =>
  // As Promise.allSettled, which takes any value (a stubbed service may return none).
  Promise.resolve(call).then(
    (value) => ({ status: 'fulfilled', value }) as const,
    (reason: unknown) => ({ status: 'rejected', reason }) as const,
  );

const requestAccountAndSettings = (): StartupCalls => [settle(getCurrentUser()), settle(getEnterpriseProfileByHost(window.location.host))];

/** Requests sent after the render hook, before React starts; taken (once) by the first `loadInitialState`. */
let earlyRequests: StartupCalls | undefined;
/** The timer that sends them, until it has. */
let earlyTimer: ReturnType<typeof setTimeout> | undefined;

/** The early requests, or (when they are not out yet) new ones; never the same ones twice. */
function takeEarlyRequests(): StartupCalls {
  clearTimeout(earlyTimer);
  earlyTimer = undefined;
  const pending = earlyRequests ?? requestAccountAndSettings();
  earlyRequests = undefined;
  return pending;
}

/** Stands for a start-up call that had not answered when the start-up limit ran out. */
const LATE = Symbol('late');

/**
 * Umi's render hook (src/app.tsx `render`): sends the two start-up requests of `getInitialState`
 * at once instead of after React's first pass over the providers (~70 ms of a mid-range phone's
 * main thread), since the first page render waits for them (spec §4), and renders once the active
 * locale's messages for this page are in (production builds load them on demand; they arrive while
 * the requests are under way). "At once" is the next task: their first run through the request
 * layer and axios costs a phone 30–40 ms, and asking webpack for the messages' chunks 15–20 ms,
 * which would otherwise lengthen `umi.js`'s evaluation, the longest task of every start. Each goes
 * in a task of its own.
 *
 * Umi's render (`root.render` of the whole app, antd's ConfigProvider and its theme tokens included)
 * runs at transition priority, so React builds the first tree in 5 ms slices behind the start-up
 * placeholder the HTML already shows, instead of one task of 25–50 ms of a mid-range phone's main
 * thread. Umi calls `root.render` synchronously from the render hook's `oldRender`
 * (tests/firstRender.test.ts pins that).
 */
export function startRender(oldRender: () => void): void {
  // Issue 26: a prefetch the page never asked for is aborted once it is too old to be adopted (all
  // were sent before umi.js ran), so a backend that never answers it holds no connection for good.
  setTimeout(forgetPrefetched, PREFETCH_MAX_AGE_MS);
  earlyTimer = setTimeout(() => {
    earlyTimer = undefined;
    earlyRequests = requestAccountAndSettings();
  });
  const path = `/${window.location.pathname.slice(BASE_PATH.length)}`;
  setTimeout(() => ensureMessages(undefined, messageGroupsFor(path)).finally(() => startTransition(oldRender)));
}

/**
 * Spec §3, §4 (src/app.tsx `getInitialState`): loads the current user (`GET /api/getCurrent`) and
 * the site settings of this host (`GET /api/perEnterprise/getEnterpriseProfileByHost`) in parallel
 * before the first render. Either may fail (rejected, `false`, `null`, malformed, an error
 * envelope): the visitor is then anonymous and the title comes from the stored profile or the
 * default. Valid fresh settings are stored under `profile` for the next visit. Never rejects, so the
 * app always renders.
 *
 * Issue 26 item 2: it waits at most until the start-up limit (`requestLimit('startup')`, 8 s from
 * the page's start; at least a quarter of it from the call of this function): a call that has not
 * answered by then counts as failed for this render, so a backend that hangs never holds the page.
 * The call itself runs on (to the page-data limit of the request layer); when the late calls have
 * answered, `onLateStartupAnswers`' listener refreshes the initial state, and this function then
 * returns those answers without asking again. Any other later call asks again.
 */
export async function loadInitialState(): Promise<InitialState> {
  const calls = takeEarlyRequests();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Counted from the page's start (the boot script sent the calls then): the visitor has waited since.
  // At least a quarter of it from now, for a start whose scripts took nearly all of it to arrive.
  const startup = requestLimit('startup');
  const limit = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), Math.max(startup - performance.now(), startup / 4));
  });
  const [user, profile] = await Promise.all(calls.map((call) => Promise.race([call, limit])));
  clearTimeout(timer);
  if (user === LATE || profile === LATE) {
    // Kept for the refresh once they answer: the next call takes them as early requests.
    Promise.all(calls).then(() => {
      earlyRequests = calls;
      tellLateStartupAnswers();
    });
  }
  const answer = (settled: Settled<unknown> | typeof LATE) =>
    settled !== LATE && settled.status === 'fulfilled' ? settled.value : undefined;
  const currentUser = validUser(answer(user));
  let settings = readStoredProfile();
  const fresh = validSettings(answer(profile));
  if (fresh) {
    settings = fresh;
    storeProfile(fresh);
  }
  document.title = documentTitle(settings);
  // The locale umi actually renders (it falls back to zh-CN for an unsupported browser language).
  document.documentElement.lang = getIntl().locale;
  return { currentUser, settings };
}
