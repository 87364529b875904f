// Renamed from requestForm.ts by the lead: names differing only in case from RequestForm.tsx break esbuild (the jest config) and case-insensitive file systems.
import { createDraftStore, isFlatRecord, type DraftStore } from '@/utils/draftStorage';
import { normalizeCode } from '@/domain/dispute';
import { normalizePatentNo } from '@/domain/patent';

/** What the visitor types into the dispute request form; flat, so a draft can keep it as it is. */
export interface DisputeFormValues {
  requesterName: string;
  requesterType: API.DisputeRequesterType;
  contactName?: string;
  phone: string;
  address: string;
  creditCode?: string;
  idNo?: string;
  respondentName: string;
  respondentAddress?: string;
  disputeType: API.DisputeType;
  patentNo: string;
  facts: string;
  claims: string;
}

/** A draft: the typed values and the evidence files already uploaded (their ids stay valid on the server). */
export interface DisputeDraft {
  values: Partial<DisputeFormValues>;
  evidence: API.UploadedFile[];
}

const FIELDS: readonly (keyof DisputeFormValues)[] = [
  'requesterName',
  'requesterType',
  'contactName',
  'phone',
  'address',
  'creditCode',
  'idNo',
  'respondentName',
  'respondentAddress',
  'disputeType',
  'patentNo',
  'facts',
  'claims',
];

// Not the request layer's isObject: importing it would pull the umi runtime into the mock and its contract test.
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isUploadedFile = (value: unknown): value is API.UploadedFile =>
  isObject(value) && typeof value.fileId === 'string' && typeof value.name === 'string' && typeof value.size === 'number';

const isDisputeDraft = (value: unknown): value is DisputeDraft =>
  isObject(value) && isFlatRecord(value.values, FIELDS) && Array.isArray(value.evidence) && value.evidence.every(isUploadedFile);

/** What the form starts with before anything is typed. */
export const INITIAL_VALUES: Readonly<Partial<DisputeFormValues>> = { requesterType: 'enterprise' };

/**
 * Issue 27 item 3: whether a draft holds anything the visitor gave: a value other than the form's
 * starting one that is not blank, or an evidence file. A draft of the untouched form is no draft,
 * and "your unfinished request was restored" over an empty form only confuses.
 */
export function hasTypedContent(draft: DisputeDraft): boolean {
  if (draft.evidence.length) return true;
  return FIELDS.some((key) => {
    const value = draft.values[key];
    if (value === undefined || value === null || value === INITIAL_VALUES[key]) return false;
    return typeof value !== 'string' || value.trim() !== '';
  });
}

/** Query marker that reopens the form, e.g. after the SSO login round trip. */
export const APPLY_PARAM = 'apply';

/**
 * Issue 5 item 4: the draft of the dispute request form in sessionStorage, so an unfinished request
 * survives a reload and the SSO round trip; cleared after a successful submission. Only the form's
 * own fields are read back, and only a draft with something typed in it (hasTypedContent).
 */
export function disputeDraftStore(): DraftStore<DisputeDraft> {
  const store = createDraftStore<DisputeDraft>('dispute:request', { isValid: isDisputeDraft });
  return {
    ...store,
    load() {
      const draft = store.load();
      if (!draft || !hasTypedContent(draft)) return undefined;
      const values = Object.fromEntries(FIELDS.filter((key) => draft.values[key] != null).map((key) => [key, draft.values[key]]));
      return { values, evidence: draft.evidence };
    },
  };
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** The submit body for the typed values: the identity number that fits the requester type, trimmed text. */
export function toDisputeInput(values: DisputeFormValues, evidence: API.UploadedFile[]): API.DisputeRequestInput {
  const person = values.requesterType === 'person';
  return {
    requester: {
      name: values.requesterName.trim(),
      type: values.requesterType,
      contactName: trimmed(values.contactName),
      phone: values.phone.trim(),
      address: values.address.trim(),
      ...(person ? { idNo: normalizeCode(values.idNo) } : { creditCode: normalizeCode(values.creditCode) }),
    },
    respondent: { name: values.respondentName.trim(), address: trimmed(values.respondentAddress) },
    disputeType: values.disputeType,
    patentNo: normalizePatentNo(values.patentNo),
    facts: values.facts.trim(),
    claims: values.claims.trim(),
    evidence: evidence.map(({ fileId, name, size }) => ({ fileId, name, size })),
  };
}

/**
 * Every message of a refused submission (a passed-through envelope with code ≠ 0): a msg that is a
 * JSON list gives all its entries, a plain msg itself; none when the envelope carries no text.
 */
export function envelopeMessages(value: unknown): string[] {
  if (!isObject(value) || typeof value.msg !== 'string' || !value.msg) return [];
  const { msg } = value;
  if (msg.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(msg);
      if (Array.isArray(list) && list.length) return list.map(String);
    } catch {
      // not a JSON list after all: the raw text is the message
    }
  }
  return [msg];
}

/** Submit-body paths (docs/api.md §12) whose form field has another name. */
const FIELD_BY_PATH: Readonly<Record<string, keyof DisputeFormValues>> = {
  'requester.name': 'requesterName',
  'requester.type': 'requesterType',
  'requester.contactName': 'contactName',
  'requester.phone': 'phone',
  'requester.address': 'address',
  'requester.creditCode': 'creditCode',
  'requester.idNo': 'idNo',
  'respondent.name': 'respondentName',
  'respondent.address': 'respondentAddress',
};

/**
 * The form field a server field error names (`requester.creditCode` → `creditCode`); undefined for
 * a path with no field of its own here (e.g. `evidence`, listed in the alert only).
 */
export function formFieldOf(path: string): keyof DisputeFormValues | undefined {
  if (FIELD_BY_PATH[path]) return FIELD_BY_PATH[path];
  return (FIELDS as readonly string[]).includes(path) ? (path as keyof DisputeFormValues) : undefined;
}

/**
 * The requester fields an enterprise account starts with (issue 16): its enterprise name and
 * unified social credit code from `getCurrent`; undefined when the account carries neither.
 */
export function prefillOf(
  user: Pick<API.CurrentUser, 'enterpriseName' | 'creditCode'> | undefined,
): Partial<DisputeFormValues> | undefined {
  if (!user?.enterpriseName && !user?.creditCode) return undefined;
  return {
    ...(user.enterpriseName ? { requesterName: user.enterpriseName } : {}),
    ...(user.creditCode ? { creditCode: user.creditCode } : {}),
  };
}
