import { useState } from 'react';
import type { FrameOrder } from '@common/schemas';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { Button, type ButtonSize } from '@/components/ui/button';
import { frameStepLabel } from '@/components/ui/frame-order-steps';
import { useToast } from '@/components/ui/toast';
import { useDialogState } from '@/components/ui/use-dialog-state';
import type { WithId } from '@/data/collection';
import { useMoveFrameOrder } from '@/data/frame-orders';
import { canCancel, nextStep } from './frame-steps';

/** The next step (one click) and cancelling (after asking); the rules allow nothing else. */
export function FrameOrderActions({ order, size = 'md' }: { order: WithId<FrameOrder>; size?: ButtonSize }) {
  const move = useMoveFrameOrder();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const canceller = useDialogState();
  const next = nextStep(order);
  async function advance() {
    if (!next || busy) return;
    setBusy(true);
    try {
      await move(order.id, next.to);
      toast(`${order.name}’s ${order.frameName}: ${frameStepLabel(order, next.to).toLowerCase()}${order.email ? ' (emailed)' : ''}`);
    } catch (error) {
      console.error('Moving the frame order failed', error);
      toast('That step was refused: the order changed meanwhile. Nothing was saved.', 'error');
    } finally {
      setBusy(false);
    }
  }
  if (!next && !canCancel(order)) return null;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {next && (
        <Button
          size={size}
          onClick={() => void advance()}
          busy={busy}
          busyLabel="Saving…"
          aria-label={`${next.label}: ${order.name}, ${order.frameName}`}
        >
          {next.label}
        </Button>
      )}
      {canCancel(order) && (
        <Button
          size={size}
          variant="ghost"
          className="text-danger hover:bg-rose/10"
          onClick={() => canceller.open()}
          aria-label={`Cancel the order of ${order.name}`}
        >
          Cancel
        </Button>
      )}
      <ConfirmDialog
        open={canceller.isOpen}
        onClose={canceller.close}
        title="Cancel this frame order?"
        confirmLabel="Cancel order"
        busyLabel="Cancelling…"
        danger
        what="cancellation"
        onConfirm={async () => {
          await move(order.id, 'cancelled');
          toast('Frame order cancelled');
        }}
      >
        <p>
          {order.quantity} × {order.frameName} ({order.size}) for {order.name}.{' '}
          {order.email ? 'They are emailed.' : 'They have no email: call them.'} The order stays on record.
        </p>
      </ConfirmDialog>
    </div>
  );
}
