import { REQUEST_LIMITS_MS } from '../constants';

/** The kinds of time limit of issue 26 item 1 (src/constants.ts `REQUEST_LIMITS_MS`). */
export type RequestLimit = keyof typeof REQUEST_LIMITS_MS;

/**
 * The time limit of a kind of call, in ms (`REQUEST_LIMITS_MS`). Nothing shortens it: tests run
 * the real limits on a fake clock (jest's fake timers, Playwright's `page.clock`).
 */
export function requestLimit(kind: RequestLimit): number {
  return REQUEST_LIMITS_MS[kind];
}
