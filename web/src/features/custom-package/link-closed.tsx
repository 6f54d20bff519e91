import type { CustomPackageLink } from '@common/schemas';
import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { formatDate } from '@common/format';
import { customPackageContactPath } from './contact-link';

/** An offer that expired or that the studio withdrew: said plainly, with the way to reach the studio. */
export function LinkClosed({ link, state }: { link: CustomPackageLink; state: 'expired' | 'revoked' }) {
  return (
    <div role="alert" className="mx-auto max-w-2xl rounded-3xl border border-sand bg-white/70 px-6 py-12 text-center shadow-sm sm:px-12">
      <p className="eyebrow">{link.packageName}</p>
      <h2 className="mt-3 text-3xl font-semibold text-ink sm:text-4xl">This offer is no longer available</h2>
      <p className="mx-auto mt-4 max-w-md leading-relaxed text-ink-soft">
        {state === 'expired'
          ? `It was open until ${formatDate(link.expiresAt)}.`
          : `The studio withdrew it${link.revokedAt ? ` on ${formatDate(link.revokedAt)}` : ''}.`}{' '}
        Still planning your event? Write to us and we'll put together what you need — dates and prices may have changed.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={customPackageContactPath(link.packageName)}>Contact the studio</ButtonLink>
        <ButtonLink to={paths.profile} variant="secondary">
          Your profile
        </ButtonLink>
      </div>
    </div>
  );
}
