import { Link } from 'react-router-dom';
import type { Package } from '@common/schemas';
import { bookingPath, paths } from '@common/paths';
import { EVENT_TYPES } from '@common/event-types';
import { Button, ButtonLink } from '@/components/ui/button';
import { formatPrice } from '@common/format';
import { StudioImage } from '@/components/ui/studio-image';
import type { WithId } from '@/data/collection';
import { FeatureList } from '@/components/catalogue/feature-list';
import { depositSplit } from '@common/payments';
import { useStudio } from '@/lib/studio-context';
import { useBookAction } from '@/session/use-book-action';

/** The top of a package page: picture, name, price, deposit and the booking action. */
export function PackageDetails({ pkg }: { pkg: WithId<Package> }) {
  const book = useBookAction(bookingPath(pkg.id));
  const studio = useStudio();
  return (
    <>
      <nav aria-label="Breadcrumb" className="container-page pt-10 text-sm text-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to={paths.pricing} className="underline-offset-4 hover:text-ink hover:underline">
              Packages & pricing
            </Link>
            <span aria-hidden="true" className="ml-2">
              /
            </span>
          </li>
          <li aria-current="page" className="text-ink-soft">
            {pkg.name}
          </li>
        </ol>
      </nav>
      <div className="container-page grid gap-10 pb-16 pt-8 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="overflow-hidden rounded-3xl">
          <StudioImage
            image={pkg.image}
            priority
            sizes="(min-width: 1024px) 55vw, 100vw"
            className="aspect-[4/3] size-full lg:aspect-auto lg:min-h-[32rem]"
          />
        </div>
        <div className="flex flex-col justify-center">
          <p className="eyebrow">
            {pkg.category}
            {pkg.featured && (
              <span className={`ml-3 rounded-full px-3 py-1 tracking-[0.14em] text-champagne-dark bg-linen`}>Most loved</span>
            )}
          </p>
          <h1 className="mt-4 text-5xl font-semibold leading-[1.05] text-ink sm:text-6xl">{pkg.name}</h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">{pkg.summary}</p>
          <dl className="mt-8 grid grid-cols-2 gap-6 border-y border-sand py-6">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">Price</dt>
              <dd className="mt-1 font-display text-4xl font-semibold text-ink">{formatPrice(pkg.price)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">Duration</dt>
              <dd className="mt-2 text-lg text-ink">{pkg.duration}</dd>
            </div>
          </dl>
          <p className="mt-5 text-sm leading-relaxed text-muted">
            {studio &&
              `A ${studio.depositPercent}% deposit of ${formatPrice(depositSplit(pkg.price, studio.depositPercent).deposit)} secures your date. `}
            See our{' '}
            <Link to={paths.paymentPolicy} className="underline underline-offset-4 hover:text-ink">
              payment policy
            </Link>{' '}
            for the balance and cancellations.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button onClick={book} size="lg">
              Book this package
            </Button>
            <ButtonLink to={inquiryPath(pkg.category)} variant="secondary" size="lg">
              Is my date free?
            </ButtonLink>
          </div>
        </div>
      </div>
      <section aria-labelledby="package-included-title" className="bg-linen">
        <div className="container-page grid gap-12 py-20 lg:grid-cols-2 lg:gap-20">
          <div>
            <h2 id="package-included-title" className="text-4xl font-semibold text-ink sm:text-5xl">
              What’s included
            </h2>
            <p className="mt-6 whitespace-pre-line text-lg leading-relaxed text-ink-soft">{pkg.description}</p>
          </div>
          <FeatureList features={pkg.features} className="self-center rounded-3xl bg-ivory p-8 sm:p-10" />
        </div>
      </section>
    </>
  );
}

/** The inquiry form, with the event a package's category names (Weddings → Wedding) chosen. */
function inquiryPath(category: string): string {
  const event = EVENT_TYPES.find((type) => type !== 'Other' && category.toLowerCase().includes(type.toLowerCase()));
  return event ? `${paths.contact}?event=${encodeURIComponent(event)}` : paths.contact;
}
