import { formatPrice } from '@common/format';
import { ChoiceCard, FormChoices } from '@/components/form/choice-cards';
import { StudioImage } from '@/components/ui/studio-image';
import type { BookablePackage } from './bookable-package';

/** Packages in the studio's order, under their category. */
function byCategory(packages: BookablePackage[]) {
  const groups = new Map<string, BookablePackage[]>();
  for (const pkg of packages) groups.set(pkg.category, [...(groups.get(pkg.category) ?? []), pkg]);
  return [...groups];
}

/** Step 1: one radio card per active package, grouped by category. */
export function PackageStep({ packages }: { packages: BookablePackage[] }) {
  return (
    <FormChoices
      name="packageId"
      legend="Choose the package you'd like to book — you can change it later."
      legendClassName="text-base font-normal"
    >
      {byCategory(packages).map(([category, items]) => (
        <div key={category} className="mt-6">
          <p className="eyebrow">{category}</p>
          <div className="mt-3 grid gap-3 xl:grid-cols-2">
            {items.map((pkg) => (
              <ChoiceCard
                key={pkg.id}
                name="packageId"
                value={pkg.id}
                className="relative gap-4 p-3 pr-10"
                inputClassName="absolute right-4 top-4 size-4 accent-ink"
              >
                <StudioImage image={pkg.image} className="h-24 w-20 shrink-0 rounded-xl sm:w-24" sizes="6rem" />
                <span className="flex min-w-0 flex-col py-1">
                  <span className="font-display text-2xl font-semibold leading-tight text-ink">{pkg.name}</span>
                  <span className="mt-0.5 text-sm text-muted">{pkg.duration}</span>
                  <span className="mt-auto pt-2 font-semibold text-ink">{formatPrice(pkg.price)}</span>
                </span>
              </ChoiceCard>
            ))}
          </div>
        </div>
      ))}
    </FormChoices>
  );
}
