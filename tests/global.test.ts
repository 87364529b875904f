/**
 * Spec §9: offline support is off; on a secure connection existing service workers are
 * unregistered and caches deleted.
 */
import { removeOfflineCache, type OfflineCacheScope } from '@/global';

function scope(protocol: string) {
  const registrations = [{ unregister: jest.fn(async () => true) }, { unregister: jest.fn(async () => true) }];
  const cacheDelete = jest.fn(async () => true);
  const fake = {
    location: { protocol },
    navigator: { serviceWorker: { getRegistrations: jest.fn(async () => registrations) } },
    caches: { keys: jest.fn(async () => ['workbox-precache-v2', 'ipr-front-runtime']), delete: cacheDelete },
  };
  return { fake: fake as unknown as OfflineCacheScope, registrations, cacheDelete, raw: fake };
}

describe('removeOfflineCache (spec §9)', () => {
  it('on https unregisters every service worker and deletes every cache', async () => {
    const { fake, registrations, cacheDelete } = scope('https:');
    await removeOfflineCache(fake);
    for (const registration of registrations) expect(registration.unregister).toHaveBeenCalledTimes(1);
    expect(cacheDelete.mock.calls).toEqual([['workbox-precache-v2'], ['ipr-front-runtime']]);
  });

  it('leaves everything alone on http', async () => {
    const { fake, raw, cacheDelete } = scope('http:');
    await removeOfflineCache(fake);
    expect(raw.navigator.serviceWorker.getRegistrations).not.toHaveBeenCalled();
    expect(raw.caches.keys).not.toHaveBeenCalled();
    expect(cacheDelete).not.toHaveBeenCalled();
  });

  it('copes with a browser without service workers or caches, and with failures', async () => {
    await expect(removeOfflineCache({ location: { protocol: 'https:' }, navigator: {} })).resolves.toBeUndefined();
    const { fake, raw, cacheDelete } = scope('https:');
    raw.navigator.serviceWorker.getRegistrations.mockRejectedValue(new Error('SecurityError'));
    await expect(removeOfflineCache(fake)).resolves.toBeUndefined();
    expect(cacheDelete).toHaveBeenCalledTimes(2);
  });
});
