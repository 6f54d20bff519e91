import { AdminPage } from '@/components/admin/admin-page';
import { ReportsScreen } from '@/features/admin/reports/reports-screen';

export function ReportsPage() {
  return (
    <AdminPage
      title="Reports"
      description="Money received, what is still owed and what each package brought in, for any period. Figures come from the payment ledger."
    >
      <ReportsScreen />
    </AdminPage>
  );
}
