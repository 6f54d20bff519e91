import type { CustomPackageLink, LinkState } from '@common/schemas';
import { adminPaths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { LinkStateBadge } from '@/components/ui/link-state-badge';

/** Above the owner's look at a customer's link: whose it is, where it stands, that nothing is recorded. */
export function OwnerBanner({ link, state }: { link: CustomPackageLink; state: LinkState }) {
  return (
    <div
      role="note"
      aria-label="Studio view"
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-champagne/40 bg-champagne/10 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          You're seeing this as {link.userName || link.userEmail} sees it
          <LinkStateBadge state={state} audience="owner" />
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          Sent to <span className="break-all">{link.userEmail}</span>. Your visit is not recorded as a view, and booking is theirs to do.
        </p>
      </div>
      <ButtonLink to={adminPaths.allCustomPackageLinks} variant="secondary" size="sm" className="shrink-0">
        All custom package links
      </ButtonLink>
    </div>
  );
}
