import type { ClientGallery, GalleryPhoto } from '@common/schemas';
import { formatBytes } from '@common/format';
import { Picture } from '@/components/ui/picture';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useUpdateGallery, useUpdatePhoto } from '@/data/client-galleries';
import { useGalleryUrls } from '@/data/gallery-urls';
import { galleryImage } from '@/lib/gallery-image';
import { cn } from '@/lib/cn';

type Photo = WithId<GalleryPhoto>;
type Props = { gallery: WithId<ClientGallery>; photos: readonly Photo[]; favourites: ReadonlySet<string> };

const small = 'rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-sand transition hover:bg-linen disabled:opacity-40';

/** The owner's photos, set by set: move within the set, set the cover, hide or show, move to another set. */
export function OwnerPhotoGrid({ gallery, photos, favourites }: Props) {
  const urls = useGalleryUrls(
    gallery.id,
    photos.map((p) => p.id),
  );
  const updatePhoto = useUpdatePhoto();
  const updateGallery = useUpdateGallery();
  const toast = useToast();
  const fail = (error: unknown) => {
    console.error('Gallery photo change', error);
    toast('That change could not be saved: try again.', 'error');
  };
  // Swapping two order values moves a photo by one place: two writes, no renumbering of the rest.
  const swap = (a: Photo, b: Photo) =>
    Promise.all([updatePhoto(gallery.id, a.id, { order: b.order }), updatePhoto(gallery.id, b.id, { order: a.order })]).catch(fail);

  return (
    <div className="grid gap-8">
      {gallery.sets.map((set) => {
        const inSet = photos.filter((p) => p.set === set);
        return (
          <section key={set} aria-label={`Set ${set}`}>
            <h3 className="text-xl font-semibold text-ink">
              {set} <span className="text-sm font-normal text-muted">· {inSet.length} photos</span>
            </h3>
            {inSet.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No photos in this set yet.</p>
            ) : (
              <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
                {inSet.map((photo, i) => (
                  <li key={photo.id} className={cn('rounded-2xl border border-sand bg-white p-2', photo.hidden && 'opacity-60')}>
                    <Picture
                      image={galleryImage(photo, urls.byPhoto.get(photo.id), photo.fileName)}
                      sizes="(min-width: 1280px) 18vw, (min-width: 768px) 30vw, 45vw"
                      className="aspect-square w-full rounded-xl"
                    />
                    <p className="mt-2 truncate text-xs font-semibold text-ink" title={photo.fileName}>
                      {photo.fileName}
                    </p>
                    <p className="text-xs text-muted">
                      {photo.width} × {photo.height} · {formatBytes(photo.bytes)}
                      {favourites.has(photo.id) && ' · ♥ favourite'}
                      {gallery.coverPhotoId === photo.id && ' · cover'}
                      {photo.hidden && ' · hidden'}
                    </p>
                    <div className="mt-2 flex flex-wrap gap-1">
                      <button
                        type="button"
                        className={small}
                        disabled={i === 0}
                        onClick={() => void swap(photo, inSet[i - 1])}
                        aria-label={`Move ${photo.fileName} earlier`}
                      >
                        ←
                      </button>
                      <button
                        type="button"
                        className={small}
                        disabled={i === inSet.length - 1}
                        onClick={() => void swap(photo, inSet[i + 1])}
                        aria-label={`Move ${photo.fileName} later`}
                      >
                        →
                      </button>
                      <button
                        type="button"
                        className={small}
                        onClick={() => void updatePhoto(gallery.id, photo.id, { hidden: !photo.hidden }).catch(fail)}
                      >
                        {photo.hidden ? 'Show' : 'Hide'}
                        <span className="sr-only"> {photo.fileName}</span>
                      </button>
                      <button
                        type="button"
                        className={small}
                        disabled={gallery.coverPhotoId === photo.id}
                        onClick={() => void updateGallery(gallery.id, { coverPhotoId: photo.id }).catch(fail)}
                      >
                        Cover
                        <span className="sr-only"> {photo.fileName}</span>
                      </button>
                    </div>
                    {gallery.sets.length > 1 && (
                      <label className="mt-2 block text-xs text-muted">
                        <span className="sr-only">Set of {photo.fileName}</span>
                        <select
                          value={photo.set}
                          onChange={(e) => void updatePhoto(gallery.id, photo.id, { set: e.target.value }).catch(fail)}
                          className="w-full rounded-lg border border-sand bg-white px-2 py-1 text-xs"
                        >
                          {gallery.sets.map((s) => (
                            <option key={s}>{s}</option>
                          ))}
                        </select>
                      </label>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
