import { z } from 'zod';
import type { SameShape } from './schemas';

/**
 * Runtime schemas of the dispute handling API (docs/api.md §12, issue 5 item 4), `.strict()` like
 * tests/contract/schemas.ts and tied to the `API.*` types of src/services/typings.dispute.d.ts at
 * compile time, so `npx tsc --noEmit` fails when a type and its schema drift apart.
 */

/** Compile-time only: fails to compile unless the check is `true`. */
function sameShape<_Check extends true>() {}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const isoDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/, 'ISO date-time');
const patentNo = z.string().regex(/^ZL\d{12}\.[\dX]$/, 'patent number');

export const disputeType = z.enum(['infringement', 'ownership', 'inventorship', 'service_invention_reward', 'provisional_fee']);
sameShape<SameShape<z.infer<typeof disputeType>, API.DisputeType>>();

export const disputeStatus = z.enum(['received', 'accepted', 'mediating', 'closed', 'rejected']);
sameShape<SameShape<z.infer<typeof disputeStatus>, API.DisputeStatus>>();

export const disputeCase = z
  .object({
    id: z.string().min(1),
    caseNo: z.string().regex(/^泰知纠字〔\d{4}〕第\d+号$/, 'case number'),
    disputeType,
    patentNo,
    patentTitle: z.string().min(1),
    requester: z.string().min(1),
    respondent: z.string().min(1),
    district: z.string().min(1),
    filingDate: isoDate,
    closedDate: isoDate.optional(),
    status: disputeStatus,
    resultSummary: z.string().min(1).optional(),
  })
  .strict();
sameShape<SameShape<z.infer<typeof disputeCase>, API.DisputeCase>>();

export const uploadedFile = z.object({ fileId: z.string().min(1), name: z.string().min(1), size: z.number().int().min(1) }).strict();
sameShape<SameShape<z.infer<typeof uploadedFile>, API.UploadedFile>>();

export const referenceNo = z.string().regex(/^TZJF\d{8}-\d{4}$/, 'reference number');

export const submitResult = z.object({ referenceNo, caseStatus: disputeStatus, submitTime: isoDateTime }).strict();
sameShape<SameShape<z.infer<typeof submitResult>, API.DisputeSubmitResult>>();

export const disputeRequest = z
  .object({
    referenceNo,
    disputeType,
    patentNo,
    requesterName: z.string().min(1),
    respondentName: z.string().min(1),
    status: disputeStatus,
    submitTime: isoDateTime,
    evidence: z.array(uploadedFile),
  })
  .strict();
sameShape<SameShape<z.infer<typeof disputeRequest>, API.DisputeRequest>>();

/** The request body the front end sends (checked against what `toDisputeInput` builds). */
export const disputeRequestInput = z
  .object({
    requester: z
      .object({
        name: z.string().min(1),
        type: z.enum(['enterprise', 'person', 'institution']),
        contactName: z.string().optional(),
        phone: z.string().min(1),
        address: z.string().min(1),
        creditCode: z.string().optional(),
        idNo: z.string().optional(),
      })
      .strict(),
    respondent: z.object({ name: z.string().min(1), address: z.string().optional() }).strict(),
    disputeType,
    patentNo,
    facts: z.string().min(1),
    claims: z.string().min(1),
    evidence: z.array(uploadedFile),
  })
  .strict();
sameShape<SameShape<z.infer<typeof disputeRequestInput>, API.DisputeRequestInput>>();

/** Issue 16: the public progress lookup. */
export const disputeProgress = z
  .object({
    referenceNo,
    disputeType,
    patentNo,
    status: disputeStatus,
    submitTime: isoDateTime,
    timeline: z.array(z.object({ status: disputeStatus, time: isoDateTime }).strict()).min(1),
  })
  .strict();
sameShape<SameShape<z.infer<typeof disputeProgress>, API.DisputeProgress>>();
