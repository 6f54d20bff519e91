import { Link } from 'react-router-dom';
import type { FrameOrder } from '@common/schemas';
import { adminPaths, customerPath, galleryEditorPath } from '@common/paths';
import { DetailHeader, DetailScreen } from '@/components/admin/detail-screen';
import { FramedPhoto } from '@/components/galleries/framed-photo';
import { FactGrid } from '@/components/ui/detail-list';
import { FrameOrderSteps } from '@/components/ui/frame-order-steps';
import { StatusBadge } from '@/components/ui/status-badge';
import type { WithId } from '@/data/collection';
import { useFrameOrder } from '@/data/frame-orders';
import { useFrameOrderOwed, withTaxRows } from '@/lib/owed';
import { formatDateTime, formatPrice } from '@common/format';
import { Panel } from '@/components/admin/panel';
import { FrameOrderActions } from './frame-order-actions';

/** One frame order: its steps with their times, what to make, and for whom. */
export function FrameOrderDetail({ id }: { id: string }) {
  return (
    <DetailScreen
      back={{ to: adminPaths.frameOrders, label: 'All frame orders' }}
      live={useFrameOrder(id)}
      what="this frame order"
      missing={`a frame order with the reference ${id}`}
    >
      {(order) => <FrameOrderView order={order} />}
    </DetailScreen>
  );
}

function FrameOrderView({ order }: { order: WithId<FrameOrder> }) {
  const owed = useFrameOrderOwed(order);
  return (
    <>
      <DetailHeader
        badges={<StatusBadge status={order.status} />}
        title={`${order.quantity} × ${order.frameName}`}
        detail={
          <>
            {order.name} · Ref. <span className="font-mono">{order.id}</span>
          </>
        }
        actions={<FrameOrderActions order={order} />}
      />
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
              ['Total', formatPrice(owed.beforeTax)],
              ...withTaxRows(owed),
              ['Placed', `${formatDateTime(order.createdAt)}${order.placedBy === 'studio' ? ' at the studio' : ' online'}`],
            ]}
          />
          {order.galleryPhoto && (
            <div className="mt-5 rounded-2xl bg-ivory p-4">
              <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-muted">Photo to frame, from their gallery</p>
              <FramedPhoto photo={order.galleryPhoto}>
                <Link to={galleryEditorPath(order.galleryPhoto.galleryId)} className="text-sm text-ink-soft underline underline-offset-4">
                  Open the gallery
                </Link>
              </FramedPhoto>
            </div>
          )}
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
