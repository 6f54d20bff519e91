import { updateDoc, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { mediaAltSchema, mediaKeywords, mediaSchema, type Media } from '@common/schemas';
import { defineCollection } from './collection';
import { deleteLibraryPhoto } from './media-delete';
import { createPhotoUpload, type PhotoUpload, type UploadState } from './media-upload';
import { mediaUses, type MediaUse } from './media-usage';
import { useOwnerList } from './owner-list';
import { fetchAgain, useServerState, type Source } from './store';

// The media library (media/{id}): the upload function creates and deletes photos (media-upload.ts
// talks to it); here the owner lists and searches them and edits alt text, which is all
// firestore.rules lets a client change.

const media = defineCollection(COLLECTIONS.media, mediaSchema);

/** The library, newest first (or by file name), searched by file name and alt text. */
export const useMediaLibrary = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.media, media, params);

/** New alt text, with the search keywords made from it. */
async function setMediaAlt(db: Firestore, id: string, photo: Pick<Media, 'filename'>, alt: string): Promise<void> {
  const valid = mediaAltSchema.parse({ alt });
  await updateDoc(media.doc(db, id), { alt: valid.alt, keywords: mediaKeywords({ filename: photo.filename, alt: valid.alt }) });
}

/** The library's writes bound to the app's Firestore, for components (which never hold one). */
export function useMediaWrites() {
  const db = useFirestore();
  return useMemo(
    () => ({
      setAlt: (id: string, photo: Pick<Media, 'filename'>, alt: string) => setMediaAlt(db, id, photo, alt),
    }),
    [db],
  );
}

/** One photo's upload into the library, or into a client gallery's set, as the signed-in owner (media-upload.ts). */
export const startPhotoUpload = (
  file: File,
  onChange: (state: UploadState) => void,
  alt?: string,
  gallery?: { galleryId: string; set: string },
): PhotoUpload => createPhotoUpload(file, { onChange, alt, gallery });

/** Deletes a library photo; `force` also when pages still show it (the owner was asked). */
export const deletePhoto = (mediaId: string, force = false) => deleteLibraryPhoto(mediaId, { force });

/** Where these photos are used, as a source: entries rather than a Map, so the store can tell an answer changed. */
const usesSource = (db: Firestore, mediaIds: readonly string[]): Source<[string, MediaUse[]][]> => ({
  key: `media-uses/${mediaIds.join(',')}`,
  fetch: async () => {
    try {
      return { data: [...(await mediaUses(db, mediaIds))], invalid: [] };
    } catch (error) {
      // The cards then say nothing about use; the console says why.
      console.error('Reading where photos are used failed', error);
      throw error;
    }
  },
});

/**
 * Where each photo of a library page is used (path and title), asked again when the page changes
 * or after `refresh()`; undefined while the first answer is on its way.
 */
export function useMediaUsage(mediaIds: readonly string[]) {
  const db = useFirestore();
  const source = usesSource(db, mediaIds);
  const { data } = useServerState(source);
  const uses = useMemo(() => data && new Map(data), [data]);
  return { uses, refresh: () => void fetchAgain(source) };
}
