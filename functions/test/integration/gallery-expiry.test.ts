import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { sendGalleryExpiryReminders } from '../../src/galleries/expiry-reminders';
import { createSendGridMailer } from '../../src/lib/mail';
import type { MailDeps } from '../../src/lib/mail-deps';
import { startCaptureServer, type CaptureServer } from '../support/capture-server';
import { DEMO_STUDIO_INPUT, TEST_PAYMENT, recordingLogger } from '../support/fakes';
import { galleryDoc } from './support/galleries';

// Issue 38: the reminders before a gallery's downloads close, run against the Firestore emulator
// with the real SendGrid client posting to a capture server, in a project of its own (no trigger
// fires) and with an injected clock: the days pass in the test. The studio is in Los Angeles.

const PROJECT = 'demo-gallery-expiry-test';
/** 10:00 in Los Angeles on `day`. */
const at = (day: string) => Date.parse(`${day}T17:00:00Z`);

let app: App;
let db: Firestore;
let capture: CaptureServer;
let clock = at('2027-03-01');

const deps = (): MailDeps => ({
  db,
  mailer: createSendGridMailer({ apiKey: 'SG.expiry-test', baseUrl: capture.url }),
  logger: recordingLogger(),
  now: () => clock,
  mailFrom: 'Style & Story <hello@styleandstory.studio>',
  ownerEmail: OWNER_EMAIL,
  site: 'https://styleandstory.studio',
  readStudio: async () => ({ studio: DEMO_STUDIO_INPUT, payment: TEST_PAYMENT }),
});

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT }, `expiry-${randomUUID()}`);
  db = getFirestore(app);
  capture = await startCaptureServer();
});

afterAll(async () => {
  await capture?.close();
  if (app) await deleteApp(app);
});

/** A published gallery of two shown photos whose downloads are open until `expiresOn`. */
async function gallery(expiresOn: string) {
  const id = `g-${randomUUID().slice(0, 8)}`;
  await db
    .collection(COLLECTIONS.users)
    .doc(`uid-${id}`)
    .set({ email: `${id}@example.com`, name: 'Ada' });
  const ref = db.collection(COLLECTIONS.clientGalleries).doc(id);
  await ref.set({
    ...galleryDoc(`uid-${id}`, { status: 'published', expiresOn }),
    createdAt: Timestamp.now(),
    publishedAt: Timestamp.now(),
  });
  for (const photo of ['p1', 'p2']) await ref.collection(SUBCOLLECTIONS.galleryPhotos).doc(photo).set({ hidden: false, order: 0 });
  return { id, ref };
}

const download = (ref: FirebaseFirestore.DocumentReference, photoId: string | null) =>
  ref.collection(SUBCOLLECTIONS.galleryActivity).add({ kind: 'downloaded', userId: 'x', photoId, fileNames: [], at: Timestamp.now() });

const run = async (day: string) => {
  clock = at(day);
  return sendGalleryExpiryReminders(deps());
};
const mailsTo = (id: string) =>
  capture.requests.filter((r) => r.status === 202 && r.body.custom_args?.documentId === id).map((r) => r.body.subject as string);

describe('reminders before downloads close', () => {
  it('are queued once each at 14, 7 and 1 days, only while something is left undownloaded', async () => {
    const open = await gallery('2027-03-31');
    const done = await gallery('2027-03-31');
    await Promise.all([download(done.ref, 'p1'), download(done.ref, 'p2')]);
    const zipped = await gallery('2027-03-31');
    await download(zipped.ref, null);

    // The days around each reminder (the day-by-day walk is the unit test's, common/gallery-expiry.test.ts),
    // some run twice (a retried run): three reminders, once each.
    for (const today of [
      '2027-03-17',
      '2027-03-18',
      '2027-03-18',
      '2027-03-19',
      '2027-03-25',
      '2027-03-26',
      '2027-03-31',
      '2027-03-31',
      '2027-04-01',
    ])
      await run(today);
    expect(mailsTo(open.id)).toEqual([
      '14 days left to download your photographs: Ana & Luis',
      '7 days left to download your photographs: Ana & Luis',
      'Today is the last day to download your photographs: Ana & Luis',
    ]);
    expect(mailsTo(done.id)).toEqual([]);
    expect(mailsTo(zipped.id)).toEqual([]);
    const keys = (await db.collection(SERVER_COLLECTIONS.mailOutbox).get()).docs.map((d) => d.id).filter((k) => k.includes(open.id));
    expect(keys.sort()).toEqual([1, 14, 7].map((n) => `gallery-expiry-${open.id}-2027-03-31-${n}`).sort());
  });

  it('stop once everything is downloaded, and send nothing for a closed, unpublished or download-less gallery', async () => {
    const open = await gallery('2027-07-31');
    await run('2027-07-18'); // 14 days left
    await Promise.all([download(open.ref, 'p1'), download(open.ref, 'p2')]);
    await run('2027-07-25'); // 7 days left, all downloaded
    expect(mailsTo(open.id)).toEqual(['14 days left to download your photographs: Ana & Luis']);

    const draft = await gallery('2027-07-31');
    await draft.ref.update({ status: 'draft' });
    const off = await gallery('2027-07-31');
    await off.ref.update({ downloads: { enabled: false, web: false, full: false } });
    await run('2027-07-31');
    await run('2027-08-01'); // closed
    expect([...mailsTo(draft.id), ...mailsTo(off.id)]).toEqual([]);
  });
});
