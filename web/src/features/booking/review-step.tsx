import type { ReactNode } from 'react';
import { STUDIO } from '@common/studio';
import { formatIsoDay, formatPrice } from '@common/format';
import { depositSplit } from '@common/payments';
import type { BookingDraft, BookingStep } from './booking-machine';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';

type ReviewProps = {
  draft: BookingDraft;
  packageName: string;
  packagePrice: number;
  /** A custom package's own deposit; otherwise the studio's percentage. */
  packageDeposit?: number;
  onEditStep: (step: BookingStep) => void;
  disabled: boolean;
};

function ReviewGroup({
  title,
  step,
  onEditStep,
  disabled,
  children,
}: {
  title: string;
  step: BookingStep;
  onEditStep: ReviewProps['onEditStep'];
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <div className="border-t border-sand py-5 first:border-t-0 first:pt-0">
      <div className="flex items-baseline justify-between gap-4">
        <h3 className="text-xl font-semibold text-ink">{title}</h3>
        <button
          type="button"
          onClick={() => onEditStep(step)}
          disabled={disabled}
          aria-label={`Edit ${title.toLowerCase()}`}
          className="rounded-full px-3 py-1 text-sm font-semibold text-champagne-dark underline-offset-4 hover:underline disabled:opacity-50"
        >
          Edit
        </button>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">{children}</dl>
    </div>
  );
}

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt className="text-muted">{term}</dt>
    <dd className="break-words text-ink">{children}</dd>
  </>
);

/** Step 4: everything on one screen, each part editable, before anything is sent. */
export function ReviewStep({ draft, packageName, packagePrice, packageDeposit, onEditStep, disabled }: ReviewProps) {
  const payment = draft.paymentMethod ? PAYMENT_METHOD_LABELS[draft.paymentMethod].label : '';
  return (
    <div>
      <ReviewGroup title="Package" step="choosing-package" onEditStep={onEditStep} disabled={disabled}>
        <Row term="Package">{packageName}</Row>
        <Row term="Price">{formatPrice(packagePrice)}</Row>
        <Row term={packageDeposit === undefined ? `Deposit (${STUDIO.depositPercent}%)` : 'Deposit'}>
          {formatPrice(packageDeposit ?? depositSplit(packagePrice).deposit)}, after we confirm
        </Row>
      </ReviewGroup>
      <ReviewGroup title="Your event" step="event-details" onEditStep={onEditStep} disabled={disabled}>
        <Row term="Event">{draft.eventType}</Row>
        <Row term="Date">{draft.eventDate && formatIsoDay(draft.eventDate)}</Row>
        <Row term="Venue">{draft.venue}</Row>
        <Row term="Guests">{draft.guestCount}</Row>
      </ReviewGroup>
      <ReviewGroup title="Contact & payment" step="contact-payment" onEditStep={onEditStep} disabled={disabled}>
        <Row term="Name">{draft.name}</Row>
        <Row term="Email">{draft.email}</Row>
        <Row term="Phone">{draft.phone}</Row>
        <Row term="Deposit by">{payment}</Row>
        {draft.notes.trim() && <Row term="Notes">{draft.notes}</Row>}
      </ReviewGroup>
    </div>
  );
}
