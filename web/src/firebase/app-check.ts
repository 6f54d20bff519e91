import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck, type AppCheckOptions } from 'firebase/app-check';
import type { FirebaseApp } from 'firebase/app';
import { appCheckSiteKey } from './config';

// App Check (docs/deploy.md, "App Check"): with VITE_APPCHECK_SITE_KEY set (config.ts), the SDKs'
// requests and the SDK-free public reads (data/public-read.ts) carry an App Check token from
// reCAPTCHA Enterprise. This module comes with the Firebase app (app.ts), which public pages load
// only when a key is set: without one, their first load carries no App Check code.

let appCheck: AppCheck | null = null;

/** Starts App Check on `app` (once); the SDKs then attach its tokens. */
export function startAppCheck(app: FirebaseApp, provider: AppCheckOptions['provider']) {
  appCheck ??= initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  return appCheck;
}

/** The reCAPTCHA Enterprise provider of the configured site key. */
export const configuredProvider = () => new ReCaptchaEnterpriseProvider(appCheckSiteKey!);

/** The header of a request to a Firebase REST API: App Check's token once App Check is on, nothing otherwise. */
export async function appCheckHeader(): Promise<Record<string, string>> {
  if (!appCheck) return {};
  const { token } = await getToken(appCheck);
  return { 'X-Firebase-AppCheck': token };
}
