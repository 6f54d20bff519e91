import { Link } from 'react-router-dom';
import type { Booking, CalendarDay } from '@common/schemas';
import { Loaded } from '@/components/ui/loaded';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBookingsOnDay } from '@/data/bookings';
import { useTakenDays } from '@/data/calendar';
import type { WithId } from '@/data/collection';
import { combine, type ListResult } from '@/data/result';
import { formatDateTime, formatIsoDay } from '@common/format';
import { Panel } from '@/components/admin/panel';
import { bookingDetailPath } from '@common/paths';

type DayData = { requests: ListResult<Booking>; days: ListResult<CalendarDay> };

/** The live state of one booking's day: every request naming it, and its calendar document. */
export function useDayOf(booking: WithId<Booking>) {
  const requests = useBookingsOnDay(booking.eventDate);
  const days = useTakenDays(booking.eventDate, booking.eventDate);
  const open = (requests.data ?? []).filter((b) => b.id !== booking.id && (b.status === 'pending' || b.status === 'confirmed'));
  return { requests, days, clashes: open.length };
}

/** Who else wants this booking's day, and whether the studio has committed it: the clash, before confirming. */
export function SameDay({ booking, requests, days }: { booking: WithId<Booking> } & DayData) {
  return (
    <Panel title={formatIsoDay(booking.eventDate)}>
      <Loaded
        result={combine(requests, days)}
        what="the other requests for this day"
        loading={<p className="text-sm font-semibold text-muted">Checking the calendar…</p>}
        flag="owner"
      >
        {([all, [taken]]) => <DayState booking={booking} others={all.filter((b) => b.id !== booking.id)} taken={taken} />}
      </Loaded>
    </Panel>
  );
}

/** A day held for a signed contract until its deposit (docs/contracts.md): this booking's, or another's. */
function holdState(taken: CalendarDay, own: boolean) {
  const until = taken.holdUntil ? ` until ${formatDateTime(taken.holdUntil)}` : '';
  return own
    ? { text: `Held for this booking’s signed contract${until}: the deposit locks it.`, tone: 'text-champagne-deep' }
    : { text: `Held for another booking’s signed contract${until}.`, tone: 'text-danger' };
}

function DayState({ booking, others, taken }: { booking: WithId<Booking>; others: WithId<Booking>[]; taken?: WithId<CalendarDay> }) {
  const open = others.filter((b) => b.status === 'pending' || b.status === 'confirmed');
  const state = !taken
    ? { text: 'Free: nothing is confirmed on this day yet.', tone: 'text-sage-deep' }
    : taken.kind === 'blocked'
      ? { text: 'Blocked in the studio calendar.', tone: 'text-danger' }
      : taken.kind === 'hold'
        ? holdState(taken, taken.bookingId === booking.id)
        : taken.bookingId === booking.id
          ? { text: 'Held by this booking.', tone: 'text-sage-deep' }
          : { text: 'Taken by another confirmed booking.', tone: 'text-danger' };
  return (
    <>
      <p className={`text-sm font-semibold ${state.tone}`} aria-live="polite">
        {state.text}
      </p>
      {others.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No other request names this day.</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-ink-soft">Other requests for this day:</p>
          <ul className="mt-2 grid gap-2">
            {others.map((other) => (
              <li key={other.id} className="flex min-w-0 items-center justify-between gap-3 rounded-xl bg-ivory px-3 py-2 text-sm">
                <Link to={bookingDetailPath(other.id)} className="min-w-0 truncate font-medium text-ink hover:underline">
                  {other.name} · {other.packageName}
                </Link>
                <StatusBadge status={other.status} />
              </li>
            ))}
          </ul>
          {open.length > 0 && booking.status === 'pending' && (
            <p className="mt-3 text-xs text-muted">Only one request per day can be confirmed; decline the others once you have chosen.</p>
          )}
        </>
      )}
    </>
  );
}
