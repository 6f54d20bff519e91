import { useParams } from 'react-router-dom';
import { AdminPage } from '@/components/admin/admin-page';
import { CustomerDetail } from '@/features/admin/customers/customer-detail';
import { newUsersList, usersList } from '@/features/admin/customers/users-list';
import { OwnerList } from '@/components/crud/owner-list';

export function NewUsersPage() {
  return (
    <AdminPage title="New Users" description="Customers who registered in the last 30 days, newest first.">
      <OwnerList declaration={newUsersList} />
    </AdminPage>
  );
}

export function AllUsersPage() {
  return (
    <AdminPage title="All Users" description="Every customer account. The studio’s own account has none.">
      <OwnerList declaration={usersList} />
    </AdminPage>
  );
}

/** One customer's page at /admin/all-users/:uid. */
export function CustomerPage() {
  const uid = useParams<'uid'>().uid ?? '';
  return (
    <AdminPage title="Customer" description="Their bookings, payments, frame orders, soft copies and custom packages.">
      <CustomerDetail key={uid} uid={uid} />
    </AdminPage>
  );
}
