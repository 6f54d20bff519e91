import { Link } from 'react-router-dom';
import { ADMIN_LISTS } from '@common/admin-lists';
import { formatIsoDay } from '@common/format';
import { bookingDetailPath } from '@common/paths';
import { OWNER_DELETES, OWNER_REPAIRS } from '@common/repairs';
import { orderKeywords, type Booking } from '@common/schemas';
import { fieldRepair, type OwnerListDeclaration } from '@/components/crud/owner-list-declaration';
import { BookingPaidOf } from '@/components/payments/owed-amounts';
import { buttonClass } from '@/components/ui/button';
import { PaymentBadge, StatusBadge } from '@/components/ui/status-badge';
import { bookings, useOwnerBookings } from '@/data/bookings';
import { ContractStateBadge } from './contract-state';

/** Every booking: filtered by status or event date, searched by customer, each opening its own page. */
export const bookingsList: OwnerListDeclaration<'bookings', Booking> = {
  spec: ADMIN_LISTS.bookings,
  useList: useOwnerBookings,
  label: 'Bookings',
  what: 'the bookings',
  columns: [
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
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge status={row.original.status} />
          {row.original.contractState && <ContractStateBadge state={row.original.contractState} />}
        </div>
      ),
    },
    {
      id: 'paid',
      header: 'Paid',
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <BookingPaidOf booking={row.original} />
          <PaymentBadge status={row.original.paymentStatus} />
        </div>
      ),
    },
  ],
  filterLabels: {
    pending: 'Awaiting',
    upcoming: 'Next 30 days',
    overdue: 'Payment overdue',
    dueSoon: 'Payment due in 14 days',
    awaitingSignature: 'Awaiting signature',
    confirmed: 'Confirmed',
    completed: 'Completed',
    declined: 'Declined',
    cancelled: 'Cancelled',
  },
  sortLabels: { newest: 'Newest requests', eventDate: 'Event date' },
  search: { label: 'Search by customer', hint: 'A name, an email address or a booking reference.' },
  rangeLabel: 'Event',
  empty: { title: 'No bookings yet', hint: 'Requests made on /booking appear here the moment they are sent.' },
  noMatch: { title: 'No bookings match', hint: 'Try another name, another date range, or show all.' },
  RowActions: ({ row }) => (
    <Link
      to={bookingDetailPath(row.id)}
      className={buttonClass('secondary', '', 'sm')}
      aria-label={`Open the booking of ${row.name} for ${formatIsoDay(row.eventDate)}`}
    >
      Open
    </Link>
  ),
  repair: fieldRepair({
    noun: 'booking',
    target: { ...bookings, fields: OWNER_REPAIRS.bookings, keywords: (booking, id) => orderKeywords(id, booking) },
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      eventType: 'Type of event',
      venue: 'Venue',
      guestCount: 'Guests',
      notes: 'Notes',
    },
    canRemove: OWNER_DELETES.bookings,
    held: {
      collection: 'bookings',
      why: 'A transfer slip or a client gallery names this booking, so it is kept on record: decline or cancel it instead, which keeps its history.',
    },
  }),
};
