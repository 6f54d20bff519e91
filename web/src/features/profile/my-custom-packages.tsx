import { Link } from 'react-router-dom';
import { linkState, type CustomPackageLink } from '@common/schemas';
import { customPackagePath, paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import type { WithId } from '@/data/collection';
import { useOwnCustomPackageLinks } from '@/data/custom-package-links';
import { formatDate, formatPrice } from '@common/format';
import { LinkStateBadge } from '@/components/ui/link-state-badge';

/** Packages the studio put together for this customer, each on its own page, with where it stands. */
export function MyCustomPackages({ uid }: { uid: string }) {
  return (
    <Loaded
      result={useOwnCustomPackageLinks(uid)}
      what="your custom packages"
      loading={<Skeleton count={1} className="h-28" />}
      flag="customer"
      empty={
        <EmptyState title="No custom packages yet">
          <p>Planning something our packages don't cover? Tell us about it and we'll design one just for you.</p>
          <ButtonLink to={paths.contact} variant="secondary" className="mt-6">
            Tell us about your event
          </ButtonLink>
        </EmptyState>
      }
    >
      {(links) => <LinkList links={links} />}
    </Loaded>
  );
}

function LinkList({ links }: { links: WithId<CustomPackageLink>[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {links.map((link) => {
        const state = linkState(link);
        const closed = state === 'expired' || state === 'revoked';
        return (
          <li key={link.id}>
            <Link
              to={customPackagePath(link.slug)}
              className={`group flex h-full flex-col rounded-3xl border border-sand bg-white p-6 shadow-sm transition hover:border-champagne ${closed ? 'opacity-75' : ''}`}
            >
              <div className="flex items-start justify-between gap-3">
                <p className="eyebrow">Made for you · {formatDate(link.createdAt)}</p>
                <LinkStateBadge state={state} audience="customer" />
              </div>
              <h3 className="mt-2 text-2xl font-semibold text-ink">{link.packageName}</h3>
              <p className="mt-2 line-clamp-2 text-sm text-ink-soft">{link.description}</p>
              <p className="mt-3 text-xs text-muted">
                {state === 'booked'
                  ? `Booked${link.bookedAt ? ` on ${formatDate(link.bookedAt)}` : ''}`
                  : closed
                    ? 'No longer available'
                    : `Open until ${formatDate(link.expiresAt)}`}
              </p>
              <p className="mt-auto flex items-center justify-between pt-5 font-semibold text-ink">
                {formatPrice(link.price)}
                <span className="text-sm text-champagne-dark group-hover:underline">{closed ? 'Details →' : 'View package →'}</span>
              </p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
