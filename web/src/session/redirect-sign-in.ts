// Google sign-in by redirect, where a popup cannot work: in-app browsers (Instagram, Facebook,
// WhatsApp, TikTok… open links in a webview that blocks popups or opens them where they cannot
// report back) and browsers that blocked the popup. The page leaves for Google and comes back;
// a flag in sessionStorage tells the returning page to load Auth and read the result
// (session-store.ts), since public pages otherwise load no Auth SDK.

const IN_APP_BROWSER =
  /\b(FBAN|FBAV|FB_IAB|FBIOS|Instagram|WhatsApp|MicroMessenger|Snapchat|musical_ly|TikTok|BytedanceWebview|Pinterest|LinkedInApp|Twitter(Android)?)\b|\bLine\/|; wv\)/i;

/** True for the user agent of an app's built-in browser (or an Android WebView). */
export const isInAppBrowser = (userAgent: string) => IN_APP_BROWSER.test(userAgent);

// The popup errors a redirect gets past; any other failure is reported as it is.
const REDIRECT_INSTEAD = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment']);

/** Whether a failed popup sign-in should be tried again as a redirect. */
export const popupFailureNeedsRedirect = (error: unknown) => REDIRECT_INSTEAD.has(String((error as { code?: unknown } | null)?.code ?? ''));

const PENDING = 'style-and-story:redirect-sign-in';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Notes, before leaving for Google, that the page coming back must finish a sign-in. */
export function markRedirectPending() {
  storage()?.setItem(PENDING, '1');
}

/** Whether this page is the return from a redirect sign-in. */
export const isRedirectPending = () => storage()?.getItem(PENDING) === '1';

/** Clears the note (once the result was read, whatever it was). */
export function clearRedirectPending() {
  storage()?.removeItem(PENDING);
}
