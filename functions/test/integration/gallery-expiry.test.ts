import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { getAuth } from 'firebase-admin/auth';
import { authUidsByEmail, sendGalleryExpiryReminders, type ExpiryDeps } from '../../src/galleries/expiry-reminders';
import { recipients } from '../support/capture-server';
import { galleryDoc } from './support/galleries';
import { mailProject } from './support/mail-project';

// Issue 38: the reminders before a gallery's downloads close, run against the Firestore emulator
// with the real SendGrid client posting to a capture server, in a project of its own (no trigger
// fires) and with an injected clock: the days pass in the test. The studio is in Los Angeles.
// Invited people's accounts are found in the Auth emulator, as in production.

/** 10:00 in Los Angeles on `day`. */
const at = (day: string) => Date.parse(`${day}T17:00:00Z`);

const mail = mailProject('gallery-expiry', at('2027-03-01'));
const { db } = mail;
const deps = (): ExpiryDeps => ({ ...mail.deps(), uidsByEmail: authUidsByEmail(getAuth(mail.app)) });

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

const download = (ref: FirebaseFirestore.DocumentReference, photoId: string | null, userId = `uid-${ref.id}`) =>
  ref.collection(SUBCOLLECTIONS.galleryActivity).add({ kind: 'downloaded', userId, photoId, fileNames: [], at: Timestamp.now() });

const run = async (day: string) => {
  mail.clock = at(day);
  return sendGalleryExpiryReminders(deps());
};
const mailsTo = (id: string, to?: string) =>
  mail.capture.requests
    .filter((r) => r.status === 202 && r.body.custom_args?.documentId === id)
    .filter((r) => !to || recipients(r).includes(to))
    .map((r) => r.body.subject as string);

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

  it('go to each invited person too, once each under their own key, while they have something left to download', async () => {
    const family = await gallery('2027-10-31');
    const invite = (email: string) =>
      family.ref.collection(SUBCOLLECTIONS.galleryInvites).doc(email).set({ email, invitedAt: Timestamp.now() });
    const aunt = `aunt.${family.id}@example.com`;
    const uncle = `uncle.${family.id}@example.com`; // invited, never signed in: no account
    await Promise.all([invite(aunt), invite(uncle)]);
    const auntUid = (await getAuth(mail.app).createUser({ email: aunt, emailVerified: true })).uid;
    await db.collection(COLLECTIONS.users).doc(auntUid).set({ email: aunt, name: 'Aunt May' });
    // The customer downloads everything: their reminders stop, nobody else's.
    await download(family.ref, null);

    await run('2027-10-18'); // 14 days left
    await run('2027-10-18'); // a retried run
    // The aunt downloads both photos, one by one, in her own name.
    await Promise.all([download(family.ref, 'p1', auntUid), download(family.ref, 'p2', auntUid)]);
    await run('2027-10-25'); // 7 days left
    const subject = (days: number) => `${days} days left to download your photographs: Ana & Luis`;
    expect(mailsTo(family.id, `${family.id}@example.com`)).toEqual([]);
    expect(mailsTo(family.id, aunt)).toEqual([subject(14)]);
    expect(mailsTo(family.id, uncle)).toEqual([subject(14), subject(7)]);
    const keys = (await db.collection(SERVER_COLLECTIONS.mailOutbox).get()).docs.map((d) => d.id).filter((k) => k.includes(family.id));
    expect(keys.sort()).toEqual(
      [`14-${aunt}`, `14-${uncle}`, `7-${uncle}`].map((end) => `gallery-expiry-${family.id}-2027-10-31-${end}`).sort(),
    );
  });
});
