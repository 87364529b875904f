import type { Request, Response } from 'express';
import { z } from 'zod';
import disputeRoutes, { CODE_TOO_LARGE, MESSAGES } from '../mock/dispute';
import { CASE_COUNT } from '../mock/_data/disputes';
import { ENTERPRISES } from '../mock/_data/parties';
import { toDisputeInput } from '../src/pages/taizhou/dispute/List/formModel';
import { EVIDENCE_MAX_BYTES } from '../src/domain/dispute';
import * as schema from './contract/schemas';
import * as dispute from './contract/dispute';
import { callRoute, type RouteMap } from './contract/call';

/**
 * Contract of the dispute handling mock (docs/api.md §12, issue 5 items 4–5): every route of
 * mock/dispute.ts is called, success and failure, and its answer checked against the schemas of
 * tests/contract/dispute.ts. The store is stateful: a submission shows up in `mine` and `detail`.
 * The upload route is called with a fake multipart request (the parts as Umi's multer hands them
 * over), since callRoute sends no body stream. A route without a case fails the last test.
 */

const ROUTES = disputeRoutes as unknown as RouteMap;
const FIND = 'GET /ipr-business-service/api/front/dispute/findPage';
const MINE = 'GET /ipr-business-service/api/authFront/dispute/mine';
const SUBMIT = 'POST /ipr-business-service/api/authFront/dispute/submit';
const DETAIL = 'GET /ipr-business-service/api/authFront/dispute/detail';
const UPLOAD = 'POST /ipr-business-service/api/authFront/file/upload';
const PROGRESS = 'POST /ipr-business-service/api/front/dispute/progress';

const covered = new Set<string>();

function expectJson<T extends z.ZodTypeAny>(route: string, envelope: T, options?: Parameters<typeof callRoute>[2]): z.infer<T> {
  covered.add(route);
  const { status, body } = callRoute(ROUTES, route, options);
  expect(status).toBe(200);
  const parsed = envelope.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${route}: ${parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
    );
  }
  return parsed.data;
}

/** Calls the upload handler with one multipart part (or none), as the mock middleware would. */
function upload(part: { originalname: string; size: number; fieldname?: string } | undefined, as?: 'user' | 'admin'): unknown {
  covered.add(UPLOAD);
  let body: unknown;
  const req = {
    headers: as ? { cookie: `ipr_mock_user=${as}` } : {},
    files: part ? [{ fieldname: 'file', ...part }] : [],
  } as unknown as Request;
  const res = { json: (value: unknown) => (body = JSON.parse(JSON.stringify(value))) } as unknown as Response;
  ROUTES[UPLOAD](req, res);
  return body;
}

const requester = ENTERPRISES[0];
const validBody = (evidence: API.UploadedFile[] = []) =>
  toDisputeInput(
    {
      requesterName: requester.name,
      requesterType: 'enterprise',
      contactName: '王建华',
      phone: '0523-86839900',
      address: '江苏省泰州市高港区永安洲镇疏港北路 8 号',
      creditCode: requester.creditCode,
      respondentName: '泰州永晟汽车零部件有限公司',
      respondentAddress: '江苏省泰州市高港区',
      disputeType: 'infringement',
      patentNo: 'zl 202110123456.7',
      facts: '被请求人未经许可制造、销售与涉案专利技术方案相同的复合薄膜产品，请求人于 2026 年 10 月公证购买取得样品。',
      claims: '责令被请求人立即停止制造、销售侵权产品',
    },
    evidence,
  );

