/**
 * Issue 5 item 4 shapes: patent dispute handling (纠纷调解 / 行政裁决) of the business service
 * `/ipr-business-service`. docs/api.md §12; runtime schemas in tests/contract/dispute.ts. Merges into
 * the global `API` namespace.
 */
declare namespace API {
  /**
   * 侵权纠纷, 权属纠纷 (application right or patent), 发明人、设计人资格纠纷, 职务发明奖酬纠纷,
   * 发明专利临时保护期使用费纠纷.
   */
  type DisputeType = 'infringement' | 'ownership' | 'inventorship' | 'service_invention_reward' | 'provisional_fee';

  /** 已接收 (a request just submitted), 已立案, 调解中, 已结案, 不予受理. */
  type DisputeStatus = 'received' | 'accepted' | 'mediating' | 'closed' | 'rejected';

  /** A requester is an enterprise, a natural person or an institution (university, research institute). */
  type DisputeRequesterType = 'enterprise' | 'person' | 'institution';

  /**
   * One publicly disclosed handled case. Party names are as disclosed: enterprises by name, natural
   * persons masked (王某某). Dates are `YYYY-MM-DD`.
   */
  type DisputeCase = {
    id: string;
    /** e.g. 泰知纠字〔2025〕第12号 */
    caseNo: string;
    disputeType: DisputeType;
    /** `ZL` + application number */
    patentNo: string;
    patentTitle: string;
    requester: string;
    respondent: string;
    /** County-level division of the respondent, e.g. 海陵区 */
    district: string;
    /** Day the case was filed (立案) */
    filingDate: string;
    /** Day the case was closed; absent while it runs */
    closedDate?: string;
    status: DisputeStatus;
    /** How it ended (双方达成调解协议 …); absent while it runs */
    resultSummary?: string;
  };

  /** Filters of the public case list; `year` is the filing year (`2025`). */
  type DisputeCaseParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    disputeType?: DisputeType;
    status?: DisputeStatus;
    year?: string;
  };

  /** A file stored by the business service's file upload; `size` in bytes. */
  type UploadedFile = { fileId: string; name: string; size: number };

  /** The requester of a dispute: `creditCode` for an enterprise or institution, `idNo` for a person. */
  type DisputeRequester = {
    name: string;
    type: DisputeRequesterType;
    contactName?: string;
    phone: string;
    address: string;
    /** 18-character unified social credit code */
    creditCode?: string;
    /** 18-character resident identity card number */
    idNo?: string;
  };

  type DisputeRespondent = { name: string; address?: string };

  /** Body of a dispute handling request. */
  type DisputeRequestInput = {
    requester: DisputeRequester;
    respondent: DisputeRespondent;
    disputeType: DisputeType;
    patentNo: string;
    /** 事实和理由 */
    facts: string;
    /** 请求事项 */
    claims: string;
    evidence: UploadedFile[];
  };

  /** Answer to a submission: the reference number the visitor quotes from now on. */
  type DisputeSubmitResult = {
    /** e.g. TZJF20261122-0007 */
    referenceNo: string;
    caseStatus: DisputeStatus;
    /** ISO date-time */
    submitTime: string;
  };

  /** One of the logged-in visitor's own requests (the `mine` list and the detail). */
  type DisputeRequest = {
    referenceNo: string;
    disputeType: DisputeType;
    patentNo: string;
    requesterName: string;
    respondentName: string;
    status: DisputeStatus;
    /** ISO date-time */
    submitTime: string;
    evidence: UploadedFile[];
  };

  /** Issue 16: one step a request has reached, with the time it got there (ISO date-time). */
  type DisputeProgressEvent = { status: DisputeStatus; time: string };

  /**
   * Issue 16: what a visitor who knows a request's reference number and its contact phone may
   * read without logging in: no party names, no evidence.
   */
  type DisputeProgress = Pick<DisputeRequest, 'referenceNo' | 'disputeType' | 'patentNo' | 'status' | 'submitTime'> & {
    /** Every status the request has had, oldest first; the first is `received` at `submitTime`; the last is `status`. */
    timeline: DisputeProgressEvent[];
  };

  /** Body of the public progress lookup: the reference number of the receipt and the requester's phone. */
  type DisputeProgressQuery = { referenceNo: string; phone: string };
}
