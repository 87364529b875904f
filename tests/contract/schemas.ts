import { z } from 'zod';

/**
 * Runtime schemas of the API contract (docs/api.md), one per response `data` shape. Objects are
 * `.strict()`, so a mock that sends a field the contract does not name fails the contract test.
 *
 * Each schema is tied to its `API.*` TypeScript type at compile time by `sameShape` below: the
 * inferred type and the API type must be assignable both ways and have the same keys, so
 * `npx tsc --noEmit` fails as soon as a type and its schema drift apart (a field added, removed,
 * renamed, made optional or retyped on one side only). Nested objects are checked by their own
 * schemas. Issue 4 adds its endpoints here the same way.
 */

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** True when A and B are assignable both ways and have exactly the same keys. */
export type SameShape<A, B> = Mutual<A, B> extends true ? Mutual<keyof A, keyof B> : false;

/** Compile-time only: `sameShape<SameShape<z.infer<typeof s>, API.T>>()` fails to compile on drift. */
function sameShape<_Check extends true>() {}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const isoDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/, 'ISO date-time');
/** GB 32100-2015 unified social credit code: 18 characters without I, O, S, V, Z. */
const creditCode = z.string().regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, 'unified social credit code');
/** A path from the host root, the way every API and file URL is given. */
const rootPath = z.string().startsWith('/');

/** Spec §3 paging convention. */
export const page = <T extends z.ZodTypeAny>(item: T) =>
  z
    .object({
      current: z.number().int().min(1),
      pageSize: z.number().int().min(1),
      total: z.number().int().min(0),
      list: z.array(item),
    })
    .strict();
sameShape<SameShape<z.infer<ReturnType<typeof page<typeof dictItem>>>, API.Page<API.DictItem>>>();

/** Spec §7, §8 envelope of a success: code 0 and the data. */
export const okEnvelope = <T extends z.ZodTypeAny>(data: T) => z.object({ code: z.literal(0), msg: z.string().optional(), data }).strict();

/** Spec §8 envelope of a failure: a non-zero code, a message and `data: null`. */
/** `data.errors` of a 400 whose messages concern body fields (docs/api.md "Validation messages"). */
export const fieldErrors = z
  .object({ errors: z.array(z.object({ field: z.string().min(1).optional(), message: z.string().min(1) }).strict()).min(1) })
  .strict();

export const failEnvelope = (code: number) =>
  z.object({ code: z.literal(code), msg: z.string().min(1), data: code === 400 ? fieldErrors.nullable() : z.null() }).strict();

export const currentUser = z
  .object({
    id: z.string().min(1),
    account: z.string().min(1),
    name: z.string().optional(),
    access: z.string().optional(),
    avatar: z.string().optional(),
    enterpriseName: z.string().min(1).optional(),
    creditCode: z.string().length(18).optional(),
  })
  .strict();
sameShape<SameShape<z.infer<typeof currentUser>, API.CurrentUser>>();

/** Spec §7 logout: `data: true`. */
export const logoutResult = z.literal(true);

export const siteSettings = z
  .object({ ipr_title_prefix: z.string().optional(), ipr_front_title: z.string().optional() })
  .catchall(z.string().optional());
sameShape<Mutual<z.infer<typeof siteSettings>, API.SiteSettings>>();

export const professionItem = z.object({ label: z.string().min(1), value: z.string().min(1) }).strict();
sameShape<SameShape<z.infer<typeof professionItem>, API.ProfessionItem>>();

export const professions = z.object({ content: z.array(professionItem) }).strict();

export const dictItem = z
  .object({ id: z.string(), code: z.string(), label: z.string(), value: z.string(), sortNo: z.number().int() })
  .strict();
sameShape<SameShape<z.infer<typeof dictItem>, API.DictItem>>();

const patentType = z.enum(['invention', 'utility', 'design']);
const legalStatus = z.enum(['valid', 'pending', 'invalid']);
sameShape<SameShape<z.infer<typeof patentType>, API.PatentType>>();
sameShape<SameShape<z.infer<typeof legalStatus>, API.LegalStatus>>();

