import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { mediaApi } from '../../../common/media';
import { OWNER_EMAIL } from '../../../common/owner';
import { galleryPhotoSchema, type GalleryUrlsAnswer } from '../../../common/schemas/client-galleries';
import type { ObjectStore } from '../../src/lib/storage/object-store';
import { startCaptureServer, type CaptureServer, type CapturedRequest } from '../support/capture-server';
import { adminApp, captureServerPort, deleteApp, emulatorHost, eventually, getFirestore, projectId } from './support/emulators';
import { api, emulatorBucket, idTokenFor, sendParts, unverifiedIdTokenFor } from './support/media';
import { clientGalleryData } from '../../../common/client-gallery.test-data';
import { FUNCTIONS_REGION } from '../../../common/functions-region';

// Client galleries in the Functions emulator: photos uploaded into a gallery through the media
// API, the publish email, the signed addresses (refused to another customer, with nothing
// recorded), the first opening's single email, a download and the selection.

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let bucket: ObjectStore;
let capture: CaptureServer;
let owner: string;
let alice: string;
let bob: string;
let aliceUid: string;
const galleryId = `g${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const aliceEmail = `alice.${galleryId}@example.com`;

const uidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { user_id: string }).user_id;

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  bucket = emulatorBucket();
  capture = await startCaptureServer({ port: captureServerPort() });
  [owner, alice, bob] = await Promise.all([idTokenFor(OWNER_EMAIL), idTokenFor(aliceEmail), idTokenFor(`bob.${galleryId}@example.com`)]);
  aliceUid = uidOf(alice);
  await db
    .collection(COLLECTIONS.users)
    .doc(aliceUid)
    .set({ email: aliceEmail, name: 'Alice Liddell', phone: '', avatar: '', role: 'customer', createdAt: Timestamp.now() });
  await gallery().set({
    ...clientGalleryData(aliceUid, Timestamp.now()),
    title: 'Alice at the lake',
    status: 'draft',
    downloads: { enabled: true, web: true, full: true },
    publishedAt: null,
  });
});

afterAll(async () => {
  await capture?.close();
  if (app) await deleteApp(app);
});

const gallery = () => db.collection(COLLECTIONS.clientGalleries).doc(galleryId);
const activity = async () => (await gallery().collection(SUBCOLLECTIONS.galleryActivity).get()).docs.map((d) => d.data());
const mailsOfKind = (kind: string) =>
  capture.requests.filter((r: CapturedRequest) => r.body.custom_args?.documentId === galleryId && r.body.custom_args?.kind === kind);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

/** A callable as the site reaches it: POST {data} with the ID token. */
async function call(name: 'galleryPhotoUrls' | 'galleryEvents', token: string, data: unknown) {
  const response = await fetch(`http://${await emulatorHost('functions')}/${projectId()}/${FUNCTIONS_REGION}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { status: string; message: string } } };
}

/** A signed address of the local bucket, fetched through galleryFiles (the Hosting rewrite's target). */
async function fetchSigned(url: string) {
  return fetch(`http://${await emulatorHost('functions')}/${projectId()}/${FUNCTIONS_REGION}/galleryFiles${url}`);
}

const jpeg = (seed: number) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 40 + seed * 20, g: 90, b: 140 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function upload(token: string, filename: string, data: Buffer, set = 'Ceremony') {
  const started = await api(token, 'POST', mediaApi.uploads, {
    filename,
    contentType: 'image/jpeg',
    bytes: data.length,
    gallery: { galleryId, set },
  });
  if (started.status !== 201) return started;
  const id = started.body.id as string;
  await sendParts(token, id, data, [0]);
  return api(token, 'POST', mediaApi.complete(id), { galleryId });
}

