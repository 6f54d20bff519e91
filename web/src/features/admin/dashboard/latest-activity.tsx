import { Link } from 'react-router-dom';
import { formatRelative } from '@common/format';
import { adminPaths } from '@common/paths';
import { Loaded } from '@/components/ui/loaded';
import { useLatestActivity, type ActivityKind } from '@/data/dashboard';

const LINKS = { booking: adminPaths.bookings, 'frame order': adminPaths.frameOrders, customer: adminPaths.newUsers };
const MARK: Record<ActivityKind, string> = { booking: 'B', 'frame order': 'F', message: 'M', support: 'S', customer: 'C' };

function ago(date: Date, now = Date.now()) {
  const minutes = Math.round((date.getTime() - now) / 60_000);
  if (Math.abs(minutes) < 60) return formatRelative(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return formatRelative(hours, 'hour');
  return formatRelative(Math.round(hours / 24), 'day');
}

/** What happened lately, newest first, live: requests, orders, messages, sign-ups. */
export function LatestActivity() {
  const activity = useLatestActivity(LINKS);
  return (
    <section aria-labelledby="activity-title" className="rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <h2 id="activity-title" className="text-2xl font-semibold text-ink">
        Latest activity
      </h2>
      <Loaded
        result={activity}
        what="the latest activity"
        loading={<div aria-hidden="true" className="mt-5 h-64 animate-pulse rounded-2xl bg-linen" />}
        flag="owner"
        empty={<p className="mt-4 text-muted">Nothing yet: requests, orders and sign-ups will appear here as they come in.</p>}
      >
        {(items) => (
          <ol className="mt-4 divide-y divide-sand/70">
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-4 py-3">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linen text-xs font-bold text-champagne-deep"
                >
                  {MARK[item.kind]}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-ink">
                    {item.link ? (
                      <Link to={item.link} className="hover:underline">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </p>
                  <p className="text-xs text-muted">
                    <span className="capitalize">{item.kind}</span> · <time dateTime={item.at.toISOString()}>{ago(item.at)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Loaded>
    </section>
  );
}
