import { BOOKING_STEPS, STEP_LABELS, type BookingStep } from './booking-machine';

/** Where the person is in the booking: a list of the four steps with the current one marked. */
export function BookingStepper({ current }: { current: BookingStep }) {
  const currentIndex = BOOKING_STEPS.indexOf(current);
  return (
    <nav aria-label="Booking steps">
      <ol className="flex flex-wrap gap-x-6 gap-y-3">
        {BOOKING_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="flex items-center gap-2.5 text-sm">
              <span
                aria-hidden="true"
                className={`flex size-7 items-center justify-center rounded-full text-xs font-semibold ${
                  state === 'current' ? 'bg-ink text-ivory' : state === 'done' ? 'bg-champagne text-white' : 'border border-sand text-muted'
                }`}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={state === 'upcoming' ? 'text-muted' : 'font-semibold text-ink'}>
                {STEP_LABELS[step]}
                {state === 'done' && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
