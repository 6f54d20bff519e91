import { FRAME_ORDER_TRANSITIONS, type FrameOrder, type FrameOrderStatus } from '@common/schemas';

/** The one forward step from here (not cancelling), with the owner's words for it. */
export function nextStep(order: FrameOrder): { to: FrameOrderStatus; label: string } | null {
  const to = FRAME_ORDER_TRANSITIONS[order.status].find((s) => s !== 'cancelled');
  if (!to) return null;
  const words: Partial<Record<FrameOrderStatus, string>> = {
    printing: 'Start printing',
    ready: order.fulfilment === 'pickup' ? 'Ready to collect' : 'Mark ready',
    delivered: order.fulfilment === 'pickup' ? 'Mark collected' : 'Mark delivered',
  };
  return { to, label: words[to] ?? to };
}

export const canCancel = (order: FrameOrder) => FRAME_ORDER_TRANSITIONS[order.status].includes('cancelled');
