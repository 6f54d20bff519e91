import { useParams } from 'react-router-dom';
import { AdminPage } from '@/components/admin/admin-page';
import { FrameOrderDetail } from '@/features/admin/frame-orders/frame-order-detail';
import { frameOrdersList } from '@/features/admin/frame-orders/frame-orders-list';
import { OwnerList } from '@/components/crud/owner-list';

export function FrameOrdersAdminPage() {
  return (
    <AdminPage
      title="Frame Orders"
      description="Received → printing → ready → delivered, or cancelled. Each step is dated and shown to the customer."
    >
      <OwnerList declaration={frameOrdersList} />
    </AdminPage>
  );
}

/** One order at /admin/frame-orders/:orderId. */
export function FrameOrderDetailPage() {
  const id = useParams<'orderId'>().orderId ?? '';
  return (
    <AdminPage title="Frame order" description="Move it through the workshop’s steps; the customer is emailed at each one.">
      <FrameOrderDetail key={id} id={id} />
    </AdminPage>
  );
}
