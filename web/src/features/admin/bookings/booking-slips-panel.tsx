import { formatDateTime, formatIsoDay, formatPrice } from '@common/format';
import { receiptPath } from '@common/paths';
import { studioToday } from '@common/days';
import { SLIP_STATUS_LABELS, TOO_FAR_BACK, earliestReceivedDay, type Booking, type Slip } from '@common/schemas';
import { Panel } from '@/components/admin/panel';
import { SlipReview } from '@/components/admin/slip-review';
import type { WithId } from '@/data/collection';
import { useApproveSlip, useBookingSlips, useRejectSlip } from '@/data/slips';

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
  // Approving writes the ledger entry on the day the customer sent it, which the ledger (and the
  // rules) take only within PAYMENT_BACKDATE_DAYS of today.
  const tooOld = !decide && slip.status === 'pending' && slip.sentOn < earliestReceivedDay(studioToday());
  return (
    <SlipReview
      slip={slip}
      approve={() => approve(slip)}
      reject={(reason) => reject(slip.id, { reason })}
      receipt={slip.paymentId && receiptPath(slip.paymentId)}
      approvable={!tooOld}
      note={
        tooOld && (
          <p className="mt-2 text-sm text-ink-soft">
            Sent {formatIsoDay(slip.sentOn)}: too far back to approve. {TOO_FAR_BACK} Reject it with a reason the customer reads, or record
            the money with Record payment on the day you received it.
          </p>
        )
      }
    >
      {about && <p className="text-sm font-medium text-ink">{about}</p>}
      <p className="font-semibold text-ink tabular-nums">
        {formatPrice(slip.amount)} <span className="font-normal text-ink-soft">sent {formatIsoDay(slip.sentOn)}</span>
      </p>
      <p className="text-xs text-muted">
        Received {formatDateTime(slip.createdAt)} · {SLIP_STATUS_LABELS[slip.status]}
        {slip.note && ` · “${slip.note}”`}
      </p>
      {slip.status === 'rejected' && <p className="mt-1 text-sm text-danger">Your reason: {slip.reason}</p>}
    </SlipReview>
  );
}
