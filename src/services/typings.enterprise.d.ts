/**
 * Issue 4 shapes: innovation subjects (enterprises) and their patent portfolios from the data-intelligence
 * service, industry chains from the navigation service, patent agencies from the agency service.
 * docs/api.md §9–§11; runtime schemas in tests/contract/schemas.ts. Merges into the global `API` namespace.
 */
declare namespace API {
  /** Enterprise qualifications: 高新技术企业, 专精特新, 知识产权示范/优势企业, 科技型中小企业. */
  type EnterpriseQualification = 'high_tech' | 'specialized' | 'ip_advantage' | 'tech_sme';

  /** Sortable count columns of the enterprise search. */
  type EnterpriseSortField = 'patentCount' | 'inventionCount' | 'utilityCount' | 'designCount' | 'validInventionCount';
  type SortOrder = 'ascend' | 'descend';

  /**
   * One row of the enterprise search. Every count is derived from the same portfolio the result page
   * shows: `patentCount` = invention + utility + design; `validInventionCount` counts inventions in force.
   */
  type EnterpriseItem = {
    name: string;
    /** Unified social credit code, 18 characters */
    creditCode: string;
    region: 'taizhou' | 'suzhou';
    /** County-level district, e.g. 靖江市, 苏州工业园区 */
    district: string;
    /** Profession dictionary value, e.g. `biomedicine` */
    profession: string;
    qualifications: EnterpriseQualification[];
    patentCount: number;
    inventionCount: number;
    utilityCount: number;
    designCount: number;
    validInventionCount: number;
  };

  /**
   * Query of the enterprise search. `keyword` matches the name or the credit code; `qualifications`
   * is a comma-separated list, all of which must hold; `minPatents`/`maxPatents` bound `patentCount`
   * (both inclusive).
   */
  type EnterpriseSearchParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    region?: 'taizhou' | 'suzhou';
    district?: string;
    profession?: string;
    qualifications?: string;
    minPatents?: number;
    maxPatents?: number;
    sortField?: EnterpriseSortField;
    sortOrder?: SortOrder;
  };

  /** Profile and headline figures of one enterprise. Registered capital in 万元 (10,000 yuan). */
  type EnterpriseDetail = EnterpriseItem & {
    legalRepresentative: string;
    /** 万元 */
    registeredCapital: number;
    /** `YYYY-MM-DD` */
    foundedDate: string;
    address: string;
    /** Applications filed in the 12 months up to the data date */
    recentApplicationCount: number;
    /** PCT international applications */
    pctCount: number;
    /** `YYYY-MM-DD` the figures are as of */
    dataDate: string;
  };

  /** Applications filed and patents granted in one calendar year. */
  type YearCount = { year: number; applications: number; grants: number };
  type NamedCount = { name: string; count: number };

  /**
   * Aggregates behind the result page's charts. `yearly` covers the years with any filing or grant,
   * ascending; `ipcSubclasses` (e.g. `H01L`, designs left out) and `inventors` are the top 10, largest first. All empty
   * (and all counts 0) for an enterprise without patents.
   */
  type EnterpriseAnalysis = {
    yearly: YearCount[];
    patentTypes: Record<PatentType, number>;
    legalStatuses: Record<LegalStatus, number>;
    ipcSubclasses: NamedCount[];
    inventors: NamedCount[];
  };

  /** One patent of an enterprise's portfolio. */
  type EnterprisePatent = {
    /** e.g. CN113456789B (A published application, B granted invention, U utility model, S design) */
    publicationNo: string;
    /** e.g. 202110123456.7 */
    applicationNo: string;
    title: string;
    patentType: PatentType;
    /** `YYYY-MM-DD` */
    applicationDate: string;
    /** `YYYY-MM-DD`; absent unless granted */
    grantDate?: string;
    legalStatus: LegalStatus;
    /** e.g. 未缴年费, 期限届满, 驳回, 撤回, 实质审查中 */
    legalStatusReason?: string;
    /** Main IPC, e.g. `H01L 21/00`; for a design its Locarno class, e.g. `24-02` */
    ipc: string;
    inventors: string[];
    /** Filed as a PCT international application too */
    pct: boolean;
  };

  type EnterprisePatentSortField = 'applicationDate' | 'publicationNo';

  /** Query of one enterprise's patents; newest filing first by default. */
  type EnterprisePatentParams = {
    name: string;
    current?: number;
    pageSize?: number;
    sortField?: EnterprisePatentSortField;
    sortOrder?: SortOrder;
    patentType?: PatentType;
    legalStatus?: LegalStatus;
  };

  type ChainStage = 'upstream' | 'midstream' | 'downstream';

  /** A leading enterprise of a chain segment, with its patents in that segment. */
  type ChainLeader = { name: string; patentCount: number };

  /** One segment of an industry chain, e.g. 原料药 upstream of 生物医药. */
  type ChainSegment = {
    name: string;
    stage: ChainStage;
    patentCount: number;
    inventionCount: number;
    /** Main IPC subclasses the segment's patents fall in */
    ipcSubclasses: string[];
    leaders: ChainLeader[];
  };

  /** A key industry chain of the region with its segments; counts are the sums over segments. */
  type IndustryChain = {
    /** Stable code, e.g. `biomedicine`, `integrated_circuits` */
    code: string;
    name: string;
    summary: string;
    patentCount: number;
    inventionCount: number;
    enterpriseCount: number;
    segments: ChainSegment[];
  };

  /** Services a patent agency offers. */
  type AgencyServiceType = 'application' | 'foreign' | 'reexamination' | 'litigation' | 'trademark' | 'operations' | 'navigation';

  /** A penalty notice against an agency; `id` opens `/taizhou/punishContentDetail?id=`. */
  type AgencyPenalty = { id: string; decisionNo: string; decisionDate: string; penaltyType: string };

  /** A licensed patent agency. */
  type AgencyItem = {
    id: string;
    name: string;
    creditCode: string;
    /** 专利代理机构执业许可证号 (CNIPA agency code) */
    licenceNo: string;
    region: 'taizhou' | 'suzhou';
    district: string;
    /** Registered patent attorneys */
    attorneyCount: number;
    serviceTypes: AgencyServiceType[];
    /** `YYYY-MM-DD` of the licence */
    licensedDate: string;
    /** Full years from `licensedDate` to the data date */
    yearsActive: number;
    /** Patent applications filed as agent in the last 12 months */
    recentApplicationCount: number;
    /** Penalty notices, newest first (at most 3) */
    penalties: AgencyPenalty[];
  };

  /** Filters of the agency list; `hasPenalty` true keeps only agencies with penalties. */
  type AgencySearchParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    region?: 'taizhou' | 'suzhou';
    district?: string;
    serviceType?: AgencyServiceType;
    hasPenalty?: boolean;
  };

  /** Headline figures of agency services in a region, as of `dataDate`. */
  type AgencyStatistics = {
    region: 'taizhou' | 'suzhou';
    dataDate: string;
    agencyCount: number;
    attorneyCount: number;
    /** Applications filed through the region's agencies in the last 12 months */
    recentApplicationCount: number;
    penalizedAgencyCount: number;
    serviceTypes: Array<{ serviceType: AgencyServiceType; agencyCount: number }>;
    districts: Array<{ district: string; agencyCount: number; attorneyCount: number }>;
  };
}
