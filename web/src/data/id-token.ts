import { UserFacingError } from '@/lib/user-facing-error';

/**
 * The signed-in user's ID token, which the functions' own APIs check (/api/media, /api/books).
 * Admin and account screens load Auth already (app/sdk-layout.tsx); the import keeps it out of
 * public pages' scripts. `doing` finishes the sentence shown when nobody is signed in.
 */
export async function currentIdToken(doing: string): Promise<string> {
  const { auth } = await import('@/firebase/auth');
  if (!auth.currentUser) throw new UserFacingError(`You were signed out: sign in again to ${doing}.`);
  return auth.currentUser.getIdToken();
}
