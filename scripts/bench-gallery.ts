// `npm run bench:gallery [-- --photos 300] [--first 100]`: a client gallery of generated JPEGs put through the real
// upload pipeline (the media API into a gallery set, in the Functions emulator, local bucket), then
// "download all" at 100 photos and at the full count: time to first byte, total time, ZIP bytes and
// the function's peak memory rise (its own "Gallery ZIP sent" log line), and the customer's gallery
// page at 375 px in Chromium: its LCP and the bytes it transferred (bench/gallery-page.ts). Asserts
// nothing: it prints.
// Runs inside the emulators (scripts/with-emulators.mjs); EMULATOR_PORT_OFFSET as everywhere.
import { randomUUID } from 'node:crypto';

import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { galleryZipApi, type ZipSize } from '@common/gallery-zip';
import { OWNER_EMAIL } from '@common/owner';
import { adminApp, emulatorHost, projectId } from '../functions/test/integration/support/emulators';
import { galleryDoc } from '../functions/test/integration/support/galleries';
import { openLogStream } from '../functions/test/integration/support/log-stream';
import { api, idTokenFor, sendParts } from '../functions/test/integration/support/media';
import { emulatorGoogleSub } from '@common/emulator-accounts';
import { galleryPageLines, measureGalleryPage, serveSiteForEmulators, type GallerySite } from './bench/gallery-page';
import { generatedJpeg } from './bench/generated-jpeg';
import { FUNCTIONS_REGION } from '../common/functions-region';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const TOTAL = arg('--photos', 300);
/** The first report, to set against the full count (100 against 300; `--first` for a quick run). */
const FIRST = Math.min(arg('--first', 100), TOTAL);
const MB = 1024 * 1024;
/** The gallery's customer: the same account for the API calls and the browser's emulator sign-in. */
const CUSTOMER_EMAIL = 'bench.gallery@example.com';

/** A 3000 × 2000 photograph, as a camera sends it. */
const photo = (seed: number) => generatedJpeg(seed, { width: 3000, height: 2000, quality: 90 });

async function upload(owner: string, galleryId: string, index: number): Promise<{ ms: number; bytes: number }> {
  const file = await photo(index);
  const started = performance.now();
  const set = index % 3 === 0 ? 'Portraits' : 'Ceremony';
  const filename = `DSC_${String(index + 1).padStart(4, '0')}.jpg`;
  const opened = await api(owner, 'POST', '/api/media/uploads', {
    filename,
    contentType: 'image/jpeg',
    bytes: file.length,
    gallery: { galleryId, set },
  });
  if (opened.status !== 201) throw new Error(`upload ${filename}: ${opened.status} ${JSON.stringify(opened.body)}`);
  const id = opened.body.id as string;
  await sendParts(
    owner,
    id,
    file,
    Array.from({ length: opened.body.parts as number }, (_, i) => i),
  );
  const done = await api(owner, 'POST', `/api/media/uploads/${id}/complete`, { galleryId });
  if (done.status !== 201) throw new Error(`complete ${filename}: ${done.status} ${JSON.stringify(done.body)}`);
  return { ms: performance.now() - started, bytes: file.length };
}

async function downloadAll(customer: string, galleryId: string, size: ZipSize, logs: Awaited<ReturnType<typeof openLogStream>>) {
  const base = `http://${await emulatorHost('functions')}/${projectId()}/${FUNCTIONS_REGION}/galleryZip`;
  const ticket = await fetch(base + galleryZipApi.tickets(galleryId), { method: 'POST', headers: { Authorization: `Bearer ${customer}` } });
  const { ticket: id } = (await ticket.json()) as { ticket: string };
  const rows = [];
  for (let part = 1; ; part++) {
    const started = performance.now();
    const response = await fetch(base + galleryZipApi.part(galleryId, part, size, id));
    if (response.status === 404) break;
    if (!response.ok || !response.body) throw new Error(`part ${part}: ${response.status} ${await response.text()}`);
    const ttfb = performance.now() - started;
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    const total = performance.now() - started;
    const line = await logs.waitFor(
      (b) =>
        b.data.user?.message === 'Gallery ZIP sent' &&
        b.data.user?.galleryId === galleryId &&
        b.data.user?.part === part &&
        b.data.user?.size === size &&
        b.timestamp >= Date.now() - total - 5000,
    );
    rows.push({ part, files: line.data.user?.files as number, bytes, ttfb, total, rise: line.data.user?.peakRssRiseBytes as number });
  }
  return rows;
}

async function main() {
  const app = adminApp();
  const db = getFirestore(app);
  const logs = await openLogStream(await emulatorHost('logging'));
  const [owner, customer] = await Promise.all([idTokenFor(OWNER_EMAIL), idTokenFor(CUSTOMER_EMAIL, emulatorGoogleSub(CUSTOMER_EMAIL))]);
  const customerUid = (JSON.parse(Buffer.from(customer.split('.')[1], 'base64url').toString()) as { user_id: string }).user_id;
  const galleryId = `bench${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const ref = db.collection(COLLECTIONS.clientGalleries).doc(galleryId);
  await ref.set(
    galleryDoc(customerUid, {
      title: 'Bench gallery',
      status: 'draft',
      publishedAt: null,
      downloads: { enabled: true, web: true, full: true },
    }),
  );
  // Built before the uploads start, so the build does not share the machine with them.
  console.log('Building the site for these emulators (web/dist-bench-gallery-<offset>)…');
  const site: GallerySite = await serveSiteForEmulators();
  console.log(
    `Gallery ${galleryId}: uploading ${TOTAL} generated 3000 × 2000 JPEGs through the media API, one after another (as the upload zone sends them)`,
  );

  const uploads: Array<{ ms: number; bytes: number }> = [];
  const report = async (count: number) => {
    await ref.update({ status: 'published', publishedAt: new Date() });
    const ms = uploads.map((u) => u.ms).sort((a, b) => a - b);
    const bytes = uploads.reduce((sum, u) => sum + u.bytes, 0);
    console.log(`\n${count} photos, ${(bytes / MB).toFixed(1)} MB of originals`);
    console.log(
      `  upload + processing per photo: mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(0)} ms, median ${ms[Math.floor(ms.length / 2)].toFixed(0)} ms, slowest ${ms.at(-1)!.toFixed(0)} ms`,
    );
    for (const size of ['web', 'full'] as const) {
      for (const row of await downloadAll(customer, galleryId, size, logs)) {
        console.log(
          `  download all (${size}) part ${row.part}: ${row.files} files, ${(row.bytes / MB).toFixed(1)} MB, TTFB ${row.ttfb.toFixed(0)} ms, ` +
            `total ${(row.total / 1000).toFixed(1)} s, peak memory rise of the function ${(row.rise / MB).toFixed(1)} MB`,
        );
      }
    }
    for (const line of galleryPageLines(count, await measureGalleryPage(site, galleryId, CUSTOMER_EMAIL, 3))) console.log(line);
  };
  for (let i = 0; i < TOTAL; i++) {
    uploads.push(await upload(owner, galleryId, i));
    if ((i + 1) % 25 === 0) console.log(`  ${i + 1} uploaded`);
    if (i + 1 === FIRST && FIRST < TOTAL) await report(FIRST);
  }
  await report(TOTAL);
  site.close();
  logs.close();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
