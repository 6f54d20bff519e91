import { Link } from 'react-router-dom';
import { adminPaths } from '@common/paths';
import { Loaded } from '@/components/ui/loaded';
import { useContractSettings } from '@/data/contract-settings';
import { useNewLeads } from '@/data/leads';
import { ageOf } from '@/lib/age';
import { HOLDS_EXPIRING_HOURS, useDashboardFigures, type DashboardFigures as Figures } from '@/data/dashboard';
import { formatPrice } from '@common/format';
import { FigureCard } from './figure-card';

const listPath = (path: string, filter: string) => `${path}?filter=${filter}`;

/** Where the studio stands today: what waits for the owner first. */
export function DashboardFigures() {
  return (
    <Loaded
      result={useDashboardFigures()}
      what="the figures"
      loading={
        <div role="status" aria-label="Loading the figures" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} aria-hidden="true" className="h-36 animate-pulse rounded-2xl bg-white/70" />
          ))}
        </div>
      }
    >
      {(figures) => <FigureGrid f={figures} />}
    </Loaded>
  );
}

function FigureGrid({ f }: { f: Figures }) {
  // Contract figures show while the studio uses contracts, or while any are still outstanding.
  const contracts = useContractSettings().data?.enabled || f.awaitingSignature > 0 || f.holdsExpiring > 0;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <LeadsWaiting />
      <FigureCard
        label="Awaiting confirmation"
        value={f.bookingsByStatus.pending}
        note="Booking requests to answer"
        to={listPath(adminPaths.bookings, 'pending')}
      />
      {contracts && (
        <>
          <FigureCard
            label="Awaiting signature"
            value={f.awaitingSignature}
            note="Contracts sent, not yet signed"
            to={listPath(adminPaths.bookings, 'awaitingSignature')}
          />
          <FigureCard
            label="Holds expiring"
            value={f.holdsExpiring}
            note={`Signed days whose hold ends within ${HOLDS_EXPIRING_HOURS} hours, deposit not in`}
            to={`${adminPaths.bookings}?tab=calendar`}
          />
        </>
      )}
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
        label="Overdue"
        value={f.paymentsOverdue}
        note="Bookings with an instalment past its due date"
        to={listPath(adminPaths.bookings, 'overdue')}
      />
      <FigureCard
        label="Due in the next 14 days"
        value={f.paymentsDueSoon}
        note="Bookings with an instalment falling due"
        to={listPath(adminPaths.bookings, 'dueSoon')}
      />
      <FigureCard
        label="New customers"
        value={f.newCustomers7Days}
        note={`This week · ${f.newCustomers30Days} in 30 days`}
        to={adminPaths.newUsers}
      />
      <section
        aria-labelledby="by-status"
        className={`col-span-2 rounded-2xl border border-sand bg-white p-5 ${contracts ? 'lg:col-span-3' : 'lg:col-span-1'}`}
      >
        <h2 id="by-status" className="font-sans text-sm font-medium text-muted">
          Bookings by status
        </h2>
        <ul className={`mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 ${contracts ? '' : 'lg:grid-cols-2'}`}>
          {(
            [
              ['confirmed', 'Confirmed'],
              ['completed', 'Completed'],
              ['declined', 'Declined'],
              ['cancelled', 'Cancelled'],
            ] as const
          ).map(([status, label]) => (
            <li key={status}>
              <Link
                to={listPath(adminPaths.bookings, status)}
                className="block rounded-xl bg-ivory px-4 py-3 transition hover:bg-linen focus-visible:bg-linen"
              >
                <span className="block text-3xl font-semibold leading-none tracking-tight text-ink tabular-nums">
                  {f.bookingsByStatus[status]}
                </span>
                <span className="mt-1.5 block text-xs font-semibold text-champagne-dark">{label} →</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Inquiries nobody has answered yet (leads at New), with how long the oldest has waited. */
function LeadsWaiting() {
  const rows = useNewLeads().data ?? [];
  const oldest = rows.reduce<Date | null>((min, lead) => (!min || lead.firstInquiryAt < min ? lead.firstInquiryAt : min), null);
  return (
    <FigureCard
      label="Leads waiting for a reply"
      value={rows.length}
      note={oldest ? `The oldest has waited ${ageOf(oldest)}` : 'Every inquiry has an answer'}
      to={`${adminPaths.leads}?tab=list&filter=new`}
    />
  );
}
