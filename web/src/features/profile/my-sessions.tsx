import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDay, formatPrice } from '@common/format';
import { paths, sessionBookingPath, sessionTypePath } from '@common/paths';
import { SESSION_LOCATION_LABELS } from '@common/schemas/sessions';
import { beforeCutoff, sessionPolicyText } from '@common/sessions';
import { Button, buttonClass } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { cancelSession, useSessionSettings } from '@/data/session-slots';
import { useOwnSessions, type OwnSession } from '@/data/sessions';

// The customer's timed sessions (docs/sessions.md): coming ones with cancel and move while the
// studio's cut-off allows (the same setting the policy text and the function use), a hold still
// waiting for its deposit (or for the studio to check its transfer slip), and the ones before.

export function MySessions({ uid }: { uid: string }) {
  const sessions = useOwnSessions(uid);
  const settings = useSessionSettings();
  const cutoff = settings.data?.cutoffHours ?? 24;
  return (
    <Loaded result={sessions} what="your sessions">
      {(list) => {
        const live = list.filter((s) => s.state === 'booked' || s.state === 'held');
        if (!live.length)
          return (
            <p className="text-muted">
              No sessions booked.{' '}
              <Link to={paths.sessions} className="font-semibold text-ink underline">
                See the sessions
              </Link>
            </p>
          );
        return (
          <div className="grid gap-3">
            <ul className="grid gap-3">
              {live.map((s) => (
                <SessionCard key={s.id} session={s} cutoff={cutoff} />
              ))}
            </ul>
            <p className="text-sm text-muted">{sessionPolicyText(cutoff)}</p>
          </div>
        );
      }}
    </Loaded>
  );
}

function SessionCard({ session, cutoff }: { session: OwnSession; cutoff: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [openedAt] = useState(() => Date.now());
  const past = session.end.getTime() < openedAt;
  const changeable = session.state === 'booked' && !past && beforeCutoff(session.start.getTime(), cutoff, openedAt);
  return (
    <li className="rounded-2xl border border-sand bg-white p-4 sm:p-5" data-testid="session-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold text-ink">{session.sessionName}</h3>
          <p className="text-ink">
            {formatIsoDay(session.date)} at <span className="tabular-nums">{session.time}</span>{' '}
            <span className="text-sm text-muted">({session.zone.replace(/_/g, ' ')})</span>
          </p>
          <p className="text-sm text-muted">
            {SESSION_LOCATION_LABELS[session.location]}
            {session.paid > 0 && ` · ${formatPrice(session.paid)} deposit paid`}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${session.state === 'held' ? 'bg-champagne/30 text-ink' : past ? 'bg-sand text-ink' : 'bg-ink text-ivory'}`}
        >
          {session.state === 'held'
            ? session.holdUntil
              ? 'Held: awaiting deposit'
              : 'Held: the studio is checking your slip'
            : past
              ? 'Done'
              : 'Booked'}
        </span>
      </div>
      {session.state === 'held' && session.holdUntil && session.holdUntil.getTime() > openedAt && (
        // Back from a payment page left unpaid: the same time, still held for them, by card or by transfer.
        <div className="mt-4">
          <Link to={sessionBookingPath(session.sessionTypeId, session.start.toISOString())} className={buttonClass('primary', '', 'sm')}>
            Pay the deposit
          </Link>
        </div>
      )}
      {changeable && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to={`${sessionTypePath(session.sessionTypeId)}?move=${encodeURIComponent(session.id)}`}
            className={buttonClass('secondary', '', 'sm')}
          >
            Move
          </Link>
          <Button
            variant="danger-quiet"
            size="sm"
            disabled={busy}
            onClick={() => {
              if (!window.confirm(`Cancel your ${session.sessionName} on ${formatIsoDay(session.date)} at ${session.time}?`)) return;
              setBusy(true);
              setError('');
              // A cancelled session leaves this list as the listener hears of it.
              void cancelSession(session.id).catch((failure: Error) => {
                setError(failure.message);
                setBusy(false);
              });
            }}
          >
            {busy ? 'Cancelling…' : 'Cancel'}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
