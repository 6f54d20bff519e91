import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { galleryZipApi, type ZipSize } from '../../../common/gallery-zip';
import { addUtcDays, utcDay } from '../../../common/days';
import { OWNER_EMAIL } from '../../../common/owner';
import { deleteUnder, type ObjectStore } from '../../src/lib/storage/object-store';
import { adminApp, deleteApp, emulatorHost, getFirestore, projectId } from './support/emulators';
import { galleryDoc, photoId, seedGallery, type SeedPhoto } from './support/galleries';
import { openLogStream, type LogStream } from './support/log-stream';
import { emulatorBucket, idTokenFor } from './support/media';
import { FUNCTIONS_REGION } from '../../../common/functions-region';

// galleryZip in the Functions emulator, against the Firestore and Auth emulators and the local
// bucket folder: who gets a ticket and a part, what the ZIP holds, what is recorded, and that the
// function's memory stays flat as the gallery grows (its own "Gallery ZIP sent" log line).

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let bucket: ObjectStore;
let logs: LogStream;
let dir: string;
const tokens: Record<'owner' | 'customer' | 'other' | 'invitee', string> = { owner: '', customer: '', other: '', invitee: '' };
const INVITEE = 'cleo.zip@example.com';
let customerUid: string;
const seeded: string[] = [];

const uidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { user_id: string }).user_id;
const url = async (path: string) => `http://${await emulatorHost('functions')}/${projectId()}/${FUNCTIONS_REGION}/galleryZip${path}`;

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  bucket = emulatorBucket();
  logs = await openLogStream(await emulatorHost('logging'));
  dir = await mkdtemp(join(tmpdir(), 'gallery-zip-'));
  [tokens.owner, tokens.customer, tokens.other, tokens.invitee] = await Promise.all([
    idTokenFor(OWNER_EMAIL),
    idTokenFor('ana.zip@example.com'),
    idTokenFor('bob.zip@example.com'),
    // Signs in with a capitalised address: the invitation is kept in lower case.
    idTokenFor('Cleo.Zip@example.com'),
  ]);
  customerUid = uidOf(tokens.customer);
});

afterAll(async () => {
  await Promise.all(seeded.map((id) => deleteUnder(bucket, `galleries/${id}/`)));
  logs?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  if (app) await deleteApp(app);
});

