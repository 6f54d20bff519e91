import { useState } from 'react';
import { nextOnlinePayment } from '@common/online-payments';
import type { Booking } from '@common/schemas';
import type { CheckoutRequest } from '@common/schemas/online-payments';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { payOnline, useOnlinePaymentsEnabled } from '@/data/online-payments';
import { useOwed } from '@/lib/owed';
import { UserFacingError } from '@/lib/user-facing-error';

/**
 * "Pay … online": opens Stripe's hosted payment page for what is due now (the server computes
 * the amount). Shows nothing while online payment is not configured: cash and bank transfer stay.
 * Stays busy until the browser leaves, so a second click cannot ask twice.
 */
export function PayOnlineButton({
  request,
  label,
  variant = 'primary',
  className = '',
  compact = false,
}: {
  request: CheckoutRequest;
  label: string;
  variant?: ButtonVariant;
  className?: string;
  /** Without the note on Stripe's page: for a row beside a full button that carries it. */
  compact?: boolean;
}) {
  const enabled = useOnlinePaymentsEnabled();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!enabled) return null;
  const start = async () => {
    setBusy(true);
    setError('');
    try {
      await payOnline(request);
    } catch (caught) {
      setError(caught instanceof UserFacingError ? caught.message : 'The payment page could not be opened. Please try again.');
      setBusy(false);
    }
  };
  return (
    <div className={className}>
      <Button variant={variant} size={compact ? 'sm' : 'md'} busy={busy} busyLabel="Opening secure payment…" onClick={start}>
        {label}
      </Button>
      {!compact && <p className="mt-2 text-xs text-muted">Card payment on Stripe's secure page; we never see your card details.</p>}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The booking's next online payment, if any: the deposit until it is covered, then the balance;
 * with a balance the owner split, the next unpaid instalment of the server's schedule.
 */
export function BookingPayOnline({
  booking,
  variant,
  className,
}: {
  booking: Pick<Booking, 'status' | 'packageDeposit' | 'packagePrice' | 'paidTotal' | 'schedule'> & { id: string };
  variant?: ButtonVariant;
  className?: string;
}) {
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  const next = nextOnlinePayment(useOwed(booking), booking.schedule);
  if (!open || !next) return null;
  return (
    <PayOnlineButton
      request={{ kind: 'booking', bookingId: booking.id, what: next.what }}
      label={`Pay ${lowerFirst(next.label)} online`}
      variant={variant}
      className={className}
    />
  );
}

const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);
