import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatIsoDay, formatPrice } from '@common/format';
import { receiptPath } from '@common/paths';
import { studioToday } from '@common/days';
import { SLIP_STATUS_LABELS, TOO_FAR_BACK, earliestReceivedDay, type Booking, type Slip } from '@common/schemas';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { WithId } from '@/data/collection';
import { saveSlipPdf, slipPhoto, useApproveSlip, useBookingSlips, useRejectSlip } from '@/data/slips';

/** The customer's transfer slips on this booking: look, then approve with one click or reject with a reason. */
export function BookingSlipsPanel({ booking }: { booking: WithId<Booking> }) {
  const slips = useBookingSlips(booking.id).data ?? [];
  if (slips.length === 0) return null;
  return (
    <Panel title="Transfer slips">
      <ul className="divide-y divide-sand">
        {slips.map((slip) => (
          <SlipRow key={slip.id} slip={slip} />
        ))}
      </ul>
    </Panel>
  );
}

/** How a slip is decided: by default the ledger's way (a whole-day booking); a session's slip goes through the sessions function. */
interface SlipDecision {
  approve: (slip: WithId<Slip>) => Promise<void>;
  reject: (slipId: string, input: { reason: string }) => Promise<void>;
}

/** One slip: view its file, approve it, or reject it with a reason. `about` says what it pays for. */
export function SlipRow({ slip, decide, about }: { slip: WithId<Slip>; decide?: SlipDecision; about?: string }) {
  const ledgerApprove = useApproveSlip();
  const ledgerReject = useRejectSlip();
  const approve = decide?.approve ?? ledgerApprove;
  const reject = decide?.reject ?? ledgerReject;
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const run = async (which: 'approve' | 'reject', action: () => Promise<void>) => {
    setBusy(which);
    setError('');
    try {
      await action();
      setRejecting(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };
  // Approving writes the ledger entry on the day the customer sent it, which the ledger (and the
  // rules) take only within PAYMENT_BACKDATE_DAYS of today.
  const tooOld = !decide && slip.status === 'pending' && slip.sentOn < earliestReceivedDay(studioToday());
  const failed = (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure));
  const show = () => (slip.contentType === 'application/pdf' ? saveSlipPdf(slip.id) : slipPhoto(slip.id).then(setFileUrl)).catch(failed);
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {about && <p className="text-sm font-medium text-ink">{about}</p>}
          <p className="font-semibold text-ink tabular-nums">
            {formatPrice(slip.amount)} <span className="font-normal text-ink-soft">sent {formatIsoDay(slip.sentOn)}</span>
          </p>
          <p className="text-xs text-muted">
            Received {formatDateTime(slip.createdAt)} · {SLIP_STATUS_LABELS[slip.status]}
            {slip.note && ` · “${slip.note}”`}
          </p>
          {slip.status === 'rejected' && <p className="mt-1 text-sm text-danger">Your reason: {slip.reason}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!fileUrl && (
            <Button variant="ghost" size="sm" onClick={() => void show()}>
              {slip.contentType === 'application/pdf' ? 'Download the PDF slip' : 'View slip'}
            </Button>
          )}
          {slip.status === 'pending' && (
            <>
              {!tooOld && (
                <Button
                  size="sm"
                  busy={busy === 'approve'}
                  disabled={busy !== null}
                  onClick={() => void run('approve', () => approve(slip))}
                >
                  Approve {formatPrice(slip.amount)}
                </Button>
              )}
              <Button variant="danger-quiet" size="sm" disabled={busy !== null} onClick={() => setRejecting(true)}>
                Reject
              </Button>
            </>
          )}
          {slip.paymentId && (
            <Link to={receiptPath(slip.paymentId)} className="text-xs font-semibold text-ink underline underline-offset-4">
              Receipt
            </Link>
          )}
        </div>
      </div>
      {tooOld && (
        <p className="mt-2 text-sm text-ink-soft">
          Sent {formatIsoDay(slip.sentOn)}: too far back to approve. {TOO_FAR_BACK} Reject it with a reason the customer reads, or record
          the money with Record payment on the day you received it.
        </p>
      )}
      {fileUrl && (
        <img src={fileUrl} alt={`Transfer slip for ${formatPrice(slip.amount)}`} className="mt-3 max-h-96 rounded-xl border border-sand" />
      )}
      {rejecting && (
        <form
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setError('Say why, in a line the customer will read.');
            void run('reject', () => reject(slip.id, { reason }));
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
