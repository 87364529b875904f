/**
 * Issue 30 item 5, the boot script's side: the requests the static shell sends before the app runs
 * (src/components/AppShell/boot.ts, declared in its routes.ts). Run here as the build inlines it, in
 * jsdom, with `fetch` recorded. Each prefetched URL must be, byte for byte, the URL the page's own
 * request would go to. The pages derive their requests from the same declarations with the same
 * function (src/services/firstView.ts): what is checked here is each declaration's reading of the
 * address, and that the page's service function sends what the declaration gives as the boot script
 * writes it (axios' own `buildURL` writes the expected URL); tests/prefetchAdapter.test.ts covers
 * the adopting side, and e2e/prefetch.spec.ts checks in Chromium that no request goes out twice.
 */
import { request } from '@umijs/max';
import { shellMarkup } from '@/components/AppShell';
import { searchQuery } from '@/features/enterprise/searchState';
import { patentQuery } from '@/pages/taizhou/enterprise/Result/patentTableState';
import en from '@/locales/en-US';
import zh from '@/locales/zh-CN';
import { listRequest } from '@/pages/taizhou/operations/List/hooks/useListQuery';
import { caseQuery } from '@/pages/taizhou/dispute/List/caseQuery';
import { findDisputeCases } from '@/services/businessService';
import { findIndex } from '@/services/dataService';
import { findEnterprisePatents, findEnterprises, getEnterpriseDetail } from '@/services/diService';
import { getCurrentUser, getEnterpriseProfileByHost } from '@/services/account';
import { builtBootScript } from './support/bootScript';

/** axios' own writer of a request's URL (what its XHR adapter opens). */
const buildURL: (url: string, params?: object) => string = require('axios/lib/helpers/buildURL');

// The services' calls are recorded, not sent: what the page would ask for, path and parameters.
jest.mock('@umijs/max', () => ({ request: jest.fn() }));
const requestMock = request as unknown as jest.Mock;

const SCRIPT = builtBootScript();
const MARKUP = shellMarkup({ messages: { 'zh-CN': zh, 'en-US': en }, menu: [], script: SCRIPT }).replace(/<script>[\s\S]*<\/script>$/, '');

type Answer = { status?: number; body?: string; headers?: Record<string, string> };
let answers: (url: string) => Answer | 'network';
const fetchMock = jest.fn((url: string, _init?: RequestInit) => {
  const answer = answers(url);
  if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
  const headers = new Map(Object.entries(answer.headers ?? { 'content-type': 'application/json' }));
  return Promise.resolve({
    status: answer.status ?? 200,
    statusText: 'OK',
    headers: { forEach: (visit: (value: string, name: string) => void) => headers.forEach(visit) },
    text: () => Promise.resolve(answer.body ?? '{"code":0,"data":null}'),
  });
});

/** Opens `address` (below /ipr-front) the way the built HTML does, runs the boot script; the URLs it fetched, in order. */
function open(address: string): string[] {
  window.history.replaceState(null, '', `/ipr-front${address}`);
  document.body.innerHTML = `<div id="root"></div>${MARKUP}`;
  fetchMock.mockClear();
  new Function(SCRIPT)();
  return fetchMock.mock.calls.map(([url]) => url);
}

/** The URL the request layer sends for a service call: the path and parameters the service gives axios, written by axios. */
async function urlOf(call: () => Promise<unknown>): Promise<string> {
  requestMock.mockClear();
  await call();
  expect(requestMock).toHaveBeenCalledTimes(1);
  const [url, options] = requestMock.mock.calls[0] as [string, { method?: string; params?: object }];
  expect(options.method ?? 'GET').toBe('GET');
  return buildURL(url, options.params);
}

const STARTUP = ['/api/getCurrent', '/api/perEnterprise/getEnterpriseProfileByHost?host=localhost:8000'];

beforeAll(() => {
  (window as { fetch?: unknown }).fetch = fetchMock;
});
beforeEach(() => {
  answers = () => ({});
  requestMock.mockResolvedValue(undefined);
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'performance'] });
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  delete window.__iprPrefetch;
  document.documentElement.classList.remove('ipr-shelled');
  document.body.innerHTML = '';
});
afterAll(() => {
  delete (window as { fetch?: unknown }).fetch;
});

