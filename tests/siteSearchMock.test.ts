/**
 * Issue 14 item 1: the site search asks each content service's own keyword filter, so the mock
 * backend must filter as docs/api.md says: the keyword is found in one of the listed fields,
 * case ignored for Latin letters and whitespace ignored; any characters are literal (no pattern);
 * a keyword that matches nothing is an empty page, not an error.
 */
import contentRoutes from '../mock/content';
import transactionRoutes from '../mock/transaction';
import diRoutes from '../mock/di';
import { callRoute, type RouteMap } from './contract/call';

const ROUTES = Object.assign({}, contentRoutes, transactionRoutes, diRoutes) as unknown as RouteMap;

type Source = {
  route: string;
  param: string;
  fields: (item: Record<string, string>) => Array<string | undefined>;
  latin: string;
  chinese: string;
};

/** Each service the search asks, its keyword parameter and the fields docs/api.md says the keyword matches. */
const SOURCES: Source[] = [
  {
    route: 'GET /ipr-data-service/api/front/announcement/findPage',
    param: 'keyword',
    fields: (a) => [a.title, a.category, a.department, a.docNo],
    latin: 'x',
    chinese: '专利',
  },
  {
    route: 'GET /ipr-data-service/api/front/news/findPage',
    param: 'keyword',
    fields: (n) => [n.title, n.source, n.summary],
    latin: 'pct',
    chinese: '专利',
  },
  {
    route: 'GET /ipr-data-service/api/front/punishContent/findPage',
    param: 'keyword',
    fields: (p) => [p.decisionNo, p.partyName, p.violationType, p.penaltyType, p.authority],
    latin: 'x',
    chinese: '专利',
  },
  {
    route: 'GET /ipr-data-service/api/front/product/findPage',
    param: 'keyword',
    fields: (p) => [p.name, p.provider, p.category, p.summary],
    latin: 'x',
    chinese: '专利',
  },
  {
    route: 'GET /ipr-data-service/api/front/ipcTransaction/findIndex',
    param: 'queryData.keyword',
    fields: (l) => [l.title, l.patentNo, l.applicant, l.ipc],
    latin: 'zl2021',
    chinese: '电池',
  },
  {
    route: 'GET /ipr-di-service/api/front/enterprise/findPage',
    param: 'keyword',
    fields: (e) => [e.name, e.creditCode],
    latin: '91321',
    chinese: '泰州',
  },
];

const squash = (text: string | undefined) => (text ?? '').replace(/\s+/g, '').toLowerCase();

function search(source: Source, keyword: string, pageSize = 100) {
  const { status, body } = callRoute(ROUTES, source.route, {
    query: { [source.param]: keyword, current: '1', pageSize: String(pageSize) },
  });
  expect(status).toBe(200);
  const envelope = body as API.Envelope<API.Page<Record<string, string>>>;
  expect(envelope.code).toBe(0);
  return envelope.data;
}

describe.each(SOURCES)('$route', (source) => {
  const all = search(source, '');

  it('finds the keyword in one of its documented fields, and every record that has it', () => {
    const found = search(source, source.chinese);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    for (const item of found.list) expect(source.fields(item).some((field) => squash(field).includes(source.chinese))).toBe(true);
    const expected = all.list.filter((item) => source.fields(item).some((field) => squash(field).includes(source.chinese))).length;
    if (all.total <= 100) expect(found.total).toBe(expected);
  });

  it('ignores the case of Latin letters and whitespace', () => {
    const lower = search(source, source.latin);
    expect(search(source, source.latin.toUpperCase()).total).toBe(lower.total);
    expect(search(source, ` ${source.chinese.split('').join(' ')} `).total).toBe(search(source, source.chinese).total);
  });

  it('matches pattern characters and markup literally, and a 200-character keyword, as empty pages', () => {
    for (const keyword of ['.*', '.*+?()[]', '<img src=x onerror=alert(1)>', '专'.repeat(200)]) {
      const page = search(source, keyword);
      expect(page.total).toBe(0);
      expect(page.list).toEqual([]);
    }
    // `%` is no wildcard: only records that contain it (news summaries with a percentage).
    for (const item of search(source, '%').list) expect(source.fields(item).some((field) => field?.includes('%'))).toBe(true);
  });
});
