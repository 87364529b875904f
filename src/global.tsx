import { composeTitle, readStoredProfile } from '@/utils/siteSettings';

/**
 * Runs once before the app renders.
 * - Spec §9: offline support is off; on a secure connection any service worker left from an
 *   earlier deploy is unregistered and its caches deleted, so a stale shell cannot be served.
 * - Spec §3: the title kept from the last visit shows at once.
 */
if (typeof window !== 'undefined') {
  if (window.location.protocol === 'https:' && 'serviceWorker' in navigator) {
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((sw) => sw.unregister())))
      .catch(() => undefined);
    if ('caches' in window) {
      window.caches
        .keys()
        .then((keys) => Promise.all(keys.map((key) => window.caches.delete(key))))
        .catch(() => undefined);
    }
  }
  const storedTitle = composeTitle(readStoredProfile());
  if (storedTitle) document.title = storedTitle;
}