const tradeMethod = z.enum(['listed', 'negotiated', 'auction']);
sameShape<SameShape<z.infer<typeof tradeMethod>, API.TradeMethod>>();

const listingStatus = z.enum(['pending', 'listed', 'withdrawn']);
sameShape<SameShape<z.infer<typeof listingStatus>, API.ListingStatus>>();

const transactionIndexShape = {
  id: z.string().min(1),
  patentNo: z.string().regex(/^ZL\d{12}\.[\dX]$/),
  title: z.string().min(1),
  patentType,
  legalStatus,
  ipc: z.string(),
  applicant: z.string().min(1),
  transactionType: z.string().min(1),
  price: z.number().min(0),
  negotiable: z.boolean(),
  contactName: z.string().min(1).optional(),
  contactPhone: z.string().min(1).optional(),
  region: z.enum(['taizhou', 'suzhou']),
  description: z.string().optional(),
  publishTime: isoDateTime,
  publisherId: z.string().optional(),
  legalStatusReason: z.string().optional(),
  applicantCreditCode: creditCode.optional(),
  district: z.string().optional(),
  profession: z.string().optional(),
  applicationDate: isoDate.optional(),
  grantDate: isoDate.optional(),
  updateTime: isoDateTime.optional(),
  tradeMethod: tradeMethod.optional(),
  validUntil: isoDate.optional(),
  listingStatus: listingStatus.optional(),
};
export const transactionIndex = z.object(transactionIndexShape).strict();
sameShape<SameShape<z.infer<typeof transactionIndex>, API.TransactionIndex>>();

/** Issue 5 item 1: a listing with up to 4 similar ones; `contactHidden` for an anonymous visitor. */
export const transactionDetail = z
  .object({ ...transactionIndexShape, contactHidden: z.literal(true).optional(), similar: z.array(transactionIndex).max(4) })
  .strict();
sameShape<SameShape<z.infer<typeof transactionDetail>, API.TransactionDetail>>();

export const announcementItem = z
  .object({
    id: z.string().min(1),
    title: z.string().min(1),
    category: z.string().min(1),
    department: z.string().min(1),
    publishDate: isoDate,
    docNo: z.string().optional(),
  })
  .strict();
sameShape<SameShape<z.infer<typeof announcementItem>, API.AnnouncementItem>>();

const punishmentItemShape = {
  id: z.string().min(1),
  decisionNo: z.string().min(1),
  partyName: z.string().min(1),
  violationType: z.string().min(1),
  penaltyType: z.string().min(1),
  authority: z.string().min(1),
  decisionDate: isoDate,
  publishDate: isoDate,
  partyCreditCode: creditCode.optional(),
  legalBasis: z.string().optional(),
  penaltyContent: z.string().optional(),
  /** 万元 */
  fineAmount: z.number().positive().optional(),
  /** 万元 */
  confiscatedAmount: z.number().positive().optional(),
};
export const punishmentItem = z.object(punishmentItemShape).strict();
sameShape<SameShape<z.infer<typeof punishmentItem>, API.PunishmentItem>>();

export const newsItem = z
  .object({
    id: z.string().min(1),
    title: z.string().min(1),
    source: z.string().min(1),
    publishDate: isoDate,
    summary: z.string().optional(),
  })
  .strict();
sameShape<SameShape<z.infer<typeof newsItem>, API.NewsItem>>();

export const productItem = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    provider: z.string().min(1),
    category: z.string().min(1),
    amountRange: z.string().optional(),
    rate: z.string().optional(),
    summary: z.string().optional(),
    publishDate: isoDate.optional(),
  })
  .strict();
sameShape<SameShape<z.infer<typeof productItem>, API.ProductItem>>();

