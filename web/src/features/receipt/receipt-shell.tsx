import type { ReactNode } from 'react';
import { formatCents, formatDateTime, formatIsoDay, formatPrice } from '@common/format';
import { PRODUCT_NAME } from '@common/product';
import { PAYMENT_KIND_LABELS, paymentMethodLabel } from '@common/payments';
import { NO_SALES_TAX, salesTaxLine, taxWithin } from '@common/sales-tax';
import type { PaymentChannel, PaymentKind } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { useStudio } from '@/lib/studio-context';

export type ReceiptRow = [term: string, value: string];

const signedPrice = (amount: number) => (amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount));

type ReceivedEntry = { kind: PaymentKind; method: PaymentChannel; amount: number; receivedOn: string; stripe?: unknown };

/**
 * A ledger entry's rows, for a booking's or a frame order's receipt alike: the number, the day, the
 * kind, how it arrived in words (a card paid online through Stripe says so), the amount, the tax within it.
 */
export function usePaymentRows(id: string, entry: ReceivedEntry): ReceiptRow[] {
  return [
    ['Receipt number', id],
    ['Date received', formatIsoDay(entry.receivedOn)],
    ['Kind', PAYMENT_KIND_LABELS[entry.kind]],
    ['Method', paymentMethodLabel(entry)],
    ['Amount', signedPrice(entry.amount)],
    ...useTaxRows(entry.amount),
  ];
}

/** The sales tax within an amount received, as a receipt row; none while the studio charges no tax. */
function useTaxRows(amount: number): ReceiptRow[] {
  const salesTax = useStudio()?.salesTax ?? NO_SALES_TAX;
  const tax = taxWithin(amount, salesTax);
  return tax === null ? [] : [[salesTaxLine(salesTax)!, formatCents(tax)]];
}

/**
 * A receipt to keep: the studio's letterhead, its tables, and the print button. Printed or saved
 * as PDF from the browser's print dialog (print CSS keeps only `.print-area`).
 */
export function ReceiptShell({ title, recordedAt, children }: { title: string; recordedAt: Date; children: ReactNode }) {
  const studio = useStudio();
  return (
    <article className="print-area mx-auto max-w-2xl rounded-3xl border border-sand bg-white p-6 shadow-sm sm:p-10 print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-sand pb-6">
        <div>
          <p className="eyebrow">{studio?.name ?? PRODUCT_NAME}</p>
          <h1 className="mt-2 text-4xl font-semibold text-ink">{title}</h1>
          <p className="mt-1 text-sm text-muted">Recorded {formatDateTime(recordedAt)}</p>
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
      {children}
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-muted">Print it, or choose “Save as PDF” in the print dialog.</p>
        <Button onClick={() => window.print()}>Print or save as PDF</Button>
      </div>
    </article>
  );
}

export function ReceiptTable({ caption, rows }: { caption: string; rows: ReceiptRow[] }) {
  return (
    <table className="mt-6 w-full text-left text-sm">
      <caption className="pb-2 text-left text-xs font-semibold uppercase tracking-wider text-muted">{caption}</caption>
      <tbody>
        {rows.map(([term, value]) => (
          <tr key={term} className="border-b border-sand/60 last:border-0">
            <th scope="row" className="py-2.5 pr-4 font-medium text-ink-soft">
              {term}
            </th>
            <td className="break-words py-2.5 text-right tabular-nums text-ink">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