describe('what is prefetched', () => {
  it('the two start-up requests on every address of the app, first, as the account service sends them', async () => {
    expect(STARTUP).toEqual([await urlOf(() => getCurrentUser()), await urlOf(() => getEnterpriseProfileByHost('localhost:8000'))]);
    expect(open('/taizhou/news')).toEqual(STARTUP);
    expect(open('/404')).toEqual(STARTUP);
    expect(open('/taizhou/operations/list').slice(0, 2)).toEqual(STARTUP);
  });

  it('with what the request layer sends: cookies and axios’ Accept header, nothing else', () => {
    open('/taizhou');
    for (const [, init] of fetchMock.mock.calls) {
      // The signal lets the request layer abort it (issue 26): it sends nothing.
      expect(init).toEqual({
        credentials: 'include',
        headers: { Accept: 'application/json, text/plain, */*' },
        signal: expect.any(AbortSignal),
      });
    }
  });

  it('the home page: every content block’s first page and the transaction types', () => {
    expect(open('/taizhou').slice(2)).toEqual([
      '/ipr-data-service/api/front/announcement/findPage?current=1&pageSize=6',
      '/ipr-data-service/api/front/punishContent/findPage?current=1&pageSize=6&region=taizhou',
      '/ipr-data-service/api/front/news/findPage?current=1&pageSize=6',
      '/ipr-data-service/api/front/ipcTransaction/findIndex?current=1&pageSize=6&queryData.region=taizhou',
      '/ipr-data-service/api/front/product/findPage?current=1&pageSize=4',
      '/ipr-data-service/api/front/dictItem/find?queryData.code=ipc_transaction_type&sort=sortNo,desc&size=5000',
    ]);
    // Not for the redirect of the base address: the page's requests come after the address has changed.
    expect(open('/')).toEqual(STARTUP);
  });

  const ENTERPRISE_QUERIES = [
    '',
    '?keyword=%E5%AE%89%E8%8A%AF',
    '?keyword=%20%20a%20b%20&page=3',
    `?keyword=${'x'.repeat(120)}`,
    '?district=%E6%B5%B7%E9%99%B5%E5%8C%BA&profession=C35&qual=tech_sme,high_tech,nonsense',
    '?district=%E5%A7%91%E8%8B%8F%E5%8C%BA&qual=%20specialized%20',
    '?district=%E5%A7%91%E8%8B%8F%E5%8C%BA',
    '?min=50&max=5',
    '?min=5&max=500000',
    '?min=007&max=%2012%20',
    '?min=-1&max=1.5',
    '?sort=inventionCount&order=ascend',
    '?sort=name&order=up',
    '?sort=%20designCount&order=descend%20',
    '?page=0',
    '?page=2.0',
    '?page=0x10',
    '?page=-3',
    '?page=abc',
    '?keyword=a%26b%3Dc%2Bd%2C%3A%24%5B%5D%23&page=2',
    '?keyword=%E2%80%83%E5%85%A8%E8%A7%92%E2%80%83',
  ];

  it.each(['taizhou', 'suzhou'] as const)(
    'the %s enterprise search: the first page of the address’s search, as the page asks for it',
    async (region) => {
      const path = region === 'taizhou' ? '/taizhou/enterprise/search' : '/suzhou/ipr-enterprise';
      for (const search of ENTERPRISE_QUERIES) {
        const expected = await urlOf(() => findEnterprises(searchQuery(new URLSearchParams(search), region)));
        expect([search, open(`${path}${search}`).slice(2)]).toEqual([search, [expected]]);
      }
    },
  );

  const TYPES = '/ipr-data-service/api/front/dictItem/find?queryData.code=ipc_transaction_type&sort=sortNo,desc&size=5000';

  it('the transaction market: its first page for the address’s filters, then the type dictionary', () => {
    const market = (search: string) => open(`/taizhou/operations/list${search}`).slice(2);
    const url = '/ipr-data-service/api/front/ipcTransaction/findIndex';
    expect(market('')).toEqual([`${url}?current=1&pageSize=10&queryData.region=taizhou`, TYPES]);
    expect(market('?keyword=%20%E4%B8%93%E5%88%A9%20&type=transfer&page=2')).toEqual([
      `${url}?current=2&pageSize=10&queryData.region=taizhou&queryData.keyword=%E4%B8%93%E5%88%A9&queryData.transactionType=transfer`,
      TYPES,
    ]);
    // The type is the dictionary's (the page offers its values only): trimmed, not checked here.
    expect(market('?type=%20licence&page=2.5&publish=1')).toEqual([
      `${url}?current=1&pageSize=10&queryData.region=taizhou&queryData.transactionType=licence`,
      TYPES,
    ]);
  });

  it('the transaction market with `mine=1`: not the list, which needs the visitor’s id', () => {
    expect(open('/taizhou/operations/list?mine=1&keyword=x').slice(2)).toEqual([TYPES]);
  });

  it('the enterprise result: the profile and the patents’ page as the page asks for them (getEnterpriseDetail, patentQuery)', async () => {
    const name = '江苏安芯水处理设备股份有限公司';
    for (const search of [
      '',
      '?page=3&sort=publicationNo&order=ascend',
      '?sort=%20publicationNo&order=ascend%20',
      '?page=2.5&sort=nonsense',
    ]) {
      const expected = [
        await urlOf(() => getEnterpriseDetail(name)),
        await urlOf(() => findEnterprisePatents(patentQuery(new URLSearchParams(search), name))),
      ];
      expect([search, open(`/taizhou/enterprise/result/${encodeURIComponent(name)}${search}`).slice(2)]).toEqual([search, expected]);
    }
  });

  it('the enterprise result: the profile and the first page of patents of the address’s name, in both portals', () => {
    const name = encodeURIComponent('江苏安芯水处理设备股份有限公司');
    const expected = [
      `/ipr-di-service/api/front/enterprise/detail?name=${name}`,
      `/ipr-di-service/api/front/enterprise/patents?current=1&pageSize=10&name=${name}&sortField=applicationDate&sortOrder=descend`,
    ];
    expect(open(`/taizhou/enterprise/result/${name}`).slice(2)).toEqual(expected);
    expect(open(`/suzhou/ipr-enterprise/result/${name}`).slice(2)).toEqual(expected);
    // PatentTable reads the page, and sort and order untrimmed.
    expect(open(`/taizhou/enterprise/result/${name}?page=3&sort=publicationNo&order=ascend`)[3]).toBe(
      `/ipr-di-service/api/front/enterprise/patents?current=3&pageSize=10&name=${name}&sortField=publicationNo&sortOrder=ascend`,
    );
    expect(open(`/taizhou/enterprise/result/${name}?sort=%20publicationNo&order=ascend%20`)[3]).toBe(
      `/ipr-di-service/api/front/enterprise/patents?current=1&pageSize=10&name=${name}&sortField=applicationDate&sortOrder=descend`,
    );
    // A name with spaces and reserved characters is sent as axios writes it.
    expect(open(`/taizhou/enterprise/result/${encodeURIComponent('A&B (泰州) 1+1')}`)[2]).toBe(
      '/ipr-di-service/api/front/enterprise/detail?name=A%26B+(%E6%B3%B0%E5%B7%9E)+1%2B1',
    );
  });

  it('an enterprise name the address cannot decode: the start-up requests only (and no shell, as before)', () => {
    expect(open('/taizhou/enterprise/result/%E6%B1')).toEqual(STARTUP);
    expect(document.getElementById('ipr-shell')).toBeNull();
  });

  it('the dispute page: the public cases’ first page for the address’s filters', () => {
    const cases = (search: string) => open(`/taizhou/dispute/list${search}`).slice(2);
    const url = '/ipr-business-service/api/front/dispute/findPage';
    expect(cases('')).toEqual([`${url}?current=1&pageSize=10`]);
    expect(cases('?keyword=%20%E4%B8%93%E5%88%A9%20&type=infringement&status=closed&year=2025&page=2')).toEqual([
      `${url}?current=2&pageSize=10&queryData.keyword=%E4%B8%93%E5%88%A9&queryData.disputeType=infringement&queryData.status=closed&queryData.year=2025`,
    ]);
    // Unknown values filter by nothing, as in CaseList; a request just received is never public.
    expect(cases('?type=nonsense&status=received&year=25')).toEqual([`${url}?current=1&pageSize=10`]);
    expect(cases('?year=%202024%20&status=%20accepted')).toEqual([
      `${url}?current=1&pageSize=10&queryData.status=accepted&queryData.year=2024`,
    ]);
  });

  // The two lists ask with the declaration's parameters (listRequest, caseQuery), through their
  // service functions, which put the query object's prefix back: the URL the boot script sent.
  // e2e/prefetch.spec.ts checks in Chromium that the pages adopt these instead of asking again.
  it.each([
    ['/taizhou/operations/list', '?keyword=%20a%26b%20&type=%20pledge&page=3', (search: URLSearchParams) => findIndex(listRequest(search))],
    [
      '/taizhou/dispute/list',
      '?keyword=%20a%26b%20&type=ownership&status=mediating&year=2024&page=3',
      (search: URLSearchParams) => findDisputeCases(caseQuery(search)),
    ],
  ])('%s: the page’s request is the prefetched one', async (path, search, ask) => {
    expect(await urlOf(() => ask(new URLSearchParams(search)))).toBe(open(`${path}${search}`)[2]);
  });

  it('pages that declare nothing get the start-up requests only', () => {
    expect(open('/taizhou/announceDetail?id=an-0001')).toEqual(STARTUP);
    expect(open('/suzhou/ipr-nav')).toEqual(STARTUP);
  });
});

