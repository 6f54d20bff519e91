import { useSearchParams } from 'react-router-dom';
import { FrameOrderDetail } from '@/features/admin/frame-orders/frame-order-detail';
import { FrameOrdersTable } from '@/features/admin/frame-orders/frame-orders-table';
import { AdminPage } from '@/components/admin/admin-page';

// Frame Orders lists them all; ?order=<id> opens one.
export function FrameOrdersAdminPage() {
  const id = useSearchParams()[0].get('order');
  return id ? (
    <AdminPage title="Frame order" description="Move it through the workshop’s steps; the customer is emailed at each one.">
      <FrameOrderDetail key={id} id={id} />
    </AdminPage>
  ) : (
    <AdminPage
      title="Frame Orders"
      description="Received → printing → ready → delivered, or cancelled. Each step is dated and shown to the customer."
    >
      <FrameOrdersTable />
    </AdminPage>
  );
}
