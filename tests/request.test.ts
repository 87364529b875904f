/**
 * Request layer, spec §4, §7, §8 (issue 2 item 7): drives the real `request` of @umijs/max through
 * the app's runtime `request` config, with a per-call axios adapter instead of the network.
 */
import '@umijs/max/test-setup';
import { createHistory, history, request, setLocale } from '@umijs/max';
import { message, notification } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import axios, { AxiosError, type AxiosAdapter, type AxiosRequestConfig } from 'axios';
import { BizError, envelopeMessage, handleRequestError, isTimeout, isUnanswered, MalformedResponseError } from '@/requestErrorConfig';
import { wasIssuedError } from '@/utils/issuedErrors';
import { getCurrentUser, getEnterpriseProfileByHost, logout } from '@/services/account';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowOwnServer } from './support/network';

/** An adapter answering 2xx with `data` (a raw string is parsed by axios like a real body). */
const answer =
  (data: unknown, status = 200): AxiosAdapter =>
  async (config) => ({ data, status, statusText: 'OK', headers: {}, config });

/** An adapter failing the way axios' XHR adapter does for a non-2xx status. */
const httpFailure =
  (status: number, data: unknown): AxiosAdapter =>
  async (config) => {
    const response = { data, status, statusText: 'Error', headers: {}, config };
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };

const networkFailure: AxiosAdapter = async (config) => {
  throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
};

const call = (adapter: AxiosAdapter, extra: Record<string, unknown> = {}) =>
  request<unknown>('/ipr-data-service/api/front/test', { method: 'GET', adapter, ...extra });

