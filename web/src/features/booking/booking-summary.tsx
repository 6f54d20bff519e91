import { formatIsoDay, formatPrice } from '@common/format';
import { SummaryPanel, SummaryPlaceholder, summaryFigures } from '@/components/form/order-form-layout';
import { BALANCE_DUE_DAYS } from '@/lib/payment-terms';
import type { BookablePackage } from './bookable-package';
import type { BookingValues } from './booking-form-schema';

/** The side panel: the chosen package, the event so far, and what is due when. */
export function BookingSummary({ pkg, values }: { pkg: BookablePackage | undefined; values: Partial<BookingValues> }) {
  if (!pkg) {
    return (
      <SummaryPlaceholder label="Your booking">Choose a package to see the price, the deposit and what's included.</SummaryPlaceholder>
    );
  }
  // The deposit the booking will keep (packageDeposit): the custom package's own, or the studio's.
  const { deposit } = pkg;
  const balance = pkg.price - deposit;
  return (
    <SummaryPanel
      label="Your booking"
      image={pkg.image}
      aspect="aspect-[4/3]"
      eyebrow={pkg.category}
      title={pkg.name}
      note="Nothing is charged online. We confirm your date within one business day, then the deposit secures it."
    >
      {(values.eventType || values.eventDate) && (
        <p className="mt-2 text-sm text-ink-soft">
          {[values.eventType, values.eventDate && formatIsoDay(values.eventDate)].filter(Boolean).join(' · ')}
        </p>
      )}
      <dl className={summaryFigures}>
        <dt className="text-ink-soft">Package price</dt>
        <dd className="text-right font-semibold text-ink">{formatPrice(pkg.price)}</dd>
        <dt className="text-ink-soft">Deposit to secure the date{pkg.depositPercent !== undefined && ` (${pkg.depositPercent}%)`}</dt>
        <dd className="text-right font-semibold text-ink">{formatPrice(deposit)}</dd>
        <dt className="text-ink-soft">Balance, due {BALANCE_DUE_DAYS} days before the event</dt>
        <dd className="text-right text-ink">{formatPrice(balance)}</dd>
      </dl>
    </SummaryPanel>
  );
}
