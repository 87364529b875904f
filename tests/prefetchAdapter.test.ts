/**
 * Issue 30 item 5, the app's side: the request layer's axios adapter (src/utils/prefetched.ts) adopts
 * a request the static shell's boot script already sent. Drives the real `request` of @umijs/max
 * with the app's runtime config against a local HTTP server: every answer, good or faulty, must give
 * the caller exactly what axios' own XHR adapter gives for the same answer from the network (the
 * value, or the error with its message, code, status and body, and what the visitor is shown), and
 * a call adopts a prefetch only once, only for the same GET from the same address, only while fresh.
 */
import '@umijs/max/test-setup';
import { createHistory, request, setLocale } from '@umijs/max';
import { message, notification } from 'antd';
import { waitFor } from '@testing-library/react';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Prefetched, PrefetchedAnswer } from '@/components/AppShell/types';
import { forgetPrefetchedOnNavigation, PREFETCH_MAX_AGE_MS, requestKey } from '@/utils/prefetched';
import { networkState } from '@/utils/networkState';
import { requestLimit } from '@/utils/requestLimits';
import { allowOwnServer } from './support/network';

/** What the test server answers, by path; `/drop` closes the connection without an answer. */
const BODIES: Record<string, { status: number; type: string; body: string }> = {
  '/ok': {
    status: 200,
    type: 'application/json',
    body: JSON.stringify({ code: 0, msg: 'success', data: { list: [{ id: 1 }], total: 1 } }),
  },
  '/http500': { status: 500, type: 'text/plain', body: 'Internal Server Error' },
  '/http502json': { status: 502, type: 'application/json', body: JSON.stringify({ errorMessage: '网关超时' }) },
  '/http404': { status: 404, type: 'text/html', body: '<h1>Not Found</h1>' },
  '/malformed': { status: 200, type: 'application/json', body: '{"code":0,"data":{"list":[' },
  '/code': { status: 200, type: 'application/json', body: JSON.stringify({ code: 50001, msg: '服务暂时不可用（故障演练）', data: null }) },
  '/null': { status: 200, type: 'application/json', body: JSON.stringify({ code: 0, msg: 'success', data: null }) },
  '/anonymous': { status: 200, type: 'application/json', body: JSON.stringify({ code: 99998, msg: '未登录', data: null }) },
  '/biz': {
    status: 200,
    type: 'application/json',
    body: JSON.stringify({ success: false, errorCode: 'E1', errorMessage: '业务失败', showType: 2 }),
  },
  '/text': { status: 200, type: 'text/plain', body: 'plain words' },
};

let origin = '';
let closeDoor: () => void = () => undefined;
const hits: string[] = [];
const hanging: http.ServerResponse[] = [];
const server = http.createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://x');
  hits.push(req.url ?? '');
  if (pathname === '/drop') {
    req.socket.destroy();
    return;
  }
  if (pathname === '/hang') {
    // Never answers (closed when the client gives up or the server closes).
    hanging.push(res);
    return;
  }
  const answer = BODIES[pathname] ?? BODIES['/ok'];
  // jsdom's XHR is a cross-origin call from http://localhost:8000 with credentials.
  res.writeHead(answer.status, {
    'content-type': answer.type,
    'x-trace': 'abc',
    'access-control-allow-origin': 'http://localhost:8000',
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'x-trace',
  });
  res.end(answer.body);
});

/** The answer as the boot script keeps it, fetched from the server with node's http (`undefined`: the network failed). */
function fetchAnswer(path: string): Promise<PrefetchedAnswer> {
  return new Promise((resolve) => {
    http
      .get(`${origin}${path}`, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', headers, body });
        });
      })
      .on('error', () => resolve(undefined));
  });
}

function prefetched(
  url: string,
  params: [string, string][],
  answer: Promise<PrefetchedAnswer>,
  extra: Partial<Prefetched> = {},
): Prefetched {
  return { url, params, answer, address: `${window.location.pathname}${window.location.search}`, at: performance.now(), ...extra };
}

