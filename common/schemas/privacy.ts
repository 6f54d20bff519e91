import { z } from 'zod';
import { LIMITS, uidSchema } from './common';

// The owner's privacy actions on one customer (docs/privacy.md), the one callable /api/privacy:
// a copy of every document about the person, or the erasure that keeps what the law asks to keep.

export const privacyRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('export'), uid: uidSchema }).strict(),
  z
    .object({
      action: z.literal('erase'),
      uid: uidSchema,
      /** The account's email, typed again by the owner: what stops a slip of the mouse. */
      confirmEmail: z.string().trim().min(1, "Type the customer's email to confirm").max(LIMITS.email),
    })
    .strict(),
]);

/** One stored document of the export: its path (ids kept) and its fields, times as ISO strings. */
export interface ExportedDocument {
  path: string;
  data: Record<string, unknown>;
}

export interface PrivacyExport {
  /** When the copy was made (ISO). */
  exportedAt: string;
  uid: string;
  /** Grouped by collection ("clientGalleries/favourites" for a subcollection, "auth" for the account). */
  collections: Record<string, ExportedDocument[]>;
  /** One row per field: collection, document id, field path, value. */
  csv: string;
}

export interface ErasureSummary {
  deleted: Record<string, number>;
  anonymised: Record<string, number>;
}

/** The name every kept record carries after an erasure. */
export const ERASED_NAME = 'Erased customer';
