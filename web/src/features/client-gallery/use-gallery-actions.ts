import { useCallback, useEffect, useRef, useState } from 'react';
import { recordGalleryEvent, useFavouritesSaved, useToggleFavourite } from '@/data/client-galleries';
import { useToast } from '@/components/ui/toast';

/** Saves a file from a signed address under the name it carries (Content-Disposition). */
function save(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * What the customer does in their gallery: the first opening (recorded by the function, once),
 * favourites (their own documents), downloads (the address is minted, and the download recorded,
 * by the function) and sending the selection. Asking to reopen downloads is ReopenDownloadsButton's.
 */
export function useGalleryActions(galleryId: string, uid: string, galleryUserId: string) {
  const toast = useToast();
  const toggle = useToggleFavourite();
  const favouritesSaved = useFavouritesSaved();
  const [busy, setBusy] = useState<string | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    recordGalleryEvent(galleryId, { kind: 'opened' }).catch((error: unknown) =>
      console.warn('Could not record opening the gallery', error),
    );
  }, [galleryId]);

  const run = async (what: string, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(what);
    try {
      await action();
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  // The same function from render to render: every photo of the grid is given it (gallery-tile.tsx, memoized).
  const favourite = useCallback(
    (photoId: string, on: boolean) =>
      toggle(galleryId, photoId, uid, on, galleryUserId).catch((error: unknown) => {
        console.error('Favourite', error);
        toast('That favourite could not be saved: try again.', 'error');
      }),
    [toggle, galleryId, uid, galleryUserId, toast],
  );

  return {
    busy,
    favourite,
    download: (photoId: string, size: 'web' | 'full') =>
      run(`download-${photoId}-${size}`, async () => {
        const { url } = await recordGalleryEvent(galleryId, { kind: 'download', photoId, size });
        if (url) save(url);
      }),
    sendSelection: () =>
      run('selection', async () => {
        await favouritesSaved();
        const { recorded, count } = await recordGalleryEvent(galleryId, { kind: 'selection' });
        toast(recorded ? `Your ${count} favourites are with the studio.` : 'The studio already has this selection.', 'success');
      }),
  };
}
export type GalleryActions = ReturnType<typeof useGalleryActions>;
