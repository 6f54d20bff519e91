import { useEffect, useState } from 'react';
import type { GalleryPhotoUrls } from '@common/schemas';
import { loadPhotoUrls } from './client-galleries';

/** The function answers at most this many photos per call (MAX_PHOTOS_PER_CALL in functions/src/galleries). */
const PHOTOS_PER_CALL = 120;
/**
 * The first call asks for fewer: the first screens of the grid (four columns of three rows on a
 * wide window, two screens ahead on a phone). Its answer also says whether downloads are open, which
 * the page waits for, and a page of 120 took the function and the browser several times as long.
 */
const FIRST_CALL = 24;
/** Asked again this long before the addresses expire, so an open page never shows a broken photo. */
const RENEW_BEFORE_MS = 5 * 60_000;

interface GalleryUrls {
  byPhoto: ReadonlyMap<string, GalleryPhotoUrls>;
  /** Whether the downloads are open: known from the first answer on (the server decides). */
  downloadsOpen: boolean;
  /** The first answer has come. */
  answered: boolean;
  error: string | null;
}

/**
 * The signed addresses of these photos, in the order given, asked page by page (each shown as it arrives, the first
 * page small), and again before they expire. They change once an hour (the function rounds the expiry), so the
 * browser's cache keeps the photos.
 */
export function useGalleryUrls(galleryId: string, photoIds: readonly string[]): GalleryUrls {
  const [state, setState] = useState<GalleryUrls>({ byPhoto: new Map(), downloadsOpen: false, answered: false, error: null });
  const key = photoIds.join(',');
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!key) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ids = key.split(',');
    (async () => {
      const byPhoto = new Map<string, GalleryPhotoUrls>();
      let open = false;
      let expiresAt = Infinity;
      for (let start = 0; start < ids.length;) {
        const size = start === 0 ? FIRST_CALL : PHOTOS_PER_CALL;
        const answer = await loadPhotoUrls(galleryId, ids.slice(start, start + size));
        start += size;
        answer.photos.forEach((urls) => byPhoto.set(urls.photoId, urls));
        open = answer.downloadsOpen;
        expiresAt = Math.min(expiresAt, Date.parse(answer.expiresAt));
        // Each page is shown as it comes: the first screen of a 300-photo gallery need not wait for the last page.
        if (!live) return;
        setState({ byPhoto: new Map(byPhoto), downloadsOpen: open, answered: true, error: null });
      }
      if (!live) return;
      timer = setTimeout(() => setRound((r) => r + 1), Math.max(60_000, expiresAt - Date.now() - RENEW_BEFORE_MS));
    })().catch((error: unknown) => {
      if (live) setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error) }));
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [galleryId, key, round]);
  return state;
}
