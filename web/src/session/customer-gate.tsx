import type { ReactNode } from 'react';
import { paths } from '@common/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Customer, SessionState } from './session';

type GateProps = {
  session: Pick<SessionState, 'loading' | 'customer' | 'admin'>;
  onSignIn: () => void;
  /** Why this page needs an account, in the visitor's terms. */
  reason: string;
  children: (customer: Customer) => ReactNode;
};

const panel = 'mx-auto max-w-2xl rounded-3xl border border-sand bg-white/70 px-6 py-12 text-center shadow-sm sm:px-12';

/**
 * Shows a customer page only to a signed-in customer. Everything else stays on the same URL, so
 * signing in through the modal continues the page in place.
 */
export function CustomerGate({ session, onSignIn, reason, children }: GateProps) {
  if (session.loading) {
    return <Skeleton count={2} className="h-40" layout="grid gap-4" />;
  }
  if (session.admin) {
    return (
      <div className={panel}>
        <p className="eyebrow">Signed in as the studio</p>
        <h2 className="mt-3 text-3xl font-semibold text-ink">This page is for customers</h2>
        <p className="mx-auto mt-3 max-w-md text-ink-soft">
          You're signed in with the owner's account. Bookings, orders and shared packages are managed from the admin panel.
        </p>
        <ButtonLink to={paths.admin} className="mt-8">
          Go to the admin panel
        </ButtonLink>
      </div>
    );
  }
  if (!session.customer) {
    return (
      <div className={panel}>
        <span
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-linen font-display text-3xl text-champagne-dark"
        >
          ✦
        </span>
        <h2 className="mt-5 text-3xl font-semibold text-ink">Sign in to continue</h2>
        <p className="mx-auto mt-3 max-w-md text-ink-soft">{reason}</p>
        <Button className="mt-8" onClick={onSignIn}>
          Sign in to continue
        </Button>
        <p className="mt-4 text-sm text-muted">One tap with your Google account — no password to remember.</p>
      </div>
    );
  }
  return <>{children(session.customer)}</>;
}
