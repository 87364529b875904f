import { composeTitle, readStoredProfile } from '@/utils/siteSettings';

/** The parts of `window` that removeOfflineCache touches. */
export interface OfflineCacheScope {
  location: Pick<Location, 'protocol'>;
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'> };
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

/**
 * Spec §9: offline support is off, so on a secure connection (the only place a service worker can
 * exist) any worker left from an earlier deploy is unregistered and its caches are deleted; a stale
 * shell could otherwise keep serving an old version. Failures are ignored: they only keep the
 * stale cache. Resolves when both are done.
 */
export async function removeOfflineCache(scope: OfflineCacheScope): Promise<void> {
  if (scope.location.protocol !== 'https:') return;
  const { serviceWorker } = scope.navigator;
  const { caches } = scope;
  await Promise.all([
    serviceWorker
      ?.getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined),
    caches
      ?.keys()
      .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
      .catch(() => undefined),
  ]);
}

/**
 * The visitor's language before Umi's locale runtime exists (it is set up after this module runs):
 * the kept choice (`umi_locale`), else the browser's. Only tells Chinese from not (issue 27 item 9).
 */
function earlyLocale(): string {
  try {
    return window.localStorage.getItem('umi_locale') || window.navigator.language || 'zh-CN';
  } catch {
    return window.navigator.language || 'zh-CN';
  }
}

// Runs once before the app renders. Spec §3: the title kept from the last visit shows at once,
// before getInitialState has refreshed the site settings.
if (typeof window !== 'undefined') {
  removeOfflineCache(window);
  const storedTitle = composeTitle(readStoredProfile(), earlyLocale());
  if (storedTitle) document.title = storedTitle;
}
