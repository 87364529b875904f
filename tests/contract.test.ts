import type { Request, Response } from 'express';
import type { z } from 'zod';
import accountRoutes from '../mock/account';
import appsRoutes from '../mock/apps';
import contentRoutes from '../mock/content';
import dictionaryRoutes from '../mock/dictionary';
import transactionRoutes from '../mock/transaction';
import { ANNOUNCEMENTS, NEWS_ITEMS, PRODUCTS_ITEMS, PUNISHMENTS } from '../mock/_data/content';
import { HOSTILE_IDS } from '../mock/_data/contentDetail';
import * as schema from './contract/schemas';

/**
 * Contract test (issue 3 item 1): calls every mock route handler with fake express req/res and
 * checks each answer against the runtime schema of docs/api.md, success and error cases alike.
 * The schemas are tied to the `API.*` types at compile time (tests/contract/schemas.ts), so the
 * TypeScript types, the runtime contract and the mocks cannot drift apart. A route added to
 * `mock/` without a case here fails the coverage check at the end.
 */

type Handler = (req: Request, res: Response) => void;
type RouteMap = Record<string, Handler>;

const ROUTES: RouteMap = Object.assign(
  {},
  accountRoutes,
  appsRoutes,
  contentRoutes,
  dictionaryRoutes,
  transactionRoutes,
) as unknown as RouteMap;

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  redirect?: string;
}

/** Runs one route as express would, with the query as the parsed `req.query` and an optional mock user. */
function call(
  route: string,
  { query = {}, body, as }: { query?: Record<string, string>; body?: unknown; as?: 'user' | 'admin' } = {},
): Answer {
  const handler = ROUTES[route];
  if (!handler) throw new Error(`no mock route ${route}`);
  const path = route.split(' ')[1];
  const answer: Answer = { status: 200, body: undefined, headers: {} };
  const req = {
    method: route.split(' ')[0],
    path,
    query,
    body,
    headers: as ? { cookie: `ipr_mock_user=${as}` } : {},
    originalUrl: `${path}?${new URLSearchParams(query).toString()}`,
  } as unknown as Request;
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    type(value: string) {
      answer.headers['content-type'] = value;
      return res;
    },
    json(value: unknown) {
      // A JSON round trip, as the browser gets it: undefined fields vanish, dates become strings.
      answer.body = JSON.parse(JSON.stringify(value));
      return res;
    },
    send(value: unknown) {
      answer.body = value;
      return res;
    },
    end() {
      return res;
    },
    redirect(status: number, location: string) {
      answer.status = status;
      answer.redirect = location;
      return res;
    },
  } as unknown as Response;
  handler(req, res);
  return answer;
}

const covered = new Set<string>();

/** Calls a route and returns its JSON body checked against `envelope`; names the failing path on drift. */
function expectJson<T extends z.ZodTypeAny>(route: string, envelope: T, options?: Parameters<typeof call>[1]): z.infer<T> {
  covered.add(route);
  const { status, body } = call(route, options);
  expect(status).toBe(200);
  const parsed = envelope.safeParse(body);
  if (!parsed.success) {
    throw new Error(`${route} ${JSON.stringify(options?.query ?? {})}: ${parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')}`);
  }
  return parsed.data;
}

