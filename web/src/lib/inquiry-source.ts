import { UTM_KEYS, type LandingSource } from '@common/inquiry-source';

// Where a visitor came from, kept for the session (docs/inquiries.md): the referrer and utm_*
// parameters of the page they landed on, recorded once, sent with an inquiry later. The visitor
// types none of it; the function works out the channel from it. This runs on every page's first
// load, so it holds no zod: the inquiry form checks what was kept (features/inquiry/session-source.ts).

const KEY = 'inquiry-source';

/**
 * What the landing page says of its source: another site's referrer (origin and path, no query), the utm_* values.
 * @internal Exported for its tests only.
 */
export function landingSource(location: { pathname: string; search: string; host: string }, referrer: string): LandingSource {
  const params = new URLSearchParams(location.search);
  const utm = Object.fromEntries(
    UTM_KEYS.map((key) => [key, (params.get(`utm_${key}`) ?? '').trim().slice(0, 100)]),
  ) as LandingSource['utm'];
  let from = '';
  try {
    const url = new URL(referrer);
    if (url.host !== location.host && /^https?:$/.test(url.protocol)) from = `${url.origin}${url.pathname}`.slice(0, 2048);
  } catch {
    // no referrer, or not an address
  }
  return { referrer: from, landing: location.pathname.slice(0, 300), utm };
}

/** Records the landing page's source, once a session (the first page seen). */
export function keepLandingSource(storage: Storage = sessionStorage, where: Location = window.location, referrer = document.referrer) {
  try {
    if (storage.getItem(KEY)) return;
    storage.setItem(KEY, JSON.stringify(landingSource(where, referrer)));
  } catch {
    // storage unavailable (private mode): the inquiry goes without a source
  }
}

/** What was kept, unchecked (null when nothing was). */
export function keptSource(storage: Storage = sessionStorage): unknown {
  try {
    return JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
}
