import { COLLECTIONS } from '../../../common/collections';
import { slipSchema, type Slip } from '../../../common/schemas/slips';
import { onCreated, withMail, type DocumentHandler } from '../lib/triggers';
import { handleInboundMessage } from '../messages/owner-inbox';
import type { OwnerMailDeps } from '../messages/owner-notices';
import { readInboundMessage } from '../messages/owner-notification';

// A customer's transfer slip is news to the owner (a payment to verify), told through the bounded
// owner mail like a booking request: an email of its own within the hourly budget of requests,
// orders and slips, and otherwise the next digest. Keyed by the slip (ownerNotices/transfer-slip-<id>),
// so a retried trigger sends nothing twice.

const transferSlipCreated: DocumentHandler<Slip, OwnerMailDeps> = {
  collection: COLLECTIONS.transferSlips,
  schema: slipSchema,
  async handle({ id, data: slip, time }, deps) {
    // The slip names its booking, not its customer: the owner's email says whose it is.
    // (A session's deposit names its session booking: docs/sessions.md.)
    const collection = slip.kind === 'session' ? COLLECTIONS.sessionBookings : COLLECTIONS.bookings;
    const booking = (await deps.db.collection(collection).doc(slip.bookingId).get()).data() ?? {};
    const who = { name: booking.name ?? '', email: booking.email ?? '' };
    await handleInboundMessage(readInboundMessage('transfer-slip', id, { ...slip, ...who }, time), deps);
  },
};

export const onTransferSlipCreated = onCreated(transferSlipCreated, withMail);
