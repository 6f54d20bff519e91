import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { addUtcDays, dayIn } from '../../../common/days';
import { OWING_STATUSES, REMINDER_OFFSETS, reminderDue, reminderKey, type ScheduleSettings } from '../../../common/payment-schedule';
import { bookingSchema, type Booking } from '../../../common/schemas/orders';
import type { Instalment } from '../../../common/schemas/payment-schedules';
import { accountAddress } from '../lib/account-address';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { paymentInstructions } from '../lib/payment-instructions';
import { readPlan, scheduleChanges } from './derive-schedule';
import { paymentReminderEmail } from './reminder-emails';

// The daily reminder run. It reads the bookings that may owe a reminder (the next unpaid
// instalment due within the "before" window, or earlier) and the confirmed ones, of which it takes
// those not yet derived (confirmed before schedules existed), derives each schedule as of today (an
// instalment turns overdue), and sends each reminder through the outbox under its own key: a
// second run, a retried run or a run after a missed day sends nothing twice.

type ReminderRun = { today: string; bookings: number; derived: number; sent: number; failed: number };

const CONCURRENCY = 10;

type Candidate = { snapshot: DocumentSnapshot; booking: Booking };

async function candidates(deps: MailDeps, today: string): Promise<Candidate[]> {
  // Confirmed bookings are the studio's open ones (an event done is completed): a small set, read daily.
  const bookings = deps.db.collection(COLLECTIONS.bookings);
  const [owing, upcoming] = await Promise.all([
    bookings.where('nextDueOn', '<=', addUtcDays(today, -REMINDER_OFFSETS.before)).get(),
    bookings.where('status', '==', 'confirmed').get(),
  ]);
  const seen = new Set<string>();
  return [...owing.docs, ...upcoming.docs.filter((doc) => doc.get('schedule') === undefined)].flatMap((snapshot) => {
    const booking = bookingSchema.safeParse(snapshot.data());
    if (seen.has(snapshot.id) || !booking.success || !OWING_STATUSES.includes(booking.data.status)) return [];
    seen.add(snapshot.id);
    return [{ snapshot, booking: booking.data }];
  });
}

export async function sendPaymentReminders(deps: MailDeps): Promise<ReminderRun> {
  const now = new Date(deps.now());
  const { config, payment } = await mailConfig(deps);
  // The sales tax too: the schedule the payments trigger derives carries it, and this run must derive the same one.
  const settings: ScheduleSettings = {
    balanceDueDays: config.studio.balanceDueDays,
    timeZone: config.studio.timeZone,
    salesTax: config.studio.salesTax,
  };
  const today = dayIn(settings.timeZone, now);
  const run: ReminderRun = { today, bookings: 0, derived: 0, sent: 0, failed: 0 };
  const found = await candidates(deps, today);
  run.bookings = found.length;

  async function remind({ snapshot, booking }: Candidate) {
    const plan = readPlan((await deps.db.collection(COLLECTIONS.paymentSchedules).doc(snapshot.id).get()).data());
    const changes = scheduleChanges(booking, { plan, settings }, now);
    let schedule = booking.schedule ?? [];
    if (changes) {
      // Only over the booking as read: a payment recorded meanwhile derived its own schedule, and wins.
      const written = await snapshot.ref.update(changes, { lastUpdateTime: snapshot.updateTime! }).then(
        () => true,
        () => false,
      );
      if (!written) return;
      run.derived += 1;
      schedule = changes.schedule;
    }
    const due = schedule.flatMap((instalment: Instalment) => {
      const kind = reminderDue(instalment, today);
      return kind ? [{ instalment, kind }] : [];
    });
    if (due.length === 0) return;
    const to = await accountAddress(deps.db, booking.userId);
    if (!to) return;
    const howToPay = paymentInstructions(config.studio, payment, booking.paymentMethod, snapshot.id);
    for (const { instalment, kind } of due) {
      const email = paymentReminderEmail({
        bookingId: snapshot.id,
        booking: { ...booking, email: to, schedule },
        instalment,
        kind,
        config,
        howToPay,
      });
      const delivery = await sendOnce(
        deps,
        reminderKey(snapshot.id, instalment.id, kind, instalment.dueOn!),
        `payment-reminder-${kind}`,
        email,
      );
      if (delivery === 'sent') run.sent += 1;
      if (delivery === 'failed') run.failed += 1;
    }
  }

  for (let i = 0; i < found.length; i += CONCURRENCY) await Promise.all(found.slice(i, i + CONCURRENCY).map(remind));
  deps.logger.info('Payment reminders run', run);
  return run;
}
