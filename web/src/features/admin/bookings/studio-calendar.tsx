import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Booking, CalendarDay } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { StatusBadge } from '@/components/ui/status-badge';
import { useToast } from '@/components/ui/toast';
import { useBookingsBetween } from '@/data/bookings';
import { useBlockDay, useTakenDays, useUnblockDay } from '@/data/calendar';
import type { WithId } from '@/data/collection';
import { combine } from '@/data/result';
import { cn } from '@/lib/cn';
import { studioToday } from '@common/days';
import { formatDateTime, formatIsoDay, formatMonth, weekdayNames } from '@common/format';
import { studioLocale } from '@common/studio-locale';
import { describeWriteError } from '@/lib/write-errors';
import { Panel } from '@/components/admin/panel';
import { bookingDetailPath } from '@common/paths';
import { lastDayOf, monthCells, shiftMonth } from './month-grid';
import { WeekView } from './week-view';

type View = 'month' | 'week';
const VIEWS: { key: View; label: string }[] = [
  { key: 'month', label: 'Month' },
  { key: 'week', label: 'Week' },
];

/**
 * The studio calendar, by month or by week (kept in the address as ?view=week, so a reload or a
 * shared link opens the same view). The week (week-view.tsx, also on Admin → Sessions) adds the
 * timed sessions, their holds and free times, and the owner's busy times to the whole days.
 */
export function StudioCalendar() {
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'week' ? 'week' : 'month';
  const [selected, setSelected] = useState(() => studioToday());
  const choose = (next: View) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'week') params.set('view', 'week');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );
  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Calendar view" className="inline-flex w-fit rounded-full border border-sand bg-white p-1">
        {VIEWS.map((v) => (
          <button
            key={v.key}
            type="button"
            aria-pressed={view === v.key}
            onClick={() => choose(v.key)}
            className={cn(
              'rounded-full px-5 py-2 text-sm font-semibold transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
              view === v.key ? 'bg-ink text-ivory' : 'text-ink-soft hover:text-ink',
            )}
          >
            {v.label}
          </button>
        ))}
      </div>
      {view === 'week' ? <WeekView startDay={selected} /> : <MonthView selected={selected} onSelect={setSelected} />}
    </div>
  );
}

/** The studio's month: confirmed days, days held for a signed contract, blocked days and open requests; block or unblock a day. */
function MonthView({ selected, onSelect: setSelected }: { selected: string; onSelect: (day: string) => void }) {
  const today = studioToday();
  const [month, setMonth] = useState(selected.slice(0, 7));
  const from = `${month}-01`;
  const to = lastDayOf(month);
  const days = useTakenDays(from, to);
  const requests = useBookingsBetween(from, to);
  const taken = new Map((days.data ?? []).map((d) => [d.date, d]));
  const byDay = new Map<string, NonNullable<typeof requests.data>>();
  for (const b of requests.data ?? []) {
    if (b.status === 'pending' || b.status === 'confirmed') byDay.set(b.eventDate, [...(byDay.get(b.eventDate) ?? []), b]);
  }
  const grid = (
    <div className="mt-4 grid grid-cols-7 gap-1 sm:gap-2">
      {weekdayNames().map((day) => (
        <div key={day} aria-hidden="true" className="pb-1 text-center text-xs font-semibold uppercase tracking-wider text-muted">
          {day}
        </div>
      ))}
      {monthCells(month, studioLocale().weekStart).map((day, i) =>
        day ? (
          <DayCell
            key={day}
            day={day}
            today={today}
            selected={day === selected}
            kind={taken.get(day)?.kind}
            requests={byDay.get(day)?.filter((b) => b.status === 'pending').length ?? 0}
            onSelect={() => setSelected(day)}
          />
        ) : (
          <div key={`pad-${i}`} aria-hidden="true" />
        ),
      )}
    </div>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="month-title" className="rounded-3xl border border-sand bg-white p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <Button variant="ghost" size="sm" onClick={() => setMonth(shiftMonth(month, -1))} aria-label="Previous month">
            ←
          </Button>
          <h2 id="month-title" className="text-2xl font-semibold text-ink" aria-live="polite">
            {formatMonth(month)}
          </h2>
          <Button variant="ghost" size="sm" onClick={() => setMonth(shiftMonth(month, 1))} aria-label="Next month">
            →
          </Button>
        </div>
        {/* While the month loads its grid shows without marks; a failure replaces it. */}
        <Loaded result={combine(days, requests)} what="the calendar" loading={grid} flag="owner">
          {() => grid}
        </Loaded>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted">
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded bg-sage/40" /> Confirmed booking
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded border border-dashed border-champagne-dark bg-champagne/20" /> Held for a
            signed contract
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded bg-ink/70" /> Blocked
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2 rounded-full bg-champagne-dark" /> Requests waiting
          </li>
        </ul>
      </section>
      <DayPanel
        day={selected}
        past={selected < today}
        taken={taken.get(selected)}
        bookings={byDay.get(selected) ?? []}
        loading={!days.data}
      />
    </div>
  );
}

