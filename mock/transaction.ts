import type { Request, Response } from 'express';
import { authenticated, currentMockUser } from './account';
import { CODE, fail, type FieldError, invalid, matchesKeyword, ok, pageOf, queryInt, queryString } from './_data/http';
import {
  FIRST_NEW_LISTING_NUMBER,
  LISTING_TERM_YEARS,
  TRANSACTION_TYPES,
  recommendationSeed,
  seedListings,
  yearsAfter,
} from './_data/listings';
import { ENTERPRISES } from './_data/parties';
import { PORTFOLIOS } from './_data/portfolios';
import { createRandom, cstDateTime } from './_data/random';
import { PHONE_PATTERN } from '../src/domain/contact';
import { grantedLegalStatus, LEGAL_STATUSES, PATENT_TYPE_BY_DIGIT, PATENT_TYPES, patentNoProblem } from '../src/domain/patent';
import { canWithdraw, listingStatusOf, TITLE_LENGTH, TRADE_METHODS } from '../src/domain/transaction';

/**
 * Mock of the data service's IP transaction index (spec §7, issue 5; docs/api.md §5): findIndex,
 * detail, saveOrUpdateIndex, withdrawIndex and activePush, and the review stand-in of issue 16
 * (a new listing waits as `pending` until `POST /api/mock-admin/listings/:id/approve`).
 *
 * The listings live in this module for the life of the server: a save is listed by findIndex
 * afterwards; editing any file under mock/ reloads the mocks and restores the seed. All three
 * routes stay in this one file on purpose: Umi re-requires each mock file on load, so a store in
 * a shared helper module could end up as two copies seen by different route files.
 */
const listings: API.TransactionIndex[] = seedListings();
let nextListingNumber = FIRST_NEW_LISTING_NUMBER;

const TRANSACTION_TYPE_VALUES = new Set(TRANSACTION_TYPES.map((item) => item.value));
/** Most similar listings a detail names. */
const SIMILAR_COUNT = 4;

/** IPC main group (`A61K 31/00`) or, for designs, a Locarno class (`09-03`). */
const CLASSIFICATION = /^([A-H]\d{2}[A-Z] ?\d{1,4}\/\d{2,6}|\d{2}-\d{2})$/;

const MESSAGES = {
  patentNo: '专利号格式不正确，应为 ZL + 12 位数字 + . + 校验位',
  patentTypeDigit: '专利号中的类型位（年份后一位）应为 1 发明、2 实用新型、3 外观设计，或 PCT 进入国家阶段的 8、9',
  patentCheckDigit: '专利号校验位不正确，请核对专利证书',
  patentTypeMismatch: '专利类型与专利号中的类型位不一致',
  duplicate: '该专利已挂牌交易，请勿重复发布',
  title: '标题应为 2–100 个字',
  transactionType: '交易类型不在交易类型字典中',
  price: '价格应为不小于 0 的数字（单位：元），或选择面议',
  contactName: '请填写联系人',
  contactPhone: '联系电话应为手机号或带区号的固定电话，如 13912345678 或 0523-86839900',
  patentType: '专利类型应为 invention、utility 或 design',
  legalStatus: '法律状态应为 valid、pending 或 invalid',
  ipc: 'IPC 分类号格式不正确，如 A61K 31/00（外观设计为洛迦诺分类号，如 09-03）',
  description: '项目描述不能超过 2000 个字',
  tradeMethod: '交易方式应为 listed、negotiated 或 auction',
  validUntil: '有效期应为今天之后的日期，格式 YYYY-MM-DD',
  forbidden: '无权修改该挂牌信息',
  notFound: '挂牌信息不存在',
  withdrawn: '该挂牌信息已下架',
  notPending: '该挂牌信息不在待审核状态',
} as const;

/**
 * Who may see a listing (issue 16): a public (`listed`) one everyone, one awaiting review or
 * withdrawn only its publisher — to anyone else it does not exist.
 */
const visibleTo = (listing: API.TransactionIndex, userId: string | undefined) =>
  listingStatusOf(listing) === 'listed' || (Boolean(userId) && listing.publisherId === userId);

/**
 * The filing of a listed patent in its holder's portfolio (docs/api.md §9), so a new listing of a
 * patent the mock knows carries its real filing and grant dates and legal status.
 */
