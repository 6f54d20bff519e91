import { formatIsoDay } from '@common/format';
import { Panel } from '@/components/admin/panel';
import { approveSessionSlip, rejectSessionSlip } from '@/data/session-slots';
import { useHeldSessions } from '@/data/sessions';
import { usePendingSessionSlips } from '@/data/slips';
import { SlipRow } from './booking-slips-panel';

// The sessions' transfer slips waiting for the owner (docs/sessions.md). Each keeps its slot held
// until she decides: approve books it (the confirmation is emailed), reject frees the time and
// emails the customer her reason. Both go through the sessions function, which moves the slot too.

const decide = {
  approve: async (slip: { id: string }) => void (await approveSessionSlip(slip.id)),
  reject: async (slipId: string, { reason }: { reason: string }) => void (await rejectSessionSlip(slipId, reason)),
};

export function SessionSlips() {
  const slips = usePendingSessionSlips().data ?? [];
  const held = useHeldSessions().data;
  if (slips.length === 0) return null;
  return (
    <Panel title="Session slips to check">
      <p className="text-sm text-ink-soft">
        Each of these times stays held for its customer until you approve the transfer (the session is booked) or reject it (the time is
        free again, and the customer is emailed your reason).
      </p>
      <ul className="divide-y divide-sand">
        {slips.map((slip) => {
          const session = held?.find((s) => s.id === slip.bookingId);
          const about = session
            ? `${session.sessionName}, ${formatIsoDay(session.date)} at ${session.time} · ${session.name || session.email}`
            : held && 'A session no longer held for this slip (cancelled): reject it, and return the transfer.';
          return <SlipRow key={slip.id} slip={slip} decide={decide} about={about} />;
        })}
      </ul>
    </Panel>
  );
}
