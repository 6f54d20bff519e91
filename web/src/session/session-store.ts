import { isRedirectPending } from './redirect-sign-in';
import type { AuthUser } from './session';

type Runtime = typeof import('./auth-runtime');
type SessionSnapshot = { resolved: boolean; user: AuthUser | null; returning: boolean };

// The Auth SDK stays off public pages until it is needed: for a visitor who was signed in the
// last time (a flag this store keeps in localStorage, so the check is instant), when someone opens
// the sign-in modal, and on account and admin pages (app/auth-layout.tsx, app/sdk-layout.tsx). Until then the session
// is unresolved; the header shows "Sign in" to newcomers and a placeholder to returning visitors.
const RETURNING = 'style-and-story:signed-in';

function readFlag(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(RETURNING) === '1';
  } catch {
    return false;
  }
}

function writeFlag(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(RETURNING, '1');
    else localStorage.removeItem(RETURNING);
  } catch {
    // Storage can be disabled; the session still works, only without the early start.
  }
}

/** What prerendered HTML shows, and so what hydration must render first. */
export const PRERENDERED_SESSION: SessionSnapshot = { resolved: false, user: null, returning: false };

// The very object hydration used, unless this visitor differs: an equal copy would still count as
// a change and re-render the whole page, synchronously, right after hydration.
let snapshot: SessionSnapshot = readFlag() ? { ...PRERENDERED_SESSION, returning: true } : PRERENDERED_SESSION;
let runtime: Promise<Runtime> | null = null;
const listeners = new Set<() => void>();

export const getSessionSnapshot = () => snapshot;
export function subscribeToSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What the session keeps of a Firebase user; the providers decide the owner (deriveSession).
 * @internal Exported for its tests only.
 */
export const authUserOf = (user: NonNullable<Parameters<Parameters<Runtime['watchUser']>[0]>[0]>): AuthUser => ({
  uid: user.uid,
  email: user.email,
  emailVerified: user.emailVerified,
  displayName: user.displayName,
  phoneNumber: user.phoneNumber,
  photoURL: user.photoURL,
  providerData: user.providerData.map(({ providerId }) => ({ providerId })),
});

/** Loads the Auth SDK once and follows the signed-in user from then on. */
export function loadAuth(): Promise<Runtime> {
  runtime ??= import('./auth-runtime').then(
    (module) => {
      module.watchUser((user) => {
        snapshot = { resolved: true, user: user && authUserOf(user), returning: Boolean(user) };
        writeFlag(Boolean(user));
        listeners.forEach((listener) => listener());
      });
      return module;
    },
    (error: unknown) => {
      runtime = null; // a failed script load may succeed on the next try
      throw error;
    },
  );
  return runtime;
}

// A redirect sign-in that failed is logged and shows the sign-in modal again, as a failed popup
// leaves it open (product spec): whoever shows the modal hears of it once, even if it failed
// before they listened.
let redirectFailed = false;
const redirectFailureListeners = new Set<() => void>();
export function onRedirectSignInFailure(listener: () => void) {
  redirectFailureListeners.add(listener);
  if (redirectFailed) {
    redirectFailed = false;
    listener();
  }
  return () => {
    redirectFailureListeners.delete(listener);
  };
}

function redirectSignInFailed(error: unknown) {
  console.error('Google sign-in failed', error);
  if (redirectFailureListeners.size === 0) redirectFailed = true;
  redirectFailureListeners.forEach((listener) => listener());
}

// A returning visitor's header should name them as soon as Auth can say so; a page a redirect
// sign-in returned to finishes it.
if (isRedirectPending()) {
  void loadAuth()
    .then((module) => module.completeRedirectSignIn())
    .catch(redirectSignInFailed);
} else if (snapshot.returning) void loadAuth().catch((error) => console.error('Could not load sign-in', error));