const shown = () => [...document.querySelectorAll('.ant-message-notice, .ant-notification-notice')].map((node) => node.textContent);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a call gives its caller and shows the visitor: the value, or the error's parts. The display
 * loads antd's message and notification first (slow on a busy machine): with `expected`, what is
 * shown is waited for until it is that; without, until it has not changed for 200 ms.
 */
async function outcome(path: string, options: Record<string, unknown> = {}, expected?: (string | null)[]) {
  let result: unknown;
  try {
    result = { value: await request(`${origin}${path}`, { method: 'GET', ...options }) };
  } catch (error) {
    const {
      name,
      message: text,
      code,
      response,
      info,
    } = error as {
      name: string;
      message: string;
      code?: string;
      response?: { status?: number; data?: unknown; headers?: Record<string, string> };
      info?: unknown;
    };
    result = {
      error: { name, message: text, code, status: response?.status, data: response?.data, trace: response?.headers?.['x-trace'], info },
    };
  }
  if (expected) {
    await waitFor(() => expect(shown()).toEqual(expected));
  } else {
    let last = JSON.stringify(shown());
    await pause(300);
    while (JSON.stringify(shown()) !== last) {
      last = JSON.stringify(shown());
      await pause(200);
    }
  }
  return { result, shown: shown() };
}

async function clearShown() {
  message.destroy();
  notification.destroy();
  await waitFor(() => expect(shown()).toEqual([]));
}

beforeAll(async () => {
  setLocale('en-US', false);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeDoor = allowOwnServer(origin);
});
afterAll(() => {
  closeDoor();
  for (const res of hanging) res.destroy();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  createHistory({ type: 'memory', basename: '/ipr-front/' });
  hits.length = 0;
  window.__iprPrefetch = [];
});
afterEach(async () => {
  delete window.__iprPrefetch;
  await clearShown();
});

describe('a prefetched answer gives the caller what the network would', () => {
  const CASES: [string, Record<string, unknown>][] = [
    ['/ok', {}],
    ['/http500', {}],
    ['/http502json', {}],
    ['/http404', {}],
    ['/malformed', {}],
    ['/code', {}],
    ['/code', { skipErrorHandler: true }],
    ['/null', {}],
    ['/anonymous', {}],
    ['/biz', {}],
    ['/text', {}],
    ['/drop', {}],
    ['/http500', { skipErrorHandler: true }],
  ];
  it.each(CASES)('%s %j', async (path, options) => {
    // jsdom reports a connection closed without an answer on the console, as a browser does; nothing else is logged.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const network = await outcome(path, options);
    expect(logged.mock.calls.map(([error]) => String(error))).toEqual(path === '/drop' ? [expect.stringMatching(/socket hang up/)] : []);
    logged.mockRestore();
    expect(hits).toEqual([path]);
    await clearShown();

    window.__iprPrefetch = [prefetched(`${origin}${path}`, [], fetchAnswer(path))];
    const adopted = await outcome(path, options, network.shown);
    // One more hit: the prefetch's own, none from the call.
    expect(hits).toEqual([path, path]);
    expect(window.__iprPrefetch).toEqual([]);
    expect(adopted).toEqual(network);
  });
});

