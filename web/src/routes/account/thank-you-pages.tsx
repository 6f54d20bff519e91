import type { ComponentProps, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { STUDIO } from '@common/studio';
import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { ConfirmationHero } from '@/features/account/confirmation-hero';
import { NextSteps } from '@/features/account/next-steps';
import { BALANCE_DUE_DAYS, CONFIRM_WITHIN, DEPOSIT_HOLD_DAYS } from '@/lib/payment-terms';
import { SignedInReceipt } from '@/features/account/signed-in-receipt';
import { BookingReceipt } from '@/features/booking/booking-receipt';
import { FrameOrderReceipt } from '@/features/frame-order/frame-order-receipt';
import { usePageMeta } from '@/lib/use-page-meta';

const inlineLink = 'font-semibold text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink';

/** The steps after a request, the way onward, and (when signed in) the customer's receipt beside them. */
function WhatHappensNext({ steps, receipt }: { steps: ComponentProps<typeof NextSteps>['steps']; receipt: ReactNode }) {
  return (
    <section aria-labelledby="next-title" className="container-page grid gap-12 pb-24 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
      <div>
        <h2 id="next-title" className="text-3xl font-semibold text-ink sm:text-4xl">
          What happens next
        </h2>
        <div className="mt-8">
          <NextSteps steps={steps} />
        </div>
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.profile}>See it in your profile</ButtonLink>
          <ButtonLink to={paths.home} variant="secondary">
            Back to the home page
          </ButtonLink>
        </div>
      </div>
      {receipt}
    </section>
  );
}

export function ThankYouPage() {
  usePageMeta('Thank you for your booking', `Your booking request has reached ${STUDIO.name}. Here is what happens next.`);
  const bookingId = useSearchParams()[0].get('booking');
  return (
    <>
      <ConfirmationHero
        eyebrow="Booking request received"
        title="Thank you — we can't wait to hear more"
        reference={bookingId}
        referenceLabel="Booking reference"
      >
        <p>Your request is with our studio team. Keep the reference handy: it's how we find your booking when you call or pay.</p>
      </ConfirmationHero>
      <WhatHappensNext
        steps={[
          {
            title: `We confirm within ${CONFIRM_WITHIN}`,
            body: <p>We check the date and the venue and email you as soon as your booking is confirmed — usually the same day.</p>,
          },
          {
            title: 'Pay the deposit to secure the date',
            body: (
              <p>
                The deposit on your receipt ({STUDIO.depositPercent}% of a studio package, or the one in your custom offer), within{' '}
                {DEPOSIT_HOLD_DAYS} days of our confirmation — by bank transfer (our details are in the email we just sent you) or{' '}
                <Link to={paths.cashPayment} className={inlineLink}>
                  in cash at the studio
                </Link>
                .
              </p>
            ),
          },
          {
            title: 'Plan the day together',
            body: <p>Your planner sets up a styling call; the balance is due {BALANCE_DUE_DAYS} days before the event.</p>,
          },
          {
            title: 'Follow everything in your profile',
            body: (
              <p>
                Its status, every payment we record and what is left to pay and, after the event, your soft copies — all in{' '}
                <Link to={paths.profile} className={inlineLink}>
                  your profile
                </Link>
                .
              </p>
            ),
          },
        ]}
        receipt={<SignedInReceipt id={bookingId}>{(id) => <BookingReceipt bookingId={id} />}</SignedInReceipt>}
      />
    </>
  );
}

export function FrameThankYouPage() {
  usePageMeta('Thank you for your order', `Your frame order has reached ${STUDIO.name}. Here is what happens next.`);
  const orderId = useSearchParams()[0].get('order');
  return (
    <>
      <ConfirmationHero
        eyebrow="Frame order received"
        title="Thank you — your frame is in good hands"
        reference={orderId}
        referenceLabel="Order reference"
      >
        <p>We'll confirm the photo, the size and the delivery with you before anything is printed.</p>
      </ConfirmationHero>
      <WhatHappensNext
        steps={[
          {
            title: `We check it within ${CONFIRM_WITHIN}`,
            body: <p>We match your note to the right photograph, and call or write if anything is unclear.</p>,
          },
          {
            title: 'Pay for the order',
            body: (
              <p>
                Frames are made to order and paid in full before production — by bank transfer or{' '}
                <Link to={paths.cashPayment} className={inlineLink}>
                  in cash at the studio
                </Link>
                .
              </p>
            ),
          },
          {
            title: 'Hand-finished in 10–14 days',
            body: (
              <p>
                We print, mount and frame it in the studio, then deliver it or have it ready for you to collect. We email you at each step.
              </p>
            ),
          },
          {
            title: 'Track it in your profile',
            body: (
              <p>
                Each step, from received to delivered, with its date, in{' '}
                <Link to={paths.profile} className={inlineLink}>
                  your profile
                </Link>
                .
              </p>
            ),
          },
        ]}
        receipt={<SignedInReceipt id={orderId}>{(id) => <FrameOrderReceipt orderId={id} />}</SignedInReceipt>}
      />
    </>
  );
}
