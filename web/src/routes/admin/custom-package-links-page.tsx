import { linksList } from '@/features/admin/custom-package-links/links-list';
import { OwnerList } from '@/components/crud/owner-list';
import { AdminPage } from '@/components/admin/admin-page';

export function CustomPackageLinksPage() {
  return (
    <AdminPage
      title="All Custom Package Links"
      description="Every offer sent: who it is for, when, and whether it was viewed, booked, expired or revoked."
    >
      <OwnerList declaration={linksList} />
    </AdminPage>
  );
}
