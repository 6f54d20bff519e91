import { DashboardFigures } from '@/features/admin/dashboard/dashboard-figures';
import { LatestActivity } from '@/features/admin/dashboard/latest-activity';
import { TasksDue } from '@/features/admin/dashboard/tasks-due';
import { TodaysSessions } from '@/features/admin/dashboard/todays-sessions';
import { AdminPage } from '@/components/admin/admin-page';
import { useSession } from '@/session/session-context';

export function DashboardPage() {
  const { admin } = useSession();
  const greeting = new Date().getHours() < 12 ? 'Good morning' : new Date().getHours() < 18 ? 'Good afternoon' : 'Good evening';
  return (
    <AdminPage
      title="Dashboard"
      description={`${greeting}${admin?.name && admin.name !== 'Admin' ? `, ${admin.name.split(' ')[0]}` : ''}. Here is what needs you.`}
    >
      <div className="grid gap-8">
        <DashboardFigures />
        <TodaysSessions />
        <TasksDue />
        <LatestActivity />
      </div>
    </AdminPage>
  );
}
