import type { FrameOrder } from '@common/schemas';
import { paths } from '@common/paths';
import { FramedPhoto } from '@/components/galleries/framed-photo';
import { FrameOrderPayment } from '@/components/payments/frame-order-payment';
import { FrameOrderTotal } from '@/components/payments/owed-amounts';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate, formatPrice } from '@common/format';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import type { WithId } from '@/data/collection';
import { useOwnFrameOrders } from '@/data/frame-orders';
import { FrameOrderSteps, frameStepLabel } from '@/components/ui/frame-order-steps';
import { StatusBadge } from '@/components/ui/status-badge';

/** The customer's frame orders, newest first. */
export function MyFrameOrders({ uid }: { uid: string }) {
  return (
    <Loaded
      result={useOwnFrameOrders(uid)}
      what="your frame orders"
      loading={<Skeleton count={1} className="h-32" />}
      flag="customer"
      empty={
        <EmptyState title="No frame orders yet">
          <p>Turn a favourite photograph into a hand-finished frame for your wall.</p>
          <ButtonLink to={paths.frames} variant="secondary" className="mt-6">
            See the frames
          </ButtonLink>
        </EmptyState>
      }
    >
      {(orders) => <FrameOrderList orders={orders} uid={uid} />}
    </Loaded>
  );
}

function FrameOrderList({ orders, uid }: { orders: WithId<FrameOrder>[]; uid: string }) {
  return (
    <ul className="grid gap-4">
      {orders.map((order) => (
        <li key={order.id} className="rounded-3xl border border-sand bg-white p-6 shadow-sm">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h3 className="text-2xl font-semibold text-ink">{order.frameName}</h3>
              <p className="mt-1 text-sm text-ink-soft">
                {order.size} · {order.quantity} × {formatPrice(order.unitPrice)} ={' '}
                <strong className="text-ink">
                  <FrameOrderTotal order={order} />
                </strong>
              </p>
              <p className="mt-1 break-words text-sm text-muted">
                {order.photoNote ? `“${order.photoNote}” · ` : ''}
                {order.fulfilment === 'pickup' ? 'to collect at the studio' : `delivery to ${order.deliveryAddress}`}
              </p>
              {order.galleryPhoto && (
                <div className="mt-3">
                  <FramedPhoto photo={order.galleryPhoto} size="sm" />
                </div>
              )}
            </div>
            <div className="self-start">
              <StatusBadge status={order.status} label={frameStepLabel(order, order.status)} />
            </div>
          </div>
          <div className="mt-5 border-t border-sand pt-5">
            <FrameOrderSteps order={order} />
          </div>
          <FrameOrderPayment order={order} uid={uid} className="mt-4" />
          <p className="mt-4 text-xs text-muted">
            Ref. <span className="font-mono text-ink-soft">{order.id}</span> · ordered {formatDate(order.createdAt)}
            {order.placedBy === 'studio' ? ' at the studio' : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
