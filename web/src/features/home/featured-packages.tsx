import { paths } from '@common/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeaturedPackages, useFirstPackages } from '@/data/catalogue';
import { PackageCard } from '@/components/catalogue/package-card';
import { HomeSection } from './section';

const SHOWN = 3;

export function FeaturedPackages() {
  // Featured first; if the studio features fewer than three, its first packages fill in. Asking for
  // just those keeps the home page's reads low.
  const featured = useFeaturedPackages(SHOWN);
  const short = featured.status === 'success' && featured.data.length < SHOWN;
  const fillIn = useFirstPackages(SHOWN, !short);
  const loading = featured.status === 'loading' || (short && fillIn.status === 'loading');
  const shown = loading ? [] : [...(featured.data ?? []), ...(fillIn.data ?? []).filter((p) => !p.featured)].slice(0, SHOWN);
  if (!loading && shown.length === 0) return null;
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
        {loading ? (
          <Skeleton count={3} className="h-[34rem] rounded-3xl" />
        ) : (
          shown.map((pkg) => <PackageCard key={pkg.id} pkg={pkg} showBadge={false} />)
        )}
      </div>
    </HomeSection>
  );
}
