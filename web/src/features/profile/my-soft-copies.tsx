import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SoftCopy } from '@common/schemas';
import { paths } from '@common/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import type { WithId } from '@/data/collection';
import { useOwnSoftCopies, useRecordSoftCopyOpened } from '@/data/soft-copies';
import { isoDay } from '@/lib/dates';
import { formatDate, formatIsoDay } from '@common/format';
import { hostOf } from '@/lib/links';

type Copy = WithId<SoftCopy>;

/** The galleries the studio has delivered to this customer, live: a new one appears without a reload. */
export function MySoftCopies({ uid }: { uid: string }) {
  const recordOpened = useRecordSoftCopyOpened();
  // Following a link records the first opening (the studio sees it); a failure only costs that.
  const opened = (copy: Copy) => () => {
    if (copy.openedAt || copy.status !== 'delivered') return;
    recordOpened(copy.id).catch((error: unknown) => console.warn('Could not record opening this delivery', error));
  };
  return (
    <Loaded
      result={useOwnSoftCopies(uid)}
      what="your photographs"
      loading={<Skeleton count={1} className="h-32" />}
      flag="customer"
      empty={
        <EmptyState title="Your photographs will arrive here">
          <p>After your event we edit every image by hand and share the full-resolution gallery here — usually within three weeks.</p>
        </EmptyState>
      }
    >
      {(copies) => (
        <ul className="grid gap-4 sm:grid-cols-2">
          {copies.map((copy) => (
            <SoftCopyCard key={copy.id} copy={copy} onOpen={opened(copy)} />
          ))}
        </ul>
      )}
    </Loaded>
  );
}

function SoftCopyCard({ copy, onOpen }: { copy: Copy; onOpen: () => void }) {
  const withdrawn = copy.status === 'withdrawn';
  return (
    <li className="flex flex-col rounded-3xl border border-sand bg-white p-6 shadow-sm">
      <p className="text-xs text-muted">
        Shared {formatDate(copy.createdAt)}
        {copy.bookingLabel && ` · ${copy.bookingLabel}`}
      </p>
      <h3 className="mt-2 text-2xl font-semibold text-ink">{copy.title}</h3>
      {withdrawn ? (
        <div role="note" className="mt-4 rounded-2xl bg-rose/10 px-4 py-3 text-sm text-ink-soft">
          <p className="font-semibold text-danger">Withdrawn{copy.withdrawnAt && ` on ${formatDate(copy.withdrawnAt)}`}</p>
          <p className="mt-1 whitespace-pre-line">{copy.withdrawnReason}</p>
          <p className="mt-2">
            Questions?{' '}
            <Link to={paths.contact} className="font-semibold text-ink underline underline-offset-4">
              Contact the studio
            </Link>
            .
          </p>
        </div>
      ) : (
        <>
          {copy.message && <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-ink-soft">{copy.message}</p>}
          <DeliveryLinks copy={copy} onOpen={onOpen} />
          {copy.history.length > 0 && <EarlierLinks copy={copy} />}
        </>
      )}
    </li>
  );
}

function DeliveryLinks({ copy, onOpen }: { copy: Copy; onOpen: () => void }) {
  const ended = copy.downloadUntil !== '' && copy.downloadUntil < isoDay(new Date());
  // Middle clicks open a tab too: both count as following the link.
  const follow = (event: MouseEvent) => event.button <= 1 && onOpen();
  return (
    <div className="mt-auto pt-5">
      <ul className="flex flex-wrap gap-2">
        {copy.links.map((link, i) => (
          <li key={link}>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={follow}
              onAuxClick={follow}
              className="inline-flex items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-ivory transition hover:bg-ink-soft"
            >
              {copy.links.length === 1 ? 'Download photos' : `Part ${i + 1} · ${hostOf(link)}`}
              <span className="sr-only">: {copy.title} (opens in a new tab)</span>
              <span aria-hidden="true">↗</span>
            </a>
          </li>
        ))}
      </ul>
      {copy.downloadUntil && (
        <p className={`mt-3 text-xs ${ended ? 'text-danger' : 'text-muted'}`}>
          {ended
            ? `The download period ended on ${formatIsoDay(copy.downloadUntil)}. Ask us and we'll open it again.`
            : `Available to download until ${formatIsoDay(copy.downloadUntil)}.`}
        </p>
      )}
    </div>
  );
}

/** Replaced links stay visible: when each set was shared, when and why it was replaced. */
function EarlierLinks({ copy }: { copy: Copy }) {
  const replacedAt = (i: number) => copy.history[i + 1]?.sharedAt ?? copy.linksUpdatedAt;
  return (
    <details className="mt-4 border-t border-sand pt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-ink-soft">
        Earlier links ({copy.history.length}) — replaced by the studio
      </summary>
      <ol className="mt-3 grid gap-3">
        {copy.history.map((entry, i) => (
          <li key={entry.sharedAt.getTime()} className="rounded-xl bg-linen/60 px-3 py-2">
            <p className="text-xs text-muted">
              Shared {formatDate(entry.sharedAt)}, replaced {formatDate(replacedAt(i))}
              {entry.note && ` — ${entry.note}`}
            </p>
            <ul className="mt-1">
              {entry.links.map((link) => (
                <li key={link} className="truncate">
                  <a href={link} target="_blank" rel="noopener noreferrer" className="text-ink underline underline-offset-4">
                    {hostOf(link)}
                    <span className="sr-only"> (earlier link, opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}
