import { useParams } from 'react-router-dom';
import { AdminPage } from '@/components/admin/admin-page';
import { FrameOrderDetail } from '@/features/admin/frame-orders/frame-order-detail';
import { FrameOrdersTable } from '@/features/admin/frame-orders/frame-orders-table';

export function FrameOrdersAdminPage() {
  return (
    <AdminPage
      title="Frame Orders"
      description="Received → printing → ready → delivered, or cancelled. Each step is dated and shown to the customer."
    >
      <FrameOrdersTable />
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