function filingOf(applicant: string, patentNo: string): API.EnterprisePatent | undefined {
  const applicationNo = patentNo.replace(/^ZL/, '');
  return PORTFOLIOS.get(applicant)?.patents.find((patent) => patent.applicationNo === applicationNo);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const length = (value: string) => [...value].length;
/** Today in China Standard Time, `YYYY-MM-DD`. */
const today = () => cstDateTime(Date.now()).slice(0, 10);

/** A real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A public copy of a listing: the contact fields stay on the server. */
function withoutContact(listing: API.TransactionIndex): API.TransactionIndex {
  const { contactName, contactPhone, ...rest } = listing;
  return rest;
}

/** First letter of an IPC group (section A–H); none for a Locarno class of a design. */
const ipcSection = (ipc: string) => (/^[A-H]/.test(ipc) ? ipc.charAt(0) : '');

/**
 * Up to SIMILAR_COUNT other listings of the same portal (issue 46 item 2): same profession first, then the same IPC section or
 * transaction type; newest first within each group. Never the listing itself.
 */
function similarTo(listing: API.TransactionIndex): API.TransactionIndex[] {
  const section = ipcSection(listing.ipc);
  const rank = (other: API.TransactionIndex) => {
    if (listing.profession && other.profession === listing.profession) return 0;
    if ((section && ipcSection(other.ipc) === section) || other.transactionType === listing.transactionType) return 1;
    return -1;
  };
  return listings
    .filter(
      (other) => other.id !== listing.id && other.region === listing.region && listingStatusOf(other) === 'listed' && rank(other) >= 0,
    )
    .sort((a, b) => rank(a) - rank(b) || newestFirst(a, b))
    .slice(0, SIMILAR_COUNT)
    .map(withoutContact);
}

/** Collects failed rules with the body field each concerns (docs/api.md "Validation messages"). */
type Errors = { push: (message: string, field: string) => void };

type Validated = { errors: FieldError[]; fields: Omit<API.TransactionIndex, 'id' | 'publishTime' | 'publisherId' | 'region'> };

/** `tradeMethod` and `validUntil` of a save: sent values are checked, else the listing's or the defaults. */
function validateTerms(body: Record<string, unknown>, previous: API.TransactionIndex | undefined, errors: Errors) {
  const has = (key: string) => body[key] !== undefined && body[key] !== null && body[key] !== '';
  const tradeMethod = has('tradeMethod') ? (text(body.tradeMethod) as API.TradeMethod) : (previous?.tradeMethod ?? 'listed');
  if (!TRADE_METHODS.includes(tradeMethod)) errors.push(MESSAGES.tradeMethod, 'tradeMethod');
  const fallback = previous?.validUntil ?? yearsAfter(today(), LISTING_TERM_YEARS);
  const validUntil = has('validUntil') ? text(body.validUntil) : fallback;
  if (has('validUntil') && (!isCalendarDate(validUntil) || validUntil <= today())) errors.push(MESSAGES.validUntil, 'validUntil');
  return { tradeMethod, validUntil };
}

/**
 * Checks a save body merged over the listing it updates (if any). Messages come in field order;
 * a duplicate listing of the patent by another publisher is reported as the patent number's error.
 */
function validate(
  body: Record<string, unknown>,
  previous: API.TransactionIndex | undefined,
  user: API.CurrentUser & { name: string },
): Validated {
  const found: FieldError[] = [];
  const errors: Errors = { push: (message, field) => found.push({ field, message }) };
  const has = (key: string) => body[key] !== undefined && body[key] !== null;
  const patentNo = text(body.patentNo).toUpperCase();
  const typeDigit = patentNo.charAt(6);
  let patentType: API.PatentType = previous?.patentType ?? 'invention';
  const patentProblem = patentNoProblem(patentNo);
  if (patentProblem) {
    errors.push(patentProblem === 'format' ? MESSAGES.patentNo : MESSAGES.patentCheckDigit, 'patentNo');
  } else if (!PATENT_TYPE_BY_DIGIT[typeDigit]) {
    errors.push(MESSAGES.patentTypeDigit, 'patentNo');
  } else {
    patentType = PATENT_TYPE_BY_DIGIT[typeDigit];
    const takenByOther = listings.some(
      (listing) => listing.patentNo === patentNo && listing.id !== previous?.id && listing.publisherId !== user.id,
    );
    if (takenByOther) errors.push(MESSAGES.duplicate, 'patentNo');
  }
  if (has('patentType')) {
    if (!PATENT_TYPES.includes(body.patentType as API.PatentType)) errors.push(MESSAGES.patentType, 'patentType');
    else if (PATENT_TYPE_BY_DIGIT[typeDigit] && PATENT_TYPE_BY_DIGIT[typeDigit] !== body.patentType) {
      errors.push(MESSAGES.patentTypeMismatch, 'patentType');
    }
  }

  const title = text(body.title);
  if (length(title) < TITLE_LENGTH.min || length(title) > TITLE_LENGTH.max) errors.push(MESSAGES.title, 'title');

  const transactionType = text(body.transactionType);
  if (!TRANSACTION_TYPE_VALUES.has(transactionType)) errors.push(MESSAGES.transactionType, 'transactionType');

  let negotiable = body.negotiable === true;
  let price = 0;
  if (previous && !has('price') && !has('negotiable')) {
    ({ price, negotiable } = previous);
  } else if (!negotiable) {
    const raw = typeof body.price === 'string' && body.price.trim() !== '' ? Number(body.price) : body.price;
    if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0) errors.push(MESSAGES.price, 'price');
    else price = raw;
    // A price of 0 means negotiable, as the listings show it (面议).
    negotiable = price === 0;
  }

  const contactName = text(body.contactName);
  if (!contactName) errors.push(MESSAGES.contactName, 'contactName');
  const contactPhone = text(body.contactPhone);
  if (!PHONE_PATTERN.test(contactPhone)) errors.push(MESSAGES.contactPhone, 'contactPhone');

  const legalStatus = has('legalStatus') ? (body.legalStatus as API.LegalStatus) : (previous?.legalStatus ?? 'valid');
  if (!LEGAL_STATUSES.includes(legalStatus)) errors.push(MESSAGES.legalStatus, 'legalStatus');
  const ipc = has('ipc') ? text(body.ipc) : (previous?.ipc ?? '');
  if (ipc && !CLASSIFICATION.test(ipc)) errors.push(MESSAGES.ipc, 'ipc');
  const description = has('description') ? text(body.description) : previous?.description;
  if (description && length(description) > 2000) errors.push(MESSAGES.description, 'description');
  const { tradeMethod, validUntil } = validateTerms(body, previous, errors);

  return {
    errors: found,
    fields: {
      ...(previous ?? {}),
      patentNo,
      title,
      patentType,
      legalStatus,
      ipc,
      applicant: text(body.applicant) || previous?.applicant || user.name,
      transactionType,
      price,
      negotiable,
      contactName,
      contactPhone,
      tradeMethod,
      validUntil,
      ...(description ? { description } : {}),
    },
  };
}

