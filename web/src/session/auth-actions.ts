import { GoogleAuthProvider, browserPopupRedirectResolver, signInWithPopup, signOut, type Auth } from 'firebase/auth';

export async function signInWithGoogle(auth: Auth): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  await signInWithPopup(auth, provider, browserPopupRedirectResolver);
}

export const signOutOfStudio = (auth: Auth) => signOut(auth);
