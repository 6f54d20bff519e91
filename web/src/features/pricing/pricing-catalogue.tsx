import type { Package } from '@common/schemas';
import type { WithId } from '@/data/collection';
import { groupByCategory } from './package-groups';
import { PackageCard } from '@/components/catalogue/package-card';

/** Packages in one section per category, with a jump list when there is more than one. */
export function PricingCatalogue({ packages }: { packages: readonly WithId<Package>[] }) {
  const groups = groupByCategory(packages);
  return (
    <>
      {groups.length > 1 && (
        <nav
          aria-label="Package categories"
          className="sticky top-18 z-30 -mx-5 mb-4 overflow-x-auto border-y border-sand/70 bg-ivory/95 px-5 backdrop-blur sm:mx-0 sm:rounded-full sm:border sm:px-2"
        >
          <ul className="flex gap-1 py-2 whitespace-nowrap">
            {groups.map((group) => (
              <li key={group.anchor}>
                <a
                  href={`#${group.anchor}`}
                  className="block rounded-full px-4 py-2 text-sm font-medium text-ink-soft transition hover:bg-linen hover:text-ink"
                >
                  {group.category}
                  <span className="ml-2 text-muted">{group.packages.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group, groupIndex) => (
        <section key={group.anchor} id={group.anchor} aria-labelledby={`${group.anchor}-title`} className="scroll-mt-40 pt-16 sm:pt-20">
          <h2 id={`${group.anchor}-title`} className="text-4xl font-semibold text-ink sm:text-5xl">
            {group.category}
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {group.packages.map((pkg, index) => (
              <PackageCard key={pkg.id} pkg={pkg} showCategory={false} priority={groupIndex === 0 && index === 0} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
