import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { addUtcDays, dayIn } from '@common/days';
import { formatIsoDayShort, formatTimeIn } from '@common/format';
import { bookingDetailPath } from '@common/paths';
import type { BusyState } from '@common/schemas/leads';
import type { SessionType } from '@common/schemas/sessions';
import { generateSlots, instantOf, slotRefusal, takenFrom, type Slot } from '@common/sessions';
import { studioLocale } from '@common/studio-locale';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { usePublicSessionTypes, useSessionAvailability } from '@/data/session-slots';
import { useBookingsBetween } from '@/data/bookings';
import { useSessionsBetween, type OwnSession } from '@/data/sessions';
import { cn } from '@/lib/cn';
import { SessionSlips } from './session-slips';

// The studio calendar's week (docs/sessions.md), on Admin → Bookings → Calendar (Week) and on
// Admin → Sessions: for each day of the week in the studio's zone, the whole-day entries (a
// booking, a contract's hold, a blocked day) with the bookings and requests of that day, the
// owner's busy times from her own calendar, the sessions booked and held, and the times still
// free; above them, the sessions' transfer slips waiting for her. On a phone the days stack.

const DAY_MS = 86_400_000;

/** The Monday of the week of `day` (studio days, YYYY-MM-DD). */
const mondayOf = (day: string) => addUtcDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

type Entry =
  | { kind: 'session'; at: number; time: string; session: OwnSession }
  | { kind: 'free'; at: number; time: string; slot: Slot; type: SessionType }
  | { kind: 'busy'; at: number; time: string; until: string };