export const attachment = z.object({ name: z.string().min(1), size: z.number().int().positive(), url: rootPath }).strict();
sameShape<SameShape<z.infer<typeof attachment>, API.Attachment>>();

export const contentLink = z.object({ id: z.string().min(1), title: z.string().min(1), publishDate: isoDate.optional() }).strict();
sameShape<SameShape<z.infer<typeof contentLink>, API.ContentLink>>();

export const announcementDetail = announcementItem
  .extend({
    content: z.string().min(1),
    attachments: z.array(attachment),
    previous: contentLink.nullable(),
    next: contentLink.nullable(),
  })
  .strict();
sameShape<SameShape<z.infer<typeof announcementDetail>, API.AnnouncementDetail>>();

export const punishmentDetail = z
  .object({
    ...punishmentItemShape,
    partyCreditCode: creditCode,
    legalBasis: z.string().min(1),
    penaltyContent: z.string().min(1),
    partyType: z.string().min(1),
    legalRepresentative: z.string().min(1),
    partyAddress: z.string().min(1),
    agencyLicenceNo: z.string().optional(),
    facts: z.string().min(1),
    evidence: z.array(z.string().min(1)),
    violatedProvision: z.string().min(1),
    penaltyBasis: z.string().min(1),
    dataSource: z.string().min(1),
  })
  .strict();
sameShape<SameShape<z.infer<typeof punishmentDetail>, API.PunishmentDetail>>();

export const productContact = z.object({ name: z.string().min(1), phone: z.string().min(1), address: z.string().optional() }).strict();
sameShape<SameShape<z.infer<typeof productContact>, API.ProductContact>>();

export const productDetail = productItem
  .extend({
    term: z.string().min(1),
    description: z.string().min(1),
    conditions: z.array(z.string().min(1)),
    contact: productContact,
  })
  .strict();
sameShape<SameShape<z.infer<typeof productDetail>, API.ProductDetail>>();

export const newsDetail = newsItem
  .extend({ content: z.string().min(1), author: z.string().optional(), related: z.array(contentLink).max(5) })
  .strict();
sameShape<SameShape<z.infer<typeof newsDetail>, API.NewsDetail>>();

// Issue 4: enterprise search and analysis (DI service), industry chains (navigation service),
// agencies (agency service); docs/api.md §9–§11.

const region = z.enum(['taizhou', 'suzhou']);
const count = z.number().int().min(0);

export const enterpriseQualification = z.enum(['high_tech', 'specialized', 'ip_advantage', 'tech_sme']);
sameShape<SameShape<z.infer<typeof enterpriseQualification>, API.EnterpriseQualification>>();

const enterpriseItemShape = {
  name: z.string().min(1),
  creditCode,
  region,
  district: z.string().min(1),
  profession: z.string().min(1),
  qualifications: z.array(enterpriseQualification),
  patentCount: count,
  inventionCount: count,
  utilityCount: count,
  designCount: count,
  validInventionCount: count,
};
export const enterpriseItem = z.object(enterpriseItemShape).strict();
sameShape<SameShape<z.infer<typeof enterpriseItem>, API.EnterpriseItem>>();

export const enterpriseDetail = z
  .object({
    ...enterpriseItemShape,
    legalRepresentative: z.string().min(1),
    registeredCapital: z.number().positive(),
    foundedDate: isoDate,
    address: z.string().min(1),
    recentApplicationCount: count,
    pctCount: count,
    dataDate: isoDate,
  })
  .strict();
sameShape<SameShape<z.infer<typeof enterpriseDetail>, API.EnterpriseDetail>>();

export const yearCount = z.object({ year: z.number().int().min(1985), applications: count, grants: count }).strict();
sameShape<SameShape<z.infer<typeof yearCount>, API.YearCount>>();

export const namedCount = z.object({ name: z.string().min(1), count: z.number().int().min(1) }).strict();
sameShape<SameShape<z.infer<typeof namedCount>, API.NamedCount>>();

