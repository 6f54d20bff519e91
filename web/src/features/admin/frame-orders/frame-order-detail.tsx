import { Link } from 'react-router-dom';
import type { FrameOrder } from '@common/schemas';
import { adminPaths, customerPath } from '@common/paths';
import { FactGrid } from '@/components/ui/detail-list';
import { FrameOrderSteps } from '@/components/ui/frame-order-steps';
import { LoadError } from '@/components/ui/load-error';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import type { WithId } from '@/data/collection';
import { useFrameOrder } from '@/data/frame-orders';
import { formatDateTime, formatPrice } from '@common/format';
import { Panel } from '@/components/admin/panel';
import { FrameOrderActions } from './frame-order-actions';

/** One frame order: its steps with their times, what to make, and for whom. */
export function FrameOrderDetail({ id }: { id: string }) {
  const order = useFrameOrder(id);
  return (
    <div className="grid gap-6">
      <Link to={adminPaths.frameOrders} className="text-sm font-semibold text-ink-soft hover:text-ink">
        ← All frame orders
      </Link>
      <Loaded
        result={order}
        what="this frame order"
        loading={<Skeleton count={2} className="h-40" />}
        flag="owner"
        empty={<LoadError what={`a frame order with the reference ${id}`} />}
      >
        {(found) => <FrameOrderView order={found} />}
      </Loaded>
    </div>
  );
}

function FrameOrderView({ order }: { order: WithId<FrameOrder> }) {
  return (
    <>
      <header className="flex flex-col gap-4 rounded-3xl border border-sand bg-white p-5 sm:p-7 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <StatusBadge status={order.status} />
          <h2 className="mt-3 text-3xl font-semibold text-ink sm:text-4xl">
            {order.quantity} × {order.frameName}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {order.name} · Ref. <span className="font-mono">{order.id}</span>
          </p>
        </div>
        <FrameOrderActions order={order} />
      </header>
      <Panel title="Steps">
        <FrameOrderSteps order={order} />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Panel title="The order">
          <FactGrid
            items={[
              ['Frame', order.frameName],
              ['Size', order.size],
              ['Quantity', String(order.quantity)],
              ['Unit price', formatPrice(order.unitPrice)],
              ['Total', formatPrice(order.unitPrice * order.quantity)],
              ['Placed', `${formatDateTime(order.createdAt)}${order.placedBy === 'studio' ? ' at the studio' : ' online'}`],
            ]}
          />
          {order.photoNote && <p className="mt-5 rounded-2xl bg-ivory px-4 py-3 text-sm text-ink-soft">Photo: “{order.photoNote}”</p>}
          {order.notes && <p className="mt-3 rounded-2xl bg-ivory px-4 py-3 text-sm text-ink-soft">Notes: “{order.notes}”</p>}
        </Panel>
        <Panel title="Customer">
          <FactGrid
            className="sm:grid-cols-2"
            items={[
              [
                'Name',
                order.userId ? (
                  <Link key="n" to={customerPath(order.userId)} className="underline underline-offset-4">
                    {order.name}
                  </Link>
                ) : (
                  `${order.name} (walk-in)`
                ),
              ],
              ['Phone', order.phone],
              ['Email', order.email || '—'],
              [
                order.fulfilment === 'pickup' ? 'Collects at' : 'Deliver to',
                order.fulfilment === 'pickup' ? 'The studio' : order.deliveryAddress,
              ],
            ]}
          />
        </Panel>
      </div>
    </>
  );
}
