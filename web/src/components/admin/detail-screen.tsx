import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { WithId } from '@/data/collection';
import type { DocResult, InvalidDocument } from '@/data/result';

type Props<T> = {
  /** The list it belongs to: "← All bookings". */
  back: { to: string; label: string };
  /** The live document; null when there is none with this id, or when it does not read (then in `invalid`). */
  live: DocResult<T>;
  /** For the messages: "this booking", and when it is missing "a booking with the reference X". */
  what: string;
  missing: string;
  /** Once the document is read: its DetailHeader, then its sections (Panels). */
  children: (doc: WithId<T>) => ReactNode;
  /** Sections that read on their own, shown even when the document cannot be (a customer's bookings). */
  sections?: ReactNode;
};

/**
 * The one shape of an admin detail page (a booking, a frame order, a customer, a post): a link
 * back to its list, a header with what it is, its status and actions, then its sections.
 */
export function DetailScreen<T>({ back, live, what, missing, children, sections }: Props<T>) {
  const doc = live.status === 'success' ? live.data : null;
  const unreadable = live.status === 'success' && !doc ? live.invalid[0] : undefined;
  return (
    <div className="grid gap-6">
      <Link to={back.to} className="text-sm font-semibold text-ink-soft hover:text-ink">
        ← {back.label}
      </Link>
      {live.status === 'loading' && <Skeleton count={1} className="h-40" />}
      {live.status === 'error' && <LoadError what={what} />}
      {unreadable && <Unreadable doc={unreadable} what={what} back={back} />}
      {live.status === 'success' && !doc && !unreadable && <LoadError what={missing} />}
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

/** The document exists but does not read: what is wrong, and where the owner can repair it. */
function Unreadable({ doc, what, back }: { doc: InvalidDocument; what: string; back: Props<unknown>['back'] }) {
  return (
    <section
      role="alert"
      className="rounded-3xl border border-rose/40 border-l-4 border-l-danger/60 bg-rose/5 p-5 text-sm text-ink-soft sm:p-7"
    >
      <h2 className="text-2xl font-semibold text-ink">{what.charAt(0).toUpperCase() + what.slice(1)} can’t be shown as it is</h2>
      <p className="mt-1">
        Ref. <span className="font-mono">{doc.id}</span>. Part of it is not valid:
      </p>
      <ul className="mt-2 grid gap-0.5">
        {doc.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p className="mt-3">
        <Link to={back.to} className="font-semibold text-ink underline underline-offset-4">
          {back.label}
        </Link>{' '}
        shows it as a flagged row, where you can repair or remove it.
      </p>
    </section>
  );
}
