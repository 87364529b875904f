import { z } from 'zod';
import accountRoutes from '../mock/account';
import appsRoutes from '../mock/apps';
import contentRoutes from '../mock/content';
import dictionaryRoutes from '../mock/dictionary';
import transactionRoutes from '../mock/transaction';
import diRoutes from '../mock/di';
import navRoutes from '../mock/nav';
import agencyRoutes from '../mock/agency';
import { PORTFOLIOS } from '../mock/_data/portfolios';
import { seedListings } from '../mock/_data/listings';
import { ALL_ENTERPRISES, PATENTLESS_ENTERPRISES } from '../mock/_data/parties';
import { ANNOUNCEMENTS, NEWS_ITEMS, PRODUCTS_ITEMS, PUNISHMENTS } from '../mock/_data/content';
import { HOSTILE_IDS } from '../mock/_data/contentDetail';
import * as schema from './contract/schemas';
import { creditCodeProblem } from '@/domain/dispute';
import { callRoute, type RouteMap } from './contract/call';
import { EMPTY_ANALYSIS } from './support/enterpriseAnalysis';

/**
 * Contract test (issue 3 item 1): calls every mock route handler with fake express req/res and
 * checks each answer against the runtime schema of docs/api.md, success and error cases alike.
 * The schemas are tied to the `API.*` types at compile time (tests/contract/schemas.ts), so the
 * TypeScript types, the runtime contract and the mocks cannot drift apart. A route added to
 * `mock/` without a case here fails the coverage check at the end.
 */

const ROUTES: RouteMap = Object.assign(
  {},
  accountRoutes,
  appsRoutes,
  contentRoutes,
  dictionaryRoutes,
  transactionRoutes,
  diRoutes,
  navRoutes,
  agencyRoutes,
) as unknown as RouteMap;

/** Runs one mock route as express would (tests/contract/call.ts). */
const call = (route: string, options?: Parameters<typeof callRoute>[2]) => callRoute(ROUTES, route, options);

const covered = new Set<string>();

/** Calls a route and returns its JSON body checked against `envelope`; names the failing path on drift. */
function expectJson<T extends z.ZodTypeAny>(route: string, envelope: T, options?: Parameters<typeof call>[1]): z.infer<T> {
  covered.add(route);
  const { status, body } = call(route, options);
  expect(status).toBe(200);
  const parsed = envelope.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${route} ${JSON.stringify(options?.query ?? {})}: ${parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }
  return parsed.data;
}

