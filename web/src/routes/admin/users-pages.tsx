import { useSearchParams } from 'react-router-dom';
import { CustomerDetail } from '@/features/admin/customers/customer-detail';
import { AllUsersTable, NewUsersTable } from '@/features/admin/customers/users-table';
import { AdminPage } from '@/components/admin/admin-page';

export function NewUsersPage() {
  return (
    <AdminPage title="New Users" description="Customers who registered in the last 30 days, newest first.">
      <NewUsersTable />
    </AdminPage>
  );
}

// All Users lists every customer; ?user=<uid> opens one customer's page.
export function AllUsersPage() {
  const uid = useSearchParams()[0].get('user');
  return uid ? (
    <AdminPage title="Customer" description="Their bookings, payments, frame orders, soft copies and custom packages.">
      <CustomerDetail key={uid} uid={uid} />
    </AdminPage>
  ) : (
    <AdminPage title="All Users" description="Every customer account. The studio’s own account has none.">
      <AllUsersTable />
    </AdminPage>
  );
}
