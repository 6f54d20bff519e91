import { useState, type FormEvent } from 'react';
import { formatBytes, formatPrice } from '@common/format';
import { studioToday } from '@common/days';
import { SLIP_MAX_BYTES, SLIP_TYPES, TOO_FAR_BACK, earliestReceivedDay, slipInputSchema } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { sendSlip, useNewSlipId } from '@/data/slips';

type Errors = Partial<Record<'file' | 'amount' | 'sentOn' | 'form', string>>;

/** The customer's bank-transfer slip for a booking: the file (photo or PDF), the amount and the day sent. */
export function SlipForm({
  bookingId,
  suggested,
  onSent,
  kind,
  range,
}: {
  bookingId: string;
  suggested: number;
  onSent: () => void;
  /** 'session': the deposit of a held timed session (bookingId names the session booking). */
  kind?: 'session';
  /** The amounts the server takes (a session: from its deposit to its price), checked here first. */
  range?: { min: number; max: number };
}) {
  const slipId = useNewSlipId();
  const [file, setFile] = useState<File | null>(null);
  const [amount, setAmount] = useState(suggested > 0 ? String(suggested) : '');
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
    const parsed = slipInputSchema.safeParse({ bookingId, amount: Number(amount), sentOn, note, ...(kind ? { kind } : {}) });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'amount') found.amount = 'Enter the whole amount you transferred.';
        if (issue.path[0] === 'sentOn') found.sentOn = 'Enter the day you made the transfer.';
      }
    }
    if (parsed.success && range && (parsed.data.amount < range.min || parsed.data.amount > range.max))
      found.amount = `Enter the amount you transferred: from ${formatPrice(range.min)} (the deposit) to ${formatPrice(range.max)}.`;
    // The owner approves it into the ledger, which takes no earlier day (firestore.rules agrees).
    if (parsed.success && parsed.data.sentOn < earliestReceivedDay(studioToday()))
      found.sentOn = `${TOO_FAR_BACK} Write to the studio about an older transfer.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || !parsed.success) return;
    setBusy(true);
    try {
      await sendSlip(slipId, file, parsed.data);
      onSent();
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-4 sm:grid-cols-2" aria-label="Send a transfer slip">
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
        label="Amount transferred"
        inputMode="numeric"
        value={amount}
        error={errors.amount}
        hint={suggested > 0 ? `Due now: ${formatPrice(suggested)}` : undefined}
        onChange={(e) => setAmount(e.target.value)}
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
      <TextField label="Note (optional)" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} className="sm:col-span-2" />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
          {errors.form}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" busy={busy} busyLabel="Sending…">
          Send the slip
        </Button>
      </div>
    </form>
  );
}
