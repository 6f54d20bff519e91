import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatPrice } from '@common/format';
import { CHECKOUT_RETURN_PARAM } from '@common/online-payments';
import { Spinner } from '@/components/ui/spinner';
import { useOwnFramePayments } from '@/data/online-payments';
import { useCustomerPayments } from '@/data/payments';

/**
 * Back from Stripe Checkout (?checkout=paid&session=…): the payment is being confirmed until the
 * webhook's ledger entry for that session arrives, live; then it says what was recorded.
 * ?checkout=cancelled says nothing was charged.
 */
export function CheckoutReturn({ uid }: { uid: string }) {
  const [params] = useSearchParams();
  const outcome = params.get(CHECKOUT_RETURN_PARAM);
  if (outcome === 'cancelled') {
    return (
      <Notice tone="quiet">
        <strong className="text-ink">Payment cancelled.</strong> Nothing was charged; you can pay whenever you are ready.
      </Notice>
    );
  }
  const session = params.get('session');
  if (outcome !== 'paid' || !session) return null;
  return <PaymentConfirmation uid={uid} session={session} forOrder={params.has('order')} />;
}

function PaymentConfirmation({ uid, session, forOrder }: { uid: string; session: string; forOrder: boolean }) {
  const bookingEntries = useCustomerPayments(uid).data ?? [];
  const orderEntries = useOwnFramePayments(uid).data ?? [];
  const entry = [...bookingEntries, ...orderEntries].find((e) => e.stripe?.sessionId === session);
  if (entry) {
    return (
      <Notice tone="done">
        <strong className="text-ink">Payment received — thank you!</strong> {formatPrice(entry.amount)} is recorded on your{' '}
        {/* Bookings' entries go through onPaymentCreated, which emails the receipt; frame orders' do not. */}
        {forOrder ? 'frame order.' : 'booking, and a receipt is on its way by email.'}
      </Notice>
    );
  }
  return (
    <Notice tone="waiting">
      <strong className="text-ink">Thank you — your payment is being confirmed.</strong> This updates by itself as soon as the payment
      reaches us, usually within seconds.
    </Notice>
  );
}

function Notice({ tone, children }: { tone: 'quiet' | 'waiting' | 'done'; children: ReactNode }) {
  const colours = { quiet: 'border-sand bg-white', waiting: 'border-champagne/50 bg-ivory', done: 'border-sage/40 bg-sage/10' }[tone];
  return (
    <div role="status" aria-live="polite" className={`mb-10 flex items-start gap-3 rounded-3xl border px-6 py-5 text-ink-soft ${colours}`}>
      {tone === 'waiting' && <Spinner className="mt-1 size-4 shrink-0 text-champagne-dark" />}
      {tone === 'done' && (
        <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-sage text-sm text-white">
          ✓
        </span>
      )}
      <p className="leading-relaxed">{children}</p>
    </div>
  );
}