describe('public case list', () => {
  const pageOfCases = schema.okEnvelope(schema.page(dispute.disputeCase));

  it('serves the 40 seeded cases, newest filing first, with per-year case numbers', () => {
    const { data } = expectJson(FIND, pageOfCases, { query: { pageSize: '100' } });
    expect(data.total).toBe(CASE_COUNT);
    const dates = data.list.map((item) => item.filingDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of data.list) {
      expect(item.caseNo).toContain(`〔${item.filingDate.slice(0, 4)}〕`);
      // Closed and refused cases say how they ended; running ones do not.
      expect(Boolean(item.resultSummary)).toBe(item.status === 'closed' || item.status === 'rejected');
      expect(item.status).not.toBe('received');
    }
  });

  it('filters by type, status, year and keyword, and pages', () => {
    const all = expectJson(FIND, pageOfCases, { query: { pageSize: '100' } }).data.list;
    const { data } = expectJson(FIND, pageOfCases, {
      query: { 'queryData.disputeType': 'infringement', 'queryData.status': 'closed', pageSize: '100' },
    });
    expect(data.total).toBe(all.filter((c) => c.disputeType === 'infringement' && c.status === 'closed').length);
    const year = all[all.length - 1].filingDate.slice(0, 4);
    const byYear = expectJson(FIND, pageOfCases, { query: { 'queryData.year': year, pageSize: '100' } }).data;
    expect(byYear.total).toBe(all.filter((c) => c.filingDate.startsWith(year)).length);
    const first = all[0];
    for (const keyword of [first.caseNo, first.patentNo]) {
      expect(expectJson(FIND, pageOfCases, { query: { 'queryData.keyword': keyword } }).data.list.map((c) => c.id)).toContain(first.id);
    }
    const page2 = expectJson(FIND, pageOfCases, { query: { current: '2', pageSize: '10' } }).data;
    expect(page2.list.map((c) => c.id)).toEqual(all.slice(10, 20).map((c) => c.id));
  });

  it('an impossible filter is an empty page, not an error', () => {
    const { data } = expectJson(FIND, pageOfCases, { query: { 'queryData.keyword': '不存在的当事人XYZ' } });
    expect(data).toMatchObject({ total: 0, list: [] });
  });
});

