import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { AWAITING_SIGNATURE, CONTRACT_REMINDER_DAYS, type Contract } from '../../../common/schemas/contracts';
import { bookingSchema, type Booking } from '../../../common/schemas/orders';
import { accountAddress } from '../lib/account-address';
import type { MailConfig } from '../lib/email/build-email';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { deliver, queueInTransaction, sendOnce } from '../lib/outbox';
import { contractReminderEmail, holdEndingEmail, holdExpiredEmail, holdExpiredNotice } from './contract-emails';
import { bookingRef, calendarRef, readContract } from './contract-store';
import { holdFate, reminderDue } from './holds';

// The contracts' clock (scheduled-contract-sweep.ts runs it every 15 minutes; tests pass their
// own clock): holds past their end free the day and tell the customer and the owner; a hold
// ending within HOLD_WARNING_HOURS warns the customer; a contract unsigned CONTRACT_REMINDER_DAYS
// after it was sent is reminded. Each email has its outbox key, so it goes once whatever the runs.

interface SweepReport {
  expired: number;
  warned: number;
  reminded: number;
}

type Customer = { booking: Booking; email: string };

async function customerOf(deps: MailDeps, bookingId: string): Promise<Customer | null> {
  const booking = bookingSchema.safeParse((await bookingRef(deps.db, bookingId).get()).data());
  if (!booking.success) return null;
  return { booking: booking.data, email: await accountAddress(deps.db, booking.data.userId) };
}

const contextOf = (bookingId: string, contract: Contract, customer: Customer, config: MailConfig) => ({
  bookingId,
  booking: { ...customer.booking, email: customer.email || customer.booking.email },
  title: contract.title,
  config,
});

/** Frees the day of a hold that ran out (if the calendar still shows it), marks it expired, tells both once. */
async function expireHold(deps: MailDeps, doc: QueryDocumentSnapshot, config: MailConfig): Promise<boolean> {
  const { db } = deps;
  const bookingId = doc.id;
  const customer = await customerOf(deps, bookingId);
  const keys = { customer: `contract-hold-expired-${bookingId}`, owner: `owner-contract-hold-expired-${bookingId}` };
  const expired = await db.runTransaction(async (tx) => {
    const contract = readContract((await tx.get(doc.ref)).data());
    if (!contract?.hold || contract.hold.state !== 'held' || holdFate(contract.hold.until, deps.now()) !== 'expired') return false;
    const [entry, booking] = await tx.getAll(calendarRef(db, contract.hold.day), bookingRef(db, bookingId));
    const ours = entry.get('bookingId') === bookingId;
    if (booking.get('status') !== 'pending') {
      // Confirmed by hand (the owner's confirmation turned the hold into the lock) or answered: no hold to end.
      tx.update(doc.ref, { 'hold.state': ours && entry.get('kind') === 'booking' ? 'locked' : 'released' });
      return false;
    }
    if (ours && entry.get('kind') === 'hold') tx.delete(entry.ref);
    tx.update(doc.ref, { 'hold.state': 'expired' });
    if (customer) {
      const context = contextOf(bookingId, contract, customer, config);
      if (customer.email) queueInTransaction(tx, db, keys.customer, 'contract-hold-expired', holdExpiredEmail(context), deps.now());
      queueInTransaction(tx, db, keys.owner, 'owner-contract-hold-expired', holdExpiredNotice(context), deps.now());
    }
    return true;
  });
  if (!expired) return false;
  deps.logger.info('Hold expired: the day is free again', { bookingId });
  if (customer?.email) await deliver(deps, keys.customer);
  if (customer) await deliver(deps, keys.owner);
  return true;
}

export async function sweepContracts(deps: MailDeps): Promise<SweepReport> {
  const { db } = deps;
  const report: SweepReport = { expired: 0, warned: 0, reminded: 0 };
  const { config } = await mailConfig(deps);
  const contracts = db.collection(COLLECTIONS.contracts);

  for (const doc of (await contracts.where('hold.state', '==', 'held').get()).docs) {
    const contract = readContract(doc.data());
    if (!contract?.hold) continue;
    const fate = holdFate(contract.hold.until, deps.now());
    if (fate === 'expired') {
      if (await expireHold(deps, doc, config)) report.expired++;
    } else if (fate === 'ending-soon') {
      const customer = await customerOf(deps, doc.id);
      if (!customer?.email || customer.booking.status !== 'pending') continue;
      const email = holdEndingEmail({ ...contextOf(doc.id, contract, customer, config), until: contract.hold.until });
      if ((await sendOnce(deps, `contract-hold-ending-${doc.id}`, 'contract-hold-ending', email)) === 'sent') report.warned++;
    }
  }

  for (const doc of (await contracts.where('status', 'in', [...AWAITING_SIGNATURE]).get()).docs) {
    const contract = readContract(doc.data());
    if (!contract || !reminderDue(contract.sentAt, deps.now(), CONTRACT_REMINDER_DAYS)) continue;
    const customer = await customerOf(deps, doc.id);
    if (!customer?.email || customer.booking.status !== 'pending') continue;
    const email = contractReminderEmail(contextOf(doc.id, contract, customer, config));
    if ((await sendOnce(deps, `contract-reminder-${doc.id}`, 'contract-reminder', email)) === 'sent') report.reminded++;
  }
  return report;
}