describe('account service (docs/api.md §3)', () => {
  it('getCurrent: anonymous is code 99998, a user is a CurrentUser', () => {
    expectJson('GET /api/getCurrent', schema.failEnvelope(99998));
    const { data } = expectJson('GET /api/getCurrent', schema.okEnvelope(schema.currentUser), { as: 'admin' });
    expect(data.access).toBe('admin');
  });

  it('logout answers true and clears the mock user cookie', () => {
    expectJson('GET /api/logout', schema.okEnvelope(schema.logoutResult));
    const { body, headers } = call('GET /api/logout');
    expect(body).toEqual({ code: 0, msg: 'success', data: true });
    expect(headers['set-cookie']).toMatch(/ipr_mock_user=;.*Max-Age=0/);
  });

  it('getEnterpriseProfileByHost gives the two title keys', () => {
    const { data } = expectJson(
      'GET /api/perEnterprise/getEnterpriseProfileByHost',
      schema.okEnvelope(schema.siteSettings),
      { query: { host: 'localhost' } },
    );
    expect(`${data.ipr_title_prefix}${data.ipr_front_title}`).toBe('泰州市知识产权一站式公共服务平台');
  });

  it('SSO login and the user switch redirect to same-host paths only', () => {
    covered.add('GET /ipr-admin/login').add('GET /api/mock/user');
    const login = call('GET /ipr-admin/login', { query: { redirectUrl: 'https://evil.example.com/ipr-front/taizhou?x=1' } });
    expect(login.status).toBe(302);
    expect(login.redirect).toBe('/ipr-front/taizhou?x=1');
    expect(login.headers['set-cookie']).toMatch(/ipr_mock_user=user/);
    expect(call('GET /api/mock/user', { query: { as: 'admin' } }).redirect).toBe('/ipr-front/');
    const bad = call('GET /api/mock/user', { query: { as: 'root' } });
    expect(bad.status).toBe(400);
    expect(schema.failEnvelope(400).parse(bad.body).msg).toMatch(/^\[/);
  });
});

describe('sibling application stand-ins (docs/api.md §7)', () => {
  it.each([
    ['GET /ipr-admin/welcome', '管理中心'],
    ['GET /ipr-admin/zscq/workbench', '工作台'],
    ['GET /ipr-admin/zscq/perEnterpriseRegister', '注册'],
    ['GET /ipr-searching/', '检索分析平台'],
    ['GET /ipr-nav/', '产业专利导航平台'],
  ])('%s is an HTML page naming the application', (route, title) => {
    covered.add(route);
    const { body, headers } = call(route, { query: { appCode: '<b>ipr-front</b>' } });
    expect(headers['content-type']).toBe('html');
    expect(String(body)).toContain(title);
    expect(String(body)).not.toContain('<b>ipr-front</b>');
  });
});

describe('dictionaries (docs/api.md §4)', () => {
  it('find: the transaction types, sortNo descending; an unknown code is an empty page', () => {
    const route = 'GET /ipr-data-service/api/front/dictItem/find';
    const { data } = expectJson(route, schema.okEnvelope(schema.page(schema.dictItem)), {
      query: { 'queryData.code': 'ipc_transaction_type', sort: 'sortNo,desc', size: '5000' },
    });
    expect(data.list.map((item) => item.sortNo)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    const empty = expectJson(route, schema.okEnvelope(schema.page(schema.dictItem)), { query: { 'queryData.code': 'nope' } });
    expect(empty.data.total).toBe(0);
  });

  it('profession: {content: [{label, value}]}', () => {
    const { data } = expectJson('GET /ipr-data-service/api/front/dictItem/profession', schema.okEnvelope(schema.professions));
    expect(data.content.length).toBeGreaterThan(0);
  });
});

describe('IP transaction index (docs/api.md §5)', () => {
  const findIndex = 'GET /ipr-data-service/api/front/ipcTransaction/findIndex';
  const save = 'POST /ipr-data-service/api/authFront/website/ipcTransaction/saveOrUpdateIndex';
  const push = 'GET /ipr-data-service/api/authFront/zcTransaction/activePush';
  const validBody = {
    patentNo: 'ZL202110123456.7',
    title: '一种高阻隔聚酰胺复合薄膜及其制备方法',
    transactionType: 'transfer',
    price: 1200000,
    negotiable: false,
    contactName: '王建国',
    contactPhone: '0523-86839900',
  };

  it('findIndex pages and filters the listings', () => {
    const all = expectJson(findIndex, schema.okEnvelope(schema.page(schema.transactionIndex)), { query: { pageSize: '100' } });
    expect(all.data.total).toBeGreaterThanOrEqual(50);
    const pledges = expectJson(findIndex, schema.okEnvelope(schema.page(schema.transactionIndex)), {
      query: { 'queryData.transactionType': 'pledge' },
    });
    expect(pledges.data.list.every((listing) => listing.transactionType === 'pledge')).toBe(true);
  });

  it('saveOrUpdateIndex: saved listing, then 99998, 400, 404 and 403 envelopes', () => {
    const saved = expectJson(save, schema.okEnvelope(schema.transactionIndex), { as: 'user', body: validBody });
    expect(saved.data.publisherId).toBe('u-1001');
    expectJson(save, schema.failEnvelope(99998), { body: validBody });
    const invalid = expectJson(save, schema.failEnvelope(400), { as: 'user', body: { ...validBody, patentNo: 'CN123' } });
    expect(JSON.parse(invalid.msg)[0]).toMatch(/专利号格式不正确/);
    expectJson(save, schema.failEnvelope(404), { as: 'user', body: { ...validBody, id: 'tx-9999' } });
    expectJson(save, schema.failEnvelope(403), { as: 'admin', body: { ...validBody, id: 'tx-0004' } });
  });

  it('activePush: listings for a user, 99998 when anonymous', () => {
    const { data } = expectJson(push, schema.okEnvelope(schema.transactionIndex.array()), { as: 'user', query: { size: '3' } });
    expect(data).toHaveLength(3);
    expectJson(push, schema.failEnvelope(99998));
  });
});

describe('portal content lists (docs/api.md §6)', () => {
  const base = '/ipr-data-service/api/front';
  const lists = [
    ['announcement', schema.announcementItem, ANNOUNCEMENTS.length, 30],
    ['punishContent', schema.punishmentItem, PUNISHMENTS.length, 50],
    ['news', schema.newsItem, NEWS_ITEMS.length, 30],
    ['product', schema.productItem, PRODUCTS_ITEMS.length, 12],
  ] as const;

  it.each(lists)('%s/findPage serves every seeded item in pages, newest first', (name, item, seeded, atLeast) => {
    expect(seeded).toBeGreaterThanOrEqual(atLeast);
    const { data } = expectJson(`GET ${base}/${name}/findPage`, schema.okEnvelope(schema.page(item)), {
      query: { pageSize: '100' },
    });
    expect(data.total).toBe(seeded);
    const dates = data.list.map((entry) => entry.publishDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const second = expectJson(`GET ${base}/${name}/findPage`, schema.okEnvelope(schema.page(item)), {
      query: { current: '2', pageSize: '10' },
    });
    expect(second.data.list[0].id).toBe(data.list[10].id);
  });

  it('announcements filter by category, keyword and publish-date range', () => {
    const { data } = expectJson(`GET ${base}/announcement/findPage`, schema.okEnvelope(schema.page(schema.announcementItem)), {
      query: { category: '项目申报', keyword: '泰州', startDate: '2025-01-01', endDate: '2025-12-31', pageSize: '100' },
    });
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.list) {
      expect(item.category).toBe('项目申报');
      expect(item.publishDate >= '2025-01-01' && item.publishDate <= '2025-12-31').toBe(true);
    }
  });

  it('penalty notices filter by violation type, penalty type and decision-date range', () => {
    const { data } = expectJson(`GET ${base}/punishContent/findPage`, schema.okEnvelope(schema.page(schema.punishmentItem)), {
      query: { violationType: '擅自开展专利代理业务', penaltyType: '没收违法所得', startDate: '2024-01-01', pageSize: '100' },
    });
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.list) {
      expect([item.violationType, item.penaltyType]).toEqual(['擅自开展专利代理业务', '没收违法所得']);
      expect(item.decisionDate >= '2024-01-01').toBe(true);
      expect(item.confiscatedAmount).toBeGreaterThan(0);
    }
    const none = expectJson(`GET ${base}/punishContent/findPage`, schema.okEnvelope(schema.page(schema.punishmentItem)), {
      query: { penaltyType: '吊销执照' },
    });
    expect(none.data).toMatchObject({ total: 0, list: [] });
  });
});

describe('portal content details (docs/api.md §6.1)', () => {
  const base = '/ipr-data-service/api/front';
  const details = [
    ['announcement', schema.announcementDetail, ANNOUNCEMENTS],
    ['punishContent', schema.punishmentDetail, PUNISHMENTS],
    ['news', schema.newsDetail, NEWS_ITEMS],
    ['product', schema.productDetail, PRODUCTS_ITEMS],
  ] as const;

  it.each(details)('%s/detail answers every listed id with a full record', (name, detail, items) => {
    for (const { id } of items) {
      const { data } = expectJson(`GET ${base}/${name}/detail`, schema.okEnvelope(detail), { query: { id } });
      expect(data.id).toBe(id);
    }
  });

  it.each(details)('%s/detail: an unknown or missing id is code 404 with data null', (name) => {
    expectJson(`GET ${base}/${name}/detail`, schema.failEnvelope(404), { query: { id: 'no-such-id' } });
    expectJson(`GET ${base}/${name}/detail`, schema.failEnvelope(404));
  });

  it('announcement bodies carry headings, lists, a table and an image; previous/next link the neighbours', () => {
    for (const { id } of ANNOUNCEMENTS) {
      const { data } = schema.okEnvelope(schema.announcementDetail).parse(call(`GET ${base}/announcement/detail`, { query: { id } }).body);
      expect(data.content).toMatch(/<h2>/);
      expect(data.content).toMatch(/<(ul|ol)>/);
      expect(data.content).toMatch(/<table>/);
      expect(data.content).toMatch(/<img /);
      if (data.previous) {
        const previous = schema.okEnvelope(schema.announcementDetail).parse(
          call(`GET ${base}/announcement/detail`, { query: { id: data.previous.id } }).body,
        );
        expect(previous.data.next?.id).toBe(id);
      }
    }
  });

  it('the documented hostile bodies carry the hostile markup (for the sanitiser to remove)', () => {
    const announcement = call(`GET ${base}/announcement/detail`, { query: { id: HOSTILE_IDS.announcement } }).body as {
      data: API.AnnouncementDetail;
    };
    for (const needle of ['<script>', 'onerror=', 'javascript:', '<iframe', 'onclick=', '<svg onload', 'expression(', 'data:text/html']) {
      expect(announcement.data.content).toContain(needle);
    }
    const news = call(`GET ${base}/news/detail`, { query: { id: HOSTILE_IDS.news } }).body as { data: API.NewsDetail };
    expect(news.data.content).toContain('<script');
  });
});

describe('file service of the bodies (docs/api.md §6.2)', () => {
  it('image: SVG by name, 404 for an unknown name', () => {
    covered.add('GET /ipr-data-service/api/front/file/image');
    const image = call('GET /ipr-data-service/api/front/file/image', { query: { name: 'grant-trend' } });
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(image.body)).toMatch(/^<svg /);
    expect(call('GET /ipr-data-service/api/front/file/image', { query: { name: 'x' } }).status).toBe(404);
  });

  it('download: every attachment URL answers a file of its stated size; unknown id is a 404 envelope', () => {
    const route = 'GET /ipr-data-service/api/front/file/download';
    const { data } = schema.okEnvelope(schema.announcementDetail).parse(
      call('GET /ipr-data-service/api/front/announcement/detail', { query: { id: ANNOUNCEMENTS[0].id } }).body,
    );
    expect(data.attachments.length).toBeGreaterThan(0);
    for (const file of data.attachments) {
      const id = new URL(file.url, 'http://localhost').searchParams.get('id') ?? '';
      const answer = call(route, { query: { id } });
      expect((answer.body as Buffer).length).toBe(file.size);
      expect(answer.headers['content-disposition']).toContain(encodeURIComponent(file.name));
    }
    expectJson(route, schema.failEnvelope(404), { query: { id: 'nope' } });
  });
});

// Declared last, so it runs after every case above: a route in mock/ that no case called is a
// hole in the contract.
it('every mock route is covered by a contract case', () => {
  expect(Object.keys(ROUTES).filter((route) => !covered.has(route))).toEqual([]);
});
