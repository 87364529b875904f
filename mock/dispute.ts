import type { Request, Response } from 'express';
import { authenticated } from './account';
import { CODE, fail, type FieldError, invalid, matchesKeyword, ok, pageOf, queryString } from './_data/http';
import { SEEDED_CLOSED_REQUEST, SEEDED_REQUEST, seedDisputeCases, type StoredDisputeRequest } from './_data/disputes';
import { cstDateTime } from './_data/random';
import {
  ADDRESS_MAX,
  charLength,
  CLAIMS_LENGTH,
  DISPUTE_TYPES,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  evidenceFileProblem,
  FACTS_LENGTH,
  isCreditCode,
  isResidentIdNo,
  NAME_MAX,
  REQUESTER_TYPES,
  sameParty,
} from '../src/domain/dispute';
import { CONTACT_NAME_MAX, PHONE_PATTERN } from '../src/domain/contact';
import { patentNoProblem } from '../src/domain/patent';

/**
 * Mock of the business service's patent dispute handling (issue 5 item 4; docs/api.md §12): the
 * public case list, the visitor's own requests, submission, the request detail and evidence upload,
 * and (issue 16) the public progress lookup by reference number and contact phone.
 *
 * Requests and uploaded files live in this module for the life of the server (a submission is in
 * `mine` afterwards); editing any file under mock/ restores the seed. Every route stays in this one
 * file on purpose, as in mock/transaction.ts: Umi re-requires each mock file on load, so a store in
 * a shared helper module could end up as two copies seen by different route files.
 *
 * Validation failures are code 400 with msg a JSON list and `data.errors` naming each message's body
 * path (docs/api.md §12). The form checks every rule it can, so from the browser the server-only
 * refusal is a request on a patent already filed and accepted against the same respondent: the
 * user's seeded request TZJF20261015-0003 (ZL202110123456.7 against 泰州市海陵区智联信息技术有限公司)
 * gives msg '["您就该专利对同一被请求人的请求已立案（TZJF20261015-0003），请勿重复提交"]' with
 * field `patentNo`. New requests are `received`, so they never collide with each other. Bodies
 * that bypass the form also get the other rules: respondent equal to the requester, a wrong CNIPA
 * check digit (ZL202110123456.8; the right digit is 7).
 */
const cases = seedDisputeCases();
const requests: StoredDisputeRequest[] = [SEEDED_REQUEST, SEEDED_CLOSED_REQUEST].map((seed) => ({
  ...seed,
  evidence: [...seed.evidence],
  timeline: [...seed.timeline],
}));
const files = new Map<string, API.UploadedFile & { ownerId: string }>(
  SEEDED_REQUEST.evidence.map((file) => [file.fileId, { ...file, ownerId: SEEDED_REQUEST.ownerId }]),
);
let nextReference = 7;
/** Statuses of a case under way: a second request on the same patent against the same respondent is refused. */
const OPEN_CASE: readonly API.DisputeStatus[] = ['accepted', 'mediating'];
let nextFile = 1;

