import { Link } from 'react-router-dom';
import { adminPaths, paths } from '@common/paths';
import { useLoginModal } from '@/session/login-modal-context';
import { useSession } from '@/session/session-context';

/** The header's sign-in entry, or who is signed in with a way to their page and out. */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { loading, returning, customer, admin, signOut } = useSession();
  const { open } = useLoginModal();
  const person = customer ?? admin;

  // A newcomer sees "Sign in" at once (Auth loads only when needed); a returning visitor a
  // placeholder until Auth says who they are.
  if (loading && returning) return <span className="inline-block h-10 w-24 animate-pulse rounded-full bg-linen" aria-hidden="true" />;
  if (!person) {
    return (
      <button type="button" onClick={open} className="rounded-full px-4 py-2 text-sm font-semibold text-ink transition hover:bg-linen">
        Sign in
      </button>
    );
  }
  const home = admin ? adminPaths.dashboard : paths.profile;
  return (
    <div className="flex items-center gap-2">
      <Link
        to={home}
        onClick={onNavigate}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-semibold text-ink transition hover:bg-linen"
        data-testid="header-account"
      >
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-ink font-display text-base text-ivory">
          {person.name.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-[10rem] truncate">{person.name}</span>
      </Link>
      <button
        type="button"
        onClick={() => void signOut()}
        className="rounded-full px-3 py-2 text-sm text-muted transition hover:bg-linen hover:text-ink"
      >
        Sign out
      </button>
    </div>
  );
}
