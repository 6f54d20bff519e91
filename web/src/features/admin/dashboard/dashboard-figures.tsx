import { adminPaths } from '../../../app/paths';
import { LoadError } from '../../../components/ui/load-error';
import { useDashboardFigures } from '../../../data/dashboard';
import { formatPrice } from '../../../lib/format';
import { FigureCard } from './figure-card';

const listPath = (path: string, filter: string) => `${path}?filter=${filter}`;

/** Where the studio stands today: what waits for the owner first. */
export function DashboardFigures() {
  const figures = useDashboardFigures();
  if (figures.status === 'error') return <LoadError what="the figures" />;
  if (figures.status === 'loading') {
    return (
      <div role="status" aria-label="Loading the figures" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 9 }, (_, i) => (
          <div key={i} aria-hidden="true" className="h-36 animate-pulse rounded-2xl bg-white/70" />
        ))}
      </div>
    );
  }
  const f = figures.data;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <FigureCard
        label="Awaiting confirmation"
        value={f.bookingsByStatus.pending}
        note="Booking requests to answer"
        to={listPath(adminPaths.bookings, 'pending')}
      />
      <FigureCard
        label="Events in the next 30 days"
        value={f.eventsNext30Days}
        note="Pending and confirmed"
        to={listPath(adminPaths.bookings, 'upcoming')}
      />
      <FigureCard
        label="Open frame orders"
        value={f.openFrameOrders}
        note="Not yet delivered"
        to={listPath(adminPaths.frameOrders, 'open')}
      />
      <FigureCard
        label="Payments this month"
        value={formatPrice(f.paymentsThisMonth)}
        note="Recorded since the 1st, net of refunds"
        to={adminPaths.bookings}
      />
      <FigureCard
        label="New customers"
        value={f.newCustomers7Days}
        note={`This week · ${f.newCustomers30Days} in 30 days`}
        to={adminPaths.newUsers}
      />
      <FigureCard label="Confirmed bookings" value={f.bookingsByStatus.confirmed} to={listPath(adminPaths.bookings, 'confirmed')} />
      <FigureCard label="Completed" value={f.bookingsByStatus.completed} to={listPath(adminPaths.bookings, 'completed')} />
      <FigureCard label="Declined" value={f.bookingsByStatus.declined} to={listPath(adminPaths.bookings, 'declined')} />
      <FigureCard label="Cancelled" value={f.bookingsByStatus.cancelled} to={listPath(adminPaths.bookings, 'cancelled')} />
    </div>
  );
}
