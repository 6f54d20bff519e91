import { Link } from 'react-router-dom';
import { paths } from '@common/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { useLoginModal } from '@/session/login-modal-context';
import { useSession } from '@/session/session-context';

/**
 * A link that is not this account's (the rules refuse the read) or no longer exists. The two look
 * the same on purpose: a link never reveals whether it belongs to someone else.
 */
export function LinkUnavailable() {
  const { customer, signOut } = useSession();
  const { open } = useLoginModal();
  return (
    <div role="alert" className="mx-auto max-w-2xl rounded-3xl border border-sand bg-white/70 px-6 py-12 text-center shadow-sm sm:px-12">
      <h2 className="text-3xl font-semibold text-ink">This link isn't available for your account</h2>
      <p className="mx-auto mt-4 max-w-md leading-relaxed text-ink-soft">
        Custom packages are shared with one person. Sign in with the Google account the link was sent to
        {customer && (
          <>
            {' '}
            — you're signed in as <strong className="break-all text-ink">{customer.email}</strong>
          </>
        )}
        . If the link is old, the studio may have replaced it with a new one.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button
          onClick={async () => {
            await signOut();
            open();
          }}
        >
          Use another account
        </Button>
        <ButtonLink to={paths.profile} variant="secondary">
          Your profile
        </ButtonLink>
      </div>
      <p className="mt-6 text-sm text-muted">
        Still stuck?{' '}
        <Link to={paths.contact} className="font-semibold text-ink underline underline-offset-4">
          Contact the studio
        </Link>{' '}
        and we'll resend it.
      </p>
    </div>
  );
}