export const MESSAGES = {
  requesterName: `请填写请求人名称或姓名（不超过 ${NAME_MAX} 个字）`,
  requesterType: '请求人类型应为 enterprise、person 或 institution',
  contactName: `联系人不能超过 ${CONTACT_NAME_MAX} 个字`,
  phone: '联系电话应为手机号或带区号的固定电话，如 13912345678 或 0523-86839900',
  address: `请填写请求人地址（不超过 ${ADDRESS_MAX} 个字）`,
  creditCode: '统一社会信用代码不正确，应为 18 位且校验位正确',
  idNo: '身份证号码不正确，应为 18 位且校验位正确',
  respondentName: `请填写被请求人名称或姓名（不超过 ${NAME_MAX} 个字）`,
  respondentAddress: `被请求人地址不能超过 ${ADDRESS_MAX} 个字`,
  sameParty: '被请求人不能与请求人相同',
  disputeType: '纠纷类型不正确',
  patentNo: '专利号格式不正确，应为 ZL + 12 位数字 + . + 校验位',
  patentCheckDigit: '专利号校验位不正确，请核对专利证书',
  alreadyFiled: '您就该专利对同一被请求人的请求已立案（{referenceNo}），请勿重复提交',
  facts: `事实和理由应为 ${FACTS_LENGTH.min}–${FACTS_LENGTH.max} 个字`,
  claims: `请求事项应为 ${CLAIMS_LENGTH.min}–${CLAIMS_LENGTH.max} 个字`,
  evidenceCount: `证据材料最多 ${EVIDENCE_MAX_FILES} 个文件`,
  evidenceUnknown: '证据文件不存在或已失效，请重新上传',
  notFound: '纠纷请求不存在',
  progressMissing: '请填写受理编号和联系电话',
  progressNoMatch: '未找到与该受理编号和联系电话相符的纠纷请求，请核对后重试',
  noFile: '请选择要上传的文件（表单字段 file）',
  fileType: '仅支持 PDF、JPG、PNG、DOC、DOCX 格式的文件',
  fileEmpty: '文件内容为空',
  fileSize: '单个文件不能超过 10 MB',
} as const;

/** Envelope code of a file over the size limit (as HTTP 413 Payload Too Large). */
export const CODE_TOO_LARGE = 413;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Checks a submission; messages in field order. Returns the cleaned request on success. */
function validate(body: Record<string, unknown>, ownerId: string): { errors: FieldError[]; input: API.DisputeRequestInput } {
  const found: FieldError[] = [];
  // Each message names the body path it concerns, so the form can mark that field (docs/api.md).
  const errors = { push: (message: string, field?: string) => found.push(field ? { field, message } : { message }) };
  const requesterBody = record(body.requester);
  const respondentBody = record(body.respondent);
  const requester: API.DisputeRequester = {
    name: text(requesterBody.name),
    type: text(requesterBody.type) as API.DisputeRequesterType,
    phone: text(requesterBody.phone),
    address: text(requesterBody.address),
  };
  const contactName = text(requesterBody.contactName);
  if (contactName) requester.contactName = contactName;
  if (!requester.name || charLength(requester.name) > NAME_MAX) errors.push(MESSAGES.requesterName, 'requester.name');
  if (!REQUESTER_TYPES.includes(requester.type)) errors.push(MESSAGES.requesterType, 'requester.type');
  if (charLength(contactName) > CONTACT_NAME_MAX) errors.push(MESSAGES.contactName, 'requester.contactName');
  if (!PHONE_PATTERN.test(requester.phone)) errors.push(MESSAGES.phone, 'requester.phone');
  if (!requester.address || charLength(requester.address) > ADDRESS_MAX) errors.push(MESSAGES.address, 'requester.address');
  if (requester.type === 'person') {
    requester.idNo = text(requesterBody.idNo).toUpperCase();
    if (!isResidentIdNo(requester.idNo)) errors.push(MESSAGES.idNo, 'requester.idNo');
  } else if (requester.type) {
    requester.creditCode = text(requesterBody.creditCode).toUpperCase();
    if (!isCreditCode(requester.creditCode)) errors.push(MESSAGES.creditCode, 'requester.creditCode');
  }

  const respondent: API.DisputeRespondent = { name: text(respondentBody.name) };
  const respondentAddress = text(respondentBody.address);
  if (respondentAddress) respondent.address = respondentAddress;
  if (!respondent.name || charLength(respondent.name) > NAME_MAX) errors.push(MESSAGES.respondentName, 'respondent.name');
  else if (sameParty(respondent.name, requester.name)) errors.push(MESSAGES.sameParty, 'respondent.name');
  if (charLength(respondentAddress) > ADDRESS_MAX) errors.push(MESSAGES.respondentAddress, 'respondent.address');

  const disputeType = text(body.disputeType) as API.DisputeType;
  if (!DISPUTE_TYPES.includes(disputeType)) errors.push(MESSAGES.disputeType, 'disputeType');
  const patentNo = text(body.patentNo).toUpperCase();
  const patentProblem = patentNoProblem(patentNo);
  if (patentProblem) errors.push(patentProblem === 'format' ? MESSAGES.patentNo : MESSAGES.patentCheckDigit, 'patentNo');
  else {
    const open = requests.find(
      (item) =>
        item.ownerId === ownerId &&
        OPEN_CASE.includes(item.status) &&
        item.patentNo === patentNo &&
        sameParty(item.respondentName, respondent.name),
    );
    if (open) errors.push(MESSAGES.alreadyFiled.replace('{referenceNo}', open.referenceNo), 'patentNo');
  }
  const facts = text(body.facts);
  if (charLength(facts) < FACTS_LENGTH.min || charLength(facts) > FACTS_LENGTH.max) errors.push(MESSAGES.facts, 'facts');
  const claims = text(body.claims);
  if (charLength(claims) < CLAIMS_LENGTH.min || charLength(claims) > CLAIMS_LENGTH.max) errors.push(MESSAGES.claims, 'claims');

  const evidenceBody = Array.isArray(body.evidence) ? body.evidence : [];
  if (evidenceBody.length > EVIDENCE_MAX_FILES) errors.push(MESSAGES.evidenceCount, 'evidence');
  const evidence: API.UploadedFile[] = [];
  for (const item of evidenceBody) {
    const stored = files.get(text(record(item).fileId));
    if (!stored || stored.ownerId !== ownerId) {
      errors.push(MESSAGES.evidenceUnknown, 'evidence');
      break;
    }
    evidence.push({ fileId: stored.fileId, name: stored.name, size: stored.size });
  }
  return { errors: found, input: { requester, respondent, disputeType, patentNo, facts, claims, evidence } };
}

