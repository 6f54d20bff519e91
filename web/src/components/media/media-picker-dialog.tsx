import { useId } from 'react';
import { ADMIN_LISTS } from '@common/admin-lists';
import { imageRefFromMedia, type ImageRef } from '@common/schemas';
import { ListToolbar } from '@/components/crud/list-toolbar';
import { Pager } from '@/components/crud/pager';
import { useListControls } from '@/components/crud/use-list-controls';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { DialogToastSlot } from '@/components/ui/toast-slot';
import { useMediaLibrary } from '@/data/media';
import { MediaThumb } from './media-thumb';
import { UploadZone } from './upload-zone';
import { usePhotoUploads } from './use-photo-uploads';

type Props = {
  onClose: () => void;
  /** The chosen photo as the image ref a page stores; `alt` is the field's own when it has one. */
  onPick: (image: ImageRef) => void;
  alt: string;
};

/** An image field's photo: uploaded into the library here, or picked from it. */
export function MediaPickerDialog({ onClose, onPick, alt }: Props) {
  const titleId = useId();
  const controls = useListControls(ADMIN_LISTS.media);
  const list = useMediaLibrary(controls.params);
  const uploads = usePhotoUploads(({ mediaId, media }) => {
    onPick(imageRefFromMedia(mediaId, media, alt || media.alt));
    onClose();
  });
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      overlayClassName="flex items-end justify-center sm:items-center sm:p-6"
      panelClassName="flex max-h-[92vh] w-full flex-col overflow-hidden rounded-t-3xl bg-ivory shadow-2xl sm:max-w-4xl sm:rounded-3xl"
    >
      <header className="flex items-start justify-between gap-4 border-b border-sand px-5 py-4 sm:px-7">
        <h2 id={titleId} className="text-2xl font-semibold text-ink sm:text-3xl">
          Choose a photo
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </header>
      <DialogToastSlot className="px-5 pt-4 sm:px-7" />
      <div className="overflow-y-auto px-5 py-5 sm:px-7">
        <UploadZone uploads={uploads} title="Upload a new photo" single className="mb-6" />
        <ListToolbar
          controls={controls}
          filterLabels={{}}
          sortLabels={{ newest: 'Newest first', name: 'File name' }}
          searchLabel="Search the library"
        />
        <Loaded
          result={list.live}
          what="the media library"
          loading={<Skeleton count={2} className="h-40" />}
          empty={<EmptyState title="The library is empty">Upload a photo above.</EmptyState>}
        >
          {(photos) => (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Library photos">
              {photos.map((photo) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onPick(imageRefFromMedia(photo.id, photo, alt || photo.alt));
                      onClose();
                    }}
                    className="group block w-full rounded-2xl text-left focus-visible:ring-2 focus-visible:ring-champagne focus-visible:ring-offset-2 focus-visible:outline-none"
                  >
                    <MediaThumb photo={photo} sizes="(min-width: 1024px) 12rem, 45vw" />
                    <span className="mt-1.5 block truncate text-xs text-ink-soft group-hover:text-ink">
                      <span className="sr-only">Use </span>
                      {photo.filename}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
        <Pager label="Library" paging={list} />
      </div>
    </Dialog>
  );
}
