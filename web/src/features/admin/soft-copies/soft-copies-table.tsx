import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_LISTS } from '@common/admin-lists';
import type { SoftCopy } from '@common/schemas';
import { ListTable } from '@/components/crud/list-table';
import { ListToolbar } from '@/components/crud/list-toolbar';
import { useDialogState } from '@/components/crud/use-dialog-state';
import { useListControls } from '@/components/crud/use-list-controls';
import { Button } from '@/components/ui/button';
import type { WithId } from '@/data/collection';
import { useOwnerSoftCopies } from '@/data/soft-copies';
import { formatDate, formatIsoDay } from '@common/format';
import { hostOf } from '@/lib/links';
import { UpdateSoftCopyDialog } from './update-soft-copy-dialog';
import { WithdrawSoftCopyDialog } from './withdraw-soft-copy-dialog';

type Row = WithId<SoftCopy>;

/** Every delivery: who, when, whether it was opened; replace links or withdraw (never delete). */
export function SoftCopiesTable() {
  const controls = useListControls(ADMIN_LISTS.softCopies);
  const list = useOwnerSoftCopies(controls.params);
  const updater = useDialogState<Row>();
  const withdrawer = useDialogState<Row>();

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'title',
        header: 'Delivery',
        cell: ({ row }) => <DeliveryCell copy={row.original} />,
        meta: { card: 'title' },
      },
      {
        id: 'customer',
        header: 'Customer',
        cell: ({ row }) => (
          <div className="min-w-0">
            <p className="truncate text-ink">{row.original.userName || '—'}</p>
            <p className="truncate text-xs text-muted">{row.original.userEmail}</p>
          </div>
        ),
      },
      {
        id: 'sent',
        header: 'Sent',
        cell: ({ row }) => formatDate(row.original.createdAt),
        meta: { className: 'whitespace-nowrap' },
      },
      { id: 'opened', header: 'Opened', cell: ({ row }) => <OpenedCell copy={row.original} />, meta: { className: 'whitespace-nowrap' } },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) =>
          row.original.status === 'delivered' ? (
            <div className="flex items-center justify-end gap-1">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => updater.open(row.original)}
                aria-label={`Replace links of ${row.original.title}`}
              >
                Replace links
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => withdrawer.open(row.original)}
                aria-label={`Withdraw ${row.original.title}`}
                className="text-danger hover:bg-rose/10"
              >
                Withdraw
              </Button>
            </div>
          ) : (
            <span className="text-xs text-muted">Withdrawn {row.original.withdrawnAt && formatDate(row.original.withdrawnAt)}</span>
          ),
        meta: { card: 'actions', className: 'w-px whitespace-nowrap text-right' },
      },
    ],
    // The dialogs' open functions only set state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <>
      <ListToolbar
        controls={controls}
        filterLabels={{ delivered: 'Delivered', unopened: 'Not opened yet', withdrawn: 'Withdrawn' }}
        searchLabel="Search by title or customer"
      />
      <ListTable
        label="Deliveries"
        what="the deliveries"
        columns={columns}
        list={list}
        controls={controls}
        empty={{ title: 'No photographs delivered yet', hint: 'Send the first gallery from the “Send photos” tab.' }}
        noMatch={{ title: 'No deliveries match' }}
      />
      {updater.isOpen && updater.target && <UpdateSoftCopyDialog key={updater.opening} copy={updater.target} onClose={updater.close} />}
      {withdrawer.isOpen && withdrawer.target && (
        <WithdrawSoftCopyDialog key={withdrawer.opening} copy={withdrawer.target} onClose={withdrawer.close} />
      )}
    </>
  );
}

function DeliveryCell({ copy }: { copy: Row }) {
  const detail = [
    copy.links.map(hostOf).join(', '),
    copy.bookingLabel,
    copy.downloadUntil && `until ${formatIsoDay(copy.downloadUntil)}`,
    copy.history.length > 0 && `replaced ${copy.history.length}×`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="min-w-0 max-w-[18rem]">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <span className="truncate">{copy.title}</span>
        {copy.status === 'withdrawn' && (
          <span className="shrink-0 rounded-full bg-rose/15 px-2 py-0.5 text-xs font-semibold text-danger">Withdrawn</span>
        )}
      </p>
      <p className="truncate text-xs text-muted">{detail}</p>
    </div>
  );
}

function OpenedCell({ copy }: { copy: Row }) {
  if (copy.openedAt) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sage-deep">
        <span aria-hidden="true">●</span>
        {formatDate(copy.openedAt)}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-muted">
      <span aria-hidden="true">○</span>
      Not yet
    </span>
  );
}
