import { z } from 'zod';

// recordHolds/{collection}:{id}: an empty document whose presence keeps the record
// {collection}/{id} from being deleted, because a record outside it names it and would be left
// pointing at nothing. The rules cannot ask "does any slip name this booking?" (they cannot
// query), so what names a record writes its hold in the same write: the booksApi function with a
// transfer slip, the Stripe webhook with a frame order's online payment, the owner's browser with
// the first gallery made for a booking. A hold is never removed; a held record is cancelled
// instead, which keeps its history (common/repairs.ts, OWNER_DELETES).

/** The collections a hold may keep. */
export type HeldCollection = 'bookings' | 'frameOrders';

/** The hold's id: `bookings:abc`. */
export const recordHoldId = (collection: HeldCollection, id: string) => `${collection}:${id}`;

/** Nothing but its presence. */
export const recordHoldSchema = z.object({});