describe('own requests, submission and upload', () => {
  it('anonymous callers get code 99998 everywhere', () => {
    expectJson(MINE, schema.failEnvelope(99998));
    expectJson(SUBMIT, schema.failEnvelope(99998), { body: validBody() });
    expectJson(DETAIL, schema.failEnvelope(99998), { query: { referenceNo: 'TZJF20261015-0003' } });
    expect(schema.failEnvelope(99998).safeParse(upload({ originalname: 'a.pdf', size: 10 })).success).toBe(true);
  });

  it('upload accepts pdf/jpg/png/doc/docx up to 10 MB and refuses other types, empty and larger files', () => {
    const stored = dispute.uploadedFile.parse(
      schema.okEnvelope(dispute.uploadedFile).parse(upload({ originalname: '公证书.PDF', size: 2048 }, 'user')).data,
    );
    expect(stored).toMatchObject({ name: '公证书.PDF', size: 2048 });
    expect(upload({ originalname: 'tool.exe', size: 10 }, 'user')).toEqual({
      code: 400,
      msg: JSON.stringify([MESSAGES.fileType]),
      data: null,
    });
    expect(upload({ originalname: 'empty.png', size: 0 }, 'user')).toEqual({
      code: 400,
      msg: JSON.stringify([MESSAGES.fileEmpty]),
      data: null,
    });
    expect(upload({ originalname: 'scan.jpg', size: EVIDENCE_MAX_BYTES + 1 }, 'user')).toEqual({
      code: CODE_TOO_LARGE,
      msg: JSON.stringify([MESSAGES.fileSize]),
      data: null,
    });
    expect(upload(undefined, 'user')).toEqual({ code: 400, msg: JSON.stringify([MESSAGES.noFile]), data: null });
  });

  it('a submission is received, then listed first in mine and readable by its owner only', () => {
    const file = schema.okEnvelope(dispute.uploadedFile).parse(upload({ originalname: '购买公证书.pdf', size: 5120 }, 'user')).data;
    const body = validBody([file]);
    expect(dispute.disputeRequestInput.safeParse(body).success).toBe(true);
    const { data: result } = expectJson(SUBMIT, schema.okEnvelope(dispute.submitResult), { body, as: 'user' });
    expect(result.caseStatus).toBe('received');

    const mine = expectJson(MINE, schema.okEnvelope(z.array(dispute.disputeRequest)), { as: 'user' }).data;
    expect(mine[0]).toMatchObject({ referenceNo: result.referenceNo, status: 'received', patentNo: 'ZL202110123456.7', evidence: [file] });
    expect(mine.map((r) => r.submitTime)).toEqual([...mine.map((r) => r.submitTime)].sort().reverse());

    const detail = expectJson(DETAIL, schema.okEnvelope(dispute.disputeRequest), {
      query: { referenceNo: result.referenceNo },
      as: 'user',
    });
    expect(detail.data).toEqual(mine[0]);
    // Someone else's request is as unknown as a missing one.
    expectJson(DETAIL, schema.failEnvelope(404), { query: { referenceNo: result.referenceNo }, as: 'admin' });
    expectJson(DETAIL, schema.failEnvelope(404), { query: { referenceNo: 'TZJF20990101-9999' }, as: 'user' });
    expect(expectJson(MINE, schema.okEnvelope(z.array(dispute.disputeRequest)), { as: 'admin' }).data).toEqual([]);
  });

  it('issue 16: progress by reference number and phone, without a login; a wrong pair says nothing about the number', () => {
    const closed = expectJson(PROGRESS, schema.okEnvelope(dispute.disputeProgress), {
      body: { referenceNo: 'tzjf20260812-0002', phone: '139 6231 8870' },
    }).data;
    expect(closed.status).toBe('closed');
    expect(closed.timeline.map((event) => event.status)).toEqual(['received', 'accepted', 'mediating', 'closed']);
    expect(closed).not.toHaveProperty('requesterName');

    const { data: result } = expectJson(SUBMIT, schema.okEnvelope(dispute.submitResult), { body: validBody(), as: 'user' });
    const fresh = expectJson(PROGRESS, schema.okEnvelope(dispute.disputeProgress), {
      body: { referenceNo: result.referenceNo, phone: '0523-86839900' },
    }).data;
    expect(fresh).toMatchObject({
      referenceNo: result.referenceNo,
      status: 'received',
      timeline: [{ status: 'received', time: result.submitTime }],
    });

    const wrongPhone = expectJson(PROGRESS, schema.failEnvelope(404), { body: { referenceNo: result.referenceNo, phone: '13912345678' } });
    const unknown = expectJson(PROGRESS, schema.failEnvelope(404), { body: { referenceNo: 'TZJF20990101-9999', phone: '0523-86839900' } });
    expect(wrongPhone.msg).toBe(unknown.msg);
    expectJson(PROGRESS, schema.failEnvelope(400), { body: { referenceNo: '', phone: '' } });
  });

  it('validation errors come as a JSON list; the documented forced error is a respondent equal to the requester', () => {
    const same = { ...validBody(), respondent: { name: requester.name } };
    const refused = expectJson(SUBMIT, schema.failEnvelope(400), { body: same, as: 'user' });
    expect(JSON.parse(refused.msg)).toEqual([MESSAGES.sameParty]);

    const bad = expectJson(SUBMIT, schema.failEnvelope(400), {
      body: {
        requester: { type: 'person', idNo: '123' },
        respondent: {},
        disputeType: 'other',
        patentNo: '2021',
        facts: '短',
        claims: '',
        evidence: [{ fileId: 'nope' }],
      },
      as: 'user',
    });
    expect(JSON.parse(bad.msg)).toEqual([
      MESSAGES.requesterName,
      MESSAGES.phone,
      MESSAGES.address,
      MESSAGES.idNo,
      MESSAGES.respondentName,
      MESSAGES.disputeType,
      MESSAGES.patentNo,
      MESSAGES.facts,
      MESSAGES.claims,
      MESSAGES.evidenceUnknown,
    ]);
  });

  it('a patent number with a wrong CNIPA check digit is refused, naming the patentNo field', () => {
    const refused = expectJson(SUBMIT, schema.failEnvelope(400), { body: { ...validBody(), patentNo: 'ZL202110123456.8' }, as: 'user' });
    expect(JSON.parse(refused.msg)).toEqual([MESSAGES.patentCheckDigit]);
    expect(refused.data).toEqual({ errors: [{ field: 'patentNo', message: MESSAGES.patentCheckDigit }] });
  });

  it('a second request on a patent already accepted against the same respondent is refused on patentNo (server only)', () => {
    const again = { ...validBody(), respondent: { name: '泰州市海陵区智联信息技术有限公司' } };
    const refused = expectJson(SUBMIT, schema.failEnvelope(400), { body: again, as: 'user' });
    const message = MESSAGES.alreadyFiled.replace('{referenceNo}', 'TZJF20261015-0003');
    expect(JSON.parse(refused.msg)).toEqual([message]);
    expect(refused.data).toEqual({ errors: [{ field: 'patentNo', message }] });
    // Another account has no such case: the same body is received.
    expectJson(SUBMIT, schema.okEnvelope(dispute.submitResult), { body: again, as: 'admin' });
  });

  it('evidence uploaded by another account cannot be attached', () => {
    const file = schema.okEnvelope(dispute.uploadedFile).parse(upload({ originalname: 'x.docx', size: 99 }, 'admin')).data;
    const refused = expectJson(SUBMIT, schema.failEnvelope(400), { body: validBody([file]), as: 'user' });
    expect(JSON.parse(refused.msg)).toEqual([MESSAGES.evidenceUnknown]);
  });
});

// Declared last, so it runs after every case above.
it('every route of mock/dispute.ts is covered by a contract case', () => {
  expect(Object.keys(ROUTES).filter((route) => !covered.has(route))).toEqual([]);
});
