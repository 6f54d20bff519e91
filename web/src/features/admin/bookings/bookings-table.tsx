import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_LISTS } from '@common/admin-lists';
import type { Booking } from '@common/schemas';
import { ListTable } from '@/components/crud/list-table';
import { ListToolbar } from '@/components/crud/list-toolbar';
import { useListControls } from '@/components/crud/use-list-controls';
import { buttonClass } from '@/components/ui/button';
import { PaymentBadge, StatusBadge } from '@/components/ui/status-badge';
import { useOwnerBookings } from '@/data/bookings';
import type { WithId } from '@/data/collection';
import { formatIsoDay, formatPrice } from '@common/format';
import { bookingDetailPath } from '@common/paths';

type Row = WithId<Booking>;

const FILTER_LABELS = {
  pending: 'Awaiting',
  upcoming: 'Next 30 days',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** Every booking: filtered by status or event date, searched by customer, each opening its own view. */
export function BookingsTable() {
  const controls = useListControls(ADMIN_LISTS.bookings);
  const list = useOwnerBookings(controls.params);

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'customer',
        header: 'Customer',
        cell: ({ row }) => (
          <div className="min-w-0">
            <Link to={bookingDetailPath(row.original.id)} className="font-semibold text-ink hover:underline">
              {row.original.name}
            </Link>
            <p className="truncate text-xs text-muted">{row.original.email}</p>
          </div>
        ),
        meta: { card: 'title' },
      },
      {
        id: 'event',
        header: 'Event',
        cell: ({ row }) => (
          <div>
            <p className="text-ink">{row.original.packageName}</p>
            <p className="text-xs text-muted">{row.original.eventType}</p>
          </div>
        ),
      },
      {
        id: 'date',
        header: 'Date',
        cell: ({ row }) => <span className="whitespace-nowrap">{formatIsoDay(row.original.eventDate)}</span>,
        meta: { sort: 'eventDate' },
      },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      {
        id: 'paid',
        header: 'Paid',
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <span className="whitespace-nowrap tabular-nums text-ink">
              {formatPrice(row.original.paidTotal)} <span className="text-muted">of {formatPrice(row.original.packagePrice)}</span>
            </span>
            <PaymentBadge status={row.original.paymentStatus} />
          </div>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Link
            to={bookingDetailPath(row.original.id)}
            className={buttonClass('secondary', '', 'sm')}
            aria-label={`Open the booking of ${row.original.name} for ${formatIsoDay(row.original.eventDate)}`}
          >
            Open
          </Link>
        ),
        meta: { card: 'actions', className: 'w-px whitespace-nowrap text-right' },
      },
    ],
    [],
  );

  return (
    <>
      <ListToolbar
        controls={controls}
        filterLabels={FILTER_LABELS}
        sortLabels={{ newest: 'Newest requests', eventDate: 'Event date' }}
        searchLabel="Search by customer"
        searchHint="A name, an email address or a booking reference."
        rangeLabel="Event"
      />
      <ListTable
        label="Bookings"
        what="the bookings"
        columns={columns}
        list={list}
        controls={controls}
        empty={{ title: 'No bookings yet', hint: 'Requests made on /booking appear here the moment they are sent.' }}
        noMatch={{ title: 'No bookings match', hint: 'Try another name, another date range, or show all.' }}
      />
    </>
  );
}
