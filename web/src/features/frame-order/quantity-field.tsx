import { LIMITS } from '@common/schemas';
import { clampQuantity } from './frame-order-validation';

const stepButton =
  'flex size-12 items-center justify-center text-xl text-ink transition hover:bg-linen disabled:cursor-not-allowed disabled:opacity-40';

/** A number input with − and + buttons, kept within 1–20. */
export function QuantityField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const current = clampQuantity(Number(value));
  return (
    <div>
      <label htmlFor="frame-quantity" className="block text-sm font-medium text-ink-soft">
        Quantity
      </label>
      <div className="mt-1.5 inline-flex items-stretch overflow-hidden rounded-xl border border-sand bg-white focus-within:border-champagne-dark">
        <button
          type="button"
          className={stepButton}
          aria-label="One fewer"
          disabled={current <= 1}
          onClick={() => onChange(String(clampQuantity(current - 1)))}
        >
          −
        </button>
        <input
          id="frame-quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={LIMITS.maxQuantity}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'frame-quantity-error' : 'frame-quantity-hint'}
          className="w-16 border-x border-sand text-center text-base text-ink focus:outline-none"
        />
        <button
          type="button"
          className={stepButton}
          aria-label="One more"
          disabled={current >= LIMITS.maxQuantity}
          onClick={() => onChange(String(clampQuantity(current + 1)))}
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