/** The week around `startDay` (default: this week). */
export function WeekView({ startDay }: { startDay?: string }) {
  const zone = studioLocale().timeZone;
  const today = dayIn(zone, new Date());
  const [monday, setMonday] = useState(() => mondayOf(startDay ?? today));
  // The moment the screen opened: what is free is judged then (a held slot shows as held until a reload).
  const [now] = useState(() => Date.now());
  const sunday = addUtcDays(monday, 6);
  const start = useMemo(() => new Date(instantOf(zone, monday, 0) ?? Date.parse(`${monday}T00:00:00Z`)), [zone, monday]);
  const end = useMemo(() => new Date(start.getTime() + 7 * DAY_MS + 2 * 3_600_000), [start]);
  const sessions = useSessionsBetween(start, end);
  const types = usePublicSessionTypes();
  const { slots, days, busy } = useSessionAvailability({ from: monday, to: sunday });
  const requests = useBookingsBetween(monday, sunday);
  const week = Array.from({ length: 7 }, (_, i) => addUtcDays(monday, i));
  return (
    <section aria-label="Week" className="grid gap-4">
      <SessionSlips />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-ink">
          Week of {formatIsoDayShort(monday)} – {formatIsoDayShort(sunday)}
        </h2>
        <div className="flex flex-wrap gap-2 [&>button]:whitespace-nowrap">
          <Button variant="secondary" size="sm" onClick={() => setMonday(addUtcDays(monday, -7))}>
            ← Previous week
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setMonday(mondayOf(today))}>
            This week
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setMonday(addUtcDays(monday, 7))}>
            Next week →
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted">Times in the studio’s time zone ({zone}).</p>
      <Loaded result={sessions} what="the week’s sessions">
        {(booked) => {
          const typeList = types.data ?? [];
          const busyDays = days.data ?? new Map<string, BusyState>();
          const busyList = busy.data?.[0]?.intervals ?? [];
          return (
            <ol className="grid gap-3 lg:grid-cols-7">
              {week.map((day) => {
                const state = busyDays.get(day);
                const whole = state === 'sessions' ? undefined : state;
                const dayBookings = (requests.data ?? []).filter(
                  (b) => b.eventDate === day && (b.status === 'pending' || b.status === 'confirmed'),
                );
                const entries: Entry[] = [];
                for (const session of booked)
                  if (session.date === day && (session.state === 'booked' || session.state === 'held'))
                    entries.push({ kind: 'session', at: session.start.getTime(), time: session.time, session });
                for (const type of typeList) {
                  const taken = takenFrom(type.id, slots.data ?? [], busyDays, busyList, now);
                  for (const slot of generateSlots(type, zone, day, day))
                    if (!slotRefusal(type, slot, taken, now) && !entries.some((e) => e.kind === 'session' && e.session.slotId === slot.id))
                      entries.push({ kind: 'free', at: slot.start, time: slot.time, slot, type });
                }
                for (const b of busyList)
                  if (dayIn(zone, b.start) === day)
                    entries.push({ kind: 'busy', at: b.start.getTime(), time: clock(zone, b.start), until: clock(zone, b.end) });
                entries.sort((a, b) => a.at - b.at);
                return (
                  <li key={day} className={cn('min-w-0 rounded-2xl border bg-white p-3', day === today ? 'border-ink' : 'border-sand')}>
                    <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{formatIsoDayShort(day)}</h3>
                    {whole && (
                      <p className="mt-2 rounded-xl bg-ink/80 px-2 py-1 text-sm text-ivory">
                        {whole === 'blocked' ? 'Blocked' : whole === 'held' ? 'Held for a signed contract' : 'Whole-day booking'}
                      </p>
                    )}
                    {dayBookings.length > 0 && (
                      <ul className="mt-2 grid grid-cols-1 gap-1" aria-label="Whole-day bookings">
                        {dayBookings.map((b) => (
                          <li key={b.id} className="min-w-0 text-sm">
                            <Link
                              to={bookingDetailPath(b.id)}
                              className="block truncate font-medium text-ink underline-offset-4 hover:underline"
                            >
                              {b.name} · {b.packageName}
                            </Link>
                            <span className="text-xs text-muted">{b.status === 'pending' ? 'Request waiting' : 'Confirmed'}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                    <ul className="mt-2 grid grid-cols-1 gap-1.5">
                      {entries.map((entry) => (
                        <EntryRow
                          key={`${entry.kind}-${entry.at}-${entry.kind === 'session' ? entry.session.id : entry.kind === 'free' ? entry.type.id : ''}`}
                          entry={entry}
                        />
                      ))}
                      {!entries.length && !whole && !dayBookings.length && <li className="text-sm text-muted">Nothing offered</li>}
                    </ul>
                  </li>
                );
              })}
            </ol>
          );
        }}
      </Loaded>
    </section>
  );
}

const clock = (zone: string, at: Date) => formatTimeIn(zone, at);

function EntryRow({ entry }: { entry: Entry }) {
  if (entry.kind === 'session') {
    const held = entry.session.state === 'held';
    return (
      <li
        className={cn(
          'rounded-xl px-2 py-1.5 text-sm',
          held ? 'border border-dashed border-champagne-dark bg-champagne/20 text-ink' : 'bg-ink text-ivory',
        )}
      >
        <span className="font-semibold tabular-nums">{entry.time}</span> {entry.session.sessionName}
        <span className={cn('block text-xs opacity-80', !held && 'truncate')}>
          {held
            ? entry.session.holdUntil
              ? 'Held, awaiting deposit'
              : 'Held: transfer slip to check'
            : entry.session.name || entry.session.email || 'Booked'}
        </span>
      </li>
    );
  }
  if (entry.kind === 'busy')
    return (
      <li className="rounded-xl bg-sand/60 px-2 py-1.5 text-sm text-ink">
        <span className="font-semibold tabular-nums">
          {entry.time}–{entry.until}
        </span>{' '}
        Busy (your calendar)
      </li>
    );
  return (
    <li className="rounded-xl border border-sand px-2 py-1 text-xs text-muted">
      <span className="tabular-nums">{entry.time}</span> free · {entry.type.name}
    </li>
  );
}
