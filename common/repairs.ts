import { COLLECTIONS } from './collections';

// What the owner may correct on a stored document that does not read (a flagged row) or reads
// wrong, and what the owner may remove. firestore.rules allows exactly these fields, and only when
// the whole document then matches its schema (tests/rules/owner-repairs.test.ts goes through every
// field here); a screen offering a repair or a delete asks the same questions.

/** The fields the owner may set on a stored document, per collection. */
export const OWNER_REPAIRS = {
  [COLLECTIONS.bookings]: ['eventType', 'venue', 'guestCount', 'name', 'email', 'phone', 'notes', 'keywords'],
  [COLLECTIONS.frameOrders]: ['photoNote', 'deliveryAddress', 'name', 'email', 'phone', 'notes', 'keywords'],
  [COLLECTIONS.users]: ['name', 'phone', 'avatar'],
  [COLLECTIONS.contactMessages]: ['name', 'email', 'phone', 'subject', 'message'],
  [COLLECTIONS.supportRequests]: ['name', 'email', 'topic', 'reference', 'message'],
  [COLLECTIONS.softCopies]: ['userName', 'bookingLabel', 'title', 'message', 'downloadUntil', 'keywords'],
  [COLLECTIONS.customPackageLinks]: ['userName', 'message', 'keywords'],
  // A gallery's words and "downloads until" day (an impossible day once stored blanked it); never removed.
  [COLLECTIONS.clientGalleries]: ['title', 'sets', 'expiresOn'],
} as const satisfies Partial<Record<string, readonly string[]>>;

/** @internal Exported for its tests only. */
export type RepairableCollection = keyof typeof OWNER_REPAIRS;

/**
 * When the owner may delete a stored document beyond the catalogue (whose items go any time):
 * messages always, bookings and frame orders only while nothing depends on them. Deliveries,
 * payments and their ledgers, custom packages and their links never; a booked day only with its
 * booking's cancellation.
 */
export const OWNER_DELETES = {
  [COLLECTIONS.contactMessages]: () => true,
  [COLLECTIONS.supportRequests]: () => true,
  /**
   * A request that holds no day, that no payment names and that was sent no contract (the rules
   * also check its ledger and its contract, which are kept), and that no transfer slip or client
   * gallery names: its record hold (common/schemas/record-holds.ts), which the owner's list reads
   * before it offers the removal.
   */
  [COLLECTIONS.bookings]: (booking: { status: string; paidTotal: number; contractState?: string }) =>
    ['pending', 'declined', 'cancelled'].includes(booking.status) && booking.paidTotal === 0 && booking.contractState === undefined,
  /** An order the workshop has not started, or a cancelled one, that was not paid online (its record hold). */
  [COLLECTIONS.frameOrders]: (order: { status: string }) => ['received', 'cancelled'].includes(order.status),
} as const;
