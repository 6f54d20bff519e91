import { AdminPage, useAdminTab } from '@/components/admin/admin-page';
import { OwnerList } from '@/components/crud/owner-list';
import { CalendarSyncPanel } from '@/features/admin/sessions/calendar-sync-panel';
import { sessionTypesList } from '@/features/admin/sessions/session-types-list';
import { WeekView } from '@/features/admin/bookings/week-view';

const TABS = [
  { key: 'week', label: 'Week' },
  { key: 'types', label: 'Session types' },
  { key: 'calendar', label: 'Calendar & policy' },
];

/** Admin → Sessions: consultations and mini sessions booked by the hour (docs/sessions.md). */
export function SessionsPage() {
  const tab = useAdminTab(TABS);
  return (
    <AdminPage
      title="Sessions"
      description="Consultations and mini sessions booked by the hour, in one calendar with your weddings and your own diary."
      tabs={TABS}
    >
      {tab === 'week' && <WeekView />}
      {tab === 'types' && <OwnerList declaration={sessionTypesList} />}
      {tab === 'calendar' && <CalendarSyncPanel />}
    </AdminPage>
  );
}
