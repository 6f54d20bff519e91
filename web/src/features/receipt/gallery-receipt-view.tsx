import { formatIsoDay } from '@common/format';
import type { GalleryPayment } from '@common/schemas';
import { Loaded } from '@/components/ui/loaded';
import type { WithId } from '@/data/collection';
import { useGallery } from '@/data/client-galleries';
import { useGalleryPayment } from '@/data/gallery-slips';
import { ReceiptShell, ReceiptTable, usePaymentRows, type ReceiptRow } from './receipt-shell';

/**
 * A gallery payment's receipt (issue 38, galleryPayments): extra photos paid by card through Stripe
 * or by a bank transfer the studio approved, or an extension of the downloads.
 */
export function GalleryReceiptView({ id }: { id: string }) {
  return (
    <Loaded
      result={useGalleryPayment(id)}
      what="this receipt"
      empty={<p className="text-ink-soft">There is no receipt with this number.</p>}
    >
      {(payment) => <GalleryReceipt id={id} payment={payment} />}
    </Loaded>
  );
}

/**
 * What the money bought, in the receipt's words.
 * @internal Exported for its tests only.
 */
export function purchaseRows(payment: Pick<GalleryPayment, 'photoIds' | 'purpose' | 'extension' | 'kind'>): ReceiptRow[] {
  if (payment.purpose === 'extension')
    return payment.extension
      ? [
          ['For', `Downloads extended by ${payment.extension.days} day${payment.extension.days === 1 ? '' : 's'}`],
          ['Downloads until', formatIsoDay(payment.extension.until)],
        ]
      : [['For', 'An extension already paid: this payment was refunded']];
  const n = payment.photoIds.length;
  if (n > 0) return [['For', `${n} extra photo${n === 1 ? '' : 's'}, unlocked at full resolution`]];
  return [['For', payment.kind === 'refund' ? 'Money back on extra photos' : 'Extra photos already paid: this payment was refunded']];
}

function GalleryReceipt({ id, payment }: { id: string; payment: WithId<GalleryPayment> }) {
  const rows = usePaymentRows(id, payment);
  // The gallery's title when this account may still read the gallery; its reference otherwise.
  const title = useGallery(payment.galleryId).data?.title;
  const galleryRows: ReceiptRow[] = [
    ['Gallery', title ? `${title} (ref. ${payment.galleryId})` : `ref. ${payment.galleryId}`],
    ...purchaseRows(payment),
  ];
  return (
    <ReceiptShell title={payment.kind === 'refund' ? 'Refund receipt' : 'Receipt'} recordedAt={payment.createdAt}>
      <ReceiptTable caption="This payment" rows={rows} />
      <ReceiptTable caption="Your gallery" rows={galleryRows} />
    </ReceiptShell>
  );
}
