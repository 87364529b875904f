import { createDraftStore, isFlatRecord, type DraftStore } from '@/utils/draftStorage';

/** What the visitor types into the listing form; every value is flat so a draft can keep it. */
export interface ListingFormValues {
  patentNo: string;
  title: string;
  patentType?: API.PatentType;
  transactionType: string;
  /** yuan */
  price?: number | null;
  negotiable?: boolean;
  tradeMethod?: API.TradeMethod;
  /** `YYYY-MM-DD` */
  validUntil?: string;
  contactName: string;
  contactPhone: string;
  description?: string;
}

const FIELDS: readonly (keyof ListingFormValues)[] = [
  'patentNo',
  'title',
  'patentType',
  'transactionType',
  'price',
  'negotiable',
  'tradeMethod',
  'validUntil',
  'contactName',
  'contactPhone',
  'description',
];

const isListingDraft = (value: unknown): value is Partial<ListingFormValues> => isFlatRecord(value, FIELDS);

/**
 * Issue 5 item 3: the draft of the listing form, one per listing (`new` for a new one), so an
 * unfinished form survives a reload and the SSO round trip. Only the form's own fields are read
 * back; anything else in storage is ignored.
 */
export function listingDraftStore(listingId?: string): DraftStore<Partial<ListingFormValues>> {
  const store = createDraftStore(`listing:${listingId ?? 'new'}`, { isValid: isListingDraft });
  return {
    ...store,
    load() {
      const draft = store.load();
      if (!draft) return undefined;
      const known = Object.fromEntries(FIELDS.filter((key) => draft[key] !== undefined).map((key) => [key, draft[key]]));
      return Object.keys(known).length ? (known as Partial<ListingFormValues>) : undefined;
    },
  };
}
