import { useState } from 'react';
import type { GalleryPhotoUrls } from '@common/schemas';
import { loadPhotoUrls } from './client-galleries';
import { useServerState, type Source } from './store';

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

const NONE: GalleryUrls = { byPhoto: new Map(), downloadsOpen: false, answered: false, error: null };

/**
 * The signed addresses of these photos as a live source of the store: asked page by page, in the
 * order given, each page answered as it arrives (the first page small), and asked again before they
 * expire. A failure keeps the addresses known and says why, so the photos on screen stay.
 */
function galleryUrlsSource(galleryId: string, ids: readonly string[], version: string): Source<GalleryUrls> {
  return {
    key: `gallery-urls/${galleryId}/${version ? `${version}/` : ''}${ids.join(',')}`,
    listen: (answer) => {
      let live = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let shown = NONE;
      const show = (urls: GalleryUrls) => {
        shown = urls;
        answer({ data: urls, invalid: [] });
      };
      const round = async () => {
        const byPhoto = new Map<string, GalleryPhotoUrls>();
        let expiresAt = Infinity;
        for (let start = 0; start < ids.length;) {
          const size = start === 0 ? FIRST_CALL : PHOTOS_PER_CALL;
          const page = await loadPhotoUrls(galleryId, ids.slice(start, start + size));
          start += size;
          page.photos.forEach((urls) => byPhoto.set(urls.photoId, urls));
          expiresAt = Math.min(expiresAt, Date.parse(page.expiresAt));
          // Each page is shown as it comes: the first screen of a 300-photo gallery need not wait for the last page.
          if (!live) return;
          show({ byPhoto: new Map(byPhoto), downloadsOpen: page.downloadsOpen, answered: true, error: null });
        }
        timer = setTimeout(run, Math.max(60_000, expiresAt - Date.now() - RENEW_BEFORE_MS));
      };
      const run = () =>
        void round().catch((error: unknown) => {
          if (live) show({ ...shown, error: error instanceof Error ? error.message : String(error) });
        });
      run();
      return () => {
        live = false;
        clearTimeout(timer);
      };
    },
  };
}

/**
 * The signed addresses of these photos (galleryUrlsSource). They change once an hour (the function
 * rounds the expiry), so the browser's cache keeps the photos. `version`: what the answer depends on
 * besides the photos (a gallery's downloads' date, its paid extras): a new one asks again at once.
 */
export function useGalleryUrls(galleryId: string, photoIds: readonly string[], version = ''): GalleryUrls {
  const { data } = useServerState(photoIds.length ? galleryUrlsSource(galleryId, photoIds, version) : null);
  // Other photos (one added, one hidden) are another question: until its first answer, the
  // addresses known so far stay on screen, and so they do when it fails.
  const [known, setKnown] = useState(NONE);
  if (data?.answered && data !== known) setKnown(data);
  if (data?.answered) return data;
  return data?.error ? { ...known, error: data.error } : known;
}
