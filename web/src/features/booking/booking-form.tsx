import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import type { BookingInput } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { isoDay } from '@/lib/dates';
import { describeWriteError } from '@/lib/write-errors';
import type { BookablePackage } from './bookable-package';
import { bookingReducer, currentStep, initialBookingState, STEP_LABELS, type BookingDraft } from './booking-machine';
import { BookingStepper } from './booking-stepper';
import { BookingSummary } from './booking-summary';
import { toBookingInput, validateBooking, validateStep } from './booking-validation';
import { ContactStep } from './contact-step';
import { EventStep } from './event-step';
import { PackageStep } from './package-step';
import { ReviewStep } from './review-step';

type BookingFormProps = {
  packages: BookablePackage[];
  initialDraft: BookingDraft;
  /** Writes the booking and resolves with its id; a rejection keeps the form as it was. */
  onSubmit: (input: BookingInput) => Promise<string>;
  onDone: (bookingId: string) => void;
  today?: string;
  /** Days the studio has committed (live), shown as unavailable and refused. */
  takenDays?: readonly string[];
};

export function BookingForm({ packages, initialDraft, onSubmit, onDone, today = isoDay(new Date()), takenDays = [] }: BookingFormProps) {
  const [state, dispatch] = useReducer(bookingReducer, initialDraft, initialBookingState);
  const { status, draft, errors } = state;
  const step = currentStep(status);
  const context = { packages, today, taken: new Set(takenDays) };
  const chosen = packages.find((p) => p.id === draft.packageId);
  const submitting = status === 'submitting' || status === 'done';
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);
  const [attempts, setAttempts] = useState(0);

  // Keyboard and screen-reader users land on the new step's heading, or on the first bad field.
  useEffect(() => {
    if (firstRender.current) return void (firstRender.current = false);
    heading.current?.focus();
  }, [step]);
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (step !== 'review') return dispatch({ type: 'next', errors: validateStep(step, draft, context) });
    const allErrors = validateBooking(draft, context);
    dispatch({ type: 'submit', errors: allErrors });
    if (Object.keys(allErrors).length > 0 || inFlight.current) return;
    inFlight.current = true;
    try {
      const bookingId = await onSubmit(toBookingInput(draft, packages));
      dispatch({ type: 'succeeded', bookingId });
      onDone(bookingId);
    } catch (error) {
      console.error('Booking failed', error);
      dispatch({ type: 'failed', message: describeWriteError(error, 'booking') });
    } finally {
      inFlight.current = false;
    }
  }

  const onEdit = (field: keyof BookingDraft, value: string) => dispatch({ type: 'edit', field, value });
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form
        ref={form}
        noValidate
        onSubmit={handleSubmit}
        aria-labelledby="booking-step-title"
        className="rounded-3xl border border-sand bg-white/80 p-6 shadow-sm sm:p-10 [&_[aria-invalid]]:scroll-mt-32"
      >
        <BookingStepper current={step} />
        <h2
          id="booking-step-title"
          ref={heading}
          tabIndex={-1}
          className="mt-8 text-3xl font-semibold text-ink focus:outline-none sm:text-4xl"
        >
          {STEP_LABELS[step]}
        </h2>
        <div className="mt-6">
          {step === 'choosing-package' && <PackageStep draft={draft} errors={errors} onEdit={onEdit} packages={packages} />}
          {step === 'event-details' && <EventStep draft={draft} errors={errors} onEdit={onEdit} today={today} takenDays={takenDays} />}
          {step === 'contact-payment' && <ContactStep draft={draft} errors={errors} onEdit={onEdit} />}
          {step === 'review' && (
            <ReviewStep
              draft={draft}
              packageName={chosen?.name ?? ''}
              packagePrice={chosen?.price ?? 0}
              packageDeposit={chosen?.deposit}
              disabled={submitting}
              onEditStep={(target) => dispatch({ type: 'goTo', step: target })}
            />
          )}
        </div>
        {state.submitError && (
          <p role="alert" className="mt-6 rounded-2xl border border-rose/40 bg-rose/10 px-4 py-3 text-sm text-danger">
            {state.submitError}
          </p>
        )}
        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-sand pt-6 sm:flex-row sm:items-center sm:justify-between">
          {step !== 'choosing-package' ? (
            <Button variant="ghost" onClick={() => dispatch({ type: 'back' })} disabled={submitting}>
              ← Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" busy={submitting} busyLabel="Sending your request…">
            {step === 'review' ? (status === 'error' ? 'Try again' : 'Send booking request') : 'Continue'}
          </Button>
        </div>
      </form>
      <div className="lg:sticky lg:top-28">
        <BookingSummary pkg={chosen} draft={draft} />
      </div>
    </div>
  );
}
