import { FRAME_ORDER_STEPS, type FrameOrder, type FrameOrderStatus } from '@common/schemas';
import { StepTimeline } from './step-timeline';

const LABELS: Record<FrameOrderStatus, string> = {
  received: 'Received',
  printing: 'Printing',
  ready: 'Ready',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The words of a step for this order (a pickup is "ready to collect", then "collected"). */
export function frameStepLabel(order: Pick<FrameOrder, 'fulfilment'>, status: FrameOrderStatus): string {
  if (order.fulfilment === 'pickup' && status === 'ready') return 'Ready to collect';
  if (order.fulfilment === 'pickup' && status === 'delivered') return 'Collected';
  return LABELS[status];
}

/** A frame order's steps with the date each was reached (the customer's profile and the admin). */
export function FrameOrderSteps({ order }: { order: FrameOrder }) {
  const steps = FRAME_ORDER_STEPS.map((status) => ({ key: status, label: frameStepLabel(order, status), at: order.statusAt[status] }));
  const cancelled = order.statusAt.cancelled;
  return (
    <StepTimeline
      label="Steps of the order"
      steps={steps}
      stopped={cancelled ? { key: 'cancelled', label: LABELS.cancelled, at: cancelled } : undefined}
    />
  );
}
