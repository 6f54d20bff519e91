import { useId } from 'react';
import { useOnlinePaymentsStatus } from '@/data/online-payments';
import { UserFacingError } from '@/lib/user-facing-error';

/**
 * Settings → Online payment: whether Stripe's keys are set, which only the functions can see.
 * Asking also publishes the public flag the "Pay online" buttons read, so a key set since the
 * last visit takes effect when the owner opens this page.
 */
export function OnlinePaymentStatus() {
  const id = useId();
  const { status, data: state, error } = useOnlinePaymentsStatus();
  return (
    <section aria-labelledby={id} className="grid content-start gap-3 rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <h2 id={id} className="text-2xl font-semibold text-ink">
        Online payment (Stripe)
      </h2>
      <div role="status" className="text-sm leading-relaxed text-ink-soft">
        {status === 'loading' && <p className="text-muted">Checking…</p>}
        {status === 'error' && (
          <p className="text-danger">{error instanceof UserFacingError ? error.message : 'The payment settings could not be checked.'}</p>
        )}
        {state?.enabled && (
          <p>
            <strong className="text-sage-deep">On.</strong> Customers see “Pay deposit online”, “Pay balance online” and “Pay online” for
            frame orders; each payment appears in the booking’s payments as “Card, paid online”. Stripe sends them to{' '}
            <code className="break-all font-mono text-ink">{window.location.origin + state.webhookPath}</code>.
          </p>
        )}
        {state && !state.enabled && (
          <>
            <p>
              <strong className="text-ink">Online payment not configured.</strong> Customers pay by transfer or in cash, and see no “Pay
              online” button.
            </p>
            <p className="mt-2">
              To take cards, set the secret{state.missing.length > 1 ? 's' : ''}{' '}
              {state.missing.map((name, index) => (
                <span key={name}>
                  {index > 0 && ' and '}
                  <code className="font-mono text-ink">{name}</code>
                </span>
              ))}{' '}
              (the deploy guide, “Online payment”), register{' '}
              <code className="break-all font-mono text-ink">{window.location.origin + state.webhookPath}</code> as a webhook in Stripe,
              then open this page again.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
