/**
 * Spec §8 for the callers of a service (src/utils/serviceResult.ts): a result that is not data (the
 * `false` of "not logged in", an envelope with a non-zero code) throws; a page is always safe to
 * render; a form's refusal words are the server's, else the failure's own cause (offline, no answer in
 * time, no connection, the service unavailable); a block that did not load says only the cause (issue 46 item 4).
 */
import { AxiosError } from 'axios';
import requestMessages from '@/locales/en-US/request';
import { checkServiceResult, failureText, loadFailureText, ServiceFailure, toPage } from '@/utils/serviceResult';

jest.mock('@umijs/max', () => {
  const messages: Record<string, string> = jest.requireActual('@/locales/en-US/request').default;
  return { getIntl: () => ({ messages, formatMessage: ({ id }: { id: string }) => messages[id] ?? id }), history: {} };
});

/** Runs `call`, which must throw, and returns what it threw. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('checkServiceResult', () => {
  it('returns data as it came, also an envelope with code 0', () => {
    const page = { list: [1], total: 1 };
    expect(checkServiceResult(page)).toBe(page);
    const okEnvelope = { code: 0, msg: 'ok', data: 1 };
    expect(checkServiceResult(okEnvelope)).toBe(okEnvelope);
    expect(checkServiceResult(null)).toBeNull();
    expect(checkServiceResult({ code: '500' })).toEqual({ code: '500' });
  });

  it('throws "not logged in" (99998, no text) for false', () => {
    const error = thrown(() => checkServiceResult(false));
    expect(error).toBeInstanceOf(ServiceFailure);
    expect(error).toMatchObject({ name: 'ServiceFailure', code: 99998, message: '', data: null });
  });

  it('throws the envelope code, the first text of a JSON-list msg and the data for a non-zero code', () => {
    const fields = { title: 'required' };
    expect(thrown(() => checkServiceResult({ code: 400, msg: '["标题不能为空","x"]', data: fields }))).toMatchObject({
      code: 400,
      message: '标题不能为空',
      data: fields,
    });
    expect(thrown(() => checkServiceResult({ code: 500, msg: 42 }))).toMatchObject({ code: 500, message: '', data: null });
  });
});

describe('toPage', () => {
  it('keeps the paging of a well-formed page', () => {
    expect(toPage({ list: ['a', 'b'], total: 12, current: 2, pageSize: 2 })).toEqual({
      list: ['a', 'b'],
      total: 12,
      current: 2,
      pageSize: 2,
    });
  });

  it('makes an empty first page of null, a missing list or missing numbers', () => {
    expect(toPage(null)).toEqual({ list: [], total: 0, current: 1, pageSize: 0 });
    expect(toPage({ list: 'x', total: 'many' } as unknown as API.Page<string>)).toEqual({ list: [], total: 0, current: 1, pageSize: 0 });
    expect(toPage({ list: ['a', 'b', 'c'] } as unknown as API.Page<string>)).toEqual({
      list: ['a', 'b', 'c'],
      total: 3,
      current: 1,
      pageSize: 3,
    });
  });

  it('throws like checkServiceResult for a failure', () => {
    expect(thrown(() => toPage(false))).toMatchObject({ code: 99998 });
  });
});

describe('failureText', () => {
  const answered = (data: unknown, status = 500) =>
    new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, {}, { data, status } as never);
  afterEach(() => jest.restoreAllMocks());

  it("gives a ServiceFailure's own text", () => {
    expect(failureText(new ServiceFailure(400, '标题不能为空'))).toBe('标题不能为空');
  });

  it("gives the server's errorMessage, else the first text of its msg", () => {
    expect(failureText(answered({ errorMessage: '交易信息暂不可查询', msg: 'other' }))).toBe('交易信息暂不可查询');
    expect(failureText(answered({ errorMessage: '', msg: '["文件过大"]' }))).toBe('文件过大');
  });

  it('says offline for a call without an answer while the browser is offline; online, that the server could not be reached', () => {
    const unanswered = new AxiosError('Network Error', 'ERR_NETWORK');
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(failureText(unanswered)).toBe(requestMessages['request.offline']);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(failureText(unanswered)).toBe(requestMessages['request.network']);
  });

  it('says the server did not answer in time for a timeout', () => {
    expect(failureText(new AxiosError('timeout', 'ECONNABORTED'))).toBe(requestMessages['request.timeout']);
  });

  it('passes over an empty or non-text msg to the words of the failure itself', () => {
    for (const msg of ['', 5, null]) {
      const timedOut = new AxiosError('timeout', 'ECONNABORTED', undefined, {}, { data: { msg } } as never);
      expect(failureText(timedOut)).toBe(requestMessages['request.timeout']);
    }
  });

  it('says the service is unavailable for an HTTP 5xx without words of its own (issue 46 item 4: not the network)', () => {
    expect(failureText(answered('<html>'))).toBe(requestMessages['request.unavailable']);
    expect(failureText(answered({ errorMessage: 3, msg: '' }, 502))).toBe(requestMessages['request.unavailable']);
    expect(requestMessages['request.unavailable']).not.toMatch(/network|connection/i);
  });

  it('gives nothing for other errors', () => {
    expect(failureText(new Error('boom'))).toBe('');
    expect(failureText(answered('<html>', 404))).toBe('');
  });
});

describe('loadFailureText (issue 46 item 4)', () => {
  const answered = (data: unknown, status: number) =>
    new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, {}, { data, status } as never);
  afterEach(() => jest.restoreAllMocks());

  it("never gives the server's own text: a read's failure is no reason a visitor can act on", () => {
    expect(loadFailureText(new ServiceFailure(500, 'java.lang.NullPointerException at com.example.Service'))).toBe('');
    expect(loadFailureText(answered({ errorMessage: 'x', msg: 'y' }, 400))).toBe('');
    expect(loadFailureText(answered({ errorMessage: 'x' }, 500))).toBe(requestMessages['request.unavailable']);
  });

  it('words each cause for its side: service unavailable, no connection, offline, no answer in time', () => {
    expect(loadFailureText(answered('Internal Server Error', 500))).toBe(requestMessages['request.unavailable']);
    expect(loadFailureText(answered('', 503))).toBe(requestMessages['request.unavailable']);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(loadFailureText(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(requestMessages['request.network']);
    expect(loadFailureText(new AxiosError('timeout', 'ECONNABORTED'))).toBe(requestMessages['request.timeout']);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(loadFailureText(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(requestMessages['request.offline']);
  });

  it("leaves the view's own words for an unreadable body or a refused read", () => {
    expect(loadFailureText(new Error('Malformed response body'))).toBe('');
    expect(loadFailureText(answered('', 404))).toBe('');
  });
});
