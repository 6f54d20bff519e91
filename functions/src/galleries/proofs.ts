import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { VARIANT_CONTENT_TYPES } from '../../../common/media';
import type { ClientGallery, GalleryPhoto } from '../../../common/schemas/client-galleries';
import { WATERMARK_DOC, defaultWatermark, watermarkSettingsSchema, type WatermarkSettings } from '../../../common/schemas/watermark';
import type { ObjectStore } from '../lib/storage/object-store';
import { makeVariants, proofWidthsOf, type MadeVariant } from '../media/make-variants';
import { imageMark, nameMark, type Watermark } from '../media/watermark';
import { galleryRef, gallerySub } from './gallery-access';
import { galleryPaths } from './gallery-paths';

// Proofing galleries (issue 38, docs/galleries.md "Proofing"): their photos get watermarked preview
// variants (proofs) beside the clean ones when uploaded. Turning proofing off serves the clean ones
// again, with nothing re-uploaded; turning it on for photos already there, or changing the mark,
// makes the proofs from the stored originals (remakeProofs, from the gallery editor).

export interface ProofMark {
  watermark: Watermark;
  /** Names the mark's look: a photo whose proofMark differs has proofs of an older mark. */
  version: string;
}

interface ProofDeps {
  db: Firestore;
  store: ObjectStore;
}

type MarkSettings = Omit<WatermarkSettings, 'updatedAt'>;

/** The owner's watermark settings, or the default (the studio's name) before any are saved. */
async function watermarkSettings(db: Firestore): Promise<MarkSettings> {
  const [saved, studio] = await Promise.all([
    db.collection(COLLECTIONS.settings).doc(WATERMARK_DOC).get(),
    db.collection(COLLECTIONS.settings).doc('studio').get(),
  ]);
  const parsed = watermarkSettingsSchema.safeParse(saved.data());
  return parsed.success ? parsed.data : defaultWatermark(String(studio.get('name') ?? 'Style & Story'));
}

async function currentProofMark(deps: ProofDeps): Promise<ProofMark> {
  const settings = await watermarkSettings(deps.db);
  const mark =
    settings.mark === 'image' && settings.image
      ? await imageMark(await deps.store.read(settings.image.path))
      : await nameMark(settings.text);
  const version = createHash('sha256')
    .update(JSON.stringify([settings.mark, settings.text, settings.position, settings.opacity, settings.image?.sha256 ?? '']))
    .digest('hex')
    .slice(0, 16);
  return { watermark: { mark, position: settings.position, opacity: settings.opacity / 100 }, version };
}

/** The mark for a new photo of this gallery: null when it is not proofing. */
export async function proofMarkFor(deps: ProofDeps, galleryId: string): Promise<ProofMark | null> {
  const gallery = (await galleryRef(deps.db, galleryId).get()).data() as ClientGallery | undefined;
  return gallery?.proofing ? currentProofMark(deps) : null;
}

export const proofFiles = (galleryId: string, photoId: string, proofs: readonly MadeVariant[]) =>
  proofs.map((v) => ({
    path: galleryPaths.proof(galleryId, photoId, v.width, v.format === 'jpeg' ? 'jpeg' : 'webp'),
    data: v.data,
    contentType: VARIANT_CONTENT_TYPES[v.format],
  }));

/** Photos remade per call: each is decoded from its original, a second or so apiece. */
const PROOFS_PER_CALL = 20;

/**
 * Makes the proofs of the gallery's photos that have none of the current mark, from their stored
 * originals, up to PROOFS_PER_CALL; the editor calls again while `remaining` is above zero.
 */
export async function remakeProofs(deps: ProofDeps, galleryId: string): Promise<{ made: number; remaining: number }> {
  const mark = await currentProofMark(deps);
  const photos = gallerySub(deps.db, galleryId, 'galleryPhotos');
  const stale = (await photos.get()).docs.filter((d) => (d.data() as GalleryPhoto).proofMark !== mark.version);
  const now = stale.slice(0, PROOFS_PER_CALL);
  for (const doc of now) {
    const photo = doc.data() as GalleryPhoto;
    const original = await deps.store.read(galleryPaths.original(galleryId, doc.id, photo.contentType));
    const made = await makeVariants(original, { widths: proofWidthsOf(photo.variantWidths), watermark: mark.watermark });
    for (const file of proofFiles(galleryId, doc.id, made.proofs)) await deps.store.write(file.path, file.data, file.contentType);
    await doc.ref.update({ proofWidths: [...new Set(made.proofs.map((p) => p.width))].sort((a, b) => a - b), proofMark: mark.version });
  }
  return { made: now.length, remaining: stale.length - now.length };
}
