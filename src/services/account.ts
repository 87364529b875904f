import { request } from '@umijs/max';
// These calls are part of umi.js: the functions use the paths, so the declarations (read by the
// static shell's build) and the first-view evaluator stay out of it.
import type { PrefetchRequest } from './firstView';

/**
 * The platform's account service, served by the gateway at the host root (`/api/...`, spec §7):
 * current user, logout and the per-host site settings.
 */

const CURRENT_USER = '/api/getCurrent';
const SITE_SETTINGS = '/api/perEnterprise/getEnterpriseProfileByHost';

/**
 * The app's start-up requests, which getInitialState awaits on every route (src/utils/startup.ts):
 * the static shell prefetches them on every address.
 */
export const STARTUP_VIEWS = {
  currentUser: { url: CURRENT_USER },
  siteSettings: { url: SITE_SETTINGS, params: { host: { from: 'host' } } },
} satisfies Record<string, PrefetchRequest>;

/**
 * Spec §7: the current user. Resolves `false` when nobody is logged in (envelope code 99998).
 * Errors are not shown: an anonymous visitor is not a failure.
 */
export async function getCurrentUser(options?: Record<string, unknown>) {
  return request<API.CurrentUser | false | null>(CURRENT_USER, {
    method: 'GET',
    skipErrorHandler: true,
    ...options,
  });
}

/** Spec §7: ends the SSO session; the caller reloads the page afterwards (spec §4). */
export async function logout(options?: Record<string, unknown>) {
  return request<unknown>('/api/logout', { method: 'GET', ...options });
}

/**
 * Spec §7: site settings of the enterprise profile configured for a host (e.g. `www.example.gov.cn`).
 * Resolves a map holding `ipr_title_prefix` and `ipr_front_title`.
 */
export async function getEnterpriseProfileByHost(host: string, options?: Record<string, unknown>) {
  return request<API.SiteSettings | null>(SITE_SETTINGS, {
    method: 'GET',
    params: { host },
    skipErrorHandler: true,
    ...options,
  });
}
