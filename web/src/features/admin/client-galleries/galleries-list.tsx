import { Link } from 'react-router-dom';
import { galleryEditorPath } from '@common/paths';
import { formatDate } from '@common/format';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { PublishedBadge } from '@/components/ui/status-badge';
import { useAllGalleries } from '@/data/client-galleries';

/** Every client gallery, newest first, each opening its editor. */
export function GalleriesList() {
  return (
    <Loaded
      result={useAllGalleries()}
      what="the galleries"
      flag="owner"
      empty={<EmptyState title="No client gallery yet">Create one for a booking, or for a walk-in customer.</EmptyState>}
    >
      {(galleries) => (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
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
  );
}