/** Newest publication first; among equal times the later id first. */
const newestFirst = (a: API.TransactionIndex, b: API.TransactionIndex) =>
  b.publishTime.localeCompare(a.publishTime) || b.id.localeCompare(a.id);

export default {
  /**
   * Query: current, pageSize (≤ 100), queryData.region, queryData.keyword, queryData.transactionType,
   * queryData.publisherId (exact; region too). A public list: no contact fields, for anyone. Public listings,
   * plus the caller's own awaiting review; withdrawn ones only in the caller's "my listings".
   */
  'GET /ipr-data-service/api/front/ipcTransaction/findIndex': (req: Request, res: Response) => {
    const keyword = queryString(req, 'queryData.keyword');
    const region = queryString(req, 'queryData.region');
    const transactionType = queryString(req, 'queryData.transactionType');
    const publisherId = queryString(req, 'queryData.publisherId');
    const userId = currentMockUser(req)?.id;
    const mine = Boolean(userId) && publisherId === userId;
    const matches = listings
      .filter((listing) => visibleTo(listing, userId) && (mine || listingStatusOf(listing) !== 'withdrawn'))
      .filter((listing) => !region || listing.region === region)
      .filter((listing) => !transactionType || listing.transactionType === transactionType)
      .filter((listing) => !publisherId || listing.publisherId === publisherId)
      .filter((listing) => matchesKeyword(keyword, [listing.title, listing.patentNo, listing.applicant, listing.ipc]))
      .sort(newestFirst)
      .map(withoutContact);
    res.json(ok(pageOf(req, matches)));
  },

  /**
   * Query: id. One listing with its similar ones; the contact only for a logged-in visitor, else
   * `contactHidden: true`. Unknown or missing id, or another publisher's listing that is not
   * public (awaiting review, withdrawn): code 404.
   */
  'GET /ipr-data-service/api/front/ipcTransaction/detail': (req: Request, res: Response) => {
    const id = queryString(req, 'id');
    const userId = currentMockUser(req)?.id;
    const listing = id ? listings.find((candidate) => candidate.id === id && visibleTo(candidate, userId)) : undefined;
    if (!listing) {
      res.json(fail(CODE.notFound, MESSAGES.notFound));
      return;
    }
    const shown = currentMockUser(req) ? { ...listing } : { ...withoutContact(listing), contactHidden: true as const };
    res.json(ok({ ...shown, similar: similarTo(listing) }));
  },

  /**
   * Body: TransactionIndexInput. Without `id` creates, with `id` updates the caller's own listing.
   * To trigger a server-side validation error from a test, post a valid body whose patentNo is
   * one of the seeded listings of another publisher (ZL202121960334.5, tx-0001): the answer is code 400 with
   * msg '["该专利已挂牌交易，请勿重复发布"]' and data.errors [{field: 'patentNo', message}].
   */
  'POST /ipr-data-service/api/authFront/website/ipcTransaction/saveOrUpdateIndex': authenticated((req, res, user) => {
    const body: Record<string, unknown> = req.body && typeof req.body === 'object' ? req.body : {};
    const id = text(body.id);
    const previous = id ? listings.find((listing) => listing.id === id) : undefined;
    if (id && !previous) {
      res.json(fail(CODE.notFound, MESSAGES.notFound));
      return;
    }
    if (previous && previous.publisherId !== user.id) {
      res.json(fail(CODE.forbidden, MESSAGES.forbidden));
      return;
    }
    if (previous && listingStatusOf(previous) === 'withdrawn') {
      res.json(fail(CODE.forbidden, MESSAGES.withdrawn));
      return;
    }
    const { errors, fields } = validate(body, previous, user);
    if (errors.length > 0) {
      res.json(invalid(errors));
      return;
    }
    const now = cstDateTime(Date.now());
    if (previous) {
      Object.assign(previous, fields, { updateTime: now });
      res.json(ok(previous));
      return;
    }
    // A known enterprise keeps the same credit code and district on every listing.
    const holder = ENTERPRISES.find((enterprise) => enterprise.name === fields.applicant);
    // A patent of the holder's portfolio brings its dates and status; of any other the mock knows
    // no grant, so it cannot be shown in force (grantedLegalStatus).
    const filing = filingOf(fields.applicant, fields.patentNo);
    const patentFacts = filing
      ? {
          applicationDate: filing.applicationDate,
          ...(filing.grantDate ? { grantDate: filing.grantDate } : {}),
          legalStatus: filing.legalStatus,
          ...(filing.legalStatusReason ? { legalStatusReason: filing.legalStatusReason } : {}),
          ipc: fields.ipc || filing.ipc,
        }
      : { legalStatus: grantedLegalStatus(fields.legalStatus, undefined) };
    const created: API.TransactionIndex = {
      id: `tx-${String(nextListingNumber).padStart(4, '0')}`,
      ...fields,
      ...patentFacts,
      ...(holder ? { applicantCreditCode: holder.creditCode, district: holder.district.name, profession: holder.profession } : {}),
      region: 'taizhou',
      publishTime: now,
      publisherId: user.id,
      listingStatus: 'pending',
    };
    nextListingNumber += 1;
    listings.push(created);
    res.json(ok(created));
  }),

  /**
   * Body: {id}. Its publisher takes a listing off the market (下架): it leaves the public list and
   * stays in "my listings" as withdrawn. Someone else's: 403; unknown: 404; already withdrawn: 403.
   */
  'POST /ipr-data-service/api/authFront/website/ipcTransaction/withdrawIndex': authenticated((req, res, user) => {
    const id = text(record(req.body).id);
    const listing = id ? listings.find((candidate) => candidate.id === id) : undefined;
    if (!listing || !visibleTo(listing, user.id)) {
      res.json(fail(CODE.notFound, MESSAGES.notFound));
      return;
    }
    if (listing.publisherId !== user.id) {
      res.json(fail(CODE.forbidden, MESSAGES.forbidden));
      return;
    }
    if (!canWithdraw(listing)) {
      res.json(fail(CODE.forbidden, MESSAGES.withdrawn));
      return;
    }
    Object.assign(listing, { listingStatus: 'withdrawn', updateTime: cstDateTime(Date.now()) });
    res.json(ok(listing));
  }),

  /**
   * Development and e2e only: the platform's review approves a listing awaiting it, which makes it
   * public. No login (it stands in for the admin back office). Unknown id: 404; a listing that is
   * not awaiting review: 400.
   */
  'POST /api/mock-admin/listings/:id/approve': (req: Request, res: Response) => {
    const listing = listings.find((candidate) => candidate.id === req.params?.id);
    if (!listing) {
      res.json(fail(CODE.notFound, MESSAGES.notFound));
      return;
    }
    if (listingStatusOf(listing) !== 'pending') {
      res.json(invalid([MESSAGES.notPending]));
      return;
    }
    listing.listingStatus = 'listed';
    res.json(ok(withoutContact(listing)));
  },

  /** Query: size (default 4, at most 20). Valid listings of other publishers, in a per-user order. */
  'GET /ipr-data-service/api/authFront/zcTransaction/activePush': authenticated((req, res, user) => {
    const size = queryInt(req, 'size', 4, 20);
    const region = queryString(req, 'region');
    const candidates = listings
      .filter((listing) => listing.publisherId !== user.id && listing.legalStatus === 'valid' && listingStatusOf(listing) === 'listed')
      .filter((listing) => !region || listing.region === region)
      .sort((a, b) => a.id.localeCompare(b.id));
    res.json(ok(createRandom(recommendationSeed(user.id)).shuffle(candidates).slice(0, size)));
  }),
};
