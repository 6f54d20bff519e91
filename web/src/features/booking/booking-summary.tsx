import { STUDIO } from '@common/studio';
import { formatIsoDay, formatPrice } from '@common/format';
import { StudioImage } from '@/components/ui/studio-image';
import { BALANCE_DUE_DAYS } from '@/lib/payment-terms';
import type { BookablePackage } from './bookable-package';
import { depositOf, type BookingValues } from './booking-form-schema';

/** The side panel: the chosen package, the event so far, and what is due when. */
export function BookingSummary({ pkg, values }: { pkg: BookablePackage | undefined; values: Partial<BookingValues> }) {
  if (!pkg) {
    return (
      <aside aria-label="Your booking" className="rounded-3xl border border-dashed border-sand p-6 text-sm text-muted">
        Choose a package to see the price, the deposit and what's included.
      </aside>
    );
  }
  // The deposit the booking will keep (packageDeposit): the custom package's own, or the studio's.
  const deposit = depositOf(pkg);
  const balance = pkg.price - deposit;
  return (
    <aside aria-label="Your booking" className="overflow-hidden rounded-3xl border border-sand bg-white shadow-sm">
      <StudioImage image={pkg.image} className="aspect-[4/3] w-full" sizes="(min-width: 1024px) 24rem, 100vw" />
      <div className="p-6">
        <p className="eyebrow">{pkg.category}</p>
        <p className="mt-2 font-display text-3xl font-semibold text-ink">{pkg.name}</p>
        {(values.eventType || values.eventDate) && (
          <p className="mt-2 text-sm text-ink-soft">
            {[values.eventType, values.eventDate && formatIsoDay(values.eventDate)].filter(Boolean).join(' · ')}
          </p>
        )}
        <dl className="mt-6 grid grid-cols-[1fr_auto] gap-y-2 border-t border-sand pt-5 text-sm">
          <dt className="text-ink-soft">Package price</dt>
          <dd className="text-right font-semibold text-ink">{formatPrice(pkg.price)}</dd>
          <dt className="text-ink-soft">Deposit to secure the date{pkg.deposit === undefined && ` (${STUDIO.depositPercent}%)`}</dt>
          <dd className="text-right font-semibold text-ink">{formatPrice(deposit)}</dd>
          <dt className="text-ink-soft">Balance, due {BALANCE_DUE_DAYS} days before the event</dt>
          <dd className="text-right text-ink">{formatPrice(balance)}</dd>
        </dl>
        <p className="mt-5 text-xs leading-relaxed text-muted">
          Nothing is charged online. We confirm your date within one business day, then the deposit secures it.
        </p>
      </div>
    </aside>
  );
}
