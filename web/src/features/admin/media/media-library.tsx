import { ADMIN_LISTS } from '@common/admin-lists';
import { ListToolbar } from '@/components/crud/list-toolbar';
import { Pager } from '@/components/crud/pager';
import { useListControls } from '@/components/crud/use-list-controls';
import { UploadZone } from '@/components/media/upload-zone';
import { usePhotoUploads } from '@/components/media/use-photo-uploads';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaLibrary, useMediaUsage } from '@/data/media';
import { ArchiveBackfill } from './archive-backfill';
import { ArchivedPhotos } from './archived-photos';
import { MediaCard } from './media-card';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Every uploaded photo: upload more, search, edit alt text, see where each is used, delete. */
export function MediaLibrary() {
  const controls = useListControls(ADMIN_LISTS.media);
  const list = useMediaLibrary(controls.params);
  const usage = useMediaUsage((list.live.data ?? []).map((photo) => photo.id));
  const uploads = usePhotoUploads();
  const searching = controls.params.typed.trim() !== '';
  return (
    <>
      <UploadZone uploads={uploads} title="Upload photos" className="mb-8" />
      <ListToolbar
        controls={controls}
        filterLabels={{}}
        sortLabels={{ newest: 'Newest first', name: 'File name' }}
        searchLabel="Search photos"
        searchHint="By file name or alt text."
      />
      <Loaded
        result={list.live}
        what="the media library"
        flag="owner"
        loading={<Skeleton count={4} className="h-72" />}
        empty={
          searching ? (
            <EmptyState title="No photo matches">Try another word, or clear the search.</EmptyState>
          ) : (
            <EmptyState title="No photos yet">Upload photos above; every image field can then pick them.</EmptyState>
          )
        }
      >
        {(photos) => (
          <ul className={GRID} aria-label="Photos">
            {photos.map((photo) => (
              <MediaCard key={photo.id} photo={photo} uses={usage.uses?.get(photo.id)} onChanged={usage.refresh} />
            ))}
          </ul>
        )}
      </Loaded>
      <Pager label="Media library" paging={list} />
      <ArchivedPhotos />
      <ArchiveBackfill />
    </>
  );
}