export const enterpriseAnalysis = z
  .object({
    yearly: z.array(yearCount),
    patentTypes: z.object({ invention: count, utility: count, design: count }).strict(),
    legalStatuses: z.object({ valid: count, pending: count, invalid: count }).strict(),
    ipcSubclasses: z.array(namedCount).max(10),
    inventors: z.array(namedCount).max(10),
  })
  .strict();
sameShape<SameShape<z.infer<typeof enterpriseAnalysis>, API.EnterpriseAnalysis>>();

export const enterprisePatent = z
  .object({
    publicationNo: z.string().regex(/^CN\d{9}[ABUS]$/),
    applicationNo: z.string().regex(/^\d{4}[123]\d{7}\.[\dX]$/),
    title: z.string().min(1),
    patentType,
    applicationDate: isoDate,
    grantDate: isoDate.optional(),
    legalStatus,
    legalStatusReason: z.string().optional(),
    /** IPC, or the Locarno class of a design */
    ipc: z.string().regex(/^([A-H]\d{2}[A-Z] \d+\/\d+|\d{2}-\d{2})$/),
    inventors: z.array(z.string().min(1)).min(1),
    pct: z.boolean(),
  })
  .strict();
sameShape<SameShape<z.infer<typeof enterprisePatent>, API.EnterprisePatent>>();

export const chainLeader = z.object({ name: z.string().min(1), patentCount: z.number().int().min(1) }).strict();
sameShape<SameShape<z.infer<typeof chainLeader>, API.ChainLeader>>();

export const chainSegment = z
  .object({
    name: z.string().min(1),
    stage: z.enum(['upstream', 'midstream', 'downstream']),
    patentCount: count,
    inventionCount: count,
    ipcSubclasses: z.array(z.string().regex(/^[A-H]\d{2}[A-Z]$/)).min(1),
    leaders: z.array(chainLeader).max(3),
  })
  .strict();
sameShape<SameShape<z.infer<typeof chainSegment>, API.ChainSegment>>();

export const industryChain = z
  .object({
    code: z.string().min(1),
    name: z.string().min(1),
    summary: z.string().min(1),
    patentCount: count,
    inventionCount: count,
    enterpriseCount: count,
    segments: z.array(chainSegment).min(3),
  })
  .strict();
sameShape<SameShape<z.infer<typeof industryChain>, API.IndustryChain>>();

export const agencyServiceType = z.enum(['application', 'foreign', 'reexamination', 'litigation', 'trademark', 'operations', 'navigation']);
sameShape<SameShape<z.infer<typeof agencyServiceType>, API.AgencyServiceType>>();

export const agencyPenalty = z
  .object({ id: z.string().min(1), decisionNo: z.string().min(1), decisionDate: isoDate, penaltyType: z.string().min(1) })
  .strict();
sameShape<SameShape<z.infer<typeof agencyPenalty>, API.AgencyPenalty>>();

export const agencyItem = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    creditCode,
    licenceNo: z.string().regex(/^32\d{3}$/),
    region,
    district: z.string().min(1),
    attorneyCount: z.number().int().min(1),
    serviceTypes: z.array(agencyServiceType).min(1),
    licensedDate: isoDate,
    yearsActive: count,
    recentApplicationCount: count,
    penalties: z.array(agencyPenalty).max(3),
  })
  .strict();
sameShape<SameShape<z.infer<typeof agencyItem>, API.AgencyItem>>();

export const agencyStatistics = z
  .object({
    region,
    dataDate: isoDate,
    agencyCount: count,
    attorneyCount: count,
    recentApplicationCount: count,
    penalizedAgencyCount: count,
    serviceTypes: z.array(z.object({ serviceType: agencyServiceType, agencyCount: count }).strict()),
    districts: z.array(z.object({ district: z.string().min(1), agencyCount: count, attorneyCount: count }).strict()),
  })
  .strict();
sameShape<SameShape<z.infer<typeof agencyStatistics>, API.AgencyStatistics>>();
