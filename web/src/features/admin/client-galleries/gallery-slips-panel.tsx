import { formatDateTime, formatIsoDay, formatPrice } from '@common/format';
import { galleryReceiptPath } from '@common/paths';
import { SLIP_STATUS_LABELS, type ClientGallery, type GalleryPhoto, type GallerySlip } from '@common/schemas';
import { Panel } from '@/components/admin/panel';
import { SlipReview } from '@/components/admin/slip-review';
import type { WithId } from '@/data/collection';
import { decideGallerySlip, useGallerySlips } from '@/data/gallery-slips';

/**
 * Issue 38: the transfer slips sent for this gallery's extras, as the booking page shows a booking's:
 * look at the slip, then approve (the payment enters the ledger and exactly its photos unlock) or
 * reject with a reason the customer reads. Hidden while there is none.
 */
export function GallerySlipsPanel({ gallery, photos }: { gallery: WithId<ClientGallery>; photos: readonly WithId<GalleryPhoto>[] }) {
  const slips = useGallerySlips(gallery.id).data ?? [];
  if (slips.length === 0) return null;
  const names = new Map(photos.map((photo) => [photo.id, photo.fileName]));
  const waiting = slips.filter((slip) => slip.status === 'pending').length;
  return (
    <Panel title={waiting > 0 ? `Transfer slips · ${waiting} to check` : 'Transfer slips'}>
      <ul className="divide-y divide-sand">
        {slips.map((slip) => (
          <SlipRow key={slip.id} slip={slip} fileNames={slip.photoIds.map((id) => names.get(id) ?? id)} />
        ))}
      </ul>
    </Panel>
  );
}

function SlipRow({ slip, fileNames }: { slip: WithId<GallerySlip>; fileNames: string[] }) {
  const n = slip.photoIds.length;
  return (
    <SlipReview
      slip={slip}
      testId="gallery-slip"
      approve={() => decideGallerySlip(slip.galleryId, slip.id, 'approve')}
      reject={(reason) => decideGallerySlip(slip.galleryId, slip.id, 'reject', reason)}
      receipt={slip.paymentId && galleryReceiptPath(slip.paymentId)}
    >
      <p className="font-semibold text-ink tabular-nums">
        {formatPrice(slip.amount)}{' '}
        <span className="font-normal text-ink-soft">
          for {n} extra photo{n === 1 ? '' : 's'}, sent {formatIsoDay(slip.sentOn)}
        </span>
      </p>
      <p className="text-xs text-muted">
        Received {formatDateTime(slip.createdAt)} · ref. {slip.reference} · {SLIP_STATUS_LABELS[slip.status]}
        {slip.note && ` · “${slip.note}”`}
      </p>
      <p className="mt-1 break-words text-xs text-ink-soft">{fileNames.join(', ')}</p>
      {slip.status === 'rejected' && <p className="mt-1 text-sm text-danger">Your reason: {slip.reason}</p>}
    </SlipReview>
  );
}
