import { FULFILMENTS, type Fulfilment } from '@common/schemas';
import { STUDIO } from '@common/studio';
import { cn } from '@/lib/cn';

const LABELS: Record<Fulfilment, { label: string; detail: string }> = {
  delivery: { label: 'Deliver it', detail: 'Wrapped and brought to your door in San Francisco and the Bay Area.' },
  pickup: { label: 'Collect at the studio', detail: `From ${STUDIO.address.split(',')[0]}, during studio hours.` },
};

/** Delivery or pickup, as two radio cards. */
export function FulfilmentChoice({
  value,
  onChange,
  className,
}: {
  value: Fulfilment;
  onChange: (value: Fulfilment) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-ink-soft">How would you like to receive it?</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {FULFILMENTS.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer gap-3 rounded-2xl border border-sand bg-white p-4 transition hover:border-champagne',
              'has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-champagne-dark',
            )}
          >
            <input
              type="radio"
              name="fulfilment"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-1 size-4 shrink-0 accent-ink"
            />
            <span>
              <span className="block font-semibold text-ink">{LABELS[option].label}</span>
              <span className="mt-1 block text-sm leading-relaxed text-muted">{LABELS[option].detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
