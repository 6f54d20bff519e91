import type { ReactNode } from 'react';
import { formatIsoDay, formatPrice } from '@common/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import type { BookablePackage } from './bookable-package';
import type { BookingStep, BookingValues } from './booking-form-schema';

type ReviewProps = {
  values: Partial<BookingValues>;
  pkg: BookablePackage | undefined;
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
export function ReviewStep({ values, pkg, onEditStep, disabled }: ReviewProps) {
  const payment = values.paymentMethod ? PAYMENT_METHOD_LABELS[values.paymentMethod] : '';
  return (
    <div>
      <ReviewGroup title="Package" step="choosing-package" onEditStep={onEditStep} disabled={disabled}>
        <Row term="Package">{pkg?.name}</Row>
        <Row term="Price">{pkg && formatPrice(pkg.price)}</Row>
        <Row term={pkg?.depositPercent === undefined ? 'Deposit' : `Deposit (${pkg.depositPercent}%)`}>
          {pkg && `${formatPrice(pkg.deposit)}, after we confirm`}
        </Row>
      </ReviewGroup>
      <ReviewGroup title="Your event" step="event-details" onEditStep={onEditStep} disabled={disabled}>
        <Row term="Event">{values.eventType}</Row>
        <Row term="Date">{values.eventDate && formatIsoDay(values.eventDate)}</Row>
        <Row term="Venue">{values.venue}</Row>
        <Row term="Guests">{values.guestCount}</Row>
      </ReviewGroup>
      <ReviewGroup title="Contact & payment" step="contact-payment" onEditStep={onEditStep} disabled={disabled}>
        <Row term="Name">{values.name}</Row>
        <Row term="Email">{values.email}</Row>
        <Row term="Phone">{values.phone}</Row>
        <Row term="Deposit by">{payment}</Row>
        {values.notes?.trim() && <Row term="Notes">{values.notes}</Row>}
      </ReviewGroup>
    </div>
  );
}
