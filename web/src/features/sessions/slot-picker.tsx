import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDay } from '@common/format';
import { sessionBookingPath } from '@common/paths';
import type { SessionType } from '@common/schemas/sessions';
import { freeSlots, horizonDay, takenFrom, timeIn, type Slot } from '@common/sessions';
import { dayIn } from '@common/days';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionAvailability } from '@/data/session-slots';
import { usePageClock, useVisitorZone } from './zones';

// The free times of one session type for the coming weeks, in the studio's zone, with the
// visitor's own times beside them when their browser is elsewhere. Choosing a time goes to the
// sign-in-and-confirm step; the claim function decides again, in its transaction.

const WEEK_DAYS = 7;

export function SlotPicker({ type, zone, move }: { type: SessionType; zone: string; move?: string }) {
  const now = usePageClock();
  const visitor = useVisitorZone();
  const today = now ? dayIn(zone, new Date(now)) : '';
  const last = now ? horizonDay(type, zone, now) : '';
  const { slots, days, busy } = useSessionAvailability(now ? { from: today, to: last } : null);
  const [weeks, setWeeks] = useState(2);
  if (!now || slots.status === 'loading' || days.status === 'loading' || busy.status === 'loading')
    return <Skeleton count={3} className="h-20 rounded-2xl" layout="grid gap-3" />;
  if (slots.status === 'error' || days.status === 'error')
    return <p className="text-red-700">The free times could not be loaded. Please reload the page.</p>;
  const taken = takenFrom(type.id, slots.data, days.data, busy.data?.[0]?.intervals ?? [], now);
  const free = freeSlots(type, zone, taken, now);
  const showUntil = new Date(Date.parse(`${today}T00:00:00Z`) + weeks * WEEK_DAYS * 86_400_000).toISOString().slice(0, 10);
  const shown = free.filter((slot) => slot.date < showUntil);
  const byDay = new Map<string, Slot[]>();
  for (const slot of shown) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);
  const otherZone = visitor && visitor !== zone ? visitor : null;
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted">
        Times are in the studio’s time zone, <span className="font-medium text-ink">{zone.replace(/_/g, ' ')}</span>
        {otherZone && <>; yours ({otherZone.replace(/_/g, ' ')}) are shown beneath each time</>}.
      </p>
      {byDay.size === 0 && (
        <p className="rounded-2xl bg-ivory px-4 py-6 text-center text-ink">
          {free.length ? 'No free times in these weeks.' : 'No free times right now. Please check back soon or contact the studio.'}
        </p>
      )}
      <ol className="grid gap-4">
        {[...byDay].map(([day, list]) => (
          <li key={day} className="rounded-2xl border border-sand bg-white p-4">
            <h3 className="font-semibold text-ink">{formatIsoDay(day)}</h3>
            <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
              {list.map((slot) => (
                <li key={slot.id}>
                  <Link
                    to={sessionBookingPath(type.id, new Date(slot.start).toISOString(), move)}
                    className="flex min-h-11 flex-col items-center justify-center rounded-xl border border-ink/20 px-2 py-2 text-center font-semibold tabular-nums text-ink transition hover:border-ink hover:bg-ink hover:text-ivory focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
                  >
                    <span>
                      <span className="sr-only">{formatIsoDay(day)} at </span>
                      {slot.time}
                    </span>
                    {otherZone && (
                      <span className="text-xs font-normal opacity-75">
                        <span className="sr-only"> (</span>
                        {timeIn(otherZone, slot.start, day)}
                        <span className="sr-only"> your time)</span>
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {free.length > shown.length && (
        <div>
          <Button variant="secondary" onClick={() => setWeeks(weeks + 2)}>
            Show two more weeks
          </Button>
        </div>
      )}
    </div>
  );
}