async function gallery(over: Parameters<typeof galleryDoc>[1] = {}, photos: SeedPhoto[] = threePhotos): Promise<string> {
  const id = `zip${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  seeded.push(id);
  await seedGallery(db, bucket, id, galleryDoc(customerUid, over), photos);
  return id;
}

const threePhotos: SeedPhoto[] = [
  { fileName: 'Vows.jpg', set: 'Ceremony', webBytes: 40_000, bytes: 90_000 },
  { fileName: 'vows.JPG', set: 'Ceremony', webBytes: 30_000, bytes: 70_000 },
  { fileName: 'Ana.jpg', set: 'Portraits', webBytes: 20_000, bytes: 50_000 },
  { fileName: 'Outtake.jpg', set: 'Portraits', webBytes: 10_000, bytes: 20_000, hidden: true },
];

async function ticketFor(who: keyof typeof tokens | null, galleryId: string) {
  const headers: Record<string, string> = who ? { Authorization: `Bearer ${tokens[who]}` } : {};
  const response = await fetch(await url(galleryZipApi.tickets(galleryId)), { method: 'POST', headers });
  return { status: response.status, body: (await response.json()) as { ticket?: string; error?: string } };
}

const activityOf = async (galleryId: string) =>
  (await db.collection(COLLECTIONS.clientGalleries).doc(galleryId).collection(SUBCOLLECTIONS.galleryActivity).get()).docs.map((doc) =>
    doc.data(),
  );

/** Downloads a part to a file; the answer, its headers and the file. */
async function downloadPart(galleryId: string, ticket: string, part = 1, size: ZipSize = 'web') {
  const started = performance.now();
  const response = await fetch(await url(galleryZipApi.part(galleryId, part, size, ticket)));
  const ttfbMs = performance.now() - started;
  const file = join(dir, `${randomUUID()}.zip`);
  if (response.ok && response.body) await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
  const text = response.ok ? '' : await response.text();
  return { status: response.status, headers: response.headers, file, text, ttfbMs };
}

/** name → size of every entry, and whether all are stored uncompressed, from unzip's own listing. */
function listing(file: string): { entries: Record<string, number>; allStored: boolean } {
  execFileSync('unzip', ['-tq', file]);
  const lines = execFileSync('unzip', ['-v', file], { encoding: 'utf8' }).split('\n');
  const rows = lines.map((line) => /^\s*(\d+)\s+(\w+)\s+\d+\s+\d+%\s+\S+\s+\S+\s+[0-9a-f]{8}\s+(.+)$/.exec(line)).filter((m) => m !== null);
  return { entries: Object.fromEntries(rows.map((m) => [m[3], Number(m[1])])), allStored: rows.every((m) => m[2] === 'Stored') };
}

describe('who gets a download ticket', () => {
  it('gives one to the owner and to the gallery’s customer', async () => {
    const id = await gallery();
    expect((await ticketFor('owner', id)).status).toBe(201);
    const answer = await ticketFor('customer', id);
    expect(answer.status).toBe(201);
    expect(answer.body.ticket).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('refuses another customer with "not available for your account", and records nothing', async () => {
    const id = await gallery();
    const answer = await ticketFor('other', id);
    expect(answer).toEqual({ status: 403, body: { error: 'This gallery is not available for your account.' } });
    expect(await activityOf(id)).toEqual([]);
  });

  it('refuses anyone signed out', async () => {
    expect((await ticketFor(null, await gallery())).status).toBe(401);
  });

  it('refuses the customer a draft, closed downloads and downloads past their date; the owner still gets one', async () => {
    const yesterday = addUtcDays(utcDay(new Date()), -2);
    const draft = await gallery({ status: 'draft', publishedAt: null });
    const off = await gallery({ downloads: { enabled: false, web: true, full: true } });
    const expired = await gallery({ expiresOn: yesterday });
    expect(await ticketFor('customer', draft)).toEqual({ status: 403, body: { error: 'This gallery is not available for your account.' } });
    expect(await ticketFor('customer', off)).toEqual({ status: 403, body: { error: 'Downloads of this gallery are closed.' } });
    expect(await ticketFor('customer', expired)).toEqual({ status: 403, body: { error: 'Downloads of this gallery are closed.' } });
    for (const id of [draft, off, expired]) expect((await ticketFor('owner', id)).status).toBe(201);
  });
});

describe('downloading a part', () => {
  it('streams a valid ZIP of the visible photos in set folders, unique names, stored as they are, and records it once', async () => {
    const id = await gallery();
    const { ticket } = (await ticketFor('customer', id)).body;
    const first = await downloadPart(id, ticket!);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="Ana & Luis.zip"; filename*=UTF-8''Ana%20%26%20Luis.zip`);
    expect(listing(first.file)).toEqual({
      entries: { 'Ceremony/Vows.jpg': 40_000, 'Ceremony/vows (2).jpg': 30_000, 'Portraits/Ana.jpg': 20_000 },
      allStored: true,
    });
    // The browser retrying the same link: a second file, the same single record.
    expect((await downloadPart(id, ticket!)).status).toBe(200);
    const activity = await activityOf(id);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ kind: 'downloaded', userId: customerUid, photoId: null });
  });

  it('gives the owner full resolution even where customers get the web size, and records nothing', async () => {
    const id = await gallery();
    const { ticket } = (await ticketFor('owner', id)).body;
    const answer = await downloadPart(id, ticket!, 1, 'full');
    expect(answer.status, answer.text).toBe(200);
    expect(listing(answer.file).entries).toEqual({
      'Ceremony/Vows.jpg': 90_000,
      'Ceremony/vows (2).jpg': 70_000,
      'Portraits/Ana.jpg': 50_000,
    });
    expect(await activityOf(id)).toEqual([]);
  });

  it('refuses a size the gallery does not offer, a part that does not exist, and a lapsed or foreign ticket', async () => {
    const id = await gallery();
    const other = await gallery();
    const { ticket } = (await ticketFor('customer', id)).body;
    expect(await downloadPart(id, ticket!, 1, 'full')).toMatchObject({
      status: 403,
      text: 'Full-resolution downloads are not offered in this gallery.',
    });
    expect(await downloadPart(id, ticket!, 2)).toMatchObject({ status: 404, text: 'This gallery has 1 part to download.' });
    expect(await downloadPart(other, ticket!)).toMatchObject({ status: 401 });
    const lapsed = db.collection(SERVER_COLLECTIONS.galleryZipTickets).doc();
    await lapsed.set({ uid: customerUid, galleryId: id, viewer: 'customer', expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await downloadPart(id, lapsed.id)).toMatchObject({
      status: 401,
      text: 'This download link has expired: download again from your gallery.',
    });
    expect(await activityOf(id)).toEqual([]);
  });

  it('stops a ticket as soon as the owner unpublishes the gallery or closes its downloads', async () => {
    const id = await gallery();
    const { ticket } = (await ticketFor('customer', id)).body;
    const ref = db.collection(COLLECTIONS.clientGalleries).doc(id);
    await ref.update({ 'downloads.enabled': false });
    expect(await downloadPart(id, ticket!)).toMatchObject({ status: 403, text: 'Downloads of this gallery are closed.' });
    await ref.update({ 'downloads.enabled': true, status: 'draft' });
    expect(await downloadPart(id, ticket!)).toMatchObject({ status: 403, text: 'This gallery is not available for your account.' });
  });
});

