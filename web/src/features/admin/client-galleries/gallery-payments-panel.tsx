import { useState } from 'react';
import { z } from 'zod';
import { formatIsoDay, formatPrice } from '@common/format';
import { paymentNet, type GalleryLedgerEntry } from '@common/gallery-payments';
import type { GalleryPayment } from '@common/schemas';
import { Panel } from '@/components/admin/panel';
import { SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormNumber, FormText } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { recordGalleryRefund, useGalleryLedger } from '@/data/gallery-payments';

/**
 * Issue 38: what this gallery's customers paid (extras, extensions) and what was given back, each
 * payment with what it still holds. A card payment is refunded in Stripe and recorded here by its
 * event; a payment made outside Stripe (a bank transfer) gets "Record a refund". A payment refunded
 * in full locks its photos again. Hidden while there is none.
 */
export function GalleryPaymentsPanel({ galleryId }: { galleryId: string }) {
  const ledger = useGalleryLedger(galleryId).data ?? [];
  if (ledger.length === 0) return null;
  const entries: GalleryLedgerEntry[] = ledger.map((e) => ({ ...e, stripe: e.stripe ?? null }));
  const payments = ledger.filter((e) => e.kind === 'payment' && !e.adjusts).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const net = ledger.reduce((sum, e) => sum + e.amount, 0);
  return (
    <Panel title={`Payments · ${formatPrice(net)} net`}>
      <ul className="divide-y divide-sand">
        {payments.map((payment) => (
          <PaymentRow
            key={payment.id}
            payment={payment}
            held={paymentNet({ ...payment, stripe: payment.stripe ?? null }, entries)}
            adjustments={ledger.filter((e) => e.adjusts === payment.id)}
          />
        ))}
      </ul>
    </Panel>
  );
}

const what = (payment: GalleryPayment) => {
  if (payment.purpose === 'extension')
    return payment.extension
      ? `Downloads extended ${payment.extension.days} days, until ${formatIsoDay(payment.extension.until)}`
      : 'Extension (refunded)';
  const n = payment.photoIds.length;
  return n > 0 ? `${n} extra photo${n === 1 ? '' : 's'}` : 'A second payment (refunded)';
};

function PaymentRow({
  payment,
  held,
  adjustments,
}: {
  payment: WithId<GalleryPayment>;
  held: number;
  adjustments: WithId<GalleryPayment>[];
}) {
  const [refunding, setRefunding] = useState(false);
  const byCard = payment.stripe !== undefined;
  const locked = payment.photoIds.length > 0 && held <= 0;
  return (
    <li className="grid gap-2 py-4" data-testid="gallery-payment">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-ink">
          {what(payment)} <span className="font-normal text-ink-soft">· {formatIsoDay(payment.receivedOn)}</span>
        </p>
        <p className="tabular-nums text-ink">
          {formatPrice(payment.amount)} <span className="text-sm text-ink-soft">{byCard ? 'by card' : 'by bank transfer'}</span>
        </p>
      </div>
      {adjustments.map((entry) => (
        <p key={entry.id} className="text-sm text-ink-soft">
          {entry.amount < 0 ? 'Refunded' : 'Returned'} {formatPrice(Math.abs(entry.amount))} on {formatIsoDay(entry.receivedOn)}
          {entry.note ? ` · ${entry.note}` : ''}
        </p>
      ))}
      {locked && <p className="text-sm font-semibold text-danger">Refunded in full: its photos are proofs again.</p>}
      {!byCard && held > 0 && !refunding && (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setRefunding(true)}>
            Record a refund
          </Button>
        </div>
      )}
      {!byCard && held > 0 && refunding && (
        <RefundForm galleryId={payment.galleryId} paymentId={payment.id} held={held} onDone={() => setRefunding(false)} />
      )}
    </li>
  );
}

function RefundForm({ galleryId, paymentId, held, onDone }: { galleryId: string; paymentId: string; held: number; onDone: () => void }) {
  const schema = z.object({
    amount: z
      .number({ error: 'Enter the amount refunded.' })
      .int('A whole amount.')
      .min(1, 'At least 1.')
      .max(held, `At most ${formatPrice(held)}: what is left of this payment.`),
    note: z.string().trim().max(500),
  });
  const form = useSchemaForm(schema, { amount: held, note: '' });
  const toast = useToast();
  return (
    <SchemaForm
      form={form}
      what="refund"
      audience="owner"
      aria-label="Record a refund"
      describeFailure={(error) => (error instanceof Error ? error.message : String(error))}
      onSubmit={async ({ amount, note }) => {
        const { recorded } = await recordGalleryRefund(galleryId, paymentId, amount, note);
        toast(recorded ? `Refund of ${formatPrice(amount)} recorded` : 'That refund was already recorded');
        onDone();
      }}
    >
      <div className="grid gap-3 rounded-2xl bg-linen p-4">
        <FormNumber name="amount" label="Amount refunded" price min={1} max={held} />
        <FormText name="note" label="Note (optional)" maxLength={500} placeholder="How it was paid back" />
        <div className="flex gap-2">
          <SubmitButton busyLabel="Recording…">Record</SubmitButton>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-ink-soft">Refunded in full, its photos are proofs again unless another payment covers them.</p>
    </SchemaForm>
  );
}
