import { imageRefFromMedia, LIMITS } from '@common/schemas';
import { UploadZone } from '@/components/media/upload-zone';
import { usePhotoUploads } from '@/components/media/use-photo-uploads';
import { useCatalogueWrites } from '@/data/catalogue-admin';
import { galleryWrites } from '@/data/gallery';

/** Where new uploads land until the owner files them (visitors can filter by it). */
const NEW_UPLOADS_CATEGORY = 'New uploads';

/**
 * "bride_and-groom.jpg" → "Bride and groom": a first title the owner then edits.
 * @internal Exported for its tests only.
 */
export function titleFromFilename(filename: string): string {
  const words = filename
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, LIMITS.name)
    .trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Photograph';
}

/** Many photos at once: each upload becomes a published gallery entry at the end of the gallery. */
export function GalleryUpload() {
  const writes = useCatalogueWrites(galleryWrites);
  const uploads = usePhotoUploads(async ({ mediaId, media, file }) => {
    const title = titleFromFilename(file.name);
    // One id per photo, taken before the write: a repeated save rewrites the same entry.
    const id = writes.newId();
    await writes.save(id, {
      title,
      category: NEW_UPLOADS_CATEGORY,
      image: imageRefFromMedia(mediaId, media, media.alt || title),
      featured: false,
      order: await writes.nextOrder(),
      published: true,
    });
  });
  return <UploadZone uploads={uploads} title="Upload photographs" className="mb-8" />;
}
