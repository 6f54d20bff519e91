import { customPackagesList } from '@/features/admin/custom-packages/custom-packages-list';
import { OwnerList } from '@/components/crud/owner-list';
import { AdminPage } from '@/components/admin/admin-page';

export function CustomPackagesPage() {
  return (
    <AdminPage
      title="Custom Packages"
      description="Packages designed for one client: what's included, price, deposit and how long an offer stays open. Archive instead of deleting."
    >
      <OwnerList declaration={customPackagesList} />
    </AdminPage>
  );
}
