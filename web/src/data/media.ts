import { updateDoc, type Firestore } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { mediaAltSchema, mediaKeywords, mediaSchema, type Media } from '@common/schemas';
import { defineCollection } from './collection';
import { deleteLibraryPhoto } from './media-delete';
import { createPhotoUpload, type PhotoUpload, type UploadState } from './media-upload';
import { mediaUses, type MediaUse } from './media-usage';
import { useOwnerList } from './owner-list';

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

/**
 * Where each photo of a library page is used (path and title), asked again when the page changes
 * or after `refresh()`; undefined while the first answer is on its way.
 */
export function useMediaUsage(mediaIds: readonly string[]) {
  const db = useFirestore();
  const key = mediaIds.join(',');
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; uses: Map<string, MediaUse[]> }>();
  useEffect(() => {
    let current = true;
    mediaUses(db, key ? key.split(',') : [])
      .then((uses) => current && setAnswer({ key, uses }))
      .catch((error: unknown) => console.error('Reading where photos are used failed', error));
    return () => {
      current = false;
    };
  }, [db, key, round]);
  return { uses: answer?.key === key ? answer.uses : undefined, refresh: () => setRound((n) => n + 1) };
}
