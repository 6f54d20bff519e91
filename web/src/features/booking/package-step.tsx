import { formatPrice } from '../../components/ui/format';
import type { BookablePackage } from './bookable-package';
import type { StepProps } from './step-props';

/** Step 1: one radio card per active package. */
export function PackageStep({ draft, errors, onEdit, packages }: StepProps & { packages: BookablePackage[] }) {
  const error = errors.packageId;
  return (
    <fieldset aria-describedby={error ? 'package-error' : undefined}>
      <legend className="text-sm font-medium text-ink-soft">Choose the package you'd like to book</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {packages.map((pkg) => (
          <label
            key={pkg.id}
            className="group relative flex cursor-pointer flex-col rounded-2xl border border-sand bg-white p-5 transition hover:border-champagne has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-champagne-dark"
          >
            <input
              type="radio"
              name="packageId"
              value={pkg.id}
              checked={draft.packageId === pkg.id}
              onChange={() => onEdit('packageId', pkg.id)}
              aria-invalid={error ? true : undefined}
              className="absolute right-5 top-5 size-4 accent-ink"
            />
            <span className="eyebrow pr-8">{pkg.category}</span>
            <span className="mt-2 pr-8 font-display text-2xl font-semibold text-ink">{pkg.name}</span>
            <span className="mt-1 text-sm text-muted">{pkg.duration}</span>
            <span className="mt-3 text-sm leading-relaxed text-ink-soft">{pkg.summary}</span>
            <span className="mt-4 font-semibold text-ink">{formatPrice(pkg.price)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="package-error" role="alert" className="mt-3 text-sm font-medium text-[#9b3d35]">
          {error}
        </p>
      )}
    </fieldset>
  );
}
