import { useSearchParams } from 'react-router-dom';
import { BookingDetail } from '@/features/admin/bookings/booking-detail';
import { BookingsTable } from '@/features/admin/bookings/bookings-table';
import { StudioCalendar } from '@/features/admin/bookings/studio-calendar';
import { StudioSettingsPanel } from '@/features/admin/bookings/studio-settings-form';
import { AdminPage, useAdminTab } from '@/components/admin/admin-page';

const TABS = [
  { key: 'requests', label: 'Bookings' },
  { key: 'calendar', label: 'Calendar' },
  { key: 'settings', label: 'Payment details' },
];

// Bookings lists every request; ?booking=<id> opens one; the tabs hold the calendar and settings.
export function BookingsAdminPage() {
  const id = useSearchParams()[0].get('booking');
  const tab = useAdminTab(TABS);
  if (id) {
    return (
      <AdminPage title="Booking" description="Confirm, decline or cancel it, and record what has been paid.">
        <BookingDetail key={id} id={id} />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title="Bookings"
      description="Requests and confirmed events. Confirming takes the date in the studio calendar: no date is sold twice."
      tabs={TABS}
    >
      {tab === 'requests' && <BookingsTable />}
      {tab === 'calendar' && <StudioCalendar />}
      {tab === 'settings' && <StudioSettingsPanel />}
    </AdminPage>
  );
}
