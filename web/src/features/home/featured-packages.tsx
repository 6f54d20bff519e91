import { paths } from '@common/paths';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeaturedPackages, useFirstPackages } from '@/data/catalogue';
import { combine, mapResult } from '@/data/result';
import { PackageCard } from '@/components/catalogue/package-card';
import { HomeSection } from './section';

const SHOWN = 3;

export function FeaturedPackages() {
  // Featured first; if the studio features fewer than three, its first packages fill in. Asking for
  // just those keeps the home page's reads low.
  const featured = useFeaturedPackages(SHOWN);
  const short = (featured.data?.length ?? SHOWN) < SHOWN;
  const fillIn = useFirstPackages(SHOWN, !short);
  const shown = short
    ? mapResult(combine(featured, fillIn), ([first, more]) => [...first, ...more.filter((p) => !p.featured)].slice(0, SHOWN))
    : featured;
  if (shown.data?.length === 0) return null;
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
        <Loaded
          result={shown}
          what="our packages"
          loading={<Skeleton count={3} className="h-[34rem] rounded-3xl" />}
          errorClassName="md:col-span-2 lg:col-span-3"
        >
          {(list) => list.map((pkg) => <PackageCard key={pkg.id} pkg={pkg} showBadge={false} />)}
        </Loaded>
      </div>
    </HomeSection>
  );
}
