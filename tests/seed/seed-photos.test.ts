import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { galleryItemSchema, imageRefFromMedia, mediaSchema, studioSettingsSchema, type ImageRef } from '@common/schemas';
import { STUDIO_SETTINGS_ID } from '@common/settings-keys';
import { localObjectStore } from '../../functions/src/lib/storage/local-object-store';
import type { ObjectStore } from '../../functions/src/lib/storage/object-store';
import { GALLERY, imagePath, seed } from '../../scripts/seed';
import { SEED_PHOTO_LONG_EDGE, makeSeedPhoto, seedMediaId } from '../../scripts/seed/photos';
import { HERO_PHOTO_KEY, seedPhotos } from '../../scripts/seed/seed-photos';
import { clearFirestore } from '../../functions/test/support/clear-firestore';

// The seed's photographs through the real pipeline (storeMedia) into a local bucket and the
// Firestore emulator (emulators:exec sets FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT).

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-style-and-story';
const wipe = () => clearFirestore(projectId);
const logger = { info: () => {}, warn: () => {}, error: () => {} };

// A gallery photo and the one the owner will have changed before the second run.
const [first, second] = GALLERY.slice(0, 2);
const keyOf = (src: string) => src.replace(/^\/images\//, '').replace(/\.svg$/, '') as Parameters<typeof seedMediaId>[0];
const keys = [keyOf(first.data.image.src), keyOf(second.data.image.src)];

describe('seed photographs', () => {
  let app: App;
  let db: Firestore;
  let dir: string;
  let store: ObjectStore;

  beforeAll(async () => {
    app = initializeApp({ projectId }, `seed-photos-test-${Date.now()}`);
    db = getFirestore(app);
    dir = await mkdtemp(join(tmpdir(), 'seed-photos-'));
    store = localObjectStore(join(dir, 'bucket'));
    await wipe();
    await seed(db);
  });

  afterAll(async () => {
    await wipe();
    await deleteApp(app);
    await rm(dir, { recursive: true, force: true });
  });

  it('are camera-sized JPEGs with grain, made identically every time', async () => {
    const photo = await makeSeedPhoto(keys[0]);
    const meta = await sharp(photo).metadata();
    expect([meta.format, Math.max(meta.width!, meta.height!)]).toEqual(['jpeg', SEED_PHOTO_LONG_EDGE]);
    // Flat vector art at this size would be a few hundred kilobytes; grain makes it weigh like a photo.
    expect(photo.length).toBeGreaterThan(1_500_000);
    expect((await makeSeedPhoto(keys[0])).equals(photo)).toBe(true);
  }, 60_000);

  it('go through the pipeline into the library, and the seeded pages show them with srcset and placeholder', async () => {
    const summary = await seedPhotos(
      { db, store, archive: () => localObjectStore(join(dir, 'archive')), logger, cacheDir: join(dir, 'cache') },
      { keys },
    );
    expect(summary).toEqual({ made: 2, existing: 0, pages: 2 });
    const media = mediaSchema.parse((await db.collection(COLLECTIONS.media).doc(seedMediaId(keys[0])).get()).data());
    expect(Math.max(media.width, media.height)).toBe(SEED_PHOTO_LONG_EDGE);
    for (const variant of media.variants) expect(await store.exists(variant.path.slice(1)), variant.path).toBe(true);
    expect(await store.exists(media.originalPath)).toBe(true);
    const page = galleryItemSchema.parse((await db.collection(COLLECTIONS.gallery).doc(first.id).get()).data());
    expect(page.image).toMatchObject({ mediaId: seedMediaId(keys[0]), alt: first.data.image.alt, placeholder: media.placeholder });
    expect(page.image.srcset?.webp).toContain(`/media/${seedMediaId(keys[0])}/320w.webp 320w`);
  }, 120_000);

  it('make the hero a photograph and the home page show it (settings/studio), unless the owner chose one', async () => {
    const studio = db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID);
    const summary = await seedPhotos(
      { db, store, archive: () => localObjectStore(join(dir, 'archive')), logger, cacheDir: join(dir, 'cache') },
      { keys: [HERO_PHOTO_KEY] },
    );
    expect(summary).toEqual({ made: 1, existing: 0, pages: 1 });
    const settings = studioSettingsSchema.parse((await studio.get()).data());
    const media = mediaSchema.parse((await db.collection(COLLECTIONS.media).doc(seedMediaId(HERO_PHOTO_KEY)).get()).data());
    expect(settings.heroImage).toEqual(imageRefFromMedia(seedMediaId(HERO_PHOTO_KEY), media));
    expect(settings.heroImage?.srcset?.webp).toContain('640w.webp 640w');

    const ownersPick: ImageRef = { src: '/images/owner-hero.jpg', width: 1600, height: 900, alt: 'Ours' };
    await studio.update({ heroImage: ownersPick });
    const again = await seedPhotos(
      { db, store, archive: () => localObjectStore(join(dir, 'archive')), logger, cacheDir: join(dir, 'cache') },
      { keys: [HERO_PHOTO_KEY] },
    );
    expect(again).toEqual({ made: 0, existing: 1, pages: 0 });
    expect((await studio.get()).get('heroImage')).toEqual(ownersPick);
  }, 120_000);

  it('run again, make nothing twice and leave a page the owner changed alone', async () => {
    const ownersPick: ImageRef = { src: '/images/owner-pick.jpg', width: 10, height: 10, alt: 'Mine' };
    await db.collection(COLLECTIONS.gallery).doc(second.id).update({ image: ownersPick });
    await db.collection(COLLECTIONS.gallery).doc(first.id).update({ image: first.data.image });
    const summary = await seedPhotos(
      { db, store, archive: () => localObjectStore(join(dir, 'archive')), logger, cacheDir: join(dir, 'cache') },
      { keys },
    );
    expect(summary).toEqual({ made: 0, existing: 2, pages: 1 });
    expect((await db.collection(COLLECTIONS.gallery).doc(second.id).get()).get('image')).toEqual(ownersPick);
    expect(first.data.image.src).toBe(imagePath(keys[0]));
  }, 60_000);
});
