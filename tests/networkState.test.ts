/**
 * Issue 26 items 3 and 5: the state behind the app-wide connection notices (src/utils/networkState.ts).
 * The state is app-wide: each test takes a fresh copy of the module, as a page load does.
 */
type NetworkStateModule = typeof import('@/utils/networkState');

/** A fresh module, with the browser on- or offline when it loads. */
async function load(online = true): Promise<NetworkStateModule> {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  let loaded!: NetworkStateModule;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('@/utils/networkState');
  });
  return loaded;
}

afterEach(() => jest.restoreAllMocks());

describe('network state', () => {
  it('starts calm when the browser is online, and offline when it loads offline', async () => {
    expect((await load(true)).networkState()).toEqual({ offline: false, newBuild: false, slowViews: 0 });
    expect((await load(false)).networkState()).toEqual({ offline: true, newBuild: false, slowViews: 0 });
  });

  it('follows the browser’s offline and online events', async () => {
    const { networkState } = await load();
    window.dispatchEvent(new Event('offline'));
    expect(networkState().offline).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(networkState().offline).toBe(false);
  });

  it('a call that failed while the browser is offline shows the warning; one that failed online does not', async () => {
    const state = await load();
    expect(state.reportFailedWhileOffline()).toBe(false);
    expect(state.networkState().offline).toBe(false);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(state.browserOffline()).toBe(true);
    expect(state.reportFailedWhileOffline()).toBe(true);
    expect(state.networkState().offline).toBe(true);
  });

  it('a new build is reported once: listeners hear of it, not of the same news again', async () => {
    const state = await load();
    const listener = jest.fn();
    const stop = state.subscribeNetworkState(listener);
    state.reportNewBuild();
    state.reportNewBuild();
    expect(state.networkState().newBuild).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    state.reportFailedWhileOffline();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('counts slow views until each is done, once each however often it says so', async () => {
    const state = await load();
    const first = state.reportSlowView();
    const second = state.reportSlowView();
    expect(state.networkState().slowViews).toBe(2);
    first();
    first();
    expect(state.networkState().slowViews).toBe(1);
    second();
    expect(state.networkState().slowViews).toBe(0);
  });

  it('gives a new object on every change, as useSyncExternalStore needs, and the same one between', async () => {
    const state = await load();
    const before = state.networkState();
    expect(state.networkState()).toBe(before);
    state.reportNewBuild();
    expect(state.networkState()).not.toBe(before);
    expect(before.newBuild).toBe(false);
  });
});
