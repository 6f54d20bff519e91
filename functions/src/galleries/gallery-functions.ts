import { getAuth } from 'firebase-admin/auth';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { hourIn } from '../../../common/days';
import { defaultApp, firestore } from '../lib/admin';
import { mailDeps } from '../lib/mail-deps';
import { SENDGRID_API_KEY } from '../lib/params';
import { objectStore } from '../lib/storage/object-store-for-env';
import { onUpdated, withMail } from '../lib/triggers';
import { authUidsByEmail, sendGalleryExpiryReminders } from './expiry-reminders';
import { galleryEvent } from './gallery-events';
import { galleryPhotoUrls as photoUrls } from './gallery-photo-urls';
import { galleryPublished } from './handle-gallery-published';
import { serveGalleryFile } from './serve-gallery-file';

// The client galleries' functions (docs/galleries.md). The two callables are reached through
// Hosting rewrites (/api/galleries/…), so the web app calls them with a plain fetch and the ID
// token, without bundling the Functions SDK.

export const galleryPhotoUrls = onCall({ memory: '256MiB', concurrency: 40 }, (request) =>
  photoUrls({ db: firestore(), store: objectStore(), now: Date.now }, request.auth?.token, request.data),
);

export const galleryEvents = onCall({ memory: '256MiB', secrets: [SENDGRID_API_KEY] }, (request) =>
  galleryEvent({ ...mailDeps(), store: objectStore() }, request.auth?.token, request.data),
);

export const onGalleryPublished = onUpdated(galleryPublished, withMail);

export const galleryFiles = onRequest({ memory: '256MiB', concurrency: 80 }, async (req, res) => {
  const answer = await serveGalleryFile(objectStore(), req.method, req.path, req.query as Record<string, unknown>, Date.now());
  res.status(answer.status).set(answer.headers);
  if (answer.body) answer.body.on('error', () => res.destroy()).pipe(res);
  else res.end(answer.text);
});

// Issue 38: the reminders before downloads close, hourly and acting at 09:00 in the studio's time
// zone (a setting, unknown at deploy), as the payment reminders do; the outbox keys make a second
// run that day send nothing. The Functions emulator runs no schedules: tests call the job.
export const galleryExpiryReminders = onSchedule({ schedule: 'every 1 hours', secrets: withMail.secrets }, async () => {
  const deps = withMail.deps();
  const { studio } = await deps.readStudio();
  if (hourIn(studio.timeZone, new Date(deps.now())) !== 9) return;
  await sendGalleryExpiryReminders({ ...deps, uidsByEmail: authUidsByEmail(getAuth(defaultApp())) });
});
