import { NO_SOURCE, UTM_KEYS, inquirySourceSchema, type InquirySource } from '@common/schemas/leads';

// Where a visitor came from, kept for the session (docs/inquiries.md): the referrer and utm_*
// parameters of the page they landed on, recorded once, sent with an inquiry later. The visitor
// types none of it; the function works out the channel from it.

const KEY = 'inquiry-source';

/**
 * What the landing page says of its source: another site's referrer (origin and path, no query), the utm_* values.
 * @internal Exported for its tests only.
 */
export function landingSource(location: { pathname: string; search: string; host: string }, referrer: string): InquirySource {
  const params = new URLSearchParams(location.search);
  const utm = Object.fromEntries(
    UTM_KEYS.map((key) => [key, (params.get(`utm_${key}`) ?? '').trim().slice(0, 100)]),
  ) as InquirySource['utm'];
  let from = '';
  try {
    const url = new URL(referrer);
    if (url.host !== location.host && /^https?:$/.test(url.protocol)) from = `${url.origin}${url.pathname}`.slice(0, 2048);
  } catch {
    // no referrer, or not an address
  }
  const candidate = { referrer: from, landing: location.pathname.slice(0, 300), utm };
  // A value the page cannot record (markup in a campaign name) is left out, never sent to be refused.
  const parsed = inquirySourceSchema.safeParse(candidate);
  return parsed.success ? parsed.data : { ...NO_SOURCE, landing: candidate.landing.replace(/[\s<>"]/g, '') };
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

/** The session's source, or none when it was never kept (or is not what this page writes). */
export function sessionSource(storage: Storage = sessionStorage): InquirySource {
  try {
    const parsed = inquirySourceSchema.safeParse(JSON.parse(storage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : NO_SOURCE;
  } catch {
    return NO_SOURCE;
  }
}
