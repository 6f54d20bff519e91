import { onSchedule } from 'firebase-functions/v2/scheduler';
import { retryDue } from '../lib/outbox';
import { withMail } from '../lib/triggers';
import { sendDueDigest } from './owner-digest';

// The clock behind the owner's digest and the outbox retries, so the last message of a quiet day
// still reaches the owner. The triggers do the same work opportunistically (the Functions emulator
// runs no schedules); slots are aligned to :00, :15, :30, :45.
export const sendOwnerDigests = onSchedule({ schedule: 'every 15 minutes', secrets: withMail.secrets }, async () => {
  const deps = withMail.deps();
  await sendDueDigest(deps);
  await retryDue(deps, 50);
});