describe('account service (docs/api.md §3)', () => {
  it('getCurrent: anonymous is code 99998, a user is a CurrentUser', () => {
    expectJson('GET /api/getCurrent', schema.failEnvelope(99998));
    const { data } = expectJson('GET /api/getCurrent', schema.okEnvelope(schema.currentUser), { as: 'admin' });
    expect(data.access).toBe('admin');
    expect(data.creditCode).toBeUndefined();
    // The enterprise account carries a valid credit code of its enterprise, which the dispute form prefills.
    const user = expectJson('GET /api/getCurrent', schema.okEnvelope(schema.currentUser), { as: 'user' }).data;
    expect(user.enterpriseName).toBe('泰州海正新材料科技有限公司');
    expect(creditCodeProblem(user.creditCode ?? '')).toBeUndefined();
  });

  it('logout answers true and clears the mock user cookie', () => {
    expectJson('GET /api/logout', schema.okEnvelope(schema.logoutResult));
    const { body, headers } = call('GET /api/logout');
    expect(body).toEqual({ code: 0, msg: 'success', data: true });
    expect(headers['set-cookie']).toMatch(/ipr_mock_user=;.*Max-Age=0/);
  });

  it('getEnterpriseProfileByHost gives the two title keys', () => {
    const { data } = expectJson('GET /api/perEnterprise/getEnterpriseProfileByHost', schema.okEnvelope(schema.siteSettings), {
      query: { host: 'localhost' },
    });
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
  const detail = 'GET /ipr-data-service/api/front/ipcTransaction/detail';
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

  it("issue 46 item 2: findIndex filters by queryData.region, and a listing's similar ones are of its region", () => {
    const page = (region: string) =>
      expectJson(findIndex, schema.okEnvelope(schema.page(schema.transactionIndex)), {
        query: { 'queryData.region': region, pageSize: '100' },
      }).data;
    const taizhou = page('taizhou');
    const suzhou = page('suzhou');
    const all = expectJson(findIndex, schema.okEnvelope(schema.page(schema.transactionIndex)), { query: { pageSize: '100' } }).data;
    expect(suzhou.total).toBeGreaterThan(0);
    expect(taizhou.total + suzhou.total).toBe(all.total);
    expect(taizhou.list.every((listing) => listing.region === 'taizhou')).toBe(true);
    for (const listing of [taizhou.list[0], suzhou.list[0]]) {
      const { data } = expectJson(detail, schema.okEnvelope(schema.transactionDetail), { query: { id: listing.id } });
      expect(data.similar.length).toBeGreaterThan(0);
      expect(data.similar.every((other) => other.region === listing.region)).toBe(true);
    }
  });

  it('findIndex never lists contacts, not even to a logged-in visitor; seeded listings have terms', () => {
    for (const as of [undefined, 'user'] as const) {
      const { data } = expectJson(findIndex, schema.okEnvelope(schema.page(schema.transactionIndex)), { as, query: { pageSize: '100' } });
      for (const listing of data.list) {
        expect(listing).not.toHaveProperty('contactName');
        expect(listing).not.toHaveProperty('contactPhone');
      }
    }
    const seeded = seedListings();
    expect(
      seeded.every((listing) => listing.tradeMethod && listing.validUntil && listing.validUntil > listing.publishTime.slice(0, 10)),
    ).toBe(true);
    expect(seeded.filter((listing) => listing.tradeMethod === 'listed').length).toBeGreaterThan(seeded.length / 2);
    expect(seeded.some((listing) => listing.validUntil! < '2026-11-20')).toBe(true);
  });

  it('findIndex filters by publisherId exactly ("My listings")', () => {
    const mine = expectJson(findIndex, schema.okEnvelope(schema.page(schema.transactionIndex)), {
      query: { 'queryData.publisherId': 'u-1001', pageSize: '100' },
    });
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.list.every((listing) => listing.publisherId === 'u-1001' && listing.applicant === '泰州海正新材料科技有限公司')).toBe(
      true,
    );
    const prefix = expectJson(findIndex, schema.okEnvelope(schema.page(schema.transactionIndex)), {
      query: { 'queryData.publisherId': 'u-100' },
    });
    expect(prefix.data.total).toBe(0);
  });

  it('detail: contact only for a logged-in visitor, similar listings, 404 for an unknown id', () => {
    const anonymous = expectJson(detail, schema.okEnvelope(schema.transactionDetail), { query: { id: 'tx-0001' } });
    expect(anonymous.data.patentNo).toBe('ZL202121960334.5');
    expect(anonymous.data.contactHidden).toBe(true);
    expect(anonymous.data).not.toHaveProperty('contactName');
    expect(anonymous.data).not.toHaveProperty('contactPhone');
    expect(anonymous.data.similar.length).toBeGreaterThan(0);
    expect(anonymous.data.similar.map((listing) => listing.id)).not.toContain('tx-0001');
    expect(anonymous.data.similar[0].profession).toBe(anonymous.data.profession);
    for (const listing of anonymous.data.similar) expect(listing).not.toHaveProperty('contactPhone');

    const user = expectJson(detail, schema.okEnvelope(schema.transactionDetail), { as: 'user', query: { id: 'tx-0001' } });
    expect(user.data.contactHidden).toBeUndefined();
    expect(user.data.contactName).toEqual(expect.any(String));
    expect(user.data.contactPhone).toMatch(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})/);

    expect(expectJson(detail, schema.failEnvelope(404), { query: { id: 'tx-9999' } }).msg).toBe('挂牌信息不存在');
    expectJson(detail, schema.failEnvelope(404));
  });

  it('saveOrUpdateIndex: saved listing, then 99998, 400, 404 and 403 envelopes', () => {
    const saved = expectJson(save, schema.okEnvelope(schema.transactionIndex), { as: 'user', body: validBody });
    expect(saved.data.publisherId).toBe('u-1001');
    expectJson(save, schema.failEnvelope(99998), { body: validBody });
    const invalid = expectJson(save, schema.failEnvelope(400), { as: 'user', body: { ...validBody, patentNo: 'CN123' } });
    expect(JSON.parse(invalid.msg)[0]).toMatch(/专利号格式不正确/);
    expect(invalid.data?.errors[0]).toEqual({ field: 'patentNo', message: JSON.parse(invalid.msg)[0] });
    const checkDigit = expectJson(save, schema.failEnvelope(400), { as: 'user', body: { ...validBody, patentNo: 'ZL202110123456.8' } });
    expect(checkDigit.data?.errors).toEqual([{ field: 'patentNo', message: '专利号校验位不正确，请核对专利证书' }]);
    expectJson(save, schema.failEnvelope(404), { as: 'user', body: { ...validBody, id: 'tx-9999' } });
    expectJson(save, schema.failEnvelope(403), { as: 'admin', body: { ...validBody, id: 'tx-0004' } });
  });

  it('saveOrUpdateIndex: trade method and validity default, are checked, and an edit changes the listing', () => {
    const created = expectJson(save, schema.okEnvelope(schema.transactionIndex), { as: 'user', body: validBody });
    expect(created.data.tradeMethod).toBe('listed');
    const published = created.data.publishTime.slice(0, 10);
    expect(created.data.validUntil).toBe(`${Number(published.slice(0, 4)) + 1}${published.slice(4)}`);

    const wrong = expectJson(save, schema.failEnvelope(400), {
      as: 'user',
      body: { ...validBody, tradeMethod: 'lottery', validUntil: '2020-01-01' },
    });
    expect(JSON.parse(wrong.msg)).toEqual(['交易方式应为 listed、negotiated 或 auction', '有效期应为今天之后的日期，格式 YYYY-MM-DD']);
    expectJson(save, schema.failEnvelope(400), { as: 'user', body: { ...validBody, validUntil: '2099-02-30' } });

    const edited = expectJson(save, schema.okEnvelope(schema.transactionIndex), {
      as: 'user',
      body: { ...validBody, id: created.data.id, title: '一种高阻隔聚酰胺复合薄膜', tradeMethod: 'auction', validUntil: '2099-12-31' },
    });
    expect(edited.data).toMatchObject({ tradeMethod: 'auction', validUntil: '2099-12-31', title: '一种高阻隔聚酰胺复合薄膜' });
    const shown = expectJson(detail, schema.okEnvelope(schema.transactionDetail), { as: 'user', query: { id: created.data.id } });
    expect(shown.data).toMatchObject({ title: '一种高阻隔聚酰胺复合薄膜', tradeMethod: 'auction', updateTime: expect.any(String) });
  });

  it('issue 16: a new listing awaits review (only its publisher sees it), the mock admin approves it, its publisher withdraws it', () => {
    const withdraw = 'POST /ipr-data-service/api/authFront/website/ipcTransaction/withdrawIndex';
    const approve = 'POST /api/mock-admin/listings/:id/approve';
    const created = expectJson(save, schema.okEnvelope(schema.transactionIndex), { as: 'user', body: validBody });
    const { id } = created.data;
    expect(created.data.listingStatus).toBe('pending');
    const ids = (as?: 'user' | 'admin', query: Record<string, string> = {}) =>
      expectJson(findIndex, schema.okEnvelope(schema.page(schema.transactionIndex)), {
        as,
        query: { pageSize: '100', ...query },
      }).data.list.map((listing) => listing.id);
    expect(ids('user')).toContain(id);
    expect(ids()).not.toContain(id);
    expect(ids('admin')).not.toContain(id);
    expectJson(detail, schema.failEnvelope(404), { query: { id } });

    expect(expectJson(approve, schema.okEnvelope(schema.transactionIndex), { params: { id } }).data.listingStatus).toBe('listed');
    expect(ids()).toContain(id);
    expectJson(approve, schema.failEnvelope(400), { params: { id } });
    expectJson(approve, schema.failEnvelope(404), { params: { id: 'tx-9999' } });

    expectJson(withdraw, schema.failEnvelope(99998), { body: { id } });
    expectJson(withdraw, schema.failEnvelope(403), { as: 'admin', body: { id } });
    expectJson(withdraw, schema.failEnvelope(404), { as: 'user', body: { id: 'tx-9999' } });
    expect(expectJson(withdraw, schema.okEnvelope(schema.transactionIndex), { as: 'user', body: { id } }).data.listingStatus).toBe(
      'withdrawn',
    );
    expectJson(withdraw, schema.failEnvelope(403), { as: 'user', body: { id } });
    expect(ids()).not.toContain(id);
    expect(ids('user')).not.toContain(id);
    expect(ids('user', { 'queryData.publisherId': 'u-1001' })).toContain(id);
  });

  it("issue 16: a listing is never in force without a grant; a patent of the holder's portfolio brings its own dates", () => {
    const unknown = expectJson(save, schema.okEnvelope(schema.transactionIndex), {
      as: 'user',
      body: { ...validBody, legalStatus: 'valid' },
    });
    expect(unknown.data.grantDate).toBeUndefined();
    expect(unknown.data.legalStatus).toBe('pending');
    const granted = PORTFOLIOS.get('泰州海正新材料科技有限公司')!.patents.find(
      (patent) => patent.grantDate && patent.legalStatus === 'valid',
    )!;
    const known = expectJson(save, schema.okEnvelope(schema.transactionIndex), {
      as: 'user',
      body: { ...validBody, patentNo: `ZL${granted.applicationNo}` },
    });
    expect(known.data).toMatchObject({ legalStatus: 'valid', grantDate: granted.grantDate, applicationDate: granted.applicationDate });
    for (const listing of seedListings()) expect(listing.legalStatus !== 'valid' || Boolean(listing.grantDate)).toBe(true);
  });

  it('activePush: listings for a user, 99998 when anonymous', () => {
    const { data } = expectJson(push, schema.okEnvelope(schema.transactionIndex.array()), { as: 'user', query: { size: '3' } });
    expect(data).toHaveLength(3);
    const regional = expectJson(push, schema.okEnvelope(schema.transactionIndex.array()), {
      as: 'user',
      query: { size: '20', region: 'suzhou' },
    });
    expect(regional.data.length).toBeGreaterThan(0);
    expect(regional.data.every((listing) => listing.region === 'suzhou')).toBe(true);
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
        const previous = schema
          .okEnvelope(schema.announcementDetail)
          .parse(call(`GET ${base}/announcement/detail`, { query: { id: data.previous.id } }).body);
        expect(previous.data.next?.id).toBe(id);
      }
    }
  });

  it('issue 16: every notice has its own 文号 (running through the year per office) and its own body; region filters penalty notices', () => {
    const withNumbers = [...ANNOUNCEMENTS].filter((item) => item.docNo).sort((a, b) => a.publishDate.localeCompare(b.publishDate));
    expect(new Set(withNumbers.map((item) => item.docNo)).size).toBe(withNumbers.length);
    const last = new Map<string, number>();
    for (const { docNo } of withNumbers) {
      const [, series, number] = /^(.+〔\d{4}〕)(\d+)号$/.exec(docNo!)!;
      expect(Number(number)).toBeGreaterThan(last.get(series) ?? 0);
      last.set(series, Number(number));
    }
    const bodies = ANNOUNCEMENTS.map(({ id }) => {
      const { data } = schema.okEnvelope(schema.announcementDetail).parse(call(`GET ${base}/announcement/detail`, { query: { id } }).body);
      return data.content;
    });
    expect(new Set(bodies).size).toBe(bodies.length);
    const sectionsOf = (body: string) => (body.match(/<h2>[^<]+/g) ?? []).join('|');
    // Different kinds of notice have different sections, not one template with the title swapped in.
    expect(new Set(bodies.map(sectionsOf)).size).toBeGreaterThanOrEqual(12);

    const taizhou = expectJson(`GET ${base}/punishContent/findPage`, schema.okEnvelope(schema.page(schema.punishmentItem)), {
      query: { region: 'taizhou', pageSize: '100' },
    }).data;
    const suzhou = expectJson(`GET ${base}/punishContent/findPage`, schema.okEnvelope(schema.page(schema.punishmentItem)), {
      query: { region: 'suzhou', pageSize: '100' },
    }).data;
    expect(taizhou.total + suzhou.total).toBe(PUNISHMENTS.length);
    expect(taizhou.list.some((item) => item.authority.includes('苏州') || item.partyName.includes('苏州'))).toBe(false);
    expect(suzhou.total).toBeGreaterThan(0);
    expect(NEWS_ITEMS.some((item) => `${item.source}${item.title}`.includes('苏州'))).toBe(false);
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
    const { data } = schema
      .okEnvelope(schema.announcementDetail)
      .parse(call('GET /ipr-data-service/api/front/announcement/detail', { query: { id: ANNOUNCEMENTS[0].id } }).body);
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

describe('DI service: enterprise search and analysis (docs/api.md §9)', () => {
  const base = '/ipr-di-service/api/front/enterprise';
  const pageOfItems = schema.okEnvelope(schema.page(schema.enterpriseItem));
  const all = () => expectJson(`GET ${base}/findPage`, pageOfItems, { query: { pageSize: '100' } }).data;

  it('findPage serves ≥ 200 enterprises of both regions, most patents first by default', () => {
    const first = all();
    expect(first.total).toBeGreaterThanOrEqual(200);
    expect(first.total).toBe(ALL_ENTERPRISES.length);
    const counts = first.list.map((item) => item.patentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const region of ['taizhou', 'suzhou']) {
      const { data } = expectJson(`GET ${base}/findPage`, pageOfItems, { query: { region, pageSize: '100' } });
      expect(data.total).toBeGreaterThanOrEqual(80);
      expect(data.list.every((item) => item.region === region)).toBe(true);
    }
  });

  it('findPage filters by keyword (name or credit code), district, profession, qualifications and patent range', () => {
    const target = PORTFOLIOS.get('泰州贝源制药有限公司')!.detail;
    const byCode = expectJson(`GET ${base}/findPage`, pageOfItems, { query: { keyword: target.creditCode } }).data;
    expect(byCode.list.map((item) => item.name)).toEqual([target.name]);
    const query = {
      district: '苏州工业园区',
      profession: 'integrated_circuits',
      qualifications: 'high_tech',
      minPatents: '20',
      maxPatents: '400',
      pageSize: '100',
    };
    const { data } = expectJson(`GET ${base}/findPage`, pageOfItems, { query });
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.list) {
      expect(item).toMatchObject({ district: '苏州工业园区', profession: 'integrated_circuits' });
      expect(item.qualifications).toContain('high_tech');
      expect(item.patentCount >= 20 && item.patentCount <= 400).toBe(true);
    }
    const none = expectJson(`GET ${base}/findPage`, pageOfItems, { query: { keyword: '不存在的企业名称' } }).data;
    expect(none).toMatchObject({ total: 0, list: [] });
  });

  it('findPage sorts by any count column both ways; ties by name', () => {
    const { data } = expectJson(`GET ${base}/findPage`, pageOfItems, {
      query: { sortField: 'validInventionCount', sortOrder: 'ascend', pageSize: '100' },
    });
    const values = data.list.map((item) => item.validInventionCount);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('search counts equal the detail, analysis and patent list of every enterprise', () => {
    const rows = [1, 2, 3].flatMap(
      (current) => expectJson(`GET ${base}/findPage`, pageOfItems, { query: { current: String(current), pageSize: '100' } }).data.list,
    );
    expect(rows).toHaveLength(ALL_ENTERPRISES.length);
    for (const row of rows) {
      const { data: detail } = expectJson(`GET ${base}/detail`, schema.okEnvelope(schema.enterpriseDetail), { query: { name: row.name } });
      expect(detail).toMatchObject(row);
      expect(detail.patentCount).toBe(detail.inventionCount + detail.utilityCount + detail.designCount);
      const { data: analysis } = expectJson(`GET ${base}/analysis`, schema.okEnvelope(schema.enterpriseAnalysis), {
        query: { name: row.name },
      });
      expect(analysis.patentTypes).toEqual({ invention: row.inventionCount, utility: row.utilityCount, design: row.designCount });
      expect(analysis.yearly.reduce((sum, y) => sum + y.applications, 0)).toBe(row.patentCount);
      const patents = expectJson(`GET ${base}/patents`, schema.okEnvelope(schema.page(schema.enterprisePatent)), {
        query: { name: row.name, pageSize: '1' },
      });
      expect(patents.data.total).toBe(row.patentCount);
    }
  });

  it('the patent-less enterprises answer empty analyses; listed patents belong to their holders', () => {
    for (const name of PATENTLESS_ENTERPRISES) {
      const { data } = expectJson(`GET ${base}/analysis`, schema.okEnvelope(schema.enterpriseAnalysis), { query: { name } });
      expect(data).toEqual(EMPTY_ANALYSIS);
    }
    for (const listing of seedListings()) {
      const holder = PORTFOLIOS.get(listing.applicant);
      expect(holder?.detail.creditCode).toBe(listing.applicantCreditCode);
      expect(holder?.patents.some((p) => `ZL${p.applicationNo}` === listing.patentNo)).toBe(true);
    }
  });

  it('patents sort by application date or publication number and filter by type and legal status', () => {
    const name = '泰州贝源制药有限公司';
    const route = `GET ${base}/patents`;
    const item = schema.okEnvelope(schema.page(schema.enterprisePatent));
    const newest = expectJson(route, item, { query: { name, pageSize: '100' } }).data.list.map((p) => p.applicationDate);
    expect(newest).toEqual([...newest].sort().reverse());
    const byNumber = expectJson(route, item, {
      query: { name, sortField: 'publicationNo', sortOrder: 'ascend', pageSize: '100' },
    }).data.list.map((p) => p.publicationNo);
    expect(byNumber).toEqual([...byNumber].sort());
    const valid = expectJson(route, item, { query: { name, patentType: 'invention', legalStatus: 'valid', pageSize: '100' } }).data;
    expect(valid.total).toBe(PORTFOLIOS.get(name)!.detail.validInventionCount);
    const designs = expectJson(route, item, { query: { name, patentType: 'design', pageSize: '100' } }).data.list;
    expect(designs.length).toBeGreaterThan(0);
    expect(designs.every((p) => /^\d{2}-\d{2}$/.test(p.ipc))).toBe(true);
  });

  it.each(['detail', 'analysis', 'patents'])('%s: an unknown or missing name is code 404 with data null', (path) => {
    for (const name of ['不存在的公司', 'a/b%2F#（）😀', 'x'.repeat(400)]) {
      expectJson(`GET ${base}/${path}`, schema.failEnvelope(404), { query: { name } });
    }
    expectJson(`GET ${base}/${path}`, schema.failEnvelope(404));
  });
});

describe('navigation service: industry chains (docs/api.md §10)', () => {
  const route = 'GET /ipr-nav-service/api/front/industryChain/list';

  it.each(['suzhou', 'taizhou'])('%s: six chains with up-, mid- and downstream segments and existing leaders', (region) => {
    const { data } = expectJson(route, schema.okEnvelope(z.array(schema.industryChain)), { query: { region } });
    expect(data.map((chain) => chain.code)).toEqual([
      'biomedicine',
      'new_materials',
      'integrated_circuits',
      'new_energy',
      'high_end_equipment',
      'next_gen_it',
    ]);
    for (const chain of data) {
      expect(new Set(chain.segments.map((s) => s.stage))).toEqual(new Set(['upstream', 'midstream', 'downstream']));
      expect(chain.patentCount).toBe(chain.segments.reduce((sum, s) => sum + s.patentCount, 0));
      for (const leader of chain.segments.flatMap((s) => s.leaders)) {
        const portfolio = PORTFOLIOS.get(leader.name);
        expect(portfolio?.detail.region).toBe(region);
        expect(leader.patentCount).toBeLessThanOrEqual(portfolio!.detail.patentCount);
      }
    }
  });

  it('defaults to Suzhou', () => {
    const withRegion = call(route, { query: { region: 'suzhou' } }).body;
    expect(call(route).body).toEqual(withRegion);
  });
});

describe('agency service (docs/api.md §11)', () => {
  const list = 'GET /ipr-agency-service/api/front/agency/findPage';
  const stats = 'GET /ipr-agency-service/api/front/agency/statistics';
  const pageOfAgencies = schema.okEnvelope(schema.page(schema.agencyItem));

  it('findPage lists ≥ 30 licensed agencies with unique licence numbers, most attorneys first', () => {
    const { data } = expectJson(list, pageOfAgencies, { query: { pageSize: '100' } });
    expect(data.total).toBeGreaterThanOrEqual(30);
    expect(new Set(data.list.map((a) => a.licenceNo)).size).toBe(data.total);
    const attorneys = data.list.map((a) => a.attorneyCount);
    expect(attorneys).toEqual([...attorneys].sort((a, b) => b - a));
  });

  it('penalties are the penalty notices naming the agency, by name and credit code', () => {
    const { data } = expectJson(list, pageOfAgencies, { query: { hasPenalty: 'true', pageSize: '100' } });
    expect(data.total).toBeGreaterThan(0);
    for (const agency of data.list) {
      expect(agency.penalties.length).toBeGreaterThan(0);
      for (const penalty of agency.penalties) {
        const notice = expectJson('GET /ipr-data-service/api/front/punishContent/detail', schema.okEnvelope(schema.punishmentDetail), {
          query: { id: penalty.id },
        }).data;
        expect([notice.partyName, notice.partyCreditCode, notice.decisionNo]).toEqual([agency.name, agency.creditCode, penalty.decisionNo]);
      }
    }
  });

  it('findPage filters by keyword (name, credit code or licence), region, district and service type', () => {
    const { data } = expectJson(list, pageOfAgencies, {
      query: { region: 'suzhou', district: '苏州工业园区', serviceType: 'litigation', pageSize: '100' },
    });
    for (const agency of data.list) {
      expect(agency).toMatchObject({ region: 'suzhou', district: '苏州工业园区' });
      expect(agency.serviceTypes).toContain('litigation');
    }
    const first = expectJson(list, pageOfAgencies).data.list[0];
    for (const keyword of [first.name, first.creditCode, first.licenceNo]) {
      expect(expectJson(list, pageOfAgencies, { query: { keyword } }).data.list.map((a) => a.id)).toEqual([first.id]);
    }
  });

  it.each(['suzhou', 'taizhou'])('statistics of %s add up over its agencies', (region) => {
    const { data } = expectJson(stats, schema.okEnvelope(schema.agencyStatistics), { query: { region } });
    const agencies = expectJson(list, pageOfAgencies, { query: { region, pageSize: '100' } }).data.list;
    expect(data.agencyCount).toBe(agencies.length);
    expect(data.attorneyCount).toBe(agencies.reduce((sum, a) => sum + a.attorneyCount, 0));
    expect(data.penalizedAgencyCount).toBe(agencies.filter((a) => a.penalties.length).length);
    expect(data.districts.reduce((sum, d) => sum + d.agencyCount, 0)).toBe(agencies.length);
  });
});

// Declared last, so it runs after every case above: a route in mock/ that no case called is a
// hole in the contract.
it('every mock route is covered by a contract case', () => {
  expect(Object.keys(ROUTES).filter((route) => !covered.has(route))).toEqual([]);
});
