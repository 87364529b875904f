import { REQUEST_LIMITS_MS } from '../constants';

/** The kinds of time limit of issue 26 item 1 (src/constants.ts `REQUEST_LIMITS_MS`). */
export type RequestLimit = keyof typeof REQUEST_LIMITS_MS;

declare global {
  interface Window {
    /**
     * Test hook only: shorter limits for the e2e sweeps and jest, so a test of a call that never
     * answers waits a second or two instead of the real 8 or 15 (`page.addInitScript` sets it before
     * the app runs; a test may change it between steps, since every call reads it when it starts).
     * Nothing in the app sets it.
     */
    __iprRequestLimits?: Partial<Record<RequestLimit, number>>;
  }
}

/**
 * The time limit of a kind of call, in ms: `REQUEST_LIMITS_MS`, unless a test has set a shorter
 * one (`window.__iprRequestLimits`). Read when a call starts, so the limit in force is the one the
 * call was sent under.
 */
export function requestLimit(kind: RequestLimit): number {
  const override = typeof window === 'undefined' ? undefined : window.__iprRequestLimits?.[kind];
  return typeof override === 'number' && override > 0 ? override : REQUEST_LIMITS_MS[kind];
}
