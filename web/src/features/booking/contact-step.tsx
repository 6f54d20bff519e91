import { LIMITS, PAYMENT_METHODS } from '@common/schemas';
import { TextAreaField, TextField } from '@/components/ui/field';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import type { StepProps } from './step-props';

/** Step 3: how to reach the person, how they will pay, anything else. */
export function ContactStep({ draft, errors, onEdit }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Full name"
        value={draft.name}
        maxLength={LIMITS.name}
        autoComplete="name"
        onChange={(e) => onEdit('name', e.target.value)}
        error={errors.name}
        required
      />
      <TextField
        label="Email"
        type="email"
        value={draft.email}
        autoComplete="email"
        onChange={(e) => onEdit('email', e.target.value)}
        error={errors.email}
        required
      />
      <TextField
        label="Phone"
        type="tel"
        value={draft.phone}
        autoComplete="tel"
        onChange={(e) => onEdit('phone', e.target.value)}
        error={errors.phone}
        hint="We call or text only about your booking."
        required
      />
      <fieldset className="sm:col-span-2" aria-describedby={errors.paymentMethod ? 'payment-error' : undefined}>
        <legend className="text-sm font-medium text-ink-soft">How would you like to pay the deposit?</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer gap-3 rounded-2xl border border-sand bg-white p-4 transition hover:border-champagne has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-champagne-dark"
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={draft.paymentMethod === method}
                onChange={() => onEdit('paymentMethod', method)}
                aria-invalid={errors.paymentMethod ? true : undefined}
                className="mt-1 size-4 shrink-0 accent-ink"
              />
              <span>
                <span className="block font-semibold text-ink">{PAYMENT_METHOD_LABELS[method].label}</span>
                <span className="mt-1 block text-sm leading-relaxed text-muted">{PAYMENT_METHOD_LABELS[method].detail}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.paymentMethod && (
          <p id="payment-error" role="alert" className="mt-2 text-sm font-medium text-danger">
            {errors.paymentMethod}
          </p>
        )}
      </fieldset>
      <TextAreaField
        className="sm:col-span-2"
        label="Anything we should know? (optional)"
        value={draft.notes}
        maxLength={2000}
        rows={4}
        onChange={(e) => onEdit('notes', e.target.value)}
        error={errors.notes}
        hint="Colours, a theme, the moments that matter most to you."
      />
    </div>
  );
}
