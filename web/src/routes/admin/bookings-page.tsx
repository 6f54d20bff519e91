import { useParams } from 'react-router-dom';
import { AdminPage, useAdminTab } from '@/components/admin/admin-page';
import { BookingDetail } from '@/features/admin/bookings/booking-detail';
import { bookingsList } from '@/features/admin/bookings/bookings-list';
import { OwnerList } from '@/components/crud/owner-list';
import { StudioCalendar } from '@/features/admin/bookings/studio-calendar';
import { StudioSettingsPanel } from '@/features/admin/bookings/studio-settings-form';

const TABS = [
  { key: 'requests', label: 'Bookings' },
  { key: 'calendar', label: 'Calendar' },
  { key: 'settings', label: 'Payment details' },
];

// Bookings lists every request; the tabs hold the calendar and settings.
export function BookingsAdminPage() {
  const tab = useAdminTab(TABS);
  return (
    <AdminPage
      title="Bookings"
      description="Requests and confirmed events. Confirming takes the date in the studio calendar: no date is sold twice."
      tabs={TABS}
    >
      {tab === 'requests' && <OwnerList declaration={bookingsList} />}
      {tab === 'calendar' && <StudioCalendar />}
      {tab === 'settings' && <StudioSettingsPanel />}
    </AdminPage>
  );
}

/** One booking at /admin/bookings/:bookingId. */
export function BookingDetailPage() {
  const id = useParams<'bookingId'>().bookingId ?? '';
  return (
    <AdminPage title="Booking" description="Confirm, decline or cancel it, and record what has been paid.">
      <BookingDetail key={id} id={id} />
    </AdminPage>
  );
}