/** Settles a call that must fail, returning its rejection. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the request resolved but was expected to reject');
}

const bizBody = (fields: Record<string, unknown>) => ({ success: false, errorCode: 'E1001', ...fields });

describe('request layer (spec §7, §8)', () => {
  beforeAll(() => {
    setLocale('en-US', false);
    // antd's static message and notification render into their own React root, as in the app;
    // those updates are not test renders, so React's act() bookkeeping does not apply.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  // The app's history, as umi creates it at start-up (browser history in the app, memory here).
  beforeEach(() => createHistory({ type: 'memory', basename: '/ipr-front/' }));
  afterEach(async () => {
    message.destroy();
    notification.destroy();
    jest.restoreAllMocks();
    // antd removes closed messages asynchronously; start every test with an empty body.
    await waitFor(() => expect(document.querySelector('.ant-message-notice, .ant-notification-notice')).toBeNull());
  });

  it('sends credentials (cookies) on every call', async () => {
    const seen: AxiosRequestConfig[] = [];
    await request('/api/getCurrent', {
      adapter: async (config: AxiosRequestConfig) => {
        seen.push(config);
        return { data: { code: 0, data: null }, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].withCredentials).toBe(true);
  });

  it('reads the XSRF cookie for writes only: a read asks the browser process synchronously (issue 13)', async () => {
    // axios' own XHR adapter, as in the browser, up to `send`, which fails here (no unit test
    // touches the network); the cookie reads before it count.
    jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {
      throw new Error('not sent');
    });
    const cookie = jest.spyOn(Document.prototype, 'cookie', 'get');
    const xhr = (method: string) =>
      request('/ipr-data-service/api/front/test', { method, skipErrorHandler: true, timeout: 2000 }).catch(() => undefined);
    await xhr('GET');
    await xhr('HEAD');
    expect(cookie).not.toHaveBeenCalled();
    await xhr('POST');
    expect(cookie).toHaveBeenCalled();
  });

  describe('body success === false: a BizError shown by showType', () => {
    it('raises a BizError carrying errorMessage, errorCode and showType', async () => {
      const error = await failure(call(answer(bizBody({ errorMessage: '专利号不存在', showType: 0 }))));
      expect(error).toBeInstanceOf(BizError);
      expect((error as BizError).message).toBe('专利号不存在');
      expect((error as BizError).info).toMatchObject({ errorMessage: '专利号不存在', errorCode: 'E1001', showType: 0 });
    });

    it('showType 0 shows nothing', async () => {
      const warn = jest.spyOn(message, 'warning');
      const error = jest.spyOn(message, 'error');
      const notify = jest.spyOn(notification, 'error');
      await failure(call(answer(bizBody({ errorMessage: 'silent failure', showType: 0 }))));
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
      expect(history.location.pathname).toBe('/');
      expect(screen.queryByText('silent failure')).toBeNull();
    });

    it('showType 1 shows a warning message', async () => {
      await failure(call(answer(bizBody({ errorMessage: '该专利已在交易中', showType: 1 }))));
      const text = await screen.findByText('该专利已在交易中');
      expect(text.closest('.ant-message-notice')?.querySelector('.ant-message-warning')).not.toBeNull();
    });

    it('showType 2 shows an error message', async () => {
      await failure(call(answer(bizBody({ errorMessage: '联系电话格式不正确', showType: 2 }))));
      const text = await screen.findByText('联系电话格式不正确');
      expect(text.closest('.ant-message-notice')?.querySelector('.ant-message-error')).not.toBeNull();
    });

    it('showType 4 shows a notification titled with the error code', async () => {
      await failure(call(answer(bizBody({ errorCode: 'IPR-4031', errorMessage: '无权修改该交易信息', showType: 4 }))));
      const title = await screen.findByText('IPR-4031');
      const notice = title.closest('.ant-notification-notice');
      expect(notice).not.toBeNull();
      expect(notice).toHaveTextContent('无权修改该交易信息');
    });

    it.each([
      ['no error code', undefined],
      ['an empty error code', ''],
    ])('showType 4 with %s is titled as a request error', async (_label, errorCode) => {
      await failure(call(answer(bizBody({ errorCode, errorMessage: '无权修改该交易信息', showType: 4 }))));
      const shown = await screen.findByText('无权修改该交易信息');
      const notice = shown.closest('.ant-notification-notice');
      expect(notice?.querySelector('.ant-notification-notice-title')).toHaveTextContent(/\S/);
      expect(notice?.querySelector('.ant-notification-notice-title')?.textContent).not.toMatch(/undefined|^$/);
    });

    it('showType 9 goes to /exception with errorCode and errorMessage in the query', async () => {
      await failure(call(answer(bizBody({ errorCode: 'E500', errorMessage: '服务暂不可用 & 稍后', showType: 9 }))));
      expect(history.location.pathname).toBe('/ipr-front/exception');
      const query = new URLSearchParams(history.location.search);
      expect(query.get('errorCode')).toBe('E500');
      expect(query.get('errorMessage')).toBe('服务暂不可用 & 稍后');
      // Issue 16 item 6: the error page may show this text as the site's own message.
      expect(wasIssuedError('E500', '服务暂不可用 & 稍后')).toBe(true);
      expect(wasIssuedError('E500', '请立即缴费')).toBe(false);
    });

    it.each([
      ['missing', undefined],
      ['unknown', 7],
    ])('a %s showType shows an error message', async (_label, showType) => {
      const text = `showType ${String(showType)} failure`;
      await failure(call(answer(bizBody({ errorMessage: text, showType }))));
      const shown = await screen.findByText(text);
      expect(shown.closest('.ant-message-notice')?.querySelector('.ant-message-error')).not.toBeNull();
    });
  });

  describe('the {code, msg, data} envelope', () => {
    it('code 0 resolves the data field', async () => {
      const data = { current: 1, pageSize: 10, total: 1, list: [{ patentNo: 'ZL202110123456.7' }] };
      await expect(call(answer({ code: 0, msg: 'success', data }))).resolves.toEqual(data);
    });

    it('code 99998 resolves false and shows nothing', async () => {
      const error = jest.spyOn(message, 'error');
      const notify = jest.spyOn(notification, 'error');
      await expect(call(answer({ code: 99998, msg: '未登录', data: null }))).resolves.toBe(false);
      expect(error).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
      expect(screen.queryByText('未登录')).toBeNull();
    });

    it('another code shows an error notification with msg and resolves the raw body', async () => {
      const body = { code: 500, msg: '交易类型不能为空', data: null };
      await expect(call(answer(body))).resolves.toEqual(body);
      const shown = await screen.findByText('交易类型不能为空');
      expect(shown.closest('.ant-notification-notice')?.querySelector('.ant-notification-notice-icon-error')).not.toBeNull();
    });

    it('a msg starting with [ shows the first element of the parsed JSON list', async () => {
      await call(answer({ code: 400, msg: '["专利号格式不正确","标题不能为空"]', data: null }));
      expect(await screen.findByText('专利号格式不正确')).toBeInTheDocument();
      expect(screen.queryByText(/标题不能为空/)).toBeNull();
    });

    it('a msg starting with [ that does not parse is shown as it is', async () => {
      await call(answer({ code: 400, msg: '[价格] 必须大于 0', data: null }));
      expect(await screen.findByText('[价格] 必须大于 0')).toBeInTheDocument();
    });

    it('a call that asks for JSON explicitly is unwrapped as well', async () => {
      await expect(call(answer({ code: 0, msg: 'success', data: { total: 3 } }), { responseType: 'json' })).resolves.toEqual({ total: 3 });
    });

    it.each([
      ['no msg', null],
      ['a msg that is no text', 404],
      ['an empty msg', ''],
    ])('another code with %s resolves the raw body and shows nothing', async (_label, msg) => {
      const notify = jest.spyOn(notification, 'error');
      const body = { code: 500, msg, data: null };
      await expect(call(answer(body))).resolves.toEqual(body);
      expect(notify).not.toHaveBeenCalled();
    });

    it('a body that is no envelope (no code) is passed through as it came', async () => {
      await expect(call(answer({ list: [1], total: 1 }))).resolves.toEqual({ list: [1], total: 1 });
    });

    it('a file download (non-JSON response type) is passed through untouched', async () => {
      await expect(call(answer('a,b\n1,2'), { responseType: 'text' })).resolves.toBe('a,b\n1,2');
    });
  });

  describe('HTTP and network failures', () => {
    it('HTTP failure shows errorMessage from the body', async () => {
      const error = await failure(call(httpFailure(503, { success: false, errorMessage: '数据服务维护中' })));
      expect(error).toBeInstanceOf(AxiosError);
      const shown = await screen.findByText('数据服务维护中');
      expect(shown.closest('.ant-message-notice')?.querySelector('.ant-message-error')).not.toBeNull();
    });

    it('HTTP failure without errorMessage shows exactly "Request error, please retry." in en-US', async () => {
      await failure(call(httpFailure(500, '<html>Internal Server Error</html>')));
      expect(await screen.findByText('Request error, please retry.')).toBeInTheDocument();
    });

    it('HTTP failure whose errorMessage is no text shows the default message', async () => {
      await failure(call(httpFailure(500, { errorMessage: 42 })));
      expect(await screen.findByText('Request error, please retry.')).toBeInTheDocument();
    });

    it('network failure shows the same default message', async () => {
      const error = await failure(call(networkFailure));
      expect((error as AxiosError).response).toBeUndefined();
      expect(await screen.findByText('Request error, please retry.')).toBeInTheDocument();
    });

    it('shows the default message in Chinese when the locale is zh-CN', async () => {
      setLocale('zh-CN', false);
      try {
        await failure(call(networkFailure));
        expect(await screen.findByText('请求错误，请重试。')).toBeInTheDocument();
      } finally {
        setLocale('en-US', false);
      }
    });

    it.each([
      ['malformed JSON', '{"code":0,"data":'],
      ['an HTML page', '<!doctype html><title>Gateway</title>'],
      ['a JSON list', [1, 2]],
      ['an empty body', ''],
      ['null', null],
    ])('a 2xx body that is %s shows a message and rejects without crashing', async (_label, body) => {
      const error = await failure(call(answer(body)));
      expect(error).toBeInstanceOf(MalformedResponseError);
      expect(await screen.findByText('The server sent a response that could not be read. Please try again later.')).toBeInTheDocument();
    });
  });

  describe('one notice per distinct failure (issue 46 item 4)', () => {
    const notices = (text: string) =>
      [...document.querySelectorAll('.ant-notification-notice, .ant-message-notice')].filter((notice) =>
        notice.textContent?.includes(text),
      );

    /**
     * Makes the calls, then one that fails with `sentinel`: the notices are drawn in the order the
     * failures came (one chain of the feedback chunk), so once the sentinel is on screen every
     * earlier call has shown whatever it was going to show.
     */
    async function failAll(calls: Promise<unknown>[], sentinel: Promise<unknown>, sentinelText: string) {
      await Promise.allSettled([...calls, sentinel]);
      expect(await screen.findByText(sentinelText)).toBeInTheDocument();
    }

    it('five calls answering the same code ≠ 0 envelope show one notification; another msg its own', async () => {
      const body = { code: 500, msg: 'x', data: null };
      await failAll(
        Array.from({ length: 5 }, () => call(answer(body))),
        call(answer({ code: 500, msg: '["另一条消息"]', data: null })),
        '另一条消息',
      );
      expect(notices('x')).toHaveLength(1);
      expect(notices('x')[0]).toHaveTextContent('Operation failed');
      expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(2);
    });

    it('five HTTP 500 failures show the spec’s "Request error, please retry." once', async () => {
      await failAll(
        Array.from({ length: 5 }, () => call(httpFailure(500, 'Internal Server Error'))),
        call(httpFailure(503, { errorMessage: '数据服务维护中' })),
        '数据服务维护中',
      );
      expect(notices('Request error, please retry.')).toHaveLength(1);
      expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(2);
    });

    it('business errors alike show once per showType, titled as before', async () => {
      const notify = bizBody({ errorCode: 'IPR-4031', errorMessage: '无权修改该交易信息', showType: 4 });
      const warn = bizBody({ errorMessage: '该专利已在交易中', showType: 1 });
      await failAll(
        [call(answer(notify)), call(answer(notify)), call(answer(warn)), call(answer(warn)), call(answer(notify))],
        call(answer(bizBody({ errorMessage: '最后一条', showType: 2 }))),
        '最后一条',
      );
      expect(notices('无权修改该交易信息')).toHaveLength(1);
      expect(notices('无权修改该交易信息')[0].querySelector('.ant-notification-notice-title')).toHaveTextContent('IPR-4031');
      expect(notices('该专利已在交易中')).toHaveLength(1);
      // The same words under another error code are another notification.
      await failure(call(answer({ ...notify, errorCode: 'IPR-4032' })));
      await waitFor(() => expect(notices('无权修改该交易信息')).toHaveLength(2));
    });
  });

  describe('time limits (issue 26 item 1)', () => {
    /** An adapter that records the config it got and answers with an empty envelope. */
    const recorded = () => {
      const seen: AxiosRequestConfig[] = [];
      const adapter: AxiosAdapter = async (config) => {
        seen.push(config);
        return { data: { code: 0, data: null }, status: 200, statusText: 'OK', headers: {}, config };
      };
      return { seen, adapter };
    };
    it('gives every call the page-data limit of 15 s unless it sets its own', async () => {
      const { seen, adapter } = recorded();
      await call(adapter);
      await call(adapter, { timeout: 60_000 });
      expect(seen.map((config) => config.timeout)).toEqual([15_000, 60_000]);
    });

    /**
     * Runs `use` against a local server that takes each call and never answers: only the limit (or
     * the caller) can end it. (An unroutable address raced the limit against the host's own "no
     * route" answer.)
     */
    async function withSilentServer(use: (url: string, held: http.ServerResponse[]) => Promise<void>) {
      const held: http.ServerResponse[] = [];
      const server = http.createServer((_request, response) => held.push(response));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const closeDoor = allowOwnServer(`http://127.0.0.1:${port}`);
      try {
        await use(`http://127.0.0.1:${port}/never`, held);
      } finally {
        closeDoor();
        for (const response of held) response.destroy();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }

    it('a call that runs out takes the request-failure path of spec §8 against axios’ own adapter', async () => {
      await withSilentServer(async (url) => {
        const error = await failure(request(url, { method: 'GET', timeout: 200 }));
        expect((error as AxiosError).code).toBe('ECONNABORTED');
        expect((error as AxiosError).message).toBe('timeout of 200ms exceeded');
        expect(await screen.findByText('Request error, please retry.')).toBeInTheDocument();
      });
    });

    it('the limit is a timer of the page, not XHR’s own `timeout` (which no page clock moves): a fake clock runs it out, and the call is aborted', async () => {
      await withSilentServer(async (url, held) => {
        const xhrTimeouts: number[] = [];
        const send = XMLHttpRequest.prototype.send;
        const sent = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest, body) {
          xhrTimeouts.push(this.timeout);
          return send.call(this, body);
        });
        const realTimeout = setTimeout;
        jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
        try {
          const settled = jest.fn();
          const call = request(url, { method: 'GET', skipErrorHandler: true }).catch((error) => {
            settled();
            return error;
          });
          // Not waitFor: under fake timers it runs the clock on while it waits.
          while (held.length === 0) await new Promise((resolve) => realTimeout(resolve, 10));
          expect(xhrTimeouts).toEqual([0]);
          const closed = new Promise((resolve) => held[0].on('close', resolve));
          await jest.advanceTimersByTimeAsync(14_999);
          expect(settled).not.toHaveBeenCalled();
          await jest.advanceTimersByTimeAsync(1);
          expect(await call).toMatchObject({ code: 'ECONNABORTED', message: 'timeout of 15000ms exceeded' });
          // The XHR is aborted: the server sees the connection go.
          await closed;
        } finally {
          jest.useRealTimers();
          sent.mockRestore();
        }
      });
    });

    it('a caller’s `signal` still cancels its call', async () => {
      await withSilentServer(async (url, held) => {
        const control = new AbortController();
        const call = failure(request(url, { method: 'GET', signal: control.signal, skipErrorHandler: true }));
        await waitFor(() => expect(held).toHaveLength(1));
        control.abort();
        const error = await call;
        expect(axios.isCancel(error)).toBe(true);
        expect(isTimeout(error)).toBe(false);
      });
    });

    it('uploads have the transfer limit (60 s)', async () => {
      const { seen, adapter } = recorded();
      const { uploadFile } = await import('@/services/businessService');
      await uploadFile(new Blob(['x']), { adapter });
      expect(seen[0].timeout).toBe(60_000);
    });
  });

  describe('offline (issue 26 item 5)', () => {
    const offline = () => jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);

    it('a call that fails while the browser is offline raises the offline warning instead of the generic message', async () => {
      const { networkState } = await import('@/utils/networkState');
      offline();
      const error = jest.spyOn(message, 'error');
      await failure(call(networkFailure));
      expect(networkState().offline).toBe(true);
      expect(error).not.toHaveBeenCalled();
    });

    it('also for a network failure as axios’ XHR adapter raises it (the request as its `response`, status 0)', async () => {
      const { networkState } = await import('@/utils/networkState');
      window.dispatchEvent(new Event('online'));
      offline();
      const error = jest.spyOn(message, 'error');
      const xhrFailure: AxiosAdapter = async (config) => {
        const xhr = { status: 0, readyState: 4 };
        throw new AxiosError('Network Error', 'ERR_NETWORK', config, xhr, xhr as never);
      };
      await failure(call(xhrFailure));
      expect(networkState().offline).toBe(true);
      expect(error).not.toHaveBeenCalled();
    });

    it('an HTTP answer while offline (a cache, a proxy) is no offline failure', async () => {
      offline();
      await failure(call(httpFailure(500, '<html>Internal Server Error</html>')));
      expect(await screen.findByText('Request error, please retry.')).toBeInTheDocument();
    });
  });

  describe('skipErrorHandler', () => {
    it.each([
      ['a business error', answer(bizBody({ errorMessage: 'hidden biz', showType: 2 })), BizError],
      ['an HTTP failure', httpFailure(500, { errorMessage: 'hidden http' }), AxiosError],
      ['a network failure', networkFailure, AxiosError],
      ['a malformed body', answer('not json'), MalformedResponseError],
    ])('passes %s back and shows nothing', async (_label, adapter, kind) => {
      const error = jest.spyOn(message, 'error');
      const notify = jest.spyOn(notification, 'error');
      const rejection = await failure(call(adapter, { skipErrorHandler: true }));
      expect(rejection).toBeInstanceOf(kind);
      expect(error).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
      expect(history.location.pathname).toBe('/');
    });
  });

  it('with skipErrorHandler, a code ≠ 0 envelope is returned raw and shows nothing', async () => {
    const notify = jest.spyOn(notification, 'error');
    const body = { code: 404, msg: '公告不存在', data: null };
    await expect(call(answer(body), { skipErrorHandler: true })).resolves.toEqual(body);
    expect(notify).not.toHaveBeenCalled();
  });

  describe('account service (spec §7)', () => {
    /** An adapter that records each request and answers with an envelope around `data`. */
    const recorder = (data: unknown) => {
      const seen: AxiosRequestConfig[] = [];
      const adapter: AxiosAdapter = async (config) => {
        seen.push(config);
        return { data: { code: 0, msg: 'success', data }, status: 200, statusText: 'OK', headers: {}, config };
      };
      return { seen, adapter };
    };

    it('getCurrentUser: GET /api/getCurrent, resolving the user', async () => {
      const user = { id: 'u-1001', account: 'tz_enterprise01', access: 'user' };
      const { seen, adapter } = recorder(user);
      await expect(getCurrentUser({ adapter })).resolves.toEqual(user);
      expect(seen[0]).toMatchObject({ url: '/api/getCurrent', method: 'get', withCredentials: true });
    });

    it('getCurrentUser: a failure is passed back without a message (an anonymous visitor is no error)', async () => {
      const error = jest.spyOn(message, 'error');
      await expect(getCurrentUser({ adapter: networkFailure })).rejects.toBeInstanceOf(AxiosError);
      expect(error).not.toHaveBeenCalled();
    });

    it('getEnterpriseProfileByHost: GET with the host as a parameter, silently', async () => {
      const settings = { ipr_title_prefix: '泰州市', ipr_front_title: '知识产权一站式公共服务平台' };
      const { seen, adapter } = recorder(settings);
      await expect(getEnterpriseProfileByHost('ipr.taizhou.gov.cn', { adapter })).resolves.toEqual(settings);
      expect(seen[0]).toMatchObject({
        url: '/api/perEnterprise/getEnterpriseProfileByHost',
        method: 'get',
        params: { host: 'ipr.taizhou.gov.cn' },
      });
      const error = jest.spyOn(message, 'error');
      await expect(getEnterpriseProfileByHost('x', { adapter: networkFailure })).rejects.toBeInstanceOf(AxiosError);
      expect(error).not.toHaveBeenCalled();
    });

    it('logout: GET /api/logout; a failure is shown', async () => {
      const { seen, adapter } = recorder(true);
      await expect(logout({ adapter })).resolves.toBe(true);
      expect(seen[0]).toMatchObject({ url: '/api/logout', method: 'get', withCredentials: true });
      await failure(logout({ adapter: networkFailure }));
      expect(await screen.findByText('Request error, please retry.')).toBeInTheDocument();
    });
  });
});