describe('uploading into a gallery', () => {
  it('stores each photo whole under galleries/, and names a refused file while the batch goes on', async () => {
    const answers = [];
    answers.push(await upload(owner, 'lake-1.jpg', await jpeg(1)));
    answers.push(await upload(owner, 'broken.jpg', Buffer.from('not a photograph at all, only text')));
    answers.push(await upload(owner, 'lake-2.jpg', await jpeg(2), 'Portraits'));
    expect(answers.map((a) => a.status)).toEqual([201, 422, 201]);
    expect(answers[1].body.error).toMatch(/^broken\.jpg could not be used/);

    const photos = await gallery().collection(SUBCOLLECTIONS.galleryPhotos).orderBy('order').get();
    expect(photos.docs.map((d) => [d.get('fileName'), d.get('set')])).toEqual([
      ['lake-1.jpg', 'Ceremony'],
      ['lake-2.jpg', 'Portraits'],
    ]);
    for (const doc of photos.docs) {
      expect(galleryPhotoSchema.safeParse(doc.data()).success).toBe(true);
      const files = (await bucket.list(`galleries/${galleryId}/${doc.id}/`)).map((o) => o.path.split('/').pop());
      expect(files).toEqual(expect.arrayContaining(['original.jpg', 'web.jpg', '320w.webp', '320w.jpg', '1400w.webp']));
    }
    // The refused one left nothing: no photo document, no session.
    const sessions = await db.collection(SERVER_COLLECTIONS.mediaUploads).where('filename', '==', 'broken.jpg').get();
    expect(sessions.docs.filter((d) => d.get('gallery')?.galleryId === galleryId)).toEqual([]);
  }, 120_000); // three photos decoded and cut into variants, the first by a cold function instance

  it('refuses a set the gallery does not have, and a customer', async () => {
    const data = await jpeg(3);
    expect((await upload(owner, 'x.jpg', data, 'Reception')).status).toBe(400);
    expect((await upload(alice, 'x.jpg', data)).status).toBe(403);
  });
});

describe('a draft, then published', () => {
  it('is not available to its customer while a draft', async () => {
    const answer = await call('galleryPhotoUrls', alice, { galleryId });
    expect(answer.body.error?.status).toBe('PERMISSION_DENIED');
  });

  it('emails the customer once when published', async () => {
    await gallery().update({ status: 'published', publishedAt: FieldValue.serverTimestamp() });
    await eventually(async () => (mailsOfKind('gallery-published').length > 0 ? true : undefined), 'the publish email');
    await gallery().update({ title: 'Alice at the lake, the final edit' });
    await settle();
    const mails = mailsOfKind('gallery-published');
    expect(mails).toHaveLength(1);
    expect(mails[0].body.personalizations[0].to[0].email).toBe(aliceEmail);
  });
});

