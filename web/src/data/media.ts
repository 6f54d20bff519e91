import { updateDoc, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import { mediaAltSchema, mediaKeywords, mediaSchema, type Media } from '@common/schemas';
import { defineCollection } from './collection';
import { mediaUsage } from './media-usage';
import { useOwnerList } from './owner-list';

// The media library (media/{id}): the upload function creates and deletes photos (web/src/lib/
// media-upload.ts talks to it); here the owner lists and searches them and edits alt text, which
// is all firestore.rules lets a client change.

export const media = defineCollection(COLLECTIONS.media, mediaSchema);

/** The library, newest first (or by file name), searched by file name and alt text. */
export const useMediaLibrary = (params: ListParams & { typed?: string }) => useOwnerList(ADMIN_LISTS.media, media, params);

/** New alt text, with the search keywords made from it. */
export async function setMediaAlt(db: Firestore, id: string, photo: Pick<Media, 'filename'>, alt: string): Promise<void> {
  const valid = mediaAltSchema.parse({ alt });
  await updateDoc(media.doc(db, id), { alt: valid.alt, keywords: mediaKeywords({ filename: photo.filename, alt: valid.alt }) });
}

/** The library's writes (and its usage read) bound to the app's Firestore, for components (which never hold one). */
export function useMediaWrites() {
  const db = useFirestore();
  return useMemo(
    () => ({
      setAlt: (id: string, photo: Pick<Media, 'filename'>, alt: string) => setMediaAlt(db, id, photo, alt),
      usage: (mediaIds: readonly string[]) => mediaUsage(db, mediaIds),
    }),
    [db],
  );
}
