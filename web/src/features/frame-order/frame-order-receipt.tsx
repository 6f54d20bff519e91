import { formatPrice } from '@common/format';
import type { FrameOrder } from '@common/schemas';
import { FrameOrderPayment } from '@/components/payments/frame-order-payment';
import { Loaded } from '@/components/ui/loaded';
import type { WithId } from '@/data/collection';
import { useFrameOrder } from '@/data/frame-orders';
import { DetailList } from '@/components/ui/detail-list';
import { frameStepLabel } from '@/components/ui/frame-order-steps';
import { StatusBadge } from '@/components/ui/status-badge';
import { useFrameOrderOwed, withTaxRows } from '@/lib/owed';

/** The frame order just placed, as the studio received it. */
export function FrameOrderReceipt({ orderId, uid }: { orderId: string; uid: string }) {
  return (
    <Loaded
      result={useFrameOrder(orderId)}
      what="your frame order"
      loading={<div aria-hidden="true" className="h-64 animate-pulse rounded-3xl bg-linen" />}
      error={null}
      flag="customer"
    >
      {(order) => <Receipt o={order} uid={uid} />}
    </Loaded>
  );
}

function Receipt({ o, uid }: { o: WithId<FrameOrder>; uid: string }) {
  const owed = useFrameOrderOwed(o);
  return (
    <section aria-labelledby="receipt-title" className="rounded-3xl border border-sand bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="receipt-title" className="text-2xl font-semibold text-ink">
          {o.frameName}
        </h2>
        <StatusBadge status={o.status} label={frameStepLabel(o, o.status)} />
      </div>
      <DetailList
        className="mt-5"
        items={[
          ['Size', o.size],
          ['Quantity', String(o.quantity)],
          ['Photo', o.photoNote],
          o.fulfilment === 'pickup' ? ['Collect at', 'The studio'] : ['Deliver to', o.deliveryAddress],
        ]}
      />
      <DetailList
        className="mt-5 border-t border-sand pt-5"
        items={[
          ['Price per frame', formatPrice(o.unitPrice)],
          ['Total', <strong key="t">{formatPrice(owed.beforeTax)}</strong>],
          ...withTaxRows(owed),
        ]}
      />
      <FrameOrderPayment order={o} uid={uid} className="mt-6 border-t border-sand pt-5" />
    </section>
  );
}
