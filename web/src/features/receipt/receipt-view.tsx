import { formatIsoDay, formatPrice } from '@common/format';
import type { Booking, Payment } from '@common/schemas';
import { Loaded } from '@/components/ui/loaded';
import { useBooking } from '@/data/bookings';
import { usePayment } from '@/data/payments';
import { useOwed, withTaxRows } from '@/lib/owed';
import { ReceiptShell, ReceiptTable, usePaymentRows, type ReceiptRow } from './receipt-shell';

/** A booking payment's receipt, to keep: printed or saved as PDF from the browser's print dialog. */
export function ReceiptView({ id }: { id: string }) {
  return (
    <Loaded result={usePayment(id)} what="this receipt" empty={<p className="text-ink-soft">There is no receipt with this number.</p>}>
      {(payment) => <ReceiptWithBooking id={id} payment={payment} />}
    </Loaded>
  );
}

function ReceiptWithBooking({ id, payment }: { id: string; payment: Payment }) {
  return (
    <Loaded result={useBooking(payment.bookingId)} what="the booking of this receipt">
      {(booking) => <Receipt id={id} payment={payment} booking={booking} />}
    </Loaded>
  );
}

const TITLES: Record<Payment['kind'], string> = { payment: 'Receipt', refund: 'Refund receipt', reversal: 'Correction' };

function Receipt({ id, payment, booking }: { id: string; payment: Payment; booking: Booking }) {
  const owed = useOwed(booking);
  const rows: ReceiptRow[] = [...usePaymentRows(id, payment), ...(payment.note ? ([['Note', payment.note]] as ReceiptRow[]) : [])];
  const bookingRows: ReceiptRow[] = [
    ['Customer', booking.name],
    ['Booking', `${booking.packageName} (ref. ${payment.bookingId})`],
    ['Event', `${booking.eventType}, ${formatIsoDay(booking.eventDate)}`],
    ['Package price', formatPrice(booking.packagePrice)],
    ...withTaxRows(owed),
    ['Paid to date', formatPrice(booking.paidTotal)],
    ['Balance', formatPrice(owed.balance)],
  ];
  return (
    <ReceiptShell title={TITLES[payment.kind]} recordedAt={payment.createdAt}>
      <ReceiptTable caption="This payment" rows={rows} />
      <ReceiptTable caption="Your booking after it" rows={bookingRows} />
    </ReceiptShell>
  );
}
