import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Media } from '@common/schemas';
import { startPhotoUpload } from '@/data/media';
import type { PhotoUpload, UploadState } from '@/data/media-upload';

type UploadedPhoto = { mediaId: string; media: Omit<Media, 'createdAt'>; file: File };

export type UploadItem = { key: string; file: File; upload: PhotoUpload; state: UploadState };

/** What happens with each photo once stored (a gallery entry, a field's value); a throw shows on its row. */
type OnUploaded = (photo: UploadedPhoto) => Promise<void> | void;

let nextKey = 0;

/**
 * A queue of photo uploads into the library (or, with `gallery`, into a client gallery's set), one file at a time (each is large, and the function
 * decodes one photo per request), each with its own state, cancel and retry.
 */
export function usePhotoUploads(onUploaded?: OnUploaded, gallery?: { galleryId: string; set: string }) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const onUploadedRef = useRef(onUploaded);
  // Files go where the gallery target said when they were added (the owner may switch sets meanwhile).
  const galleryRef = useRef(gallery);
  useLayoutEffect(() => {
    onUploadedRef.current = onUploaded;
    galleryRef.current = gallery;
  });

  const update = useCallback(
    (key: string, state: UploadState) => setItems((list) => list.map((item) => (item.key === key ? { ...item, state } : item))),
    [],
  );

  const run = useCallback(
    async (item: Pick<UploadItem, 'key' | 'file' | 'upload'>) => {
      const state = await item.upload.start();
      if (state.status !== 'done') return;
      try {
        await onUploadedRef.current?.({ mediaId: state.mediaId, media: state.media, file: item.file });
      } catch (error) {
        console.error(`After uploading ${item.file.name}`, error);
        const message = `${item.file.name} is in the media library, but adding it here failed. Pick it from the library to try again.`;
        update(item.key, { status: 'failed', message, canRetry: false });
      }
    },
    [update],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = `upload-${nextKey++}`;
        const upload = startPhotoUpload(file, (state) => update(key, state), undefined, galleryRef.current);
        setItems((list) => [...list, { key, file, upload, state: { status: 'waiting' } }]);
        queue.current = queue.current.then(() => run({ key, file, upload }));
      }
    },
    [run, update],
  );

  const retry = useCallback((item: UploadItem) => void run(item), [run]);
  const cancel = useCallback((item: UploadItem) => void item.upload.cancel(), []);
  const dismiss = useCallback((item: UploadItem) => setItems((list) => list.filter((other) => other.key !== item.key)), []);
  const clearFinished = useCallback(
    () => setItems((list) => list.filter((item) => !['done', 'cancelled'].includes(item.state.status))),
    [],
  );

  return { items, add, retry, cancel, dismiss, clearFinished };
}
export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
