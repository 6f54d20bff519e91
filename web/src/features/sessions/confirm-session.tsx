import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDay, formatPrice } from '@common/format';
import { paths, sessionTypePath } from '@common/paths';
import type { SessionType } from '@common/schemas/sessions';
import { findSlot, sessionPolicyText, timeIn } from '@common/sessions';
import { Button, buttonClass } from '@/components/ui/button';
import { claimSession, useSessionSettings } from '@/data/session-slots';
import { signedInPart } from '@/session/signed-in-part';
import { SessionFacts } from './session-summary';
import { useVisitorZone } from './zones';

// The step after choosing a time (signed in): what is booked, when in the studio's zone and in the
// visitor's, the policy, and the button. A deposit opens Stripe's payment page while the time is
// held for 15 minutes, or is paid by bank transfer with its slip (transfer-step.tsx); a free
// session is booked at once. A refusal says why, with the way back.

// Paying by transfer sends the slip through the slip machinery, which names it with the Firestore
// SDK: that step and the SDK load when the customer chooses it, not with this SDK-free page.
const TransferStep = signedInPart(() => import('./transfer-step').then((m) => m.TransferStep));

type Outcome =
  | { state: 'booked'; bookingId: string }
  | { state: 'transfer'; bookingId: string; holdUntil?: string; transfer: string }
  | { state: 'error'; message: string }
  | null;

export function ConfirmSession({ type, zone, start, move }: { type: SessionType; zone: string; start: string; move?: string }) {
  const visitor = useVisitorZone();
  const settings = useSessionSettings();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const at = Date.parse(start);
  const slot = Number.isNaN(at) ? null : findSlot(type, zone, at);
  if (!slot)
    return (
      <div className="rounded-3xl border border-sand bg-white p-6">
        <p className="text-ink">That time is not one we offer for this session.</p>
        <Link to={sessionTypePath(type.id)} className={buttonClass('secondary', 'mt-4')}>
          Choose a time
        </Link>
      </div>
    );
  const paying = type.deposit > 0 && !move;
  if (outcome?.state === 'transfer')
    return (
      <TransferStep
        bookingId={outcome.bookingId}
        deposit={type.deposit}
        price={type.price}
        zone={zone}
        holdUntil={outcome.holdUntil}
        transfer={outcome.transfer}
      />
    );
  const hold = (pay?: 'transfer') => {
    setBusy(true);
    setOutcome(null);
    claimSession({
      sessionTypeId: type.id,
      start: new Date(slot.start).toISOString(),
      ...(move ? { moveBookingId: move } : {}),
      ...(pay ? { pay } : {}),
    }).then(
      (answer) => {
        if (answer.url) window.location.assign(answer.url);
        else if (answer.transfer !== undefined && answer.bookingId)
          setOutcome({ state: 'transfer', bookingId: answer.bookingId, holdUntil: answer.holdUntil, transfer: answer.transfer });
        else setOutcome({ state: 'booked', bookingId: answer.bookingId ?? '' });
        if (!answer.url) setBusy(false);
      },
      (error: Error) => {
        setOutcome({ state: 'error', message: error.message });
        setBusy(false);
      },
    );
  };
  if (outcome?.state === 'booked')
    return (
      <div className="rounded-3xl border border-sand bg-white p-6" role="status">
        <h2 className="text-2xl font-semibold text-ink">{move ? 'Your session has moved' : 'Your session is booked'}</h2>
        <p className="mt-2 text-ink">
          {type.name}, {formatIsoDay(slot.date)} at {slot.time} ({zone.replace(/_/g, ' ')}). A confirmation with a calendar file is on its
          way by email.
        </p>
        <Link to={paths.profile} className={buttonClass('primary', 'mt-5')}>
          See your bookings
        </Link>
      </div>
    );
  return (
    <div className="grid gap-5 rounded-3xl border border-sand bg-white p-6">
      <div>
        <p className="eyebrow">{move ? 'Move to' : 'Your time'}</p>
        <p className="mt-1 text-2xl font-semibold text-ink">
          {formatIsoDay(slot.date)} at <span className="tabular-nums">{slot.time}</span>
        </p>
        <p className="text-sm text-muted">
          {zone.replace(/_/g, ' ')} time
          {visitor && visitor !== zone && ` · ${timeIn(visitor, slot.start, slot.date)} in ${visitor.replace(/_/g, ' ')}`}
        </p>
      </div>
      <SessionFacts type={type} />
      <p className="text-sm text-muted">{sessionPolicyText(settings.data?.cutoffHours ?? 24)}</p>
      {paying && (
        <p className="text-sm text-ink">
          The time is held for you for 15 minutes while you pay the {formatPrice(type.deposit)} deposit: by card on the secure payment page,
          or by bank transfer, sending the slip within the 15 minutes.
        </p>
      )}
      {outcome?.state === 'error' && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {outcome.message}{' '}
          <Link to={sessionTypePath(type.id)} className="font-semibold underline">
            Choose another time
          </Link>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button disabled={busy} onClick={() => hold()}>
          {busy
            ? 'One moment…'
            : move
              ? 'Move my session here'
              : paying
                ? `Hold this time and pay the ${formatPrice(type.deposit)} deposit`
                : 'Book this time'}
        </Button>
        {paying && (
          <Button variant="secondary" disabled={busy} onClick={() => hold('transfer')}>
            Hold this time and pay by bank transfer
          </Button>
        )}
      </div>
    </div>
  );
}
