import { useController } from 'react-hook-form';
import { LIMITS } from '@common/schemas';
import { useFieldError } from '@/components/form/field-error';
import { clampQuantity, type FrameOrderValues } from './frame-order-schema';

const stepButton =
  'flex size-12 items-center justify-center text-xl text-ink transition hover:bg-linen disabled:cursor-not-allowed disabled:opacity-40';

/** The form's quantity: a number box with − and + buttons that keep it within 1–20. */
export function QuantityField() {
  const { ref, name, value, onChange, onBlur } = useController<FrameOrderValues, 'quantity'>({ name: 'quantity' }).field;
  const error = useFieldError('quantity');
  const current = clampQuantity(Number(value));
  return (
    <div>
      <label htmlFor="frame-quantity" className="block text-sm font-medium text-ink-soft">
        Quantity
      </label>
      <div className="mt-1.5 inline-flex items-stretch overflow-hidden rounded-xl border border-sand bg-white focus-within:border-champagne-dark">
        <button type="button" className={stepButton} aria-label="One fewer" disabled={current <= 1} onClick={() => onChange(current - 1)}>
          −
        </button>
        <input
          id="frame-quantity"
          ref={ref}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={LIMITS.maxQuantity}
          value={value ?? ''}
          // An empty box is "nothing chosen" (the schema asks for a quantity), not zero.
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'frame-quantity-error' : 'frame-quantity-hint'}
          className="w-16 border-x border-sand text-center text-base text-ink focus:outline-none"
        />
        <button
          type="button"
          className={stepButton}
          aria-label="One more"
          disabled={current >= LIMITS.maxQuantity}
          onClick={() => onChange(current + 1)}
        >
          +
        </button>
      </div>
      {error ? (
        <p id="frame-quantity-error" role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id="frame-quantity-hint" className="mt-1.5 text-sm text-muted">
          Up to {LIMITS.maxQuantity} of the same print.
        </p>
      )}
    </div>
  );
}
