import { Link } from 'react-router-dom';
import { paths } from '@common/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { PageIntro } from '@/components/ui/page-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivePackages } from '@/data/catalogue';
import { BookingBand } from '@/features/home/booking-band';
import { PricingCatalogue } from '@/features/pricing/pricing-catalogue';
import { useStudio } from '@/lib/studio-context';
import { usePageMeta } from '@/lib/use-page-meta';

export function PricingPage() {
  usePageMeta(
    'Packages & pricing',
    'Photography and event-styling packages from {studio}, with clear prices, durations and everything included.',
  );
  const packages = useActivePackages();
  const studio = useStudio();
  return (
    <>
      <PageIntro eyebrow="Packages & pricing" title="Clear prices, beautifully included">
        Every package brings styling and photography together, with no hidden extras.{' '}
        {studio ? `A ${studio.depositPercent}% deposit secures your date; see our` : 'See our'}{' '}
        <Link to={paths.paymentPolicy} className="underline decoration-champagne underline-offset-4 hover:text-ink">
          payment policy
        </Link>{' '}
        for the details.
      </PageIntro>
      <div className="container-page pb-24">
        <Loaded
          result={packages}
          what="our packages"
          loading={<Skeleton count={3} className="h-[34rem] rounded-3xl" layout="grid gap-8 md:grid-cols-2 lg:grid-cols-3" />}
          empty={<EmptyState title="Our packages are being refreshed">Write to us for a tailored quote in the meantime.</EmptyState>}
        >
          {(list) => <PricingCatalogue packages={list} />}
        </Loaded>
      </div>
      <BookingBand
        title="Not sure which package fits?"
        lead="Tell us about your event and we’ll suggest the right package, or shape a custom one around your day."
      />
    </>
  );
}
