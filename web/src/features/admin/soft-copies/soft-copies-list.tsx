import { ADMIN_LISTS } from '@common/admin-lists';
import { formatDate, formatIsoDay } from '@common/format';
import { OWNER_REPAIRS } from '@common/repairs';
import { ownerSharedKeywords, type SoftCopy } from '@common/schemas';
import { fieldRepair, type OwnerListDeclaration } from '@/components/crud/owner-list-declaration';
import { Button } from '@/components/ui/button';
import type { WithId } from '@/data/collection';
import { softCopies, useOwnerSoftCopies } from '@/data/soft-copies';
import { hostOf } from '@/lib/links';
import { UpdateSoftCopyDialog } from './update-soft-copy-dialog';
import { WithdrawSoftCopyDialog } from './withdraw-soft-copy-dialog';

type Row = WithId<SoftCopy>;

/** Every delivery: who, when, whether it was opened; replace links or withdraw (never delete). */
export const softCopiesList: OwnerListDeclaration<'softCopies', SoftCopy, 'replace' | 'withdraw'> = {
  spec: ADMIN_LISTS.softCopies,
  useList: useOwnerSoftCopies,
  label: 'Deliveries',
  what: 'the deliveries',
  columns: [
    { id: 'title', header: 'Delivery', cell: ({ row }) => <DeliveryCell copy={row.original} />, meta: { card: 'title' } },
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
    { id: 'sent', header: 'Sent', cell: ({ row }) => formatDate(row.original.createdAt), meta: { className: 'whitespace-nowrap' } },
    { id: 'opened', header: 'Opened', cell: ({ row }) => <OpenedCell copy={row.original} />, meta: { className: 'whitespace-nowrap' } },
  ],
  filterLabels: { delivered: 'Delivered', unopened: 'Not opened yet', withdrawn: 'Withdrawn' },
  sortLabels: { newest: 'Newest' },
  search: { label: 'Search by title or customer' },
  empty: { title: 'No photographs delivered yet', hint: 'Send the first gallery from the “Send photos” tab.' },
  noMatch: { title: 'No deliveries match' },
  RowActions: ({ row, open }) =>
    row.status === 'delivered' ? (
      <div className="flex items-center justify-end gap-1">
        <Button variant="ghost" size="sm" onClick={() => open('replace')} aria-label={`Replace links of ${row.title}`}>
          Replace links
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => open('withdraw')}
          aria-label={`Withdraw ${row.title}`}
          className="text-danger hover:bg-rose/10"
        >
          Withdraw
        </Button>
      </div>
    ) : (
      <span className="text-xs text-muted">Withdrawn {row.withdrawnAt && formatDate(row.withdrawnAt)}</span>
    ),
  dialogs: { replace: UpdateSoftCopyDialog, withdraw: WithdrawSoftCopyDialog },
  // A delivery is never deleted: the customer keeps what was sent (firestore.rules allow no delete).
  repair: fieldRepair({
    noun: 'delivery',
    target: { ...softCopies, fields: OWNER_REPAIRS.softCopies, keywords: (copy) => ownerSharedKeywords.softCopies(copy) },
    labels: { title: 'Title', userName: 'Customer name', bookingLabel: 'Event', message: 'Message', downloadUntil: 'Download until' },
  }),
};

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
