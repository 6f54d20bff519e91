import { PAYMENT_CHANNEL_LABELS as CHANNEL_LABELS, PAYMENT_KIND_LABELS as KIND_LABELS, paymentMethodLabel } from '@common/payments';
import {
  PAYMENT_CHANNELS,
  TOO_FAR_BACK,
  earliestReceivedDay,
  paymentInputSchema,
  reversalInputSchema,
  type Booking,
  type Payment,
} from '@common/schemas';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormSwitch } from '@/components/form/switch-field';
import { FormNumber, FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useNewPaymentId, useRecordPayment, useReversePayment } from '@/data/payments';
import { useOwed } from '@/lib/owed';
import { studioToday } from '@common/days';
import { formatIsoDay, formatPrice } from '@common/format';

/** What the owner records by hand (a reversal has its own button). */
const ENTRY_KINDS = [
  { value: 'payment', label: 'Payment received' },
  { value: 'refund', label: 'Refund paid back' },
];

/** Record money in (or a refund out) against one booking; a new entry each time. */
export function RecordPaymentDialog({ booking, suggested, onClose }: { booking: WithId<Booking>; suggested: number; onClose: () => void }) {
  const id = useNewPaymentId();
  const form = useSchemaForm(paymentInputSchema, {
    kind: 'payment',
    amount: suggested > 0 ? suggested : undefined,
    method: booking.paymentMethod,
    receivedOn: studioToday(),
    note: '',
    overpaymentConfirmed: false,
  });
  const record = useRecordPayment();
  const toast = useToast();
  const refund = form.watch('kind') === 'refund';
  const amount = Number(form.watch('amount')) || 0;
  // Above the price owed (with the sales tax when it is added): the owner says yes on purpose (the rules refuse it otherwise).
  const owed = useOwed(booking);
  const above = !refund && booking.paidTotal + amount > owed.price;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={refund ? 'Record a refund' : 'Record a payment'}
      description={`${booking.name} · ${booking.packageName}, ${formatIsoDay(booking.eventDate)}. Entries are never edited; a mistake is reversed.`}
      form={form}
      what="payment"
      submitLabel={refund ? 'Record refund' : 'Record payment'}
      busyLabel="Recording…"
      onSubmit={async (values) => {
        // The rules refuse an earlier day (isReceivedDay): say so here, by the field.
        if (values.receivedOn < earliestReceivedDay(studioToday()))
          return form.setError('receivedOn', { message: TOO_FAR_BACK }, { shouldFocus: true });
        await record(id, booking, values);
        toast(`${refund ? 'Refund' : 'Payment'} of ${formatPrice(values.amount)} recorded; ${booking.name} is emailed a receipt`);
        onClose();
      }}
    >
      <FormSelect name="kind" label="Entry" options={ENTRY_KINDS} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormNumber
          name="amount"
          label="Amount"
          price
          min={1}
          hint={
            refund
              ? `At most ${formatPrice(Math.max(booking.paidTotal, 0))}, what has been paid.`
              : suggested > 0
                ? 'Prefilled with what is due next.'
                : undefined
          }
        />
        <FormSelect name="method" label="Method" options={PAYMENT_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }))} />
      </div>
      <FormText
        name="receivedOn"
        type="date"
        label={refund ? 'Paid back on' : 'Received on'}
        min={earliestReceivedDay(studioToday())}
        max={studioToday()}
      />
      <FormTextArea name="note" label="Note (optional)" rows={3} maxLength={500} hint="A transfer reference, a receipt number." />
      {above && (
        <FormSwitch
          name="overpaymentConfirmed"
          label="Record more than the price"
          hint={`With this payment ${formatPrice(booking.paidTotal + amount)} is paid, above the ${owed.taxAdded ? 'price with sales tax' : 'package price'} of ${formatPrice(owed.price)}.`}
        />
      )}
    </FormDialog>
  );
}

/** Undo one entry with its exact opposite, with the reason on record. */
export function ReverseEntryDialog({ entry, onClose }: { entry: WithId<Payment>; onClose: () => void }) {
  const form = useSchemaForm(reversalInputSchema, { note: '' });
  const reverse = useReversePayment();
  const toast = useToast();
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Reverse this entry"
      description={`${KIND_LABELS[entry.kind]} of ${formatPrice(Math.abs(entry.amount))} by ${paymentMethodLabel(entry).toLowerCase()}, ${formatIsoDay(entry.receivedOn)}. A reversing entry of the opposite amount is added; both stay in the history.`}
      form={form}
      what="reversal"
      submitLabel="Add reversing entry"
      busyLabel="Reversing…"
      onSubmit={async (values) => {
        await reverse(entry, values, studioToday());
        toast('Entry reversed');
        onClose();
      }}
    >
      <FormTextArea
        name="note"
        label="Why"
        rows={3}
        maxLength={500}
        hint="Kept with the entry and sent in the customer’s correction email."
      />
    </FormDialog>
  );
}
