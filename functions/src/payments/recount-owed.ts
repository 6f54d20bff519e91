import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import type { BookingStatus } from '../../../common/schemas/orders';
import { STUDIO_SETTINGS_ID } from '../../../common/schemas/settings';
import type { Logger } from '../lib/logger';
import { anyDocument, type DocumentHandler } from '../lib/triggers';
import { deriveBookingTotals } from './derive-totals';

// A change of the studio's sales tax applies to the bookings already made that are not declined or
// cancelled (pending, confirmed, completed): what each owes (owedTotal), its payment status and its
// schedule are derived again, as the ledger's trigger, the checkout and the exports count them with
// the tax as it is now. The settings' copy says so (web sales-tax-fields.tsx).

/** The bookings a sales tax change recounts. */
const RECOUNTED_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'completed'];
/** Bookings read per page (ids only), and how many of a page are derived at once: a bounded load on the database, however many bookings. */
const PAGE_SIZE = 200;
const AT_ONCE = 10;

type RecountDeps = { db: Firestore; logger: Logger; now: () => number };

/**
 * Derives the totals of every booking in `statuses` again, a page of ids at a time (ordered by id,
 * so a page written meanwhile is neither skipped nor read twice). Returns how many were derived
 * and the ids of those that could not be.
 * Also the backfill of owedTotal for bookings older than the field (scripts/backfill-owed-totals.ts).
 */
export async function recountOwedTotals(
  db: Firestore,
  now: Date,
  statuses: readonly BookingStatus[] = RECOUNTED_STATUSES,
): Promise<{ derived: number; unreadable: string[] }> {
  const bookings = db
    .collection(COLLECTIONS.bookings)
    .where('status', 'in', [...statuses])
    .orderBy('__name__')
    .select() as Query;
  let derived = 0;
  const unreadable: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await (after ? bookings.startAfter(after) : bookings).limit(PAGE_SIZE).get();
    const ids = page.docs.map((doc) => doc.id);
    for (let i = 0; i < ids.length; i += AT_ONCE) {
      const batch = ids.slice(i, i + AT_ONCE);
      // One booking that does not read (its schema) must not hold back the others: it is named instead.
      const outcomes = await Promise.allSettled(batch.map((id) => deriveBookingTotals(db, id, now)));
      outcomes.forEach((outcome, j) => (outcome.status === 'fulfilled' && outcome.value ? derived++ : unreadable.push(batch[j])));
    }
    if (ids.length < PAGE_SIZE) return { derived, unreadable };
    after = ids[ids.length - 1];
  }
}

const salesTaxOf = (data: DocumentData | undefined) => JSON.stringify(data?.salesTax ?? null);

/** settings/studio's sales tax changed (mode or rate): the open bookings are recounted. */
export const salesTaxChanged: DocumentHandler<Record<string, unknown>, RecountDeps> = {
  collection: COLLECTIONS.settings,
  onlyId: STUDIO_SETTINGS_ID,
  schema: anyDocument,
  when: (before, after) => salesTaxOf(before) !== salesTaxOf(after),
  async handle(_doc, deps) {
    const { derived, unreadable } = await recountOwedTotals(deps.db, new Date(deps.now()));
    deps.logger.info('Bookings recounted after a sales tax change', { derived, unreadable });
  },
};
