import { formatIsoDay } from '@common/format';
import { useDeliveryStage } from '@/data/client-galleries';

/**
 * Where the photographs of this booking stand (bookings/{id}/delivery/stage, set by the owner;
 * publishing a gallery sets "delivered"). Nothing until the studio has said.
 */
export function DeliveryStageNote({ bookingId }: { bookingId: string }) {
  const result = useDeliveryStage(bookingId);
  const stage = result.status === 'success' ? result.data : null;
  if (!stage) return null;
  const text =
    stage.stage === 'editing'
      ? `Your photographs are being edited${stage.promisedOn ? `: ready by ${formatIsoDay(stage.promisedOn)}` : ''}.`
      : stage.stage === 'delivered'
        ? 'Your photographs are delivered: see “Your galleries” below.'
        : 'Your photographs: editing has not started yet.';
  return (
    <p className="mt-4 rounded-2xl bg-sage/10 px-4 py-3 text-sm text-ink-soft" data-testid="delivery-stage">
      <span className="font-semibold text-ink">Photographs · </span>
      {text}
    </p>
  );
}