describe('signed addresses', () => {
  let answer: GalleryUrlsAnswer;

  it('gives the customer display addresses the gallery-files function serves', async () => {
    const result = await call('galleryPhotoUrls', alice, { galleryId });
    answer = result.body.result as GalleryUrlsAnswer;
    expect(answer.photos).toHaveLength(2);
    expect(answer.downloadsOpen).toBe(true);
    const first = answer.photos[0];
    const url = first.webpSrcset.split(', ')[0].split(' ')[0];
    const served = await fetchSigned(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('refuses an address with a changed path or signature', async () => {
    const url = answer.photos[0].src;
    expect((await fetchSigned(url.replace('/original.', '/web.').replace(/signature=[0-9a-f]{4}/, 'signature=0000'))).status).toBe(403);
    expect((await fetchSigned(url.replace(/1280w|960w|640w|320w/, '1400w'))).status).toBe(403);
  });

  it('refuses another customer, says why, and records nothing', async () => {
    const before = await activity();
    for (const [name, data] of [
      ['galleryPhotoUrls', { galleryId }],
      ['galleryEvents', { galleryId, kind: 'opened' }],
      ['galleryEvents', { galleryId, kind: 'download', photoId: answer.photos[0].photoId, size: 'web' }],
    ] as const) {
      const refused = await call(name, bob, data);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ status: 'PERMISSION_DENIED', message: 'This gallery is not available for your account.' });
    }
    expect(await activity()).toEqual(before);
  });
});

// docs/galleries.md, "Who sees a gallery": as for bookings, the gallery's own uid with an email not
// verified gets no addresses (so no photo, download or ZIP) and records nothing.
describe('an account whose email is not verified', () => {
  it('is refused its own published gallery, told to verify, and nothing is recorded', async () => {
    const email = `carol.${galleryId}@example.com`;
    const carol = await unverifiedIdTokenFor(email);
    const carolGallery = db.collection(COLLECTIONS.clientGalleries).doc(`${galleryId}-carol`);
    await db
      .collection(COLLECTIONS.users)
      .doc(uidOf(carol))
      .set({ email, name: 'Carol', phone: '', avatar: '', role: 'customer', createdAt: Timestamp.now() });
    await carolGallery.set({ ...clientGalleryData(uidOf(carol), Timestamp.now()), status: 'published', publishedAt: Timestamp.now() });
    for (const [name, data] of [
      ['galleryPhotoUrls', { galleryId: carolGallery.id }],
      ['galleryEvents', { galleryId: carolGallery.id, kind: 'opened' }],
    ] as const) {
      const refused = await call(name, carol, data);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        status: 'PERMISSION_DENIED',
        message: 'Verify your email address to see your gallery: follow the link we sent you, then sign in again.',
      });
    }
    expect((await carolGallery.collection(SUBCOLLECTIONS.galleryActivity).get()).size).toBe(0);
  });
});

describe('what the customer does', () => {
  it('records the first opening once and emails the owner once', async () => {
    const first = await call('galleryEvents', alice, { galleryId, kind: 'opened' });
    const again = await call('galleryEvents', alice, { galleryId, kind: 'opened' });
    expect([first.body.result, again.body.result]).toEqual([{ recorded: true }, { recorded: false }]);
    await settle();
    expect(mailsOfKind('gallery-opened')).toHaveLength(1);
    expect((await activity()).filter((a) => a.kind === 'opened')).toHaveLength(1);
  });

  it('records nothing when the owner looks', async () => {
    expect((await call('galleryEvents', owner, { galleryId, kind: 'opened' })).body.result).toEqual({ recorded: false });
  });

  it('mints a download address, records the download, and the file comes with its name', async () => {
    const photos = await gallery().collection(SUBCOLLECTIONS.galleryPhotos).orderBy('order').get();
    const photoId = photos.docs[0].id;
    const answer = await call('galleryEvents', alice, { galleryId, kind: 'download', photoId, size: 'full' });
    const { url, recorded } = answer.body.result as { url: string; recorded: boolean };
    expect(recorded).toBe(true);
    const file = await fetchSigned(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('filename="lake-1.jpg"');
    expect((await activity()).filter((a) => a.kind === 'downloaded').map((a) => a.photoId)).toEqual([photoId]);
  });

  it('sends the selection to the owner once, by file name', async () => {
    const photos = await gallery().collection(SUBCOLLECTIONS.galleryPhotos).orderBy('order').get();
    for (const doc of photos.docs) {
      await gallery().collection(SUBCOLLECTIONS.galleryFavourites).doc(doc.id).set({ userId: aliceUid, createdAt: Timestamp.now() });
    }
    const sent = await call('galleryEvents', alice, { galleryId, kind: 'selection' });
    const again = await call('galleryEvents', alice, { galleryId, kind: 'selection' });
    expect([sent.body.result, again.body.result]).toEqual([
      { recorded: true, count: 2 },
      { recorded: false, count: 2 },
    ]);
    await settle();
    const mails = mailsOfKind('gallery-selection');
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0].body.content)).toContain('lake-2.jpg');
  });

  it('refuses a reopen request while downloads are open', async () => {
    expect((await call('galleryEvents', alice, { galleryId, kind: 'reopen' })).body.error?.status).toBe('FAILED_PRECONDITION');
  });
});
