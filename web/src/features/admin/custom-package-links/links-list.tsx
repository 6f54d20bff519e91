import { Link } from 'react-router-dom';
import { ADMIN_LISTS } from '@common/admin-lists';
import { formatDate } from '@common/format';
import { customPackagePath } from '@common/paths';
import { OWNER_REPAIRS } from '@common/repairs';
import { linkState, ownerSharedKeywords, type CustomPackageLink } from '@common/schemas';
import { PriceCell } from '@/components/admin/catalogue/cells';
import { fieldRepair, type OwnerListDeclaration } from '@/components/crud/owner-list-declaration';
import { LinkStateBadge } from '@/components/ui/link-state-badge';
import type { WithId } from '@/data/collection';
import { customPackageLinks, useOwnerCustomPackageLinks } from '@/data/custom-package-links';
import { LinkActions, RevokeLinkDialog } from './link-actions';

type Row = WithId<CustomPackageLink>;

/** Every link sent: customer, package, date, state; copy, revoke after asking, resend the email. */
export const linksList: OwnerListDeclaration<'customPackageLinks', CustomPackageLink, 'revoke'> = {
  spec: ADMIN_LISTS.customPackageLinks,
  useList: useOwnerCustomPackageLinks,
  label: 'Custom package links',
  what: 'the links',
  columns: [
    {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => (
        <div className="min-w-0 max-w-[14rem]">
          <p className="truncate font-semibold text-ink">{row.original.userName || row.original.userEmail}</p>
          <p className="truncate text-xs text-muted">{row.original.userEmail}</p>
        </div>
      ),
      meta: { card: 'title' },
    },
    {
      id: 'package',
      header: 'Package',
      cell: ({ row }) => (
        <div className="min-w-0 max-w-[16rem]">
          <Link
            to={customPackagePath(row.original.slug)}
            className="block truncate text-ink underline decoration-sand underline-offset-4 hover:decoration-ink"
            aria-label={`${row.original.packageName}: see the link as ${row.original.userName || row.original.userEmail} does`}
          >
            {row.original.packageName}
          </Link>
          <p className="text-xs text-muted">
            <PriceCell amount={row.original.price} />
          </p>
        </div>
      ),
    },
    {
      id: 'sent',
      header: 'Sent',
      cell: ({ row }) => formatDate(row.original.createdAt),
      meta: { sort: 'newest', className: 'whitespace-nowrap' },
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <StateCell link={row.original} /> },
  ],
  filterLabels: { sent: 'Not booked', notViewed: 'Not viewed yet', booked: 'Booked', revoked: 'Revoked' },
  sortLabels: { newest: 'Newest', expiry: 'Expiry' },
  search: { label: 'Search by customer or package' },
  empty: { title: 'No links sent yet', hint: 'Send a custom package to a customer and its link shows here.' },
  noMatch: { title: 'No links match' },
  RowActions: ({ row, open }) => <LinkActions link={row} onRevoke={() => open('revoke')} />,
  dialogs: { revoke: RevokeLinkDialog },
  // A link is never deleted: revoking keeps it on record, and a booking may point at it.
  repair: fieldRepair({
    noun: 'link',
    target: {
      ...customPackageLinks,
      fields: OWNER_REPAIRS.customPackageLinks,
      keywords: (link) => ownerSharedKeywords.customPackageLinks(link),
    },
    labels: { userName: 'Customer name', message: 'Message' },
  }),
};

function StateCell({ link }: { link: Row }) {
  const state = linkState(link);
  const detail =
    state === 'booked' && link.bookedAt
      ? `on ${formatDate(link.bookedAt)}`
      : state === 'revoked' && link.revokedAt
        ? `on ${formatDate(link.revokedAt)}`
        : state === 'expired'
          ? `on ${formatDate(link.expiresAt)}`
          : state === 'viewed' && link.viewedAt
            ? `first ${formatDate(link.viewedAt)} · open until ${formatDate(link.expiresAt)}`
            : `open until ${formatDate(link.expiresAt)}`;
  return (
    <div className="flex flex-col items-start gap-1">
      <LinkStateBadge state={state} audience="owner" />
      <span className="whitespace-nowrap text-xs text-muted">{detail}</span>
    </div>
  );
}
