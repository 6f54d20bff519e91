import { useRef } from 'react';
import type { BookingInput } from '@common/schemas';
import { SubmitButton } from '@/components/form/form-actions';
import { FormStepper } from '@/components/form/form-stepper';
import { SchemaForm } from '@/components/form/schema-form';
import { useFormSteps } from '@/components/form/use-form-steps';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { isoDay } from '@/lib/dates';
import type { BookablePackage } from './bookable-package';
import { BookingSummary } from './booking-summary';
import { BOOKING_MESSAGES, BOOKING_STEPS, bookingFormSchema, type BookingValues } from './booking-form-schema';
import { ContactStep } from './contact-step';
import { EventStep } from './event-step';
import { PackageStep } from './package-step';
import { ReviewStep } from './review-step';

type BookingFormProps = {
  packages: BookablePackage[];
  defaultValues: Partial<BookingValues>;
  /** Writes the booking and resolves with its id; a rejection keeps the form as it was. */
  onSubmit: (input: BookingInput) => Promise<string>;
  onDone: (bookingId: string) => void;
  today?: string;
  /** Days the studio has committed (live), shown as unavailable and refused. */
  takenDays?: readonly string[];
};

export function BookingForm({ packages, defaultValues, onSubmit, onDone, today = isoDay(new Date()), takenDays = [] }: BookingFormProps) {
  // Rebuilt on each render, so a day taken while the form is open is refused at the next check.
  const schema = bookingFormSchema({ packages, today, taken: new Set(takenDays) });
  const form = useSchemaForm(schema, defaultValues, { messages: BOOKING_MESSAGES });
  // A package chosen on its page (?package=) starts at the event details; it can still be changed.
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = useFormSteps(form, BOOKING_STEPS, { startAt: defaultValues.packageId ? 'event-details' : 'choosing-package', heading });
  const values = form.watch();
  const chosen = packages.find((p) => p.id === values.packageId);
  const sending = form.formState.isSubmitting;
  const step = steps.step.id;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]">
      <SchemaForm
        form={form}
        steps={steps}
        what="booking"
        once
        onSubmit={async (input) => onDone(await onSubmit(input))}
        aria-labelledby="booking-step-title"
        className="rounded-3xl border border-sand bg-white/80 p-6 shadow-sm sm:p-10 [&_[aria-invalid]]:scroll-mt-32"
      >
        <FormStepper label="Booking steps" steps={BOOKING_STEPS} current={steps.index} />
        <h2
          id="booking-step-title"
          ref={heading}
          tabIndex={-1}
          className="mt-8 text-3xl font-semibold text-ink focus:outline-none sm:text-4xl"
        >
          {steps.step.label}
        </h2>
        <div className="mt-6">
          {step === 'choosing-package' && <PackageStep packages={packages} />}
          {step === 'event-details' && <EventStep today={today} takenDays={takenDays} />}
          {step === 'contact-payment' && <ContactStep />}
          {step === 'review' && <ReviewStep values={values} pkg={chosen} disabled={sending} onEditStep={steps.goTo} />}
        </div>
        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-sand pt-6 sm:flex-row sm:items-center sm:justify-between">
          {steps.index > 0 ? (
            <Button variant="ghost" onClick={steps.back} disabled={sending}>
              ← Back
            </Button>
          ) : (
            <span />
          )}
          {steps.isLast ? (
            <SubmitButton busyLabel="Sending your request…" retryLabel="Try again">
              Send booking request
            </SubmitButton>
          ) : (
            <Button type="submit">Continue</Button>
          )}
        </div>
      </SchemaForm>
      <div className="lg:sticky lg:top-28">
        <BookingSummary pkg={chosen} values={values} />
      </div>
    </div>
  );
}
