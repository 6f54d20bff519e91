import { cx } from '@/lib/cx';

/** Where the person is in a form in steps: the steps in order, done ones ticked, the current one marked. */
export function FormStepper({
  label,
  steps,
  current,
}: {
  label: string;
  steps: readonly { id: string; label: string }[];
  current: number;
}) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap gap-x-6 gap-y-3">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li key={step.id} aria-current={state === 'current' ? 'step' : undefined} className="flex items-center gap-2.5 text-sm">
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-7 items-center justify-center rounded-full text-xs font-semibold',
                  state === 'current' && 'bg-ink text-ivory',
                  state === 'done' && 'bg-champagne text-white',
                  state === 'upcoming' && 'border border-sand text-muted',
                )}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={state === 'upcoming' ? 'text-muted' : 'font-semibold text-ink'}>
                {step.label}
                {state === 'done' && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
