import { formatPrice } from '@common/format';
import { StudioImage } from '@/components/ui/studio-image';
import type { BookablePackage } from './bookable-package';
import type { StepProps } from './step-props';

const card =
  'relative flex cursor-pointer gap-4 rounded-2xl border border-sand bg-white p-3 pr-10 transition hover:border-champagne has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-champagne-dark';

/** Packages in the studio's order, under their category. */
function byCategory(packages: BookablePackage[]) {
  const groups = new Map<string, BookablePackage[]>();
  for (const pkg of packages) groups.set(pkg.category, [...(groups.get(pkg.category) ?? []), pkg]);
  return [...groups];
}

/** Step 1: one radio card per active package, grouped by category. */
export function PackageStep({ draft, errors, onEdit, packages }: StepProps & { packages: BookablePackage[] }) {
  const error = errors.packageId;
  return (
    <fieldset aria-describedby={error ? 'package-error' : undefined}>
      <legend className="text-ink-soft">Choose the package you'd like to book — you can change it later.</legend>
      {byCategory(packages).map(([category, items]) => (
        <div key={category} className="mt-6">
          <p className="eyebrow">{category}</p>
          <div className="mt-3 grid gap-3 xl:grid-cols-2">
            {items.map((pkg) => (
              <label key={pkg.id} className={card}>
                <input
                  type="radio"
                  name="packageId"
                  value={pkg.id}
                  checked={draft.packageId === pkg.id}
                  onChange={() => onEdit('packageId', pkg.id)}
                  aria-invalid={error ? true : undefined}
                  className="absolute right-4 top-4 size-4 accent-ink"
                />
                <StudioImage image={pkg.image} className="h-24 w-20 shrink-0 rounded-xl sm:w-24" sizes="6rem" />
                <span className="flex min-w-0 flex-col py-1">
                  <span className="font-display text-2xl font-semibold leading-tight text-ink">{pkg.name}</span>
                  <span className="mt-0.5 text-sm text-muted">{pkg.duration}</span>
                  <span className="mt-auto pt-2 font-semibold text-ink">{formatPrice(pkg.price)}</span>
                </span>
              </label>
            ))}
          </div>
        </div>
      ))}
      {error && (
        <p id="package-error" role="alert" className="mt-4 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
