import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDay, formatPrice } from '@common/format';
import { galleryReceiptPath } from '@common/paths';
import { SLIP_STATUS_LABELS, type GalleryPayment, type GalleryTransferDetails } from '@common/schemas';
import { SlipForm } from '@/components/payments/slip-form';
import { Button } from '@/components/ui/button';
import { useFavouritesSaved } from '@/data/client-galleries';
import { sendGallerySlip, transferDetailsFor, useOwnGalleryPayments, useOwnGallerySlips } from '@/data/gallery-slips';
import { cn } from '@/lib/cn';

// Issue 38: extras paid by bank transfer (docs/galleries.md "Extras by bank transfer"). The server
// says what to transfer for exactly these photos and where (the studio's bank details); the slip
// goes through the same upload as a booking's, and while it waits the photos are not offered again.

const photos = (n: number) => `${n} extra photo${n === 1 ? '' : 's'}`;

/** "Pay by bank transfer" for these extras: the amount and the bank details, then the slip. */
export function ExtrasTransfer({ galleryId, photoIds }: { galleryId: string; photoIds: readonly string[] }) {
  const [details, setDetails] = useState<GalleryTransferDetails | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const favouritesSaved = useFavouritesSaved();
  const open = async () => {
    setBusy(true);
    setError('');
    setSent(false);
    try {
      await favouritesSaved();
      setDetails(await transferDetailsFor(galleryId, photoIds));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  if (!details)
    return (
      <>
        <Button variant="ghost" size="sm" busy={busy} onClick={() => void open()}>
          Pay by bank transfer
        </Button>
        {sent && (
          <p role="status" className="w-full rounded-2xl bg-sage/15 px-4 py-2 text-sm text-ink">
            Slip sent. The studio checks the transfer; the photos unlock here once it is approved.
          </p>
        )}
        {error && (
          <p role="alert" className="w-full text-sm text-danger">
            {error}
          </p>
        )}
      </>
    );
  return (
    // A line of its own under the ways to pay, at a reading width.
    <div className="w-full">
      <section aria-label="Pay by bank transfer" className="max-w-3xl rounded-2xl border border-sand bg-ivory/60 px-4 py-4 text-sm sm:px-5">
        <h3 className="text-xl font-semibold text-ink">
          Transfer {formatPrice(details.amount)} for {photos(details.photoCount)}
        </h3>
        {details.bankDetails || details.upiId ? (
          <div className="mt-3 grid gap-1 rounded-xl bg-white px-4 py-3 text-ink" data-testid="bank-details">
            {details.bankDetails && <p className="whitespace-pre-line">{details.bankDetails}</p>}
            {details.upiId && <p>UPI: {details.upiId}</p>}
          </div>
        ) : (
          <p className="mt-2 text-ink-soft">
            The studio has not put its account details online: ask the studio for them, then send the slip here.
          </p>
        )}
        <p className="mt-3 text-ink-soft">
          Reference to quote: <span className="font-semibold tabular-nums text-ink">{details.reference}</span>
          {details.paymentNote && <span className="block">{details.paymentNote}</span>}
        </p>
        <SlipForm
          send={(slipId, file, { sentOn, note }) => sendGallerySlip(slipId, file, { galleryId, photoIds: [...photoIds], sentOn, note })}
          onSent={() => {
            setDetails(null);
            setSent(true);
          }}
          onCancel={() => setDetails(null)}
        />
      </section>
    </div>
  );
}

/** What a gallery payment bought, in a few words. */
const paidFor = (entry: Pick<GalleryPayment, 'photoIds' | 'purpose'>) =>
  entry.purpose === 'extension'
    ? 'more days of downloads'
    : entry.photoIds.length > 0
      ? photos(entry.photoIds.length)
      : 'extras already paid (refunded)';

const TONE = { pending: 'bg-champagne/20 text-ink', approved: 'bg-sage/20 text-ink', rejected: 'bg-rose/15 text-danger' } as const;

/**
 * What this person paid or sent for this gallery: the slips still waiting or not accepted (with the
 * studio's reason), and a receipt for each payment (card or approved transfer).
 */
export function ExtrasPayments({ galleryId, uid, waiting }: { galleryId: string; uid: string; waiting: number }) {
  const slips = (useOwnGallerySlips(uid, galleryId).data ?? []).filter((slip) => slip.status !== 'approved');
  const payments = (useOwnGalleryPayments(uid).data ?? [])
    .filter((entry) => entry.galleryId === galleryId && entry.kind === 'payment' && entry.amount > 0)
    .sort((a, b) => (a.receivedOn < b.receivedOn ? 1 : -1));
  if (waiting === 0 && slips.length === 0 && payments.length === 0) return null;
  return (
    <div className="grid max-w-3xl gap-2 text-sm">
      {waiting > 0 && (
        <p role="status" className="rounded-2xl bg-champagne/20 px-4 py-2 text-ink">
          {waiting === 1 ? '1 extra waits' : `${waiting} extras wait`} for the studio to check a bank transfer: they unlock here once it is
          approved.
        </p>
      )}
      {(slips.length > 0 || payments.length > 0) && (
        <p aria-hidden="true" className="mt-1 text-xs font-semibold uppercase tracking-wider text-muted">
          Your payments
        </p>
      )}
      {(slips.length > 0 || payments.length > 0) && (
        <ul aria-label="Your payments for this gallery" className="divide-y divide-sand/70">
          {slips.map((slip) => (
            <li key={slip.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-ink-soft">
                Transfer of {formatPrice(slip.amount)} for {photos(slip.photoIds.length)}, sent {formatIsoDay(slip.sentOn)}
                {slip.status === 'rejected' && slip.reason && <span className="block text-danger">From the studio: {slip.reason}</span>}
              </span>
              <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', TONE[slip.status])}>
                {SLIP_STATUS_LABELS[slip.status]}
              </span>
            </li>
          ))}
          {payments.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-ink-soft">
                {formatPrice(entry.amount)} for {paidFor(entry)}, {entry.method === 'bank-transfer' ? 'by bank transfer' : 'by card'} on{' '}
                {formatIsoDay(entry.receivedOn)}
              </span>
              <Link to={galleryReceiptPath(entry.id)} className="text-xs font-semibold text-ink underline underline-offset-4">
                Receipt
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
