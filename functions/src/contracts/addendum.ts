import { FieldValue } from 'firebase-admin/firestore';
import { escapeMarkdown } from '../../../common/contracts';
import { formatIsoDay } from '../../../common/format';
import { LIMITS } from '../../../common/schemas/common';
import type { Addendum, TermChange } from '../../../common/schemas/contracts';
import type { Booking } from '../../../common/schemas/orders';
import { accountAddress } from '../lib/account-address';
import { oneLine } from '../lib/email/build-email';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { deliver, outboxRef, queueInTransaction } from '../lib/outbox';
import { addendumEmail } from './contract-emails';
import { addendumRef, bookingRef, contractRef, readContract, sha256Hex } from './contract-store';

// A change after signing makes a numbered addendum with only the changed terms, which the customer
// signs the same way; the contract stays as signed. The one change the site makes after signing
// today is a move to another day (onBookingRescheduled): one addendum per move. The move's email
// record (its outbox key names the move) is written with the addendum, so a redelivered event
// finds it and writes nothing more.

/**
 * The addendum's text: what it amends, the changed terms, and that the rest stands.
 * @internal Exported for its tests only.
 */
export function addendumText(number: number, contractTitle: string, changes: readonly TermChange[]): string {
  return [
    `# Addendum ${number} to ${escapeMarkdown(contractTitle)}`,
    'The following terms of the contract change:',
    changes
      .map((change) => `- **${escapeMarkdown(change.label)}:** was ${escapeMarkdown(change.before)}; now ${escapeMarkdown(change.after)}`)
      .join('\n'),
    'Everything else in the contract stays as signed.',
  ].join('\n\n');
}

type AddendumOutcome = 'no-contract' | 'not-signed' | 'already-made' | 'sent';

export async function addendumForMove(deps: MailDeps, bookingId: string, booking: Booking): Promise<AddendumOutcome> {
  const { db } = deps;
  const moves = booking.rescheduleCount ?? 0;
  const key = `contract-addendum-${bookingId}-move-${moves}`;
  const { config } = await mailConfig(deps);
  const to = await accountAddress(db, booking.userId);
  const answer = await db.runTransaction(async (tx): Promise<{ outcome: AddendumOutcome; number?: number }> => {
    const [contractSnap, marker] = await tx.getAll(contractRef(db, bookingId), outboxRef(db, key));
    if (!contractSnap.exists) return { outcome: 'no-contract' };
    const contract = readContract(contractSnap.data());
    if (!contract || (contract.status !== 'signed' && contract.status !== 'countersigned')) return { outcome: 'not-signed' };
    if (marker.exists) return { outcome: 'already-made' };
    const number = contract.addenda + 1;
    const changes: TermChange[] = [
      {
        label: 'Event date',
        before: booking.rescheduledFrom ? formatIsoDay(booking.rescheduledFrom) : 'the day first agreed',
        after: formatIsoDay(booking.eventDate),
      },
    ];
    const title = oneLine(`Addendum ${number}: ${contract.title}`, LIMITS.shortText);
    const text = addendumText(number, contract.title, changes);
    const addendum: Omit<Addendum, 'sentAt'> = { number, changes, title, text, textSha256: sha256Hex(text), status: 'sent' };
    tx.create(addendumRef(db, bookingId, number), { ...addendum, sentAt: FieldValue.serverTimestamp() });
    tx.update(contractSnap.ref, { addenda: number });
    tx.update(bookingRef(db, bookingId), { contractState: 'addendum-sent' });
    // The move's record: with an address, the email itself; without one, the record alone says the addendum was made.
    const email = addendumEmail({
      bookingId,
      booking: { ...booking, email: to || booking.email },
      title: contract.title,
      config,
      number,
      changes,
    });
    queueInTransaction(tx, db, key, 'contract-addendum', to ? email : { ...email, to: '' }, deps.now());
    return { outcome: 'sent', number };
  });
  if (answer.outcome !== 'sent') return answer.outcome;
  deps.logger.info('Addendum sent for a move', { bookingId, addendum: answer.number, moves });
  if (to) await deliver(deps, key);
  return 'sent';
}
