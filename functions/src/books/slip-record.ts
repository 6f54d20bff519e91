import { RULES_DAY_MARGIN, addUtcDays, utcDay } from '../../../common/days';
import { PAYMENT_BACKDATE_DAYS, TOO_FAR_BACK } from '../../../common/schemas/payments';
import type { SlipType } from '../../../common/schemas/slips';

// What every transfer slip's record shares, whatever it pays for (a booking, a held session
// (sessions/session-slips.ts), a gallery's extras (galleries/gallery-slips.ts)).

/** Why the transfer's date is refused (null: it is not), as the customer reads it. */
export function sentOnRefusal(sentOn: string, now: Date): string | null {
  if (sentOn > addUtcDays(utcDay(now), RULES_DAY_MARGIN)) return 'The transfer date can’t be in the future.';
  // Further back than the ledger takes (firestore.rules' isReceivedDay): the owner could not approve it.
  if (sentOn < addUtcDays(utcDay(now), -(PAYMENT_BACKDATE_DAYS + RULES_DAY_MARGIN))) return TOO_FAR_BACK;
  return null;
}

/** A new slip's record fields about its file and decision: the file's type and size, pending, not decided. */
export const pendingSlip = (file: { type: SlipType; data: Buffer }, now: Date) => ({
  contentType: file.type,
  bytes: file.data.length,
  status: 'pending' as const,
  reason: '',
  paymentId: null,
  createdAt: now,
});
