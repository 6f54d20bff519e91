import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_LISTS } from '@common/admin-lists';
import { linkState, type CustomPackageLink } from '@common/schemas';
import { customPackagePath } from '@common/paths';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { ListTable } from '@/components/crud/list-table';
import { ListToolbar } from '@/components/crud/list-toolbar';
import { useDialogState } from '@/components/crud/use-dialog-state';
import { useListControls } from '@/components/crud/use-list-controls';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useOwnerCustomPackageLinks, useResendLinkEmail, useRevokeLink } from '@/data/custom-package-links';
import { formatDate } from '@common/format';
import { LinkStateBadge } from '@/components/ui/link-state-badge';
import { PriceCell } from '@/components/admin/catalogue/cells';
import { CopyLinkButton } from '@/components/admin/copy-link-button';

type Row = WithId<CustomPackageLink>;

/** Every link sent: customer, package, date, state; copy, revoke after asking, resend the email. */
export function LinksTable() {
  const controls = useListControls(ADMIN_LISTS.customPackageLinks);
  const list = useOwnerCustomPackageLinks(controls.params);
  const revoker = useDialogState<Row>();
  const revoke = useRevokeLink();
  const toast = useToast();

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
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
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => <LinkActions link={row.original} onRevoke={() => revoker.open(row.original)} />,
        meta: { card: 'actions', className: 'w-px whitespace-nowrap text-right' },
      },
    ],
    // revoker.open only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const target = revoker.target;
  return (
    <>
      <ListToolbar
        controls={controls}
        filterLabels={{ sent: 'Not booked', notViewed: 'Not viewed yet', booked: 'Booked', revoked: 'Revoked' }}
        sortLabels={{ newest: 'Newest', expiry: 'Expiry' }}
        searchLabel="Search by customer or package"
      />
      <ListTable
        label="Custom package links"
        what="the links"
        columns={columns}
        list={list}
        controls={controls}
        empty={{ title: 'No links sent yet', hint: 'Send a custom package to a customer and its link shows here.' }}
        noMatch={{ title: 'No links match' }}
      />
      <ConfirmDialog
        open={target !== null}
        onClose={revoker.close}
        title="Revoke this link?"
        confirmLabel="Revoke link"
        busyLabel="Revoking…"
        cancelLabel="Keep it"
        danger
        what="revocation"
        onConfirm={async () => {
          if (!target) return;
          await revoke(target.slug);
          toast(`Link for ${target.userName || target.userEmail} revoked`);
        }}
      >
        <p>
          {target?.userName || target?.userEmail} will see “This offer is no longer available” instead of{' '}
          <strong className="text-ink">{target?.packageName}</strong>, and can no longer book it. The link stays in this list. This cannot
          be undone; sending the package again makes a new link.
        </p>
      </ConfirmDialog>
    </>
  );
}

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

function LinkActions({ link, onRevoke }: { link: Row; onRevoke: () => void }) {
  const resend = useResendLinkEmail();
  const toast = useToast();
  const [resending, setResending] = useState(false);
  const state = linkState(link);
  const open = state === 'sent' || state === 'viewed';
  const who = link.userName || link.userEmail;
  async function resendEmail() {
    if (resending) return;
    setResending(true);
    try {
      await resend(link.slug, link.emailsRequested);
      toast(`Email sent again to ${link.userEmail}`);
    } catch (error) {
      console.error('Resending failed', error);
      toast("Couldn't ask for the email. Nothing changed; try again.", 'error');
    } finally {
      setResending(false);
    }
  }
  return (
    <div className="flex items-center justify-end gap-1">
      <CopyLinkButton slug={link.slug} variant="ghost" name={who} />
      {open && (
        <>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void resendEmail()}
            busy={resending}
            busyLabel="Sending…"
            aria-label={`Resend the email to ${who}`}
          >
            Resend
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRevoke}
            aria-label={`Revoke the link for ${who}`}
            className="text-danger hover:bg-rose/10"
          >
            Revoke
          </Button>
        </>
      )}
    </div>
  );
}
