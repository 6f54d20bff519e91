import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exifReader from 'exif-reader';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGalleryData } from '../../../common/client-gallery.test-data';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { galleryZipApi } from '../../../common/gallery-zip';
import { mediaApi } from '../../../common/media';
import { OWNER_EMAIL } from '../../../common/owner';
import { cleanStoredOriginals } from '../../src/galleries/clean-stored-originals';
import { galleryPaths } from '../../src/galleries/gallery-paths';
import { localObjectStore } from '../../src/lib/storage/local-object-store';
import { closeMetadataTool } from '../../src/media/clean-original';
import { adminApp, deleteApp, emulatorHost, getFirestore, projectId } from './support/emulators';
import { api, idTokenFor, sendParts } from './support/media';
import { FUNCTIONS_REGION } from '../../../common/functions-region';

// Issue 42: a customer's full-resolution download (one photo, or the "Download all" ZIP) is the
// stored original, and it must not carry where the photo was taken or the camera's serial numbers,
// while keeping the orientation, the colour profile, the copyright and the image data itself. Then
// the backfill that cleans originals stored before, on a local store.

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let dir: string;
let owner: string;
let customer: string;
const galleryId = `meta${randomUUID().replace(/-/g, '').slice(0, 16)}`;

const uidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { user_id: string }).user_id;
const functionUrl = async (name: string, path = '') =>
  `http://${await emulatorHost('functions')}/${projectId()}/${FUNCTIONS_REGION}/${name}${path}`;

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:aux="http://ns.adobe.com/exif/1.0/aux/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<exif:GPSLatitude>37,46.4990N</exif:GPSLatitude><exif:GPSLongitude>122,25.1667W</exif:GPSLongitude>
<aux:SerialNumber>XMP-SERIAL-4242</aux:SerialNumber>
<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">© Style &amp; Story, all rights reserved</rdf:li></rdf:Alt></dc:rights>
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A camera JPEG as it comes off a card: GPS, serial numbers, make and model, orientation, a wide-gamut profile, copyright. */
async function cameraJpeg(): Promise<Buffer> {
  const noise = Buffer.alloc(900 * 600 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width: 900, height: 600, channels: 3 } })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS R5', Copyright: 'Copyright 2026 Style & Story', Artist: 'Ana Reyes' },
      IFD2: { BodySerialNumber: '032021001234', LensSerialNumber: '9900112233', DateTimeOriginal: '2026:05:02 14:03:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 2994/100', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 1000/100' },
    })
    .withXmp(XMP)
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A JPEG's entropy-coded image data: from its first start-of-scan marker to the end. */
function scanData(jpeg: Buffer): Buffer {
  let at = 2;
  while (at < jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`not a JPEG segment at ${at}`);
    if (jpeg[at + 1] === 0xda) return jpeg.subarray(at);
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('no image data');
}

/** What a download carries, read by libvips and exif-reader (not by the tool that cleaned it). */
async function carried(file: Buffer) {
  const meta = await sharp(file).metadata();
  const exif = meta.exif ? exifReader(meta.exif) : undefined;
  const xmp = meta.xmp?.toString('utf8') ?? '';
  return { meta, exif, xmp };
}

let uploaded: Buffer;

async function expectCleaned(file: Buffer) {
  const { meta, exif, xmp } = await carried(file);
  // Gone: where, and which camera.
  expect(exif?.GPSInfo).toBeUndefined();
  expect(exif?.Photo?.BodySerialNumber).toBeUndefined();
  expect(exif?.Photo?.LensSerialNumber).toBeUndefined();
  expect(exif?.Image?.Make).toBeUndefined();
  expect(exif?.Image?.Model).toBeUndefined();
  expect(xmp).not.toMatch(/GPSLatitude|GPSLongitude|SerialNumber/);
  // Kept: how it is shown, its colours, whose it is, when it was taken, and its pixels.
  expect(meta.orientation).toBe(6);
  expect(meta.icc?.equals((await sharp(uploaded).metadata()).icc!)).toBe(true);
  expect(exif?.Image?.Copyright).toBe('Copyright 2026 Style & Story');
  expect(exif?.Image?.Artist).toBe('Ana Reyes');
  expect(exif?.Photo?.DateTimeOriginal).toBeInstanceOf(Date);
  expect(xmp).toContain('© Style &amp; Story, all rights reserved');
  expect([meta.width, meta.height]).toEqual([900, 600]);
  expect(scanData(file).equals(scanData(uploaded))).toBe(true);
}

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  dir = await mkdtemp(join(tmpdir(), 'original-metadata-'));
  [owner, customer] = await Promise.all([idTokenFor(OWNER_EMAIL), idTokenFor(`ana.${galleryId}@example.com`)]);
  uploaded = await cameraJpeg();
  // The fixture carries what the test says it does.
  const before = await carried(uploaded);
  expect(before.exif?.GPSInfo?.GPSLatitude).toBeDefined();
  expect(before.exif?.Photo?.BodySerialNumber).toBe('032021001234');
  expect(before.xmp).toContain('XMP-SERIAL-4242');
  await db
    .collection(COLLECTIONS.clientGalleries)
    .doc(galleryId)
    .set({ ...clientGalleryData(uidOf(customer), Timestamp.now()), downloads: { enabled: true, web: true, full: true } });
});

