/** Shapes shared by the backend services (spec §3, §7). */
declare namespace API {
  /** Spec §7, §8: every service answers in this envelope; the request layer unwraps `data`. */
  type Envelope<T> = { code: number; msg?: string; data: T };

  /** Spec §3: paging convention. `current` is 1-based. */
  type Page<T> = { current: number; pageSize: number; total: number; list: T[] };

  /** Spec §3: the current user. `access === 'admin'` grants canAdmin. */
  type CurrentUser = {
    id: string;
    account: string;
    /** Display name; falls back to `account`. */
    name?: string;
    access?: string;
    avatar?: string;
    /** The enterprise an enterprise account belongs to; absent for persons and administrators. */
    enterpriseName?: string;
    /** Its unified social credit code (GB 32100-2015, 18 characters). */
    creditCode?: string;
  };

  /** Spec §3: site settings per host. Together the two titles form the document title. */
  type SiteSettings = {
    ipr_title_prefix?: string;
    ipr_front_title?: string;
    [key: string]: string | undefined;
  };

  /** Spec §3: profession dictionary item. */
  type ProfessionItem = { label: string; value: string };

  /** Spec §3, §7: dictionary item (e.g. a transaction type). */
  type DictItem = { id: string; code: string; label: string; value: string; sortNo: number };

  type PatentType = 'invention' | 'utility' | 'design';
  type LegalStatus = 'valid' | 'pending' | 'invalid';

  /** An IP transaction index entry (a listing on the operations page). Prices in yuan; 0 = negotiable. */
  type TransactionIndex = {
    id: string;
    /** Patent number, `ZL` + application number, e.g. ZL202110123456.7 */
    patentNo: string;
    title: string;
    patentType: PatentType;
    legalStatus: LegalStatus;
    /** Main IPC classification, e.g. `A61K 31/00` */
    ipc: string;
    /** Applicant / current patentee */
    applicant: string;
    /** Dictionary value of the transaction type (DICT_CODE_TRANSACTION_TYPE) */
    transactionType: string;
    /** Asking price in yuan; 0 when negotiable */
    price: number;
    negotiable: boolean;
    /**
     * Contact person and phone. Only the detail read gives them, and only to a logged-in visitor;
     * public lists never carry them (issue 5 item 1).
     */
    contactName?: string;
    contactPhone?: string;
    region: 'taizhou' | 'suzhou';
    description?: string;
    /** ISO date-time */
    publishTime: string;
    /** id of the user who published it */
    publisherId?: string;
    /** Why the status is what it is, e.g. 未缴年费 (unpaid annuity) for `invalid`, 实质审查中 for `pending` */
    legalStatusReason?: string;
    /** Unified social credit code (18 characters) of the applicant */
    applicantCreditCode?: string;
    /** County-level district of the applicant, e.g. 靖江市, 苏州工业园区 */
    district?: string;
    /** Profession dictionary value of the patent's industry, e.g. `biomedicine` */
    profession?: string;
    /** Filing date `YYYY-MM-DD` */
    applicationDate?: string;
    /** Grant date `YYYY-MM-DD`; absent while pending */
    grantDate?: string;
    /** ISO date-time of the last change by its publisher */
    updateTime?: string;
    /** How the deal is concluded (issue 5 item 1) */
    tradeMethod?: TradeMethod;
    /** Last day the listing is open, `YYYY-MM-DD` (a listing runs a year from publication) */
    validUntil?: string;
    /**
     * Issue 16: where the listing stands on the market. Absent reads as `listed` (a backend that
     * does not review listings). Only `listed` listings are public; the others only their publisher sees.
     */
    listingStatus?: ListingStatus;
  };

  /** Issue 16: 待审核 (published, awaiting the platform's review), 已上架 (public), 已下架 (withdrawn by its publisher). */
  type ListingStatus = 'pending' | 'listed' | 'withdrawn';

  /** Issue 5: 挂牌交易 (listed at the asking price), 协议定价 (price agreed by negotiation), 拍卖 (auction). */
  type TradeMethod = 'listed' | 'negotiated' | 'auction';

  /**
   * Issue 5 item 1: one listing (GET …/ipcTransaction/detail). `contactHidden` is `true` when the
   * visitor is anonymous and the contact fields were left out; `similar` holds up to 4 other
   * listings (same profession first, then same IPC section or transaction type), without contacts.
   */
  type TransactionDetail = TransactionIndex & {
    contactHidden?: true;
    similar: TransactionIndex[];
  };

  /**
   * Body of saveOrUpdateIndex: without id it creates, with id it updates. `tradeMethod` defaults to
   * `listed`, `validUntil` (after today) to a year after publication.
   */
  type TransactionIndexInput = Partial<Omit<TransactionIndex, 'publishTime' | 'publisherId' | 'updateTime' | 'listingStatus'>> & {
    patentNo: string;
    title: string;
    transactionType: string;
    contactName: string;
    contactPhone: string;
  };

