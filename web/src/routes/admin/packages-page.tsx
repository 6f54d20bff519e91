import { OwnerList } from '@/components/crud/owner-list';
import { packagesList } from '@/features/admin/packages/package-resource';
import { AdminPage } from '@/components/admin/admin-page';

export function PackagesAdminPage() {
  return (
    <AdminPage
      title="Manage Packages"
      description="The packages customers compare on /pricing and book. Bookings keep their own copy of a package."
    >
      <OwnerList declaration={packagesList} />
    </AdminPage>
  );
}
