import { getAppCheck } from 'firebase-admin/app-check';
import { defaultApp } from '../lib/admin';

// The page function reads Firestore as a visitor's browser does (the REST API, no Admin SDK): where
// App Check is enforced, such a read needs a token. The Admin SDK mints one for the web app,
// kept until ten minutes before it expires.
const TTL_MILLIS = 60 * 60 * 1000;
const MARGIN_MILLIS = 10 * 60 * 1000;

type Mint = (appId: string) => Promise<{ token: string; ttlMillis: number }>;
const adminMint: Mint = (appId) => getAppCheck(defaultApp()).createToken(appId, { ttlMillis: TTL_MILLIS });

let cached: { appId: string; token: string; until: number } | undefined;

/** The X-Firebase-AppCheck header for `appId`, or none when App Check is off (no app id). */
export async function appCheckHeaders(appId: string, mint: Mint = adminMint, now = Date.now()): Promise<Record<string, string>> {
  if (!appId) return {};
  if (!cached || cached.appId !== appId || cached.until <= now) {
    const { token, ttlMillis } = await mint(appId);
    cached = { appId, token, until: now + ttlMillis - MARGIN_MILLIS };
  }
  return { 'X-Firebase-AppCheck': cached.token };
}
