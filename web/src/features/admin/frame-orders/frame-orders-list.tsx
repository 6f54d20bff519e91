import { Link } from 'react-router-dom';
import { ADMIN_LISTS } from '@common/admin-lists';
import { formatDate } from '@common/format';
import { adminPaths, frameOrderDetailPath } from '@common/paths';
import { OWNER_DELETES, OWNER_REPAIRS } from '@common/repairs';
import { orderKeywords, type FrameOrder } from '@common/schemas';
import { fieldRepair, type OwnerListDeclaration } from '@/components/crud/owner-list-declaration';
import { FramedPhoto } from '@/components/galleries/framed-photo';
import { FrameOrderTotal } from '@/components/payments/owed-amounts';
import { StatusBadge } from '@/components/ui/status-badge';
import { frameOrders, useOwnerFrameOrders } from '@/data/frame-orders';
import { FrameOrderActions } from './frame-order-actions';

/** Every frame order, newest first; the next step is one click from the list. */
export const frameOrdersList: OwnerListDeclaration<'frameOrders', FrameOrder> = {
  spec: ADMIN_LISTS.frameOrders,
  useList: useOwnerFrameOrders,
  label: 'Frame orders',
  what: 'the frame orders',
  columns: [
    {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => (
        <div className="min-w-0">
          <Link to={frameOrderDetailPath(row.original.id)} className="font-semibold text-ink hover:underline">
            {row.original.name}
          </Link>
          <p className="truncate text-xs text-muted">{row.original.userId ? row.original.email : `Walk-in · ${row.original.phone}`}</p>
        </div>
      ),
      meta: { card: 'title' },
    },
    {
      id: 'frame',
      header: 'Frame',
      cell: ({ row }) => (
        <div>
          <p className="text-ink">
            {row.original.quantity} × {row.original.frameName}
          </p>
          <p className="text-xs text-muted">{row.original.size}</p>
          {row.original.galleryPhoto && (
            <div className="mt-2">
              <FramedPhoto photo={row.original.galleryPhoto} size="sm" />
            </div>
          )}
        </div>
      ),
    },
    {
      id: 'total',
      header: 'Total',
      cell: ({ row }) => <FrameOrderTotal order={row.original} />,
    },
    { id: 'fulfilment', header: 'Receives by', cell: ({ row }) => (row.original.fulfilment === 'pickup' ? 'Pickup' : 'Delivery') },
    {
      id: 'placed',
      header: 'Placed',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.createdAt)}</span>,
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  ],
  filterLabels: {
    open: 'Open',
    received: 'Received',
    printing: 'Printing',
    ready: 'Ready',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  sortLabels: { newest: 'Newest' },
  search: { label: 'Search by customer', hint: 'A name, an email address or an order reference.' },
  empty: { title: 'No frame orders yet', hint: 'Orders from /frame-booking and the ones you create here appear in this list.' },
  noMatch: { title: 'No frame orders match' },
  create: { label: '+ New frame order', to: adminPaths.createFrameOrder },
  RowActions: ({ row }) => <FrameOrderActions order={row} size="sm" />,
  repair: fieldRepair({
    noun: 'frame order',
    target: { ...frameOrders, fields: OWNER_REPAIRS.frameOrders, keywords: (order, id) => orderKeywords(id, order) },
    labels: { name: 'Name', email: 'Email', phone: 'Phone', photoNote: 'Photo', deliveryAddress: 'Deliver to', notes: 'Notes' },
    canRemove: OWNER_DELETES.frameOrders,
    held: {
      collection: 'frameOrders',
      why: 'This order was paid online, so it is kept with its payment: cancel it instead, which keeps its history.',
    },
  }),
};
