import type { FirebaseApp } from 'firebase/app';
import type { AppCheck, CustomProvider, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

// App Check (docs/deploy.md, "App Check"): with VITE_APPCHECK_SITE_KEY set, the SDKs' requests and
// the SDK-free public reads (data/public-read.ts) carry an App Check token from reCAPTCHA
// Enterprise. Without it, nothing here loads: the App Check SDK is imported on demand only.

/** The reCAPTCHA Enterprise site key; App Check is off without one (emulator builds never set it). */
export const appCheckSiteKey = import.meta.env.VITE_APPCHECK_SITE_KEY?.trim() || undefined;

type AppCheckModule = typeof import('firebase/app-check');
type Started = { appCheck: AppCheck; getToken: AppCheckModule['getToken'] };

let started: Promise<Started> | null = null;

/** Starts App Check on `app` (once) with the provider `makeProvider` builds; the SDKs then attach its tokens. */
export function startAppCheck(app: FirebaseApp, makeProvider: (module: AppCheckModule) => ReCaptchaEnterpriseProvider | CustomProvider) {
  started ??= import('firebase/app-check').then((module) => ({
    appCheck: module.initializeAppCheck(app, { provider: makeProvider(module), isTokenAutoRefreshEnabled: true }),
    getToken: module.getToken,
  }));
  return started;
}

/** The reCAPTCHA Enterprise provider of the configured site key. */
export const configuredProvider = (module: AppCheckModule) => new module.ReCaptchaEnterpriseProvider(appCheckSiteKey!);

/** The header of a request to a Firebase REST API: App Check's token once App Check is on, nothing otherwise. */
export async function appCheckHeader(): Promise<Record<string, string>> {
  if (!started) return {};
  const { appCheck, getToken } = await started;
  const { token } = await getToken(appCheck);
  return { 'X-Firebase-AppCheck': token };
}