describe('a person the customer invited (issue 38)', () => {
  const invite = (galleryId: string) =>
    db
      .collection(COLLECTIONS.clientGalleries)
      .doc(galleryId)
      .collection(SUBCOLLECTIONS.galleryInvites)
      .doc(INVITEE)
      .set({ email: INVITEE, invitedAt: Timestamp.now() });

  it('downloads all as the customer does, recorded under their own account, until the invitation is removed', async () => {
    const id = await gallery();
    expect(await ticketFor('invitee', id)).toEqual({ status: 403, body: { error: 'This gallery is not available for your account.' } });
    await invite(id);
    const { ticket } = (await ticketFor('invitee', id)).body;
    const part = await downloadPart(id, ticket!);
    expect(part.status, part.text).toBe(200);
    expect(Object.keys(listing(part.file).entries)).toEqual(['Ceremony/Vows.jpg', 'Ceremony/vows (2).jpg', 'Portraits/Ana.jpg']);
    expect(await activityOf(id)).toEqual([expect.objectContaining({ kind: 'downloaded', userId: uidOf(tokens.invitee), photoId: null })]);
    // The customer's rules hold for them too: no full resolution where the gallery offers none.
    expect(await downloadPart(id, ticket!, 1, 'full')).toMatchObject({ status: 403 });
    await db.collection(COLLECTIONS.clientGalleries).doc(id).collection(SUBCOLLECTIONS.galleryInvites).doc(INVITEE).delete();
    expect(await downloadPart(id, ticket!)).toMatchObject({ status: 403, text: 'This gallery is not available for your account.' });
  });

  it('gets, in a proofing gallery, only the photos whose clean files are the customer’s', async () => {
    const id = await gallery({ proofing: true, paidPhotoIds: [photoId(2)] });
    await invite(id);
    const { ticket } = (await ticketFor('invitee', id)).body;
    const part = await downloadPart(id, ticket!);
    expect(part.status, part.text).toBe(200);
    expect(Object.keys(listing(part.file).entries)).toEqual(['Portraits/Ana.jpg']);
  });
});

