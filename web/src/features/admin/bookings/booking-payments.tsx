import { PAYMENT_KIND_LABELS, paymentMethodLabel, summarisePayments } from '@common/payments';
import { Link } from 'react-router-dom';
import { receiptPath } from '@common/paths';
import type { Booking, Payment } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { Loaded } from '@/components/ui/loaded';
import { PaymentBadge } from '@/components/ui/status-badge';
import { useDialogState } from '@/components/ui/use-dialog-state';
import type { WithId } from '@/data/collection';
import { useBookingPayments } from '@/data/payments';
import { cn } from '@/lib/cn';
import { useOwed, withTaxRows } from '@/lib/owed';
import { formatDateTime, formatIsoDay, formatPrice } from '@common/format';
import { Panel } from '@/components/admin/panel';
import { RecordPaymentDialog, ReverseEntryDialog } from './payment-dialogs';

type Entry = WithId<Payment>;
const signed = (amount: number) => (amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount));

/** The booking's ledger: its figures (derived by the server), every entry, and the two ways to add one. */
export function BookingPayments({ booking }: { booking: WithId<Booking> }) {
  const entries = useBookingPayments(booking.id);
  const recorder = useDialogState();
  const reverser = useDialogState<Entry>();
  const rows = entries.data ?? [];
  const owed = useOwed(booking);
  const ledger = summarisePayments(owed.price, owed.deposit, rows);
  const reversed = new Set(rows.flatMap((e) => (e.reverses ? [e.reverses] : [])));
  // The function derives the stored figures a moment after an entry lands.
  const catchingUp = entries.data !== undefined && ledger.paidTotal !== booking.paidTotal;
  const next = owed.depositDue > 0 ? owed.depositDue : owed.price - booking.paidTotal;
  return (
    <Panel
      title="Payments"
      actions={
        <Button size="sm" onClick={() => recorder.open()} disabled={entries.status !== 'success'}>
          + Record payment
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="rounded-2xl bg-ivory p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm text-muted">Status</span>
            <PaymentBadge status={booking.paymentStatus} />
          </div>
          <DetailList
            className="mt-3"
            items={[
              ['Package', formatPrice(booking.packagePrice)],
              ...withTaxRows(owed),
              ['Paid', <strong key="p">{formatPrice(booking.paidTotal)}</strong>],
              ['Balance', formatPrice(owed.balance)],
              ['Deposit', formatPrice(ledger.deposit)],
            ]}
          />
          <p aria-live="polite" className="mt-3 text-xs text-muted">
            {catchingUp ? 'Updating the totals…' : 'Totals are derived from the entries by the server.'}
          </p>
        </div>
        <div className="min-w-0">
          <Loaded
            result={entries}
            what="the payments"
            loading={<div aria-hidden="true" className="h-32 animate-pulse rounded-2xl bg-linen" />}
            flag="owner"
            empty={
              <p className="rounded-2xl border border-dashed border-sand px-4 py-8 text-center text-sm text-muted">
                Nothing recorded yet. The deposit of {formatPrice(ledger.deposit)} secures the date.
              </p>
            }
          >
            {() => (
              <ol aria-label="Payment history" className="divide-y divide-sand/70">
                {rows.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 xl:flex-nowrap">
                    <div className="min-w-0">
                      <p className={cn('font-medium text-ink', reversed.has(entry.id) && 'text-muted line-through')}>
                        {PAYMENT_KIND_LABELS[entry.kind]} · {paymentMethodLabel(entry)} · {formatIsoDay(entry.receivedOn)}
                      </p>
                      <p className="text-xs text-muted">
                        Recorded {formatDateTime(entry.createdAt)}
                        {entry.note && <> · “{entry.note}”</>}
                        {reversed.has(entry.id) && <> · reversed</>}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      <span className={cn('tabular-nums font-semibold', entry.amount < 0 ? 'text-danger' : 'text-ink')}>
                        {signed(entry.amount)}
                      </span>
                      <Link
                        to={receiptPath(entry.id)}
                        className="text-xs font-semibold text-ink underline underline-offset-4"
                        aria-label={`Receipt for the ${signed(entry.amount)} entry`}
                      >
                        Receipt
                      </Link>
                      {entry.kind !== 'reversal' && !reversed.has(entry.id) && !entry.stripe && (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => reverser.open(entry)}
                          aria-label={`Reverse the ${signed(entry.amount)} entry`}
                        >
                          Reverse
                        </Button>
                      )}
                      {/* Stripe's money is given back in Stripe; its refund event records the entry (the rules refuse a reversal). */}
                      {entry.stripe && entry.kind === 'payment' && <span className="text-xs text-muted">Refund in Stripe</span>}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Loaded>
        </div>
      </div>
      {recorder.isOpen && <RecordPaymentDialog key={recorder.opening} booking={booking} suggested={next} onClose={recorder.close} />}
      {reverser.target && <ReverseEntryDialog key={reverser.opening} entry={reverser.target} onClose={reverser.close} />}
    </Panel>
  );
}
