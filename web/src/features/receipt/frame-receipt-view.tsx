import { formatPrice } from '@common/format';
import type { FrameOrder } from '@common/schemas';
import type { FramePayment } from '@common/schemas/online-payments';
import { Loaded } from '@/components/ui/loaded';
import type { WithId } from '@/data/collection';
import { useFrameOrder } from '@/data/frame-orders';
import { useFramePayment } from '@/data/online-payments';
import { useFrameOrderOwed, withTaxRows } from '@/lib/owed';
import { ReceiptShell, ReceiptTable, usePaymentRows, type ReceiptRow } from './receipt-shell';

/** A frame order's online payment's receipt (framePayments, written by the Stripe webhook). */
export function FrameReceiptView({ id }: { id: string }) {
  return (
    <Loaded result={useFramePayment(id)} what="this receipt" empty={<p className="text-ink-soft">There is no receipt with this number.</p>}>
      {(payment) => <ReceiptWithOrder id={id} payment={payment} />}
    </Loaded>
  );
}

function ReceiptWithOrder({ id, payment }: { id: string; payment: WithId<FramePayment> }) {
  return (
    <Loaded result={useFrameOrder(payment.orderId)} what="the frame order of this receipt">
      {(order) => <FrameReceipt id={id} payment={payment} order={order} />}
    </Loaded>
  );
}

function FrameReceipt({ id, payment, order }: { id: string; payment: WithId<FramePayment>; order: WithId<FrameOrder> }) {
  const rows = usePaymentRows(id, payment);
  const owed = useFrameOrderOwed(order);
  const orderRows: ReceiptRow[] = [
    ['Customer', order.name],
    ['Frame order', `${order.quantity} × ${order.frameName}, ${order.size} (ref. ${payment.orderId})`],
    ['Order total', formatPrice(owed.beforeTax)],
    ...withTaxRows(owed),
  ];
  return (
    <ReceiptShell title={payment.kind === 'refund' ? 'Refund receipt' : 'Receipt'} recordedAt={payment.createdAt}>
      <ReceiptTable caption="This payment" rows={rows} />
      <ReceiptTable caption="Your frame order" rows={orderRows} />
    </ReceiptShell>
  );
}