afterAll(async () => {
  await closeMetadataTool();
  if (dir) await rm(dir, { recursive: true, force: true });
  if (app) await deleteApp(app);
});

describe('a full-resolution download', () => {
  let photoId: string;

  it('is uploaded through the media API like any gallery photo', async () => {
    const started = await api(owner, 'POST', mediaApi.uploads, {
      filename: 'at-home.jpg',
      contentType: 'image/jpeg',
      bytes: uploaded.length,
      gallery: { galleryId, set: 'Ceremony' },
    });
    expect(started.status).toBe(201);
    photoId = started.body.id as string;
    await sendParts(owner, photoId, uploaded, [0]);
    expect((await api(owner, 'POST', mediaApi.complete(photoId), { galleryId })).status).toBe(201);
  }, 60_000);

  it('of one photo has no location or camera serials, and keeps orientation, profile, copyright and image data', async () => {
    const response = await fetch(await functionUrl('galleryEvents'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer}` },
      body: JSON.stringify({ data: { galleryId, kind: 'download', photoId, size: 'full' } }),
    });
    const { url } = ((await response.json()) as { result: { url: string } }).result;
    const file = Buffer.from(await (await fetch(await functionUrl('galleryFiles', url))).arrayBuffer());
    await expectCleaned(file);
    const stored = await db
      .collection(COLLECTIONS.clientGalleries)
      .doc(galleryId)
      .collection(SUBCOLLECTIONS.galleryPhotos)
      .doc(photoId)
      .get();
    expect(stored.get('bytes')).toBe(file.length);
  });

  it('in the "Download all" ZIP is the same clean file', async () => {
    const ticket = await fetch(await functionUrl('galleryZip', galleryZipApi.tickets(galleryId)), {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer}` },
    });
    const { ticket: id } = (await ticket.json()) as { ticket: string };
    const part = await fetch(await functionUrl('galleryZip', galleryZipApi.part(galleryId, 1, 'full', id)));
    expect(part.status).toBe(200);
    const zip = join(dir, 'part.zip');
    await writeFile(zip, Buffer.from(await part.arrayBuffer()));
    const entry = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n')[0];
    await expectCleaned(execFileSync('unzip', ['-p', zip, entry], { maxBuffer: 64 * 1024 * 1024 }));
  });
});

describe('the backfill of originals stored before', () => {
  const oldGallery = `old${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const oldPhoto = 'p1';
  const path = galleryPaths.original(oldGallery, oldPhoto, 'image/jpeg');
  const photos = () => db.collection(COLLECTIONS.clientGalleries).doc(oldGallery).collection(SUBCOLLECTIONS.galleryPhotos);

  it('lists what a dry run would remove and writes nothing, then cleans, then has nothing left to do', async () => {
    const store = localObjectStore(join(dir, 'bucket'));
    await store.write(path, uploaded, 'image/jpeg');
    await db.collection(COLLECTIONS.clientGalleries).doc(oldGallery).set(clientGalleryData('someone', Timestamp.now()));
    await photos()
      .doc(oldPhoto)
      .set({
        fileName: 'old.jpg',
        set: 'Ceremony',
        order: 0,
        hidden: false,
        width: 600,
        height: 900,
        contentType: 'image/jpeg',
        bytes: uploaded.length,
        webBytes: 1000,
        variantWidths: [320],
        placeholder: 'data:image/webp;base64,AAAA',
        createdAt: Timestamp.now(),
      });
    const only = (report: Awaited<ReturnType<typeof cleanStoredOriginals>>) => report.changed.filter((c) => c.path === path);

    const dry = await cleanStoredOriginals({ db, store }, { dryRun: true });
    expect(only(dry)).toHaveLength(1);
    expect(only(dry)[0].removed).toEqual(expect.arrayContaining(['GPS:GPSLatitude', 'ExifIFD:SerialNumber', 'IFD0:Make']));
    expect(only(dry)[0].removed.join(' ')).not.toMatch(/Copyright|Orientation/);
    expect((await store.read(path)).equals(uploaded)).toBe(true);

    const done = await cleanStoredOriginals({ db, store }, { dryRun: false });
    expect(only(done)).toHaveLength(1);
    const cleaned = await store.read(path);
    await expectCleaned(cleaned);
    expect((await photos().doc(oldPhoto).get()).get('bytes')).toBe(cleaned.length);

    const again = await cleanStoredOriginals({ db, store }, { dryRun: false });
    expect(only(again)).toEqual([]);
    expect((await store.read(path)).equals(cleaned)).toBe(true);
  }, 60_000);
});
