import { formatPrice } from '@common/format';
import type { Booking, FrameOrder } from '@common/schemas';
import { useFrameOrderOwed, useOwed, useWithSalesTax } from '@/lib/owed';

// What is owed, as a line in a list: the price the customer owes (with the sales tax when the
// studio adds it to its prices, saying so), never the price before the tax alone.

/** "$900 of $3,300": paid of what the booking's customer owes. */
export function BookingPaidOf({ booking }: { booking: Pick<Booking, 'packagePrice' | 'packageDeposit' | 'paidTotal'> }) {
  const owed = useOwed(booking);
  return (
    <span className="whitespace-nowrap tabular-nums text-ink">
      {formatPrice(booking.paidTotal)}{' '}
      <span className="text-muted">
        of {formatPrice(owed.price)}
        {owed.taxAdded && ' with sales tax'}
      </span>
    </span>
  );
}

/** Under a running total of the studio's prices: what it comes to with the sales tax, when the tax is added to them. */
export function WithSalesTaxLine({ amount }: { amount: number }) {
  const taxed = useWithSalesTax(amount);
  return taxed === amount ? null : <span className="block text-sm tabular-nums">{formatPrice(taxed)} with sales tax</span>;
}

/** A frame order's total as its customer owes it. */
export function FrameOrderTotal({ order }: { order: Pick<FrameOrder, 'unitPrice' | 'quantity'> }) {
  const owed = useFrameOrderOwed(order);
  return (
    <span className="tabular-nums">
      {formatPrice(owed.price)}
      {owed.taxAdded && <span className="text-muted"> with sales tax</span>}
    </span>
  );
}