describe('the request layer’s rules on their own', () => {
  it.each([
    ['a plain msg', '保存成功', '保存成功'],
    ['a JSON list', '["第一条","第二条"]', '第一条'],
    ['an empty JSON list', '[]', '[]'],
    ['a list that is no JSON', '[价格] 必须大于 0', '[价格] 必须大于 0'],
  ])('envelopeMessage of %s', (_label, msg, shown) => {
    expect(envelopeMessage(msg)).toBe(shown);
  });

  it('isTimeout: axios’ own time-limit codes, nothing else', () => {
    expect(isTimeout(new AxiosError('timeout of 15000ms exceeded', 'ECONNABORTED'))).toBe(true);
    expect(isTimeout(new AxiosError('timeout', 'ETIMEDOUT'))).toBe(true);
    expect(isTimeout(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(false);
    expect(isTimeout(new Error('canceled'))).toBe(false);
  });

  it('isUnanswered: no HTTP answer, from the network or the time limit; an answered call never', () => {
    expect(isUnanswered(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(isUnanswered(new AxiosError('timeout', 'ECONNABORTED'))).toBe(true);
    const answered = { status: 504, data: '', statusText: '', headers: {}, config: {} as never };
    expect(isUnanswered(new AxiosError('Gateway Timeout', 'ECONNABORTED', undefined, undefined, answered))).toBe(false);
    expect(isUnanswered(new AxiosError('Bad Gateway', 'ERR_BAD_RESPONSE', undefined, undefined, { ...answered, status: 502 }))).toBe(false);
    expect(isUnanswered(new Error('canceled'))).toBe(false);
  });

  it('handleRequestError without options shows the failure', async () => {
    setLocale('en-US', false);
    const error = jest.spyOn(message, 'error');
    expect(() => handleRequestError(new Error('boom'))).not.toThrow();
    await waitFor(() => expect(error).toHaveBeenCalled());
    error.mockRestore();
    message.destroy();
  });

  it('names its errors for the console and error reports', () => {
    expect(new BizError({ success: false, errorMessage: '业务失败' })).toMatchObject({ name: 'BizError', message: '业务失败' });
    expect(new BizError({ success: false })).toMatchObject({ message: '' });
    expect(new MalformedResponseError()).toMatchObject({ name: 'MalformedResponseError', message: 'Malformed response body' });
  });
});