describe('a prefetch that never answers (issue 26 item 1)', () => {
  /** A prefetch whose answer never comes; `aborted` tells whether the request layer aborted it. */
  const never = (extra: Partial<Prefetched> = {}) => {
    const abort = jest.fn();
    window.__iprPrefetch = [prefetched(`${origin}/hang`, [], new Promise<PrefetchedAnswer>(() => undefined), { abort, ...extra })];
    return abort;
  };

  it('fails when the call’s time limit runs out, as axios’ own adapter does, and aborts the boot script’s fetch', async () => {
    const network = await outcome('/hang', { timeout: 300 }, ['Request error, please retry.']);
    await clearShown();
    const abort = never();
    const adopted = await outcome('/hang', { timeout: 300 }, ['Request error, please retry.']);
    expect(adopted).toEqual(network);
    expect(adopted.result).toEqual({ error: expect.objectContaining({ code: 'ECONNABORTED', message: 'timeout of 300ms exceeded' }) });
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it('counts the limit from when the boot script sent it, as XHR counts from `send`', async () => {
    never({ at: performance.now() - 900 });
    const started = performance.now();
    await expect(request(`${origin}/hang`, { method: 'GET', timeout: 1000, skipErrorHandler: true })).rejects.toMatchObject({
      code: 'ECONNABORTED',
    });
    expect(performance.now() - started).toBeLessThan(600);
  });

  it('counts as a slow view from the slow limit after it was sent, until the call ends (issue 26 item 3)', async () => {
    const slow = requestLimit('slow');
    never({ at: performance.now() - slow - 50 });
    const call = request(`${origin}/hang`, { method: 'GET', timeout: slow + 400, skipErrorHandler: true });
    await waitFor(() => expect(networkState().slowViews).toBe(1));
    await expect(call).rejects.toMatchObject({ code: 'ECONNABORTED' });
    expect(networkState().slowViews).toBe(0);
    // One answered already is never counted.
    window.__iprPrefetch = [prefetched(`${origin}/ok`, [], fetchAnswer('/ok'), { at: performance.now() - slow - 50 })];
    await request(`${origin}/ok`, { method: 'GET' });
    await pause(20);
    expect(networkState().slowViews).toBe(0);
  });

  it('is not aborted when it answers in time', async () => {
    const abort = jest.fn();
    window.__iprPrefetch = [prefetched(`${origin}/ok`, [], fetchAnswer('/ok'), { abort })];
    await expect(request(`${origin}/ok`, { method: 'GET', timeout: 5000 })).resolves.toEqual({ list: [{ id: 1 }], total: 1 });
    await pause(50);
    expect(abort).not.toHaveBeenCalled();
  });

  it('one nobody will adopt is aborted: after a navigation, or once too old', async () => {
    const abort = never();
    forgetPrefetchedOnNavigation({ isFirst: false });
    expect(abort).toHaveBeenCalledTimes(1);
    const stale = never({ at: performance.now() - PREFETCH_MAX_AGE_MS - 1 });
    await request(`${origin}/ok`, { method: 'GET', params: { other: 1 } });
    expect(stale).toHaveBeenCalledTimes(1);
    expect(window.__iprPrefetch).toEqual([]);
  });
});

describe('which call adopts a prefetch', () => {
  const ok = () => fetchAnswer('/ok');

  it('a GET of the same path and parameters, in any order, once; then the call goes to the network', async () => {
    window.__iprPrefetch = [
      prefetched(
        `${origin}/ok`,
        [
          ['b', 'x y'],
          ['a', '1'],
        ],
        Promise.resolve(await ok()),
      ),
    ];
    hits.length = 0;
    await expect(request(`${origin}/ok`, { method: 'GET', params: { a: 1, b: 'x y', c: undefined } })).resolves.toEqual({
      list: [{ id: 1 }],
      total: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hits).toEqual([]);
    // A retry, a refresh: a real request.
    await request(`${origin}/ok`, { method: 'GET', params: { a: 1, b: 'x y' } });
    expect(hits).toEqual(['/ok?a=1&b=x+y']);
  });

  it('an answer still on its way is waited for', async () => {
    let deliver: (answer: PrefetchedAnswer) => void = () => undefined;
    window.__iprPrefetch = [prefetched(`${origin}/ok`, [], new Promise((resolve) => (deliver = resolve)))];
    const call = request(`${origin}/ok`, { method: 'GET' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    deliver(await fetchAnswer('/ok'));
    hits.length = 0;
    await expect(call).resolves.toEqual({ list: [{ id: 1 }], total: 1 });
    expect(hits).toEqual([]);
  });

  it('not another parameter value, another path, a POST or a download', async () => {
    window.__iprPrefetch = [prefetched(`${origin}/ok`, [['a', '1']], Promise.resolve(await ok()))];
    hits.length = 0;
    await request(`${origin}/ok`, { method: 'GET', params: { a: 2 } });
    await request(`${origin}/text`, { method: 'GET', params: { a: 1 } }).catch(() => undefined);
    await request(`${origin}/ok`, { method: 'POST', params: { a: 1 }, data: {} });
    await request(`${origin}/ok`, { method: 'GET', params: { a: 1 }, responseType: 'blob' }).catch(() => undefined);
    expect(hits).toEqual(['/ok?a=2', '/text?a=1', '/ok?a=1', '/ok?a=1']);
    expect(window.__iprPrefetch).toHaveLength(1);
  });

  it(`not one older than ${PREFETCH_MAX_AGE_MS / 1000} s`, async () => {
    window.__iprPrefetch = [
      prefetched(`${origin}/ok`, [], Promise.resolve(await ok()), { at: performance.now() - PREFETCH_MAX_AGE_MS - 1 }),
    ];
    hits.length = 0;
    await request(`${origin}/ok`, { method: 'GET' });
    expect(hits).toEqual(['/ok']);
  });

  it('not one sent from another address', async () => {
    window.__iprPrefetch = [prefetched(`${origin}/ok`, [], Promise.resolve(await ok()), { address: '/ipr-front/taizhou/news' })];
    hits.length = 0;
    await request(`${origin}/ok`, { method: 'GET' });
    expect(hits).toEqual(['/ok']);
  });

  it('none after a navigation (forgetPrefetchedOnNavigation, app.tsx onRouteChange); the first route change is the start, not one', async () => {
    window.__iprPrefetch = [prefetched(`${origin}/ok`, [], Promise.resolve(await ok()))];
    hits.length = 0;
    forgetPrefetchedOnNavigation({ isFirst: true });
    expect(window.__iprPrefetch).toHaveLength(1);
    forgetPrefetchedOnNavigation({ isFirst: false });
    expect(window.__iprPrefetch).toEqual([]);
    await request(`${origin}/ok`, { method: 'GET' });
    expect(hits).toEqual(['/ok']);
  });

  it('without any prefetch every call goes to axios’ own adapter, as before', async () => {
    delete window.__iprPrefetch;
    await request(`${origin}/ok`, { method: 'GET', params: { a: 1 } });
    expect(hits).toEqual(['/ok?a=1']);
  });
});

describe('requestKey', () => {
  it('the path and the parameters sorted, as text; undefined and null left out as axios leaves them out', () => {
    expect(requestKey('/x', { b: 2, a: 'é f', c: undefined, d: null })).toBe(requestKey('/x', { a: 'é f', b: '2' }));
    expect(requestKey('/x', {})).toBe(requestKey('/x', undefined));
    expect(requestKey('/x', { a: 1 })).not.toBe(requestKey('/y', { a: 1 }));
    expect(requestKey('/x', { a: '' })).not.toBe(requestKey('/x', {}));
  });

  it('nothing a prefetch cannot stand for: a query in the path, a list or object parameter', () => {
    expect(requestKey('/x?a=1', {})).toBeUndefined();
    expect(requestKey('/x', { a: [1, 2] })).toBeUndefined();
    expect(requestKey('/x', { a: { b: 1 } })).toBeUndefined();
    expect(requestKey('/x', new URLSearchParams('a=1'))).toBeUndefined();
    expect(requestKey('/x', { a: () => 1 })).toBeUndefined();
    expect(requestKey('/x', { a: Symbol('s') })).toBeUndefined();
    expect(requestKey(undefined, {})).toBeUndefined();
  });
});
