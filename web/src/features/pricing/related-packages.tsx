import type { Package } from '@common/schemas';
import type { WithId } from '@/data/collection';
import { PackageCard } from '@/components/catalogue/package-card';

const SHOWN = 3;

/** Other packages in the same category first, so the visitor can compare without going back. */
export function RelatedPackages({ current, packages }: { current: WithId<Package>; packages: readonly WithId<Package>[] }) {
  const others = packages.filter((p) => p.id !== current.id);
  const related = [
    ...others.filter((p) => p.category === current.category),
    ...others.filter((p) => p.category !== current.category),
  ].slice(0, SHOWN);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-packages-title" className="container-page py-20 sm:py-24">
      <h2 id="related-packages-title" className="text-4xl font-semibold text-ink sm:text-5xl">
        Compare with
      </h2>
      <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {related.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} />
        ))}
      </div>
    </section>
  );
}