describe('what is kept for the app', () => {
  it('each request with its path, its parameters as sent, the address and the time; the answer as status, headers and raw text', async () => {
    answers = (url) =>
      url.includes('announcement')
        ? { status: 200, body: '{"code":0,"data":{"list":[]}}', headers: { 'content-type': 'application/json', 'x-a': '1' } }
        : {};
    const before = performance.now();
    open('/taizhou');
    const store = window.__iprPrefetch!;
    expect(store).toHaveLength(8);
    const announcements = store[2];
    expect(announcements).toMatchObject({
      url: '/ipr-data-service/api/front/announcement/findPage',
      params: [
        ['current', '1'],
        ['pageSize', '6'],
      ],
      address: '/ipr-front/taizhou',
    });
    expect(announcements.at).toBeGreaterThanOrEqual(before);
    await expect(announcements.answer).resolves.toEqual({
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json', 'x-a': '1' },
      body: '{"code":0,"data":{"list":[]}}',
    });
  });

  it('a request the network refuses is kept as an answer of its own (`undefined`), never a rejection nobody handles', async () => {
    answers = () => 'network';
    open('/taizhou/dispute/list');
    const answers_ = await Promise.all(window.__iprPrefetch!.map((entry) => entry.answer));
    expect(answers_).toEqual([undefined, undefined, undefined]);
  });

  // jsdom's language is en-US, and no locale is kept: the shells speak English.
  it('without fetch nothing is sent or kept, and the shell is drawn as ever', () => {
    const saved = window.fetch;
    delete (window as { fetch?: unknown }).fetch;
    try {
      window.history.replaceState(null, '', '/ipr-front/taizhou/dispute/list');
      document.body.innerHTML = `<div id="root"></div>${MARKUP}`;
      new Function(SCRIPT)();
      expect(window.__iprPrefetch).toBeUndefined();
      expect(document.querySelector('#ipr-shell h1')?.textContent).toBe(en['dispute.heading']);
    } finally {
      (window as { fetch?: unknown }).fetch = saved;
    }
  });

  it('the shell does not wait for the prefetches: drawn in the same run', () => {
    open('/taizhou/operations/list');
    expect(document.querySelector('#ipr-shell h1')?.textContent).toBe(en['operations.list.heading']);
  });
});
