import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { Live } from '@/data/live';

type Props<T> = {
  /** The list it belongs to: "← All bookings". */
  back: { to: string; label: string };
  /** The live document; null when there is none with this id. */
  live: Live<T | null>;
  /** For the messages: "this booking", and when it is missing "a booking with the reference X". */
  what: string;
  missing: string;
  /** Once the document is read: its DetailHeader, then its sections (Panels). */
  children: (doc: T) => ReactNode;
  /** Sections that read on their own, shown even when the document cannot be (a customer's bookings). */
  sections?: ReactNode;
};

/**
 * The one shape of an admin detail page (a booking, a frame order, a customer, a post): a link
 * back to its list, a header with what it is, its status and actions, then its sections.
 */
export function DetailScreen<T>({ back, live, what, missing, children, sections }: Props<T>) {
  const doc = live.status === 'success' ? live.data : null;
  return (
    <div className="grid gap-6">
      <Link to={back.to} className="text-sm font-semibold text-ink-soft hover:text-ink">
        ← {back.label}
      </Link>
      {live.status === 'loading' && <Skeleton count={1} className="h-40" />}
      {live.status === 'error' && <LoadError what={what} />}
      {live.status === 'success' && !doc && <LoadError what={missing} />}
      {doc && children(doc)}
      {sections}
    </div>
  );
}

type HeaderProps = {
  title: ReactNode;
  /** Status badges above the title. */
  badges?: ReactNode;
  /** A quiet line under the title: reference, package, contact. */
  detail?: ReactNode;
  /** A picture or initial before the title. */
  media?: ReactNode;
  actions?: ReactNode;
};

/** The card that heads a detail page: badges, title, a detail line and the actions that apply. */
export function DetailHeader({ title, badges, detail, media, actions }: HeaderProps) {
  return (
    <header className="flex flex-col gap-4 rounded-3xl border border-sand bg-white p-5 sm:p-7 lg:flex-row lg:items-end lg:justify-between">
      <div className={cn('flex min-w-0 flex-col gap-4', media && 'sm:flex-row sm:items-center')}>
        {media}
        <div className="min-w-0">
          {badges && <div className="mb-3 flex flex-wrap items-center gap-2">{badges}</div>}
          <h2 className="text-3xl font-semibold text-ink sm:text-4xl">{title}</h2>
          {detail && <p className="mt-1 text-sm text-muted">{detail}</p>}
        </div>
      </div>
      {actions}
    </header>
  );
}
