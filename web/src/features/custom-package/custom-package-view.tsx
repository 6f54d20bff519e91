import { STUDIO } from '@common/studio';
import { ButtonLink } from '../../components/ui/button';
import { formatDate, formatPrice } from '../../lib/format';
import { Skeleton } from '../../components/ui/skeleton';
import { useOwnCustomPackageLink } from '../../data/custom-package-links';
import { depositSplit } from '@common/payments';
import { confirmCustomPackagePath } from './contact-link';
import { LinkUnavailable } from './link-unavailable';

/** The package the owner designed for this customer, and how to go ahead with it. */
export function CustomPackageView({ slug, uid }: { slug: string; uid: string }) {
  const link = useOwnCustomPackageLink(uid, slug);
  if (link.status === 'loading') {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton count={2} className="h-80" />
      </div>
    );
  }
  // The rules refuse someone else's link and a missing one alike; both mean the same to the visitor.
  if (link.status === 'error' || !link.data) return <LinkUnavailable />;
  const pkg = link.data;
  const { deposit, balance } = depositSplit(pkg.price);
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <article aria-labelledby="custom-package-name" className="rounded-3xl border border-sand bg-white p-7 shadow-sm sm:p-10">
        <p className="eyebrow">Designed for you · {formatDate(pkg.createdAt)}</p>
        <h2 id="custom-package-name" className="mt-3 text-4xl font-semibold leading-tight text-ink sm:text-5xl">
          {pkg.packageName}
        </h2>
        <p className="mt-5 whitespace-pre-line text-lg leading-relaxed text-ink-soft">{pkg.description}</p>
        {pkg.features.length > 0 && (
          <>
            <h3 className="mt-10 text-2xl font-semibold text-ink">What's included</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {pkg.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-ink-soft">
                  <span aria-hidden="true" className="mt-0.5 text-champagne-dark">
                    ✓
                  </span>
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </article>
      <aside aria-label="Price and next step" className="rounded-3xl bg-ink p-7 text-ivory shadow-sm sm:p-9 lg:sticky lg:top-28">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-champagne">Your price</p>
        <p className="mt-3 font-display text-5xl font-semibold">{formatPrice(pkg.price)}</p>
        <dl className="mt-6 grid grid-cols-[1fr_auto] gap-y-2 border-t border-ivory/20 pt-5 text-sm">
          <dt className="text-ivory/75">Deposit to secure the date ({STUDIO.depositPercent}%)</dt>
          <dd className="text-right font-semibold">{formatPrice(deposit)}</dd>
          <dt className="text-ivory/75">Balance</dt>
          <dd className="text-right">{formatPrice(balance)}</dd>
        </dl>
        <ButtonLink to={confirmCustomPackagePath(pkg.packageName, pkg.slug)} variant="light" className="mt-8 w-full">
          Contact us to confirm
        </ButtonLink>
        <p className="mt-5 text-sm leading-relaxed text-ivory/80">
          Next step: send us your date and venue. We check availability, confirm within one business day and reserve the date for you — then
          the deposit secures it.
        </p>
      </aside>
    </div>
  );
}