/** `TZJF` + today's date in China Standard Time + a running number: TZJF20261122-0007. */
function referenceNo(now: string): string {
  const number = String(nextReference).padStart(4, '0');
  nextReference += 1;
  return `TZJF${now.slice(0, 10).replace(/-/g, '')}-${number}`;
}

/** The public view of a request (owner, phone and history stay on the server). */
const publicView = ({ ownerId: _owner, phone: _phone, timeline: _timeline, ...request }: StoredDisputeRequest): API.DisputeRequest =>
  request;

/** Phones compared as dialled: `0523-86839900` and `0523 8683 9900` are one number. */
const dialled = (phone: string) => phone.replace(/[\s-]/g, '');

/** One part of a multipart upload as the mock server's multer (memory storage) hands it over. */
type UploadPart = { fieldname: string; originalname: string; size: number };

/**
 * Busboy reads multipart filenames as latin1 bytes; browsers send UTF-8. Re-read a name that
 * decodes as UTF-8 so 证据.pdf is not stored as mojibake; a true latin1 name stays as it is.
 */
function utf8Name(name: string): string {
  const bytes = Buffer.from(name, 'latin1');
  const decoded = bytes.toString('utf8');
  return /[\u0100-\uffff]/.test(name) || decoded.includes('\ufffd') ? name : decoded;
}

