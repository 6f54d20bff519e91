import { AdminPage } from '@/components/admin/admin-page';

// Placeholder until Admin → Contracts is built (issue 34): the admin helper replaces this file.
export function ContractsPage() {
  return (
    <AdminPage title="Contracts" description="Contract templates with merge fields, signed by customers before the deposit.">
      <p>Templates follow.</p>
    </AdminPage>
  );
}
