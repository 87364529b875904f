import { ADMIN_URLS, WORKBENCH_APP_CODE } from '@/constants';

/** Spec §2: SSO login URL that brings the visitor back to `returnTo` (default: the current page). */
export function loginUrl(returnTo: string = window.location.href): string {
  return `${ADMIN_URLS.login}?redirectUrl=${encodeURIComponent(returnTo)}`;
}

/** Spec §2: the agency and enterprise workbench for this app. */
export function workbenchUrl(): string {
  return `${ADMIN_URLS.workbench}?appCode=${encodeURIComponent(WORKBENCH_APP_CODE)}`;
}

/** Sends the browser to SSO login, coming back to the current page afterwards. */
export function goToLogin(returnTo?: string) {
  window.location.assign(loginUrl(returnTo));
}
