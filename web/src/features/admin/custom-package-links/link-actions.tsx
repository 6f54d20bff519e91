import { useState } from 'react';
import { linkState, type CustomPackageLink } from '@common/schemas';
import { CopyLinkButton } from '@/components/admin/copy-link-button';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useResendLinkEmail, useRevokeLink } from '@/data/custom-package-links';

type Row = WithId<CustomPackageLink>;

/** Copy the address; while the link is open, resend its email or revoke it (after asking). */
export function LinkActions({ link, onRevoke }: { link: Row; onRevoke: () => void }) {
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

export function RevokeLinkDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const revoke = useRevokeLink();
  const toast = useToast();
  const who = row.userName || row.userEmail;
  return (
    <ConfirmDialog
      onClose={onClose}
      title="Revoke this link?"
      confirmLabel="Revoke link"
      busyLabel="Revoking…"
      danger
      what="revocation"
      onConfirm={async () => {
        await revoke(row.slug);
        toast(`Link for ${who} revoked`);
      }}
    >
      <p>
        {who} will see “This offer is no longer available” instead of <strong className="text-ink">{row.packageName}</strong>, and can no
        longer book it. The link stays in this list. This cannot be undone; sending the package again makes a new link.
      </p>
    </ConfirmDialog>
  );
}
