import { LinksTable } from '@/features/admin/custom-package-links/links-table';
import { AdminPage } from '@/components/admin/admin-page';

export function CustomPackageLinksPage() {
  return (
    <AdminPage
      title="All Custom Package Links"
      description="Every offer sent: who it is for, when, and whether it was viewed, booked, expired or revoked."
    >
      <LinksTable />
    </AdminPage>
  );
}