  type FindIndexParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    transactionType?: string;
    /** Issue 46 item 2: the portal's own listings (`TransactionIndex.region`); required, a portal never lists another's */
    region: 'taizhou' | 'suzhou';
    /** Only this publisher's listings ("My listings"), exact user id */
    publisherId?: string;
  };

  /** Portal content lists shown on the Taizhou home page. Dates are ISO `YYYY-MM-DD`. */
  type AnnouncementItem = {
    id: string;
    title: string;
    category: string;
    department: string;
    publishDate: string;
    /** Document number of a policy file or notice, e.g. 泰市监规〔2025〕3号 */
    docNo?: string;
  };
  type PunishmentItem = {
    id: string;
    decisionNo: string;
    partyName: string;
    violationType: string;
    penaltyType: string;
    authority: string;
    decisionDate: string;
    publishDate: string;
    /** Unified social credit code (18 characters) of the party */
    partyCreditCode?: string;
    /** Rule broken and penalty basis, e.g. 《专利代理条例》第九条、第二十七条 */
    legalBasis?: string;
    /** Operative part of the decision, e.g. 罚款人民币2万元 */
    penaltyContent?: string;
    /** Fine in 万元 (10,000 yuan), when fined */
    fineAmount?: number;
    /** Confiscated illegal income in 万元, when confiscated */
    confiscatedAmount?: number;
  };
  type NewsItem = { id: string; title: string; source: string; publishDate: string; summary?: string };
  type ProductItem = {
    id: string;
    name: string;
    provider: string;
    category: string;
    /** e.g. "50万–1000万元" */
    amountRange?: string;
    rate?: string;
    summary?: string;
    /** Date the product was put on the portal, `YYYY-MM-DD` */
    publishDate?: string;
  };
  type ContentPageParams = { current?: number; pageSize?: number; keyword?: string };
  /**
   * Issue 3: filters of the announcement list. `category` is one of the categories exactly;
   * `startDate`/`endDate` (`YYYY-MM-DD`, both inclusive) bound `publishDate`.
   */
  type AnnouncementPageParams = ContentPageParams & { category?: string; startDate?: string; endDate?: string };

  /** Issue 16: filters of the news list. `source` matches exactly; the dates bound `publishDate`. */
  type NewsPageParams = ContentPageParams & { source?: string; startDate?: string; endDate?: string };

  /**
   * Issue 16: filters of the product list. `category` (product type) matches exactly; `provider`
   * is part of the institution's name.
   */
  type ProductPageParams = ContentPageParams & { category?: string; provider?: string };

  /**
   * Issue 3: filters of the penalty notice list. Types match exactly; `startDate`/`endDate`
   * (`YYYY-MM-DD`, both inclusive) bound `decisionDate`.
   */
  type PunishmentPageParams = ContentPageParams & {
    /** Issue 16, 46 item 2: only notices of this city's parties and authorities; required, a portal never lists another city's */
    region: 'taizhou' | 'suzhou';
    violationType?: string;
    penaltyType?: string;
    startDate?: string;
    endDate?: string;
  };

  /** A downloadable file of an announcement. `size` in bytes; `url` from the host root. */
  type Attachment = { name: string; size: number; url: string };

  /** A neighbouring or related content item, enough for a link. */
  type ContentLink = { id: string; title: string; publishDate?: string };

  /**
   * Issue 3: one policy announcement. `content` is server HTML (sanitise before rendering).
   * `previous` is the one published just before (older), `next` the one just after (newer);
   * null at either end of the list.
   */
  type AnnouncementDetail = AnnouncementItem & {
    content: string;
    attachments: Attachment[];
    previous: ContentLink | null;
    next: ContentLink | null;
  };

  /**
   * Issue 3: one penalty notice with every public-disclosure (双公示) field. Amounts in 万元 as in
   * PunishmentItem; `facts` is plain text, paragraphs separated by a newline.
   */
  type PunishmentDetail = PunishmentItem & {
    partyCreditCode: string;
    legalBasis: string;
    penaltyContent: string;
    /** 行政相对人类别, e.g. 法人及非法人组织 */
    partyType: string;
    legalRepresentative: string;
    partyAddress: string;
    /** Patent agency licence number (专利代理机构执业许可证号); absent for an unlicensed firm */
    agencyLicenceNo?: string;
    /** 违法事实: what was found */
    facts: string;
    /** Evidence the decision relies on */
    evidence: string[];
    /** The rule broken (违反的规定) */
    violatedProvision: string;
    /** The rule the penalty is imposed under (处罚依据) */
    penaltyBasis: string;
    /** 数据来源: the body that published the record */
    dataSource: string;
  };

  /** Contact point of a product's provider. */
  type ProductContact = { name: string; phone: string; address?: string };

  /**
   * Issue 3: one IP financial or service product. `description` is plain text, paragraphs
   * separated by a newline; `conditions` are the application conditions, one per item.
   */
  type ProductDetail = ProductItem & {
    /** Loan or service term, e.g. 1–3年 */
    term: string;
    description: string;
    conditions: string[];
    contact: ProductContact;
  };

  /** Issue 3: one news item. `content` is server HTML (sanitise before rendering). */
  type NewsDetail = NewsItem & {
    content: string;
    /** Reporter or editor, when given */
    author?: string;
    /** Other news on a similar subject, newest first, at most 5 */
    related: ContentLink[];
  };
}
