import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatIsoDay, formatPrice } from '@common/format';
import { galleryReceiptPath } from '@common/paths';
import { SLIP_STATUS_LABELS, type ClientGallery, type GalleryPhoto, type GallerySlip } from '@common/schemas';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { WithId } from '@/data/collection';
import { decideGallerySlip, useGallerySlips } from '@/data/gallery-slips';
import { saveSlipPdf, slipPhoto } from '@/data/slips';

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
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const failed = (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure));
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(decision);
    setError('');
    try {
      await decideGallerySlip(slip.galleryId, slip.id, decision, reason);
      setRejecting(false);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(null);
    }
  };
  const show = () => (slip.contentType === 'application/pdf' ? saveSlipPdf(slip.id) : slipPhoto(slip.id).then(setFileUrl)).catch(failed);
  const n = slip.photoIds.length;
  return (
    <li className="py-4" data-testid="gallery-slip">
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
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {!fileUrl && (
          <Button variant="ghost" size="sm" onClick={() => void show()}>
            {slip.contentType === 'application/pdf' ? 'Download the PDF slip' : 'View slip'}
          </Button>
        )}
        {slip.status === 'pending' && (
          <>
            <Button size="sm" busy={busy === 'approve'} disabled={busy !== null} onClick={() => void decide('approve')}>
              Approve {formatPrice(slip.amount)}
            </Button>
            <Button variant="danger-quiet" size="sm" disabled={busy !== null} onClick={() => setRejecting(true)}>
              Reject
            </Button>
          </>
        )}
        {slip.paymentId && (
          <Link to={galleryReceiptPath(slip.paymentId)} className="text-xs font-semibold text-ink underline underline-offset-4">
            Receipt
          </Link>
        )}
      </div>
      {fileUrl && (
        <img src={fileUrl} alt={`Transfer slip for ${formatPrice(slip.amount)}`} className="mt-3 max-h-96 rounded-xl border border-sand" />
      )}
      {rejecting && (
        <form
          className="mt-3 grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setError('Say why, in a line the customer will read.');
            void decide('reject');
          }}
        >
          <TextField label="Why (the customer reads this)" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" variant="danger" size="sm" busy={busy === 'reject'} className="justify-self-start">
            Reject the slip
          </Button>
        </form>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
