import { formatCents, formatDateTime, formatIsoDay, formatPrice } from '@common/format';
import { PAYMENT_CHANNEL_LABELS, PAYMENT_KIND_LABELS } from '@common/payments';
import { NO_SALES_TAX, salesTaxLine, taxWithin } from '@common/sales-tax';
import type { Booking, Payment } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { useBooking } from '@/data/bookings';
import { usePayment } from '@/data/payments';
import { useStudio } from '@/lib/studio-context';

const signed = (amount: number) => (amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount));
/** A payment's receipt, to keep: printed or saved as PDF from the browser's print dialog (print CSS keeps only the receipt). */
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
  const studio = useStudio();
  const salesTax = studio?.salesTax ?? NO_SALES_TAX;
  const tax = taxWithin(payment.amount, salesTax);
  const rows: [string, string][] = [
    ['Receipt number', id],
    ['Date received', formatIsoDay(payment.receivedOn)],
    ['Kind', PAYMENT_KIND_LABELS[payment.kind]],
    ['Method', PAYMENT_CHANNEL_LABELS[payment.method]],
    ['Amount', signed(payment.amount)],
    ...(tax !== null ? ([[salesTaxLine(salesTax)!, formatCents(tax)]] as [string, string][]) : []),
    ...(payment.note ? ([['Note', payment.note]] as [string, string][]) : []),
  ];
  const bookingRows: [string, string][] = [
    ['Customer', booking.name],
    ['Booking', `${booking.packageName} (ref. ${payment.bookingId})`],
    ['Event', `${booking.eventType}, ${formatIsoDay(booking.eventDate)}`],
    ['Package price', formatPrice(booking.packagePrice)],
    ['Paid to date', formatPrice(booking.paidTotal)],
    ['Balance', formatPrice(Math.max(booking.packagePrice - booking.paidTotal, 0))],
  ];
  return (
    <article className="print-area mx-auto max-w-2xl rounded-3xl border border-sand bg-white p-6 shadow-sm sm:p-10 print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-sand pb-6">
        <div>
          <p className="eyebrow">{studio?.name ?? 'Style & Story'}</p>
          <h1 className="mt-2 text-4xl font-semibold text-ink">{TITLES[payment.kind]}</h1>
          <p className="mt-1 text-sm text-muted">Recorded {formatDateTime(payment.createdAt)}</p>
        </div>
        {studio && (
          <address className="text-sm not-italic leading-6 text-ink-soft sm:text-right">
            {studio.address}
            <br />
            {studio.email}
            {studio.phone && <br />}
            {studio.phone}
          </address>
        )}
      </header>
      <ReceiptTable caption="This payment" rows={rows} />
      <ReceiptTable caption="Your booking after it" rows={bookingRows} />
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-muted">Print it, or choose “Save as PDF” in the print dialog.</p>
        <Button onClick={() => window.print()}>Print or save as PDF</Button>
      </div>
    </article>
  );
}

function ReceiptTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <table className="mt-6 w-full text-left text-sm">
      <caption className="pb-2 text-left text-xs font-semibold uppercase tracking-wider text-muted">{caption}</caption>
      <tbody>
        {rows.map(([term, value]) => (
          <tr key={term} className="border-b border-sand/60 last:border-0">
            <th scope="row" className="py-2.5 pr-4 font-medium text-ink-soft">
              {term}
            </th>
            <td className="py-2.5 text-right tabular-nums text-ink">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
