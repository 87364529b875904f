import { getIntl } from '@umijs/max';
import { PRIMARY_REGION, PROFILE_STORAGE_KEY, SITE_INFO, type Region } from '@/constants';

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

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * A setting of one portal: `<key>_<region>` (e.g. `ipr_title_prefix_suzhou`) when the host's settings
 * carry it, else the plain key for the primary portal only (the plain keys name Taizhou); undefined
 * for a missing or blank value.
 */
export function regionSetting(settings: API.SiteSettings | undefined, key: string, region: Region): string | undefined {
  return text(settings?.[`${key}_${region}`]) ?? (region === PRIMARY_REGION ? text(settings?.[key]) : undefined);
}

/**
 * Issue 16 item 2: the site name a portal's frame and footer show. The primary portal shows the
 * title of spec §3 (or the default title); another portal shows its own prefixed title from the
 * settings, else the platform's title (`ipr_front_title`, which names no region) with the region's
 * name from the locale (`portal.siteTitle.<region>`, 苏州市… / Suzhou …), never the other portal's.
 */
export function portalTitle(settings: API.SiteSettings | undefined, region: Region, intl = getIntl()): string {
  if (region === PRIMARY_REGION) return documentTitle(settings);
  const title = regionSetting(settings, 'ipr_front_title', region) ?? text(settings?.ipr_front_title) ?? intl.formatMessage({ id: 'app.defaultTitle' });
  const prefix = regionSetting(settings, 'ipr_title_prefix', region);
  return prefix ? `${prefix}${title}` : intl.formatMessage({ id: `portal.siteTitle.${region}` }, { title });
}

/** A portal's helpline: `ipr_contact_phone` of the site settings (region rule above), else SITE_INFO. */
export function portalPhone(settings: API.SiteSettings | undefined, region: Region): string {
  return regionSetting(settings, 'ipr_contact_phone', region) ?? SITE_INFO[region].phone;
}
