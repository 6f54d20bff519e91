import { onSchedule } from 'firebase-functions/v2/scheduler';
import { hourIn } from '../../../common/days';
import { withMail } from '../lib/triggers';
import { sendPaymentReminders as remind } from './payment-reminders';

/** The hour of the studio's day (its time zone, settings/studio) at which the reminders go out. */
const REMINDER_HOUR = 9;

// Hourly, acting at 09:00 in the studio's time zone, which is a setting (a deploy does not know
// it). A missed run is caught up by the next day's (common/payment-schedule.ts, reminderDue), and
// the outbox keys make a second run that day send nothing. The Functions emulator runs no
// schedules: tests call sendPaymentReminders with their own clock.
export const sendPaymentReminders = onSchedule({ schedule: 'every 1 hours', secrets: withMail.secrets }, async () => {
  const deps = withMail.deps();
  const { studio } = await deps.readStudio();
  if (hourIn(studio.timeZone, new Date(deps.now())) !== REMINDER_HOUR) return;
  await remind(deps);
});
