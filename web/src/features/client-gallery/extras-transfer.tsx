import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { studioToday } from '@common/days';
import { formatBytes, formatIsoDay, formatPrice } from '@common/format';
import { galleryReceiptPath } from '@common/paths';
import {
  SLIP_MAX_BYTES,
  SLIP_STATUS_LABELS,
  SLIP_TYPES,
  TOO_FAR_BACK,
  earliestReceivedDay,
  gallerySlipInputSchema,
  type GalleryPayment,
  type GalleryTransferDetails,
} from '@common/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { sendGallerySlip, transferDetailsFor, useNewGallerySlipId, useOwnGalleryPayments, useOwnGallerySlips } from '@/data/gallery-slips';
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
  const open = async () => {
    setBusy(true);
    setError('');
    setSent(false);
    try {
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
    <section aria-label="Pay by bank transfer" className="w-full rounded-2xl border border-sand bg-ivory/60 px-4 py-4 text-sm sm:px-5">
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
        galleryId={galleryId}
        photoIds={photoIds}
        onSent={() => {
          setDetails(null);
          setSent(true);
        }}
        onCancel={() => setDetails(null)}
      />
    </section>
  );
}

type Errors = Partial<Record<'file' | 'sentOn' | 'form', string>>;

function SlipForm({
  galleryId,
  photoIds,
  onSent,
  onCancel,
}: {
  galleryId: string;
  photoIds: readonly string[];
  onSent: () => void;
  onCancel: () => void;
}) {
  const slipId = useNewGallerySlipId();
  const [file, setFile] = useState<File | null>(null);
  const [sentOn, setSentOn] = useState(studioToday());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!file) found.file = 'Choose the slip: a photo or the bank’s PDF.';
    else if (!(file.type in SLIP_TYPES)) found.file = 'Send a JPEG, PNG or WebP photo, or a PDF.';
    else if (file.size > SLIP_MAX_BYTES)
      found.file = `The file is ${formatBytes(file.size)}: send one under ${formatBytes(SLIP_MAX_BYTES)}.`;
    const parsed = gallerySlipInputSchema.safeParse({ galleryId, photoIds: [...photoIds], sentOn, note });
    if (!parsed.success) found.sentOn = 'Enter the day you made the transfer.';
    else if (parsed.data.sentOn < earliestReceivedDay(studioToday()))
      found.sentOn = `${TOO_FAR_BACK} Write to the studio about an older transfer.`;
    else if (parsed.data.sentOn > studioToday()) found.sentOn = 'The transfer date can’t be in the future.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || !parsed.success) return;
    setBusy(true);
    try {
      await sendGallerySlip(slipId, file, parsed.data);
      onSent();
    } catch (failure) {
      setErrors({ form: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Send the transfer slip">
      <TextField
        label="The slip (photo or PDF)"
        type="file"
        accept={Object.keys(SLIP_TYPES).join(',')}
        error={errors.file}
        hint={`Up to ${formatBytes(SLIP_MAX_BYTES)}. Only you and the studio can see it.`}
        className="sm:col-span-2"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <TextField
        label="Day of the transfer"
        type="date"
        value={sentOn}
        min={earliestReceivedDay(studioToday())}
        max={studioToday()}
        error={errors.sentOn}
        onChange={(e) => setSentOn(e.target.value)}
      />
      <TextField label="Note (optional)" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" size="sm" busy={busy} busyLabel="Sending…">
          Send the slip
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
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
    <div className="grid gap-2 text-sm">
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
