import { getIntl } from '@umijs/max';
import { PROFILE_STORAGE_KEY } from '@/constants';

/**
 * Site settings kept in localStorage under `profile` (spec §3) so that the next visit shows the
 * configured title at once; getInitialState refreshes them from the API on every load.
 */
export function readStoredProfile(): API.SiteSettings | undefined {
  try {
    const raw = window.localStorage.getItem(PROFILE_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as API.SiteSettings)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the site settings; storage may be full or disabled, which only costs the fast path. */
export function storeProfile(settings: API.SiteSettings) {
  try {
    window.localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // private mode or quota: the title still comes from the API on the next load
  }
}

/** Spec §3: the document title is `ipr_title_prefix` + `ipr_front_title`; empty when neither is set. */
export function composeTitle(settings?: API.SiteSettings): string {
  const prefix = typeof settings?.ipr_title_prefix === 'string' ? settings.ipr_title_prefix : '';
  const title = typeof settings?.ipr_front_title === 'string' ? settings.ipr_front_title : '';
  return `${prefix}${title}`;
}

/** The document title of spec §3, or the default title when the settings have none. */
export function documentTitle(settings?: API.SiteSettings): string {
  return composeTitle(settings) || getIntl().formatMessage({ id: 'app.defaultTitle' });
}
