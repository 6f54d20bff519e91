import { Link } from 'react-router-dom';
import { galleryEditorPath } from '@common/paths';
import { formatDate } from '@common/format';
import { useFlaggedRows } from '@/components/crud/flagged-rows';
import { fieldRepair } from '@/components/crud/owner-list-declaration';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { PublishedBadge } from '@/components/ui/status-badge';
import { galleryRepairTarget, useAllGalleries } from '@/data/client-galleries';

// A gallery the schema refuses (a "downloads until" day stored before the rules knew the
// calendar) does not blank the list: it shows as a flagged card with the fields the owner may
// correct (OWNER_REPAIRS.clientGalleries). Galleries are never removed, so none is offered.
const GALLERY_REPAIR = fieldRepair({
  noun: 'gallery',
  target: galleryRepairTarget,
  labels: { title: 'Title', sets: 'Sets', expiresOn: 'Downloads until (YYYY-MM-DD)' },
});

/** Every client gallery, newest first, each opening its editor; one that does not read, flagged with its repair. */
export function GalleriesList() {
  const result = useAllGalleries();
  const { flagged, dialogs } = useFlaggedRows(result.invalid, GALLERY_REPAIR);
  return (
    <>
      <Loaded
        result={result}
        what="the galleries"
        empty={
          flagged.length ? undefined : (
            <EmptyState title="No client gallery yet">Create one for a booking, or for a walk-in customer.</EmptyState>
          )
        }
      >
        {(galleries) => (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {flagged.map((row) => (
              <li key={row.id} className="rounded-3xl border border-danger/40 bg-white p-5 shadow-sm md:col-span-2 xl:col-span-3">
                {row.content}
              </li>
            ))}
            {galleries.map((gallery) => (
              <li key={gallery.id}>
                <Link
                  to={galleryEditorPath(gallery.id)}
                  className="block rounded-3xl border border-sand bg-white p-5 shadow-sm transition hover:border-champagne-dark focus-visible:outline-2"
                >
                  <div className="flex items-start justify-between gap-3">
                    <p className="text-lg font-semibold text-ink">{gallery.title}</p>
                    <PublishedBadge published={gallery.status === 'published'} />
                  </div>
                  <p className="mt-2 text-sm text-muted">
                    {gallery.sets.join(' · ')}
                    <br />
                    Created {formatDate(gallery.createdAt)}
                    {gallery.expiresOn && ` · downloads until ${gallery.expiresOn}`}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      {dialogs}
    </>
  );
}
