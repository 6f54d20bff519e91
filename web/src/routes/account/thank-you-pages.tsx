import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { InlineLink } from '@/components/ui/inline-link';
import { ConfirmationHero } from '@/features/account/confirmation-hero';
import { NextSteps } from '@/features/account/next-steps';
import { BALANCE_DUE_DAYS, CONFIRM_WITHIN, DEPOSIT_HOLD_DAYS } from '@/lib/payment-terms';
import { SignedInReceipt } from '@/features/account/signed-in-receipt';
import { useStudio } from '@/lib/studio-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { signedInPart } from '@/session/signed-in-part';

const BookingReceipt = signedInPart(() => import('@/features/booking/booking-receipt').then((m) => m.BookingReceipt));
const FrameOrderReceipt = signedInPart(() => import('@/features/frame-order/frame-order-receipt').then((m) => m.FrameOrderReceipt));

/** What a thank-you page says: its meta, the hero, the steps after the request, and its receipt. */
type ThankYouDeclaration = {
  meta: [title: string, description: string];
  /** The query parameter that carries the reference (?booking=, ?order=). */
  param: string;
  hero: Omit<ComponentProps<typeof ConfirmationHero>, 'reference'>;
  steps: ComponentProps<typeof NextSteps>['steps'];
  receipt: (id: string, uid: string) => ReactNode;
};

/** The page after a request: the reference, what happens next and the way onward, and (when signed in) the receipt beside them. */
function ThankYou({ meta, param, hero, steps, receipt }: ThankYouDeclaration) {
  usePageMeta(...meta);
  const reference = useSearchParams()[0].get(param);
  return (
    <>
      <ConfirmationHero {...hero} reference={reference} />
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
        <SignedInReceipt id={reference}>{receipt}</SignedInReceipt>
      </section>
    </>
  );
}

/** "30% of a studio package, or": the studio's deposit share once its settings are read. */
function StudioDepositShare() {
  const studio = useStudio();
  return <>{studio ? `${studio.depositPercent}% of a studio package, or` : 'as'}</>;
}

const BOOKING: ThankYouDeclaration = {
  meta: ['Thank you for your booking', 'Your booking request has reached {studio}. Here is what happens next.'],
  param: 'booking',
  hero: {
    eyebrow: 'Booking request received',
    title: "Thank you — we can't wait to hear more",
    referenceLabel: 'Booking reference',
    children: <p>Your request is with our studio team. Keep the reference handy: it's how we find your booking when you call or pay.</p>,
  },
  steps: [
    {
      title: `We confirm within ${CONFIRM_WITHIN}`,
      body: <p>We check the date and the venue and email you as soon as your booking is confirmed — usually the same day.</p>,
    },
    {
      title: 'Pay the deposit to secure the date',
      body: (
        <p>
          The deposit on your receipt (<StudioDepositShare /> the one in your custom offer), within {DEPOSIT_HOLD_DAYS} days of our
          confirmation — by bank transfer (our details are in the email we just sent you) or{' '}
          <InlineLink to={paths.cashPayment}>in cash at the studio</InlineLink>.
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
          <InlineLink to={paths.profile}>your profile</InlineLink>.
        </p>
      ),
    },
  ],
  receipt: (id) => <BookingReceipt bookingId={id} />,
};

const FRAME_ORDER: ThankYouDeclaration = {
  meta: ['Thank you for your order', 'Your frame order has reached {studio}. Here is what happens next.'],
  param: 'order',
  hero: {
    eyebrow: 'Frame order received',
    title: 'Thank you — your frame is in good hands',
    referenceLabel: 'Order reference',
    children: <p>We'll confirm the photo, the size and the delivery with you before anything is printed.</p>,
  },
  steps: [
    {
      title: `We check it within ${CONFIRM_WITHIN}`,
      body: (
        <p>
          We check the photograph — the one you chose in your gallery, or the one your note describes — and call or write if anything is
          unclear.
        </p>
      ),
    },
    {
      title: 'Pay for the order',
      body: (
        <p>
          Frames are made to order and paid in full before production — by bank transfer or{' '}
          <InlineLink to={paths.cashPayment}>in cash at the studio</InlineLink>.
        </p>
      ),
    },
    {
      title: 'Hand-finished in 10–14 days',
      body: (
        <p>We print, mount and frame it in the studio, then deliver it or have it ready for you to collect. We email you at each step.</p>
      ),
    },
    {
      title: 'Track it in your profile',
      body: (
        <p>
          Each step, from received to delivered, with its date, in <InlineLink to={paths.profile}>your profile</InlineLink>.
        </p>
      ),
    },
  ],
  receipt: (id, uid) => <FrameOrderReceipt orderId={id} uid={uid} />,
};

export const ThankYouPage = () => <ThankYou {...BOOKING} />;
export const FrameThankYouPage = () => <ThankYou {...FRAME_ORDER} />;
