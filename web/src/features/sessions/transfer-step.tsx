import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice, formatTimeIn } from '@common/format';
import { paths } from '@common/paths';
import { SlipForm } from '@/components/payments/slip-form';
import { buttonClass } from '@/components/ui/button';
import { sendSlip } from '@/data/slips';

// Paying a session's deposit by bank transfer (docs/sessions.md): the time is held for 15 minutes;
// the studio's bank details and the reference to quote; the slip sent within them keeps the time
// held until the studio checks it (approved: booked and the confirmation emailed; rejected: the
// time is free again and the customer is emailed why).

export function TransferStep({
  bookingId,
  deposit,
  price,
  zone,
  holdUntil,
  transfer,
}: {
  bookingId: string;
  deposit: number;
  price: number;
  zone: string;
  holdUntil?: string;
  transfer: string;
}) {
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <div className="rounded-3xl border border-sand bg-white p-6" role="status">
        <h2 className="text-2xl font-semibold text-ink">Your slip is with the studio</h2>
        <p className="mt-2 text-ink">
          The time stays held for you until the studio checks your transfer. Once they approve it, your session is booked and the
          confirmation with a calendar file comes by email.
        </p>
        <Link to={paths.profile} className={buttonClass('primary', 'mt-5')}>
          See your bookings
        </Link>
      </div>
    );
  return (
    <div className="grid min-w-0 gap-5 rounded-3xl border border-sand bg-white p-6">
      <div role="status">
        <h2 className="text-2xl font-semibold text-ink">Held for you: send the transfer slip</h2>
        <p className="mt-2 text-ink">
          Transfer the {formatPrice(deposit)} deposit, then send a photo or PDF of the bank’s slip
          {holdUntil ? (
            <>
              {' '}
              by <strong className="tabular-nums">{formatTimeIn(zone, new Date(holdUntil))}</strong> ({zone.replace(/_/g, ' ')} time)
            </>
          ) : (
            ' within 15 minutes'
          )}
          . The slip keeps the time held until the studio checks it; without it the time is free again.
        </p>
      </div>
      <section aria-label="The studio’s bank details" className="min-w-0 rounded-2xl bg-ivory px-4 py-3">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">Pay to</h3>
        {/* The reference is one long word: it wraps anywhere rather than widen the page on a phone. */}
        <p className="mt-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{transfer}</p>
      </section>
      <SlipForm
        amount={{ suggested: deposit, range: { min: deposit, max: price } }}
        send={(slipId, file, fields) => sendSlip(slipId, file, { bookingId, kind: 'session', ...fields })}
        onSent={() => setSent(true)}
      />
    </div>
  );
}
