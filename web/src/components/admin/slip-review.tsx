import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '@common/format';
import type { SlipStatus, SlipType } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { saveSlipPdf, slipPhoto } from '@/data/slips';

/** What the owner's decision needs of a slip, a booking's, a session's or a gallery's. */
type ReviewedSlip = { id: string; amount: number; contentType: SlipType; status: SlipStatus; paymentId: string | null };

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * One transfer slip on the owner's list, whatever it pays for: what it is (`children`), then look at
 * the file, approve it with one click or reject it with a reason the customer reads (required), and
 * the receipt once approved. The callers say how a decision is made (the ledger, the sessions or the
 * gallery function) and where the receipt is; `approvable` false keeps a pending slip to reject only,
 * with `note` saying why.
 */
export function SlipReview({
  slip,
  approve,
  reject,
  receipt,
  approvable = true,
  note,
  children,
  testId,
}: {
  slip: ReviewedSlip;
  approve: () => Promise<unknown>;
  reject: (reason: string) => Promise<unknown>;
  /** The receipt's address once the slip is approved. */
  receipt: string | null;
  approvable?: boolean;
  note?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const run = async (which: 'approve' | 'reject', action: () => Promise<unknown>) => {
    setBusy(which);
    setError('');
    try {
      await action();
      setRejecting(false);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  };
  const pdf = slip.contentType === 'application/pdf';
  const show = () => (pdf ? saveSlipPdf(slip.id) : slipPhoto(slip.id).then(setFileUrl)).catch((failure) => setError(messageOf(failure)));
  return (
    <li className="py-4" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">{children}</div>
        <div className="flex flex-wrap items-center gap-2">
          {!fileUrl && (
            <Button variant="ghost" size="sm" onClick={() => void show()}>
              {pdf ? 'Download the PDF slip' : 'View slip'}
            </Button>
          )}
          {slip.status === 'pending' && (
            <>
              {approvable && (
                <Button size="sm" busy={busy === 'approve'} disabled={busy !== null} onClick={() => void run('approve', approve)}>
                  Approve {formatPrice(slip.amount)}
                </Button>
              )}
              <Button variant="danger-quiet" size="sm" disabled={busy !== null} onClick={() => setRejecting(true)}>
                Reject
              </Button>
            </>
          )}
          {receipt && (
            <Link to={receipt} className="text-xs font-semibold text-ink underline underline-offset-4">
              Receipt
            </Link>
          )}
        </div>
      </div>
      {note}
      {fileUrl && (
        <img src={fileUrl} alt={`Transfer slip for ${formatPrice(slip.amount)}`} className="mt-3 max-h-96 rounded-xl border border-sand" />
      )}
      {rejecting && (
        <form
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setError('Say why, in a line the customer will read.');
            void run('reject', () => reject(reason));
          }}
        >
          <TextField
            label="Why (the customer reads this)"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            className="flex-1"
          />
          <Button type="submit" variant="danger" busy={busy === 'reject'}>
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
