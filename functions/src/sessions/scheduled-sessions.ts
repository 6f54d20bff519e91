import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { readCalendarNow } from './calendar-import';
import { withMail } from '../lib/triggers';
import { expireSessionHolds } from './claim-session';
import { sendSessionReminders } from './session-emails';

// Every 5 minutes: session holds past their 15 minutes free their slots (a claim on the same slot
// frees them too, so a stale hold never keeps a customer out). Every 30 minutes: the owner's own
// calendar is read again. The same sweep sends the day-before reminders and the follow-ups. The Functions emulator runs no schedules: tests call both directly.
export const sweepSessionHolds = onSchedule({ schedule: 'every 5 minutes', secrets: withMail.secrets }, async () => {
  const deps = withMail.deps();
  await expireSessionHolds(deps);
  await sendSessionReminders(deps);
});

export const readOwnerCalendar = onSchedule({ schedule: 'every 30 minutes', timeoutSeconds: 60 }, async () => {
  await readCalendarNow({ db: firestore(), logger, now: Date.now }, fetch);
});
