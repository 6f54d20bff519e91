import { Link } from 'react-router-dom';
import { BOOKING_STATUSES, type Booking } from '@common/schemas';
import { adminPaths, customerPath } from '@common/paths';
import { DetailHeader, DetailScreen } from '@/components/admin/detail-screen';
import { FactGrid } from '@/components/ui/detail-list';
import { PaymentBadge, StatusBadge } from '@/components/ui/status-badge';
import { useBooking } from '@/data/bookings';
import type { WithId } from '@/data/collection';
import { formatDateTime, formatIsoDay, formatPrice } from '@common/format';
import { Panel } from '@/components/admin/panel';
import { BookingActions } from './booking-actions';
import { BookingPayments } from './booking-payments';
import { BookingSlipsPanel } from './booking-slips-panel';
import { BookingSchedule } from './booking-schedule';
import { ContractStateBadge } from './contract-state';
import { ContractPanel } from './contract-panel';
import { QuestionnairesPanel } from './questionnaires-panel';
import { WorkflowTimeline } from './workflow-timeline';
import { movedWords } from './reschedule-step';
import { SameDay, useDayOf } from './same-day';

const METHOD = { cash: 'Cash at the studio', 'bank-transfer': 'Bank transfer' } as const;
const STEP_WORDS: Record<Booking['status'], string> = {
  pending: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** One booking: what was asked, by whom, the day's clash, its moves and its payments. */
export function BookingDetail({ id }: { id: string }) {
  return (
    <DetailScreen
      back={{ to: adminPaths.bookings, label: 'All bookings' }}
      live={useBooking(id)}
      what="this booking"
      missing={`a booking with the reference ${id}`}
    >
      {(booking) => <BookingView booking={booking} />}
    </DetailScreen>
  );
}

function BookingView({ booking }: { booking: WithId<Booking> }) {
  const day = useDayOf(booking);
  const moved = movedWords(booking);
  const history = BOOKING_STATUSES.flatMap((status) => {
    const at = booking.statusAt[status];
    return at ? [{ step: STEP_WORDS[status], at }] : [];
  })
    .concat(booking.rescheduledAt ? [{ step: `Moved to ${formatIsoDay(booking.eventDate)}`, at: booking.rescheduledAt }] : [])
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <>
      <DetailHeader
        badges={
          <>
            <StatusBadge status={booking.status} />
            <PaymentBadge status={booking.paymentStatus} />
            {booking.contractState && <ContractStateBadge state={booking.contractState} />}
          </>
        }
        title={`${booking.name} · ${formatIsoDay(booking.eventDate)}`}
        detail={
          <>
            {booking.packageName} · Ref. <span className="font-mono">{booking.id}</span>
          </>
        }
        actions={<BookingActions booking={booking} clashes={day.clashes} />}
      />
      {booking.statusReason && (
        <p className="rounded-2xl border border-rose/30 bg-rose/10 px-5 py-3 text-sm text-ink">
          <strong>{STEP_WORDS[booking.status]}:</strong> {booking.statusReason}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <Panel title="The event">
            <FactGrid
              items={[
                ['Event', booking.eventType],
                ['Date', formatIsoDay(booking.eventDate)],
                ...(moved && booking.rescheduledFrom
                  ? [['Rescheduled', `${moved}, from ${formatIsoDay(booking.rescheduledFrom)}`] as [string, string]]
                  : []),
                ['Guests', String(booking.guestCount)],
                ['Venue', booking.venue],
                ['Package', booking.packageName],
                ['Price when booked', formatPrice(booking.packagePrice)],
              ]}
            />
            {booking.notes && (
              <p className="mt-5 whitespace-pre-line rounded-2xl bg-ivory px-4 py-3 text-sm text-ink-soft">“{booking.notes}”</p>
            )}
          </Panel>
          <ContractPanel booking={booking} />
          <QuestionnairesPanel booking={booking} />
          <WorkflowTimeline booking={booking} />
          <BookingPayments booking={booking} />
          <BookingSlipsPanel booking={booking} />
          <BookingSchedule booking={booking} />
        </div>
        <div className="grid content-start gap-6">
          <SameDay booking={booking} requests={day.requests} days={day.days} />
          <Panel title="Contact">
            <dl className="grid gap-3 text-sm">
              {[
                [
                  'Name',
                  <Link key="n" to={customerPath(booking.userId)} className="font-medium underline underline-offset-4">
                    {booking.name}
                  </Link>,
                ],
                [
                  'Email',
                  <a key="e" href={`mailto:${booking.email}`} className="break-all underline underline-offset-4">
                    {booking.email}
                  </a>,
                ],
                [
                  'Phone',
                  <a key="p" href={`tel:${booking.phone.replace(/[^+\d]/g, '')}`} className="underline underline-offset-4">
                    {booking.phone}
                  </a>,
                ],
                ['Will pay by', METHOD[booking.paymentMethod]],
              ].map(([term, value]) => (
                <div key={String(term)} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3">
                  <dt className="text-muted">{term}</dt>
                  <dd className="min-w-0 text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </Panel>
          <Panel title="History">
            <ol className="grid gap-2 text-sm">
              {history.map(({ step, at }) => (
                <li key={step} className="flex justify-between gap-3">
                  <span className="text-ink">{step}</span>
                  <time dateTime={at.toISOString()} className="text-muted">
                    {formatDateTime(at)}
                  </time>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </>
  );
}
