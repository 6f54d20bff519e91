// The bench's photographs, kept between runs. Putting the 53 seed photos through the pipeline takes
// minutes (about 11 on a busy 2-core machine), and the emulators' Firestore starts empty every run
// while the local bucket folder stays. So after a seed the media documents and the pages' image refs
// are saved beside the bucket, and the next run restores them, once every variant they name is
// still in the bucket. Delete the bucket folder to make the photos again.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';

const fileIn = (bucketDir) => join(bucketDir, 'bench-photos.json');

/** Saves the library and which page shows which photo. */
export async function savePhotoSnapshot(db, bucketDir) {
  // Loaded here: this module is also imported by plain Node (bench.mjs), which cannot load TypeScript.
  const { IMAGE_FIELDS } = await import('@common/media');
  const media = (await db.collection('media').get()).docs.map((doc) => [
    doc.id,
    { ...doc.data(), createdAt: doc.get('createdAt').toDate() },
  ]);
  const pages = [];
  for (const [collection, field] of Object.entries(IMAGE_FIELDS)) {
    for (const doc of (await db.collection(collection).get()).docs) {
      if (doc.get(field)?.mediaId) pages.push([doc.ref.path, field, doc.get(field)]);
    }
  }
  writeFileSync(fileIn(bucketDir), JSON.stringify({ media, pages }));
}

/** Restores a saved library onto the freshly seeded pages; false when there is none or a file is missing. */
export async function restorePhotoSnapshot(db, bucketDir) {
  if (!existsSync(fileIn(bucketDir))) return false;
  const { media, pages } = JSON.parse(readFileSync(fileIn(bucketDir), 'utf8'));
  if (!media.length || !media.every(([, doc]) => doc.variants.every((v) => existsSync(join(bucketDir, v.path))))) return false;
  const batch = db.batch();
  for (const [id, doc] of media)
    batch.set(db.collection('media').doc(id), { ...doc, createdAt: Timestamp.fromDate(new Date(doc.createdAt)) });
  for (const [path, field, ref] of pages) batch.update(db.doc(path), { [field]: ref });
  await batch.commit();
  return true;
}
