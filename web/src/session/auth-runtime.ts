import { onIdTokenChanged, type User } from 'firebase/auth';
import { auth } from '@/firebase/auth';
import { signInWithGoogle as signInWithPopup, signOutOfStudio } from './auth-actions';

// The Auth SDK's side of the session, in its own chunk: public pages load it only for a returning
// visitor or when someone signs in (see session-store.ts).
export const watchUser = (next: (user: User | null) => void) => onIdTokenChanged(auth, next);
export const signInWithGoogle = () => signInWithPopup(auth);
export const signOut = () => signOutOfStudio(auth);
