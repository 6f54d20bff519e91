import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_LISTS } from '@common/admin-lists';
import type { FrameOrder } from '@common/schemas';
import { adminPaths, frameOrderDetailPath } from '@common/paths';
import { ListTable } from '@/components/crud/list-table';
import { ListToolbar } from '@/components/crud/list-toolbar';
import { useListControls } from '@/components/crud/use-list-controls';
import { ButtonLink } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import type { WithId } from '@/data/collection';
import { useOwnerFrameOrders } from '@/data/frame-orders';
import { formatDate, formatPrice } from '@common/format';
import { FrameOrderActions } from './frame-order-actions';

type Row = WithId<FrameOrder>;

const FILTER_LABELS = {
  open: 'Open',
  received: 'Received',
  printing: 'Printing',
  ready: 'Ready',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Every frame order, newest first; the next step is one click from the list. */
export function FrameOrdersTable() {
  const controls = useListControls(ADMIN_LISTS.frameOrders);
  const list = useOwnerFrameOrders(controls.params);
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
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
          </div>
        ),
      },
      {
        id: 'total',
        header: 'Total',
        cell: ({ row }) => <span className="tabular-nums">{formatPrice(row.original.unitPrice * row.original.quantity)}</span>,
      },
      {
        id: 'fulfilment',
        header: 'Receives by',
        cell: ({ row }) => (row.original.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'),
      },
      {
        id: 'placed',
        header: 'Placed',
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.createdAt)}</span>,
      },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => <FrameOrderActions order={row.original} size="sm" />,
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
        searchLabel="Search by customer"
        searchHint="A name, an email address or an order reference."
        actions={<ButtonLink to={adminPaths.createFrameOrder}>+ New frame order</ButtonLink>}
      />
      <ListTable
        label="Frame orders"
        what="the frame orders"
        columns={columns}
        list={list}
        controls={controls}
        empty={{ title: 'No frame orders yet', hint: 'Orders from /frame-booking and the ones you create here appear in this list.' }}
        noMatch={{ title: 'No frame orders match' }}
      />
    </>
  );
}