export default {
  /** Query: current, pageSize (≤ 100), queryData.keyword, queryData.disputeType, queryData.status, queryData.year. */
  'GET /ipr-business-service/api/front/dispute/findPage': (req: Request, res: Response) => {
    const keyword = queryString(req, 'queryData.keyword');
    const disputeType = queryString(req, 'queryData.disputeType');
    const status = queryString(req, 'queryData.status');
    const year = queryString(req, 'queryData.year');
    const matches = cases
      .filter((item) => !disputeType || item.disputeType === disputeType)
      .filter((item) => !status || item.status === status)
      .filter((item) => !year || item.filingDate.startsWith(`${year}-`))
      .filter((item) => matchesKeyword(keyword, [item.caseNo, item.patentNo, item.patentTitle, item.requester, item.respondent]));
    res.json(ok(pageOf(req, matches)));
  },

  /** The caller's own requests, newest first. */
  'GET /ipr-business-service/api/authFront/dispute/mine': authenticated((_req, res, user) => {
    const mine = requests
      .filter((item) => item.ownerId === user.id)
      .sort((a, b) => b.submitTime.localeCompare(a.submitTime) || b.referenceNo.localeCompare(a.referenceNo));
    res.json(ok(mine.map(publicView)));
  }),

  /** Body: DisputeRequestInput (JSON). */
  'POST /ipr-business-service/api/authFront/dispute/submit': authenticated((req, res, user) => {
    const { errors, input } = validate(record(req.body), user.id);
    if (errors.length > 0) {
      res.json(invalid(errors));
      return;
    }
    const submitTime = cstDateTime(Date.now());
    const created = {
      referenceNo: referenceNo(submitTime),
      disputeType: input.disputeType,
      patentNo: input.patentNo,
      requesterName: input.requester.name,
      respondentName: input.respondent.name,
      status: 'received' as const,
      submitTime,
      evidence: input.evidence,
      ownerId: user.id,
      phone: input.requester.phone,
      timeline: [{ status: 'received' as const, time: submitTime }],
    };
    requests.push(created);
    const result: API.DisputeSubmitResult = { referenceNo: created.referenceNo, caseStatus: created.status, submitTime };
    res.json(ok(result));
  }),

  /** Query: referenceNo. Someone else's request is as unknown as a missing one. */
  'GET /ipr-business-service/api/authFront/dispute/detail': authenticated((req, res, user) => {
    const wanted = queryString(req, 'referenceNo');
    const found = requests.find((item) => item.referenceNo === wanted && item.ownerId === user.id);
    res.json(found ? ok(publicView(found)) : fail(CODE.notFound, MESSAGES.notFound));
  }),

  /**
   * Body: {referenceNo, phone}. Public: the progress of the request with that reference number
   * whose requester gave that phone. An unknown number and a wrong phone get the same answer (code
   * 404), so the lookup cannot be used to find out which numbers exist; blanks are code 400.
   */
  'POST /ipr-business-service/api/front/dispute/progress': (req: Request, res: Response) => {
    const body = record(req.body);
    const wanted = text(body.referenceNo).toUpperCase();
    const phone = dialled(text(body.phone));
    if (!wanted || !phone) {
      res.json(invalid([MESSAGES.progressMissing]));
      return;
    }
    const found = requests.find((item) => item.referenceNo === wanted && dialled(item.phone) === phone);
    if (!found) {
      res.json(fail(CODE.notFound, MESSAGES.progressNoMatch));
      return;
    }
    const progress: API.DisputeProgress = {
      referenceNo: found.referenceNo,
      disputeType: found.disputeType,
      patentNo: found.patentNo,
      status: found.status,
      submitTime: found.submitTime,
      timeline: found.timeline.map((event) => ({ ...event })),
    };
    res.json(ok(progress));
  },

  /**
   * Multipart form, field `file`. Umi's mock middleware parses multipart bodies with multer (memory
   * storage, no limits) before the handler runs, so the parts arrive as `req.files`; the 10 MB cap
   * and the type check are applied here.
   */
  'POST /ipr-business-service/api/authFront/file/upload': authenticated((req, res, user) => {
    const parts = (req as Request & { files?: UploadPart[] }).files;
    const part = Array.isArray(parts) ? parts.find((item) => item.fieldname === 'file') : undefined;
    if (!part) {
      res.json(invalid([MESSAGES.noFile]));
      return;
    }
    const name = utf8Name(part.originalname);
    const problem = evidenceFileProblem({ name, size: part.size });
    if (problem === 'size' || part.size > EVIDENCE_MAX_BYTES) {
      res.json(fail(CODE_TOO_LARGE, JSON.stringify([MESSAGES.fileSize])));
      return;
    }
    if (problem) {
      res.json(invalid([problem === 'type' ? MESSAGES.fileType : MESSAGES.fileEmpty]));
      return;
    }
    const stored = { fileId: `f-${String(nextFile).padStart(6, '0')}`, name, size: part.size, ownerId: user.id };
    nextFile += 1;
    files.set(stored.fileId, stored);
    const result: API.UploadedFile = { fileId: stored.fileId, name, size: stored.size };
    res.json(ok(result));
  }),
};
