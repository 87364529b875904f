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
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as API.SiteSettings) : undefined;
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

/**
 * Chinese pages show the settings' names as they are; other languages look for their `_en` form.
 * A declaration, not a constant: src/global.tsx calls composeTitle while this module is still loading.
 */
function isChinese(locale: string) {
  return locale.toLowerCase().startsWith('zh');
}

/**
 * Spec §3: the document title is `ipr_title_prefix` + `ipr_front_title`; empty when neither is set.
 * Issue 27 item 9: those names are Chinese; in another language the title is made of their English
 * forms, `ipr_title_prefix_en` and `ipr_front_title_en` (joined by a space), and is empty without them.
 */
export function composeTitle(settings?: API.SiteSettings, locale = 'zh-CN'): string {
  const english = !isChinese(locale);
  const read = (key: string) => {
    const value = settings?.[english ? `${key}_en` : key];
    return typeof value === 'string' ? value : '';
  };
  const prefix = read('ipr_title_prefix');
  const title = read('ipr_front_title');
  return english ? [prefix.trim(), title.trim()].filter(Boolean).join(' ') : `${prefix}${title}`;
}

/**
 * The document title of spec §3, or the default title when the settings have none. In another
 * language than Chinese, settings that name the site in Chinese only give the primary portal's name
 * in the visitor's language (`portal.siteTitle.taizhou`), never the Chinese name (issue 27 item 9).
 */
export function documentTitle(settings?: API.SiteSettings, intl = getIntl()): string {
  const own = composeTitle(settings, intl.locale);
  if (own) return own;
  const title = intl.formatMessage({ id: 'app.defaultTitle' });
  const namedInChinese = !isChinese(intl.locale) && composeTitle(settings) !== '';
  return namedInChinese ? intl.formatMessage({ id: `portal.siteTitle.${PRIMARY_REGION}` }, { title }) : title;
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
 * Issue 27 item 9: in a language other than Chinese the settings' English forms (`<key>_en`, e.g.
 * `ipr_front_title_en`, `ipr_title_prefix_en_suzhou`) are read instead, else the locale's own title.
 */
export function portalTitle(settings: API.SiteSettings | undefined, region: Region, intl = getIntl()): string {
  if (region === PRIMARY_REGION) return documentTitle(settings, intl);
  const english = !isChinese(intl.locale);
  const key = (name: string) => (english ? `${name}_en` : name);
  const title =
    regionSetting(settings, key('ipr_front_title'), region) ??
    text(settings?.[key('ipr_front_title')]) ??
    intl.formatMessage({ id: 'app.defaultTitle' });
  const prefix = regionSetting(settings, key('ipr_title_prefix'), region);
  if (prefix) return english ? `${prefix.trim()} ${title}` : `${prefix}${title}`;
  return intl.formatMessage({ id: `portal.siteTitle.${region}` }, { title });
}

/** A portal's helpline: `ipr_contact_phone` of the site settings (region rule above), else SITE_INFO. */
export function portalPhone(settings: API.SiteSettings | undefined, region: Region): string {
  return regionSetting(settings, 'ipr_contact_phone', region) ?? SITE_INFO[region].phone;
}