type Kind = CalendarDay['kind'];
type CellProps = { day: string; today: string; selected: boolean; kind?: Kind; requests: number; onSelect: () => void };

function DayCell({ day, today, selected, kind, requests, onSelect }: CellProps) {
  const words = [
    formatIsoDay(day),
    kind === 'booking' && 'confirmed booking',
    kind === 'hold' && 'held for a signed contract',
    kind === 'blocked' && 'blocked',
    requests > 0 && `${requests} waiting`,
  ];
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={words.filter(Boolean).join(', ')}
      onClick={onSelect}
      className={cn(
        'relative flex aspect-square flex-col items-center justify-center rounded-xl border text-sm transition sm:aspect-[4/3]',
        kind === 'booking' && 'border-sage/40 bg-sage/25 text-ink',
        kind === 'hold' && 'border-dashed border-champagne-dark bg-champagne/20 text-ink',
        kind === 'blocked' && 'border-ink bg-ink/80 text-ivory',
        !kind && 'border-sand bg-ivory/60 text-ink hover:border-champagne',
        day < today && 'opacity-50',
        selected && 'ring-2 ring-champagne-dark ring-offset-2',
      )}
    >
      <span className={cn('tabular-nums', day === today && 'font-bold underline underline-offset-4')}>{Number(day.slice(8))}</span>
      {requests > 0 && <span aria-hidden="true" className="absolute bottom-1.5 size-1.5 rounded-full bg-champagne-dark sm:size-2" />}
    </button>
  );
}

type PanelProps = {
  day: string;
  past: boolean;
  taken?: CalendarDay;
  bookings: Pick<WithId<Booking>, 'id' | 'name' | 'packageName' | 'status'>[];
  loading: boolean;
};

/** What a taken day is taken by, in words. */
function takenWords(taken: CalendarDay | undefined): string {
  if (!taken) return 'Free.';
  if (taken.kind === 'booking') return 'Taken by a confirmed booking.';
  if (taken.kind === 'blocked') return 'Blocked: customers cannot book it.';
  const until = taken.holdUntil ? `Held until ${formatDateTime(taken.holdUntil)}` : 'Held';
  return `${until} for a signed contract: the deposit makes it the booking’s, or the day is free again when the hold ends.`;
}

function DayPanel({ day, past, taken, bookings, loading }: PanelProps) {
  const kind = taken?.kind;
  const block = useBlockDay();
  const unblock = useUnblockDay();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ day: string; text: string }>();
  async function run(action: () => Promise<void>, done: string) {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
      toast(done);
    } catch (error) {
      console.error('Calendar change failed', error);
      setFailure({ day, text: describeWriteError(error, 'calendar change', 'owner') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Panel title={formatIsoDay(day)}>
      <p className="text-sm text-ink-soft">{takenWords(taken)}</p>
      {bookings.length > 0 && (
        <ul className="mt-3 grid gap-2">
          {bookings.map((b) => (
            <li key={b.id} className="flex min-w-0 items-center justify-between gap-3 rounded-xl bg-ivory px-3 py-2 text-sm">
              <Link to={bookingDetailPath(b.id)} className="min-w-0 truncate font-medium text-ink hover:underline">
                {b.name} · {b.packageName}
              </Link>
              <StatusBadge status={b.status} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        {kind === 'blocked' && (
          <Button
            variant="secondary"
            size="sm"
            busy={busy}
            busyLabel="Unblocking…"
            onClick={() => void run(() => unblock(day), `${formatIsoDay(day)} is open again`)}
          >
            Unblock this day
          </Button>
        )}
        {!kind && !past && (
          <Button
            variant="secondary"
            size="sm"
            busy={busy || loading}
            busyLabel="Blocking…"
            onClick={() => void run(() => block(day), `${formatIsoDay(day)} blocked`)}
          >
            Block this day
          </Button>
        )}
        {!kind && !past && <p className="mt-2 text-xs text-muted">Holidays, travel: a blocked day cannot be requested or confirmed.</p>}
      </div>
      {failure?.day === day && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {failure.text}
        </p>
      )}
    </Panel>
  );
}
