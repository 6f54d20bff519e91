import { paths } from '../../app/paths';
import { Skeleton } from '../../components/ui/skeleton';
import { useActivePackages } from '../../data/packages';
import { PackageCard } from '../pricing/package-card';
import { HomeSection } from './section';

const SHOWN = 3;

export function FeaturedPackages() {
  const packages = useActivePackages();
  // Featured first; if the studio features none, the first packages still show prices here.
  const shown =
    packages.status === 'success'
      ? [...packages.data.filter((p) => p.featured), ...packages.data.filter((p) => !p.featured)].slice(0, SHOWN)
      : [];
  if (packages.status === 'success' && shown.length === 0) return null;
  return (
    <HomeSection
      id="packages"
      tone="linen"
      eyebrow="Packages"
      title="Our most loved packages"
      lead="Clear prices, everything included. Every package can be tailored to your day."
      more={{ to: paths.pricing, label: 'Compare all packages' }}
    >
      <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {packages.status === 'loading' ? (
          <Skeleton count={3} className="h-[34rem] rounded-3xl" />
        ) : (
          shown.map((pkg) => <PackageCard key={pkg.id} pkg={pkg} showBadge={false} />)
        )}
      </div>
    </HomeSection>
  );
}
