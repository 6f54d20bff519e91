import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  getRedirectResult,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
} from 'firebase/auth';
import {
  clearRedirectPending,
  isInAppBrowser,
  isRedirectPending,
  markRedirectPending,
  popupFailureNeedsRedirect,
} from './redirect-sign-in';

/** Google sign-in: a popup, or a redirect in an in-app browser or when the popup was blocked. */
export async function signInWithGoogle(auth: Auth, userAgent = navigator.userAgent): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  if (!isInAppBrowser(userAgent)) {
    try {
      await signInWithPopup(auth, provider, browserPopupRedirectResolver);
      return;
    } catch (error) {
      if (!popupFailureNeedsRedirect(error)) throw error;
    }
  }
  markRedirectPending();
  // Navigates to Google (the authDomain's handler); this page ends here.
  await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
}

/** On the page a redirect sign-in returned to: completes it (its failure is thrown, for the caller to log). */
export async function completeRedirectSignIn(auth: Auth): Promise<void> {
  if (!isRedirectPending()) return;
  try {
    await getRedirectResult(auth, browserPopupRedirectResolver);
  } finally {
    clearRedirectPending();
  }
}

export const signOutOfStudio = (auth: Auth) => signOut(auth);
