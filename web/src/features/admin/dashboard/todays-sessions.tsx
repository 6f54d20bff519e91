import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dayIn } from '@common/days';
import { adminPaths } from '@common/paths';
import { SESSION_LOCATION_LABELS } from '@common/schemas/sessions';
import { instantOf } from '@common/sessions';
import { studioLocale } from '@common/studio-locale';
import { Loaded } from '@/components/ui/loaded';
import { useSessionsBetween } from '@/data/sessions';

/** Today's timed sessions in the studio's zone, booked and held (docs/sessions.md). */
export function TodaysSessions() {
  const zone = studioLocale().timeZone;
  const [range] = useState(() => {
    const today = dayIn(zone, new Date());
    const start = instantOf(zone, today, 0) ?? Date.parse(`${today}T00:00:00Z`);
    return { from: new Date(start), to: new Date(start + 26 * 3_600_000), today };
  });
  const sessions = useSessionsBetween(range.from, range.to);
  return (
    <section aria-labelledby="todays-sessions-title" className="rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="todays-sessions-title" className="text-2xl font-semibold text-ink">
          Today’s sessions
        </h2>
        <Link to={`${adminPaths.bookings}?tab=calendar&view=week`} className="text-sm underline underline-offset-4">
          The week
        </Link>
      </div>
      <Loaded result={sessions} what="today’s sessions" flag="owner">
        {(all) => {
          const today = all.filter((s) => s.date === range.today && (s.state === 'booked' || s.state === 'held'));
          if (!today.length) return <p className="mt-3 text-sm text-muted">No sessions today.</p>;
          return (
            <ul className="mt-4 grid gap-2">
              {today.map((s) => (
                <li key={s.id} className="flex items-start gap-4 rounded-2xl bg-ivory px-4 py-3">
                  <span className="font-semibold tabular-nums text-ink">{s.time}</span>
                  <div className="min-w-0">
                    <p className="font-medium text-ink">
                      {s.sessionName} · {s.name || s.email || 'Customer'}
                    </p>
                    <p className="text-sm text-muted">
                      {SESSION_LOCATION_LABELS[s.location].split(' (')[0]}
                      {s.state === 'held' ? ' · held, awaiting the deposit' : ''}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </section>
  );
}