describe('memory while streaming', () => {
  const PHOTO_BYTES = 1_500_000;
  const sent = (galleryId: string) =>
    logs.waitFor((b) => b.data.user?.message === 'Gallery ZIP sent' && b.data.user?.galleryId === galleryId, 60_000);

  async function measure(count: number) {
    const photos = Array.from({ length: count }, (_, i) => ({
      fileName: `DSC_${i}.jpg`,
      set: i % 2 ? 'Portraits' : 'Ceremony',
      webBytes: PHOTO_BYTES,
    }));
    const id = await gallery({}, photos);
    const { ticket } = (await ticketFor('customer', id)).body;
    const answer = await downloadPart(id, ticket!);
    expect(answer.status, answer.text).toBe(200);
    const line = (await sent(id)).data.user as { files: number; bytes: number; peakRssRiseBytes: number };
    expect(line.files).toBe(count);
    expect((await stat(answer.file)).size).toBe(line.bytes);
    expect(Object.keys(listing(answer.file).entries)).toHaveLength(count);
    await rm(answer.file);
    await deleteUnder(bucket, `galleries/${id}/`);
    return line;
  }

  it('stays flat from 100 to 300 photos (150 MB to 450 MB of ZIP)', { timeout: 300_000 }, async () => {
    // An instance's first large stream grows its heap once (33 MB seen), whatever the size:
    // one download first, so the two measured ones compare like with like.
    await measure(100);
    const small = await measure(100);
    const large = await measure(300);
    const MB = 1024 * 1024;
    console.info(
      `galleryZip peak RSS rise: 100 photos ${(small.peakRssRiseBytes / MB).toFixed(1)} MB, 300 photos ${(large.peakRssRiseBytes / MB).toFixed(1)} MB`,
    );
    expect(large.bytes).toBeGreaterThan(300 * PHOTO_BYTES);
    // A ZIP held in memory would rise by its size (450 MB); streamed, by buffers only.
    expect(large.peakRssRiseBytes).toBeLessThan(64 * MB);
    expect(large.peakRssRiseBytes - small.peakRssRiseBytes).toBeLessThan(32 * MB);
  });
});

describe('a slow connection', () => {
  // In production the page links a part to the function's own address (web/src/data/client-galleries.ts):
  // Hosting would end a forwarded request after 60 s. The function itself must keep sending for as
  // long as the customer's connection needs: here a client that reads 2 MB a second, for over 60 s.
  const RATE = 2 * 1024 * 1024;
  const PHOTO_BYTES = 1_400_000;

  it('still receives the whole part at 2 MB/s, past 60 seconds', { timeout: 180_000 }, async () => {
    const photos = Array.from({ length: 95 }, (_, i) => ({ fileName: `slow_${i}.jpg`, set: 'Ceremony', webBytes: PHOTO_BYTES }));
    const id = await gallery({}, photos);
    const { ticket } = (await ticketFor('customer', id)).body;
    const started = performance.now();
    const response = await fetch(await url(galleryZipApi.part(id, 1, 'web', ticket!)));
    expect(response.status).toBe(200);
    const file = join(dir, `${randomUUID()}.zip`);
    const out = createWriteStream(file);
    let received = 0;
    // Reads no faster than RATE: TCP's flow control makes the function wait for the reader.
    for await (const chunk of Readable.fromWeb(response.body as never) as AsyncIterable<Buffer>) {
      received += chunk.length;
      out.write(chunk);
      const ahead = (received / RATE) * 1000 - (performance.now() - started);
      if (ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead));
    }
    await new Promise((resolve) => out.end(resolve));
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeGreaterThan(60);
    // unzip tests every entry's checksum and the central directory at the end: the part is whole.
    expect(Object.keys(listing(file).entries)).toHaveLength(95);
    await rm(file);
    await deleteUnder(bucket, `galleries/${id}/`);
  });
});
