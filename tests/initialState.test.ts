/**
 * Initial state, spec §3 and §4 (src/utils/startup.ts, app.tsx's getInitialState and render hook):
 * the current user and the site settings load in parallel before the first render; whatever either
 * call does, the app gets a state it can render.
 */
import '@umijs/max/test-setup';
import { setLocale } from '@umijs/max';
import { getCurrentUser, getEnterpriseProfileByHost } from '@/services/account';
import { loadInitialState, onLateStartupAnswers, startRender } from '@/utils/startup';
import { PREFETCH_MAX_AGE_MS } from '@/utils/prefetched';

jest.mock('@/services/account');

const fetchUser = jest.mocked(getCurrentUser);
const fetchSettings = jest.mocked(getEnterpriseProfileByHost);

const user: API.CurrentUser = { id: 'u-1001', account: 'tz_enterprise01', name: '泰州海正新材料科技有限公司', access: 'user' };
const settings: API.SiteSettings = { ipr_title_prefix: '泰州市', ipr_front_title: '知识产权一站式公共服务平台' };
/** Spec §3's default title, in zh-CN (the portal's default language). */
const DEFAULT_TITLE = '知识产权一站式公共服务平台';

/** A promise with its resolve and reject exposed, to control when a call settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('loadInitialState (spec §3, §4)', () => {
  beforeAll(() => setLocale('zh-CN', false));
  beforeEach(() => {
    window.localStorage.removeItem('profile');
    document.title = '';
    fetchUser.mockReset();
    fetchSettings.mockReset();
  });

  it('starts both calls before either answers, then returns the user and settings', async () => {
    const userCall = deferred<API.CurrentUser>();
    const settingsCall = deferred<API.SiteSettings>();
    fetchUser.mockReturnValue(userCall.promise);
    fetchSettings.mockReturnValue(settingsCall.promise);

    const state = loadInitialState();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    expect(fetchSettings).toHaveBeenCalledWith(window.location.host);

    settingsCall.resolve(settings);
    userCall.resolve(user);
    await expect(state).resolves.toEqual({ currentUser: user, settings });
  });

  it('sets document.title to ipr_title_prefix + ipr_front_title and stores the settings under "profile"', async () => {
    fetchUser.mockResolvedValue(user);
    fetchSettings.mockResolvedValue(settings);
    await loadInitialState();
    expect(document.title).toBe('泰州市知识产权一站式公共服务平台');
    expect(JSON.parse(window.localStorage.getItem('profile') ?? 'null')).toEqual(settings);
  });

  it('replaces a stored profile with the fresh settings', async () => {
    window.localStorage.setItem('profile', JSON.stringify({ ipr_title_prefix: '旧', ipr_front_title: '标题' }));
    fetchUser.mockResolvedValue(user);
    fetchSettings.mockResolvedValue(settings);
    await loadInitialState();
    expect(document.title).toBe('泰州市知识产权一站式公共服务平台');
    expect(JSON.parse(window.localStorage.getItem('profile') ?? 'null')).toEqual(settings);
  });

  it.each<[string, () => Promise<never>]>([
    ['rejects', () => Promise.reject(new Error('Network Error'))],
    ['resolves false (not logged in, code 99998)', () => Promise.resolve(false as never)],
    ['resolves null', () => Promise.resolve(null as never)],
    ['resolves a malformed user', () => Promise.resolve({ code: 500, msg: '服务异常' } as never)],
    ['resolves a string', () => Promise.resolve('<html>' as never)],
  ])('when the user call %s the visitor is anonymous and the settings still apply', async (_label, answer) => {
    fetchUser.mockImplementation(answer);
    fetchSettings.mockResolvedValue(settings);
    const state = await loadInitialState();
    expect(state.currentUser).toBeUndefined();
    expect(state.settings).toEqual(settings);
    expect(document.title).toBe('泰州市知识产权一站式公共服务平台');
  });

  it.each<[string, () => Promise<never>]>([
    ['rejects', () => Promise.reject(new Error('Request failed with status code 500'))],
    ['resolves false', () => Promise.resolve(false as never)],
    ['resolves null', () => Promise.resolve(null as never)],
    ['resolves a list', () => Promise.resolve(['泰州市'] as never)],
  ])('when the settings call %s the default title shows and nothing is stored', async (_label, answer) => {
    fetchUser.mockResolvedValue(user);
    fetchSettings.mockImplementation(answer);
    const state = await loadInitialState();
    expect(state.currentUser).toEqual(user);
    expect(state.settings).toBeUndefined();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(window.localStorage.getItem('profile')).toBeNull();
  });

  it.each<[string, unknown]>([
    ['an error envelope', { code: 500, msg: '服务异常', data: null }],
    ['an error envelope carrying settings', { code: 500, msg: '服务异常', data: settings }],
    ['settings without ipr_front_title', { ipr_title_prefix: '泰州市' }],
    ['settings whose title is no text', { ipr_title_prefix: '泰州市', ipr_front_title: 42 }],
    ['a string', '泰州市知识产权'],
  ])('issue 26 item 4: %s never replaces the stored profile, whose title still shows', async (_label, body) => {
    const stored = { ipr_title_prefix: '旧', ipr_front_title: '标题' };
    window.localStorage.setItem('profile', JSON.stringify(stored));
    fetchUser.mockResolvedValue(user);
    fetchSettings.mockResolvedValue(body as never);
    const state = await loadInitialState();
    expect(state.settings).toEqual(stored);
    expect(JSON.parse(window.localStorage.getItem('profile') ?? 'null')).toEqual(stored);
    expect(document.title).toBe('旧标题');
  });

  it('uses the stored profile when the settings call fails', async () => {
    window.localStorage.setItem('profile', JSON.stringify(settings));
    fetchUser.mockResolvedValue(false as never);
    fetchSettings.mockRejectedValue(new Error('Network Error'));
    const state = await loadInitialState();
    expect(state.settings).toEqual(settings);
    expect(document.title).toBe('泰州市知识产权一站式公共服务平台');
  });

  it('still resolves a render state when both calls fail', async () => {
    fetchUser.mockRejectedValue(new Error('Network Error'));
    fetchSettings.mockRejectedValue(new Error('Network Error'));
    await expect(loadInitialState()).resolves.toEqual({ currentUser: undefined, settings: undefined });
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it('in en-US shows the English default title, or the English name of Chinese-only settings, and marks the page language', async () => {
    setLocale('en-US', false);
    try {
      fetchUser.mockRejectedValue(new Error('Network Error'));
      fetchSettings.mockRejectedValue(new Error('Network Error'));
      await loadInitialState();
      expect(document.title).toBe('One-Stop IP Public Service Platform');
      expect(document.documentElement.lang).toBe('en-US');
      fetchSettings.mockResolvedValue(settings);
      await loadInitialState();
      expect(document.title).toBe('Taizhou One-Stop IP Public Service Platform');
    } finally {
      setLocale('zh-CN', false);
    }
  });
});

describe('the start-up limit (issue 26 item 2)', () => {
  beforeEach(() => {
    window.localStorage.removeItem('profile');
    fetchUser.mockReset();
    fetchSettings.mockReset();
    // The real limit (8 s from the page's start), on jest's clock.
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('draws anonymous with the stored title past the limit; a late answer is taken in once both calls have settled (the request layer ends each at its own limit)', async () => {
    window.localStorage.setItem('profile', JSON.stringify(settings));
    const userCall = deferred<API.CurrentUser>();
    fetchUser.mockReturnValue(userCall.promise);
    fetchSettings.mockReturnValue(new Promise(() => undefined));
    const late = jest.fn();
    const stop = onLateStartupAnswers(late);
    try {
      const started = Date.now();
      const loaded = loadInitialState();
      await jest.advanceTimersByTimeAsync(8000);
      await expect(loaded).resolves.toEqual({ currentUser: undefined, settings });
      expect(Date.now() - started).toBeLessThanOrEqual(8000);
      expect(document.title).toBe('泰州市知识产权一站式公共服务平台');
      expect(late).not.toHaveBeenCalled();
      // The settings call never answers: nothing is picked up until both have.
      userCall.resolve(user);
      await jest.advanceTimersByTimeAsync(20);
      expect(late).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('a user answer that arrives after the limit is picked up by the refresh it triggers', async () => {
    const userCall = deferred<API.CurrentUser>();
    fetchUser.mockReturnValue(userCall.promise);
    fetchSettings.mockResolvedValue(settings);
    let refreshed: Promise<unknown> | undefined;
    const stop = onLateStartupAnswers(() => {
      refreshed = loadInitialState();
    });
    try {
      const loaded = loadInitialState();
      await jest.advanceTimersByTimeAsync(8000);
      await expect(loaded).resolves.toEqual({ currentUser: undefined, settings });
      userCall.resolve(user);
      await jest.advanceTimersByTimeAsync(0);
      expect(refreshed).toBeDefined();
      await expect(refreshed).resolves.toEqual({ currentUser: user, settings });
      expect(fetchUser).toHaveBeenCalledTimes(1);
      expect(fetchSettings).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('waits for calls that answer within the limit', async () => {
    fetchUser.mockReturnValue(new Promise((resolve) => setTimeout(() => resolve(user), 7000)));
    fetchSettings.mockResolvedValue(settings);
    const loaded = loadInitialState();
    await jest.advanceTimersByTimeAsync(7000);
    await expect(loaded).resolves.toEqual({ currentUser: user, settings });
  });
});

describe('the start-up requests sent by the render hook', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fetchUser.mockReset().mockResolvedValue(user);
    fetchSettings.mockReset().mockResolvedValue(settings);
  });

  it('go out in the task after the hook, and getInitialState takes them instead of asking again', async () => {
    startRender(() => undefined);
    expect(fetchUser).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    await expect(loadInitialState()).resolves.toEqual({ currentUser: user, settings });
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
  });

  it('issue 26: abort the static shell’s prefetches nobody adopted once they are too old to be', () => {
    const abort = jest.fn();
    window.__iprPrefetch = [
      { url: '/api/x', params: [], address: '/', at: performance.now(), answer: new Promise(() => undefined), abort },
    ];
    startRender(() => undefined);
    jest.advanceTimersByTime(PREFETCH_MAX_AGE_MS - 1);
    expect(abort).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(abort).toHaveBeenCalledTimes(1);
    expect(window.__iprPrefetch).toEqual([]);
    delete window.__iprPrefetch;
  });
  // The start-up requests that test's render hook sent are taken, not left to the next test.
  afterEach(async () => {
    jest.useRealTimers();
    await loadInitialState();
  });

  it('are sent once when getInitialState comes first, not again when the timer would have fired', async () => {
    startRender(() => undefined);
    await expect(loadInitialState()).resolves.toEqual({ currentUser: user, settings });
    jest.runOnlyPendingTimers();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
  });
});
