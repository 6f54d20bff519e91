import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { blogSchema } from '@common/schemas';
import { BLOGS, isSeeded, seed, SEED_COLLECTIONS } from '../../scripts/seed';
import { clearFirestore } from '../../functions/test/support/clear-firestore';

// Runs against the Firestore emulator (emulators:exec sets FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT).

const host = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-style-and-story';

const wipe = () => clearFirestore(projectId, host);

async function counts(db: Firestore): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const { collection } of SEED_COLLECTIONS) out[collection] = (await db.collection(collection).count().get()).data().count;
  return out;
}

describe('seeding the Firestore emulator', () => {
  let app: App;
  let db: Firestore;

  beforeAll(async () => {
    expect(host, 'FIRESTORE_EMULATOR_HOST is not set: run under scripts/with-emulators.mjs').toBeTruthy();
    app = initializeApp({ projectId }, `seed-test-${Date.now()}`);
    db = getFirestore(app);
    await wipe();
  });

  afterAll(async () => {
    await wipe();
    await deleteApp(app);
  });

  it('reports an empty database as not seeded', async () => {
    await expect(isSeeded(db)).resolves.toBe(false);
  });

  it('writes every document once, and seeding again leaves the same counts', async () => {
    // Per collection: settings/studio and settings/policies are two entries of one collection.
    const expected: Record<string, number> = {};
    for (const { collection, docs } of SEED_COLLECTIONS) expected[collection] = (expected[collection] ?? 0) + docs.length;
    await expect(seed(db)).resolves.toEqual(expected);
    const afterFirst = await counts(db);
    expect(afterFirst).toEqual(expected);
    await seed(db);
    await expect(counts(db)).resolves.toEqual(afterFirst);
    await expect(isSeeded(db)).resolves.toBe(true);
  });

  it('restores a document edited after seeding (set without merge)', async () => {
    const ref = db.collection(COLLECTIONS.services).doc('wedding-photography');
    await ref.update({ title: 'Edited', extra: true });
    await seed(db);
    const data = (await ref.get()).data();
    expect(data?.title).toBe('Wedding Photography');
    expect(data).not.toHaveProperty('extra');
  });

  it('stores dates as Timestamps that read back through the schema', async () => {
    const snapshot = await db.collection(COLLECTIONS.blogs).doc(BLOGS[0].id).get();
    const parsed = blogSchema.parse(snapshot.data());
    expect(parsed.publishedAt).toBeInstanceOf(Date);
    expect(parsed.publishedAt?.toISOString()).toBe(BLOGS[0].data.publishedAt?.toISOString());
  });
});
