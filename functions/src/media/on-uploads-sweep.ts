import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sweepAbandonedUploads } from './abandoned-uploads';
import { mediaApiDeps } from './media-deps';

// Daily: the parts of uploads nobody finished or cancelled (the Functions emulator runs no schedules).
export const sweepUploads = onSchedule('every day 04:00', async () => {
  await sweepAbandonedUploads(mediaApiDeps());
});
