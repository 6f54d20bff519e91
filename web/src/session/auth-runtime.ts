import { onIdTokenChanged, type User } from 'firebase/auth';
import { auth } from '@/firebase/auth';
import { completeRedirectSignIn as completeRedirect, signInWithGoogle as signInWithGoogleOn, signOutOfStudio } from './auth-actions';

// The Auth SDK's side of the session, in its own chunk: public pages load it only for a returning
// visitor, on the return from a redirect sign-in, or when someone signs in (see session-store.ts).
export const watchUser = (next: (user: User | null) => void) => onIdTokenChanged(auth, next);
/** @public Loaded on demand through loadAuth(), which knip cannot follow. */
export const signInWithGoogle = () => signInWithGoogleOn(auth);
export const completeRedirectSignIn = () => completeRedirect(auth);
/** @public Loaded on demand through loadAuth(), which knip cannot follow. */
export const signOut = () => signOutOfStudio(auth);
