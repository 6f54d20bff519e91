import { EmptyState } from '../../components/ui/empty-state';
import { formatDate } from '../../lib/format';
import { Skeleton } from '../../components/ui/skeleton';
import { useOwnSoftCopies } from '../../data/soft-copies';
import { LoadError } from '../../components/ui/load-error';

/** The galleries the studio has delivered to this customer. */
export function MySoftCopies({ uid }: { uid: string }) {
  const copies = useOwnSoftCopies(uid);
  if (copies.status === 'loading') return <Skeleton count={1} className="h-32" />;
  if (copies.status === 'error') return <LoadError what="your photographs" />;
  if (copies.data.length === 0) {
    return (
      <EmptyState title="Your photographs will arrive here">
        <p>After your event we edit every image by hand and share the full-resolution gallery here — usually within three weeks.</p>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {copies.data.map((copy) => (
        <li key={copy.id} className="flex flex-col rounded-3xl border border-sand bg-white p-6 shadow-sm">
          <p className="text-xs text-muted">Shared {formatDate(copy.createdAt)}</p>
          <h3 className="mt-2 text-2xl font-semibold text-ink">{copy.title}</h3>
          {copy.message && <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-ink-soft">{copy.message}</p>}
          <a
            href={copy.link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-ivory transition hover:bg-ink-soft"
          >
            Download photos
            <span className="sr-only">: {copy.title} (opens in a new tab)</span>
            <span aria-hidden="true">↗</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
