import { Link } from 'react-router-dom';
import { clientGalleryPath } from '@common/paths';
import { formatDate, formatIsoDay } from '@common/format';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnGalleries } from '@/data/client-galleries';

/** The customer's published galleries (a draft is invisible to them), newest first. */
export function MyGalleries({ uid }: { uid: string }) {
  return (
    <Loaded
      result={useOwnGalleries(uid)}
      what="your galleries"
      loading={<Skeleton count={1} className="h-24" />}
      flag="customer"
      empty={<p className="text-sm text-muted">When the studio publishes your gallery, it opens here.</p>}
    >
      {(galleries) => (
        <ul className="grid gap-4 sm:grid-cols-2">
          {[...galleries]
            .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
            .map((gallery) => (
              <li key={gallery.id} className="flex flex-col rounded-3xl border border-sand bg-white p-6 shadow-sm">
                <p className="text-xs text-muted">{gallery.publishedAt && `Published ${formatDate(gallery.publishedAt)}`}</p>
                <h3 className="mt-2 text-2xl font-semibold text-ink">{gallery.title}</h3>
                <p className="mt-1 text-sm text-ink-soft">
                  {gallery.sets.join(' · ')}
                  {gallery.expiresOn && ` · downloads until ${formatIsoDay(gallery.expiresOn)}`}
                </p>
                <Link to={clientGalleryPath(gallery.id)} className="btn btn-md btn-primary mt-4 self-start">
                  Open the gallery
                </Link>
              </li>
            ))}
        </ul>
      )}
    </Loaded>
  );
}
