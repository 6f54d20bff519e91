import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

// Deploy-time configuration. String values live in functions/.env (committed, no secrets), so the
// emulator never stops to prompt for them; the API key lives in Secret Manager, or in the
// gitignored functions/.secret.local for a local emulator that should really send.

/** SendGrid API key. Empty in development: emails are then logged, not sent. */
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');

/**
 * Sender of every email; SendGrid requires a verified sender identity. Emails go out from its
 * address under the studio's name (settings/studio); its own name is used only until the owner
 * has saved the settings.
 */
export const MAIL_FROM = defineString('MAIL_FROM', {
  description: 'Verified sender of the studio emails, e.g. "Style & Story <hello@styleandstory.studio>"',
});

/** Where contact and support notifications go; empty means the owner's address (common/owner.ts). */
export const OWNER_NOTIFY_EMAIL = defineString('OWNER_NOTIFY_EMAIL', {
  default: '',
  description: 'Recipient of contact/support notifications; empty = the owner address',
});

/**
 * Test hook, honoured only inside the Functions emulator: the root of a local HTTP server that
 * stands in for SendGrid's API. A plain environment variable rather than a param on purpose:
 * param values are pinned by functions/.env, whose values win over the emulator's own
 * environment, and a test runner can only set the latter (files would leak between suites).
 */
export function sendGridBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.FUNCTIONS_EMULATOR === 'true' ? (env.SENDGRID_API_BASE_URL ?? '') : '';
}

/**
 * Test hook, as sendGridBaseUrl: how long (ms) to wait for SendGrid's answer inside the emulator, so
 * that the tests of a SendGrid that never answers need not wait the client's 10 s. Unset = 10 s.
 */
export function sendGridTimeoutMs(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const ms = env.FUNCTIONS_EMULATOR === 'true' ? Number(env.SENDGRID_TIMEOUT_MS) : Number.NaN;
  return Number.isInteger(ms) && ms > 0 ? ms : undefined;
}

/** The public address of the website, for links in emails; empty = the project's Hosting address. */
export const SITE_URL = defineString('SITE_URL', {
  default: '',
  description: 'Public address of the website, e.g. "https://styleandstory.studio"; empty = https://<project>.web.app',
});

/**
 * Where links in emails point. Inside the Functions emulator EMULATOR_SITE_URL (set by `npm start`
 * to the local site) wins, for the same reason as sendGridBaseUrl: .env values pin params.
 */
export function siteUrl(configured: string, env: NodeJS.ProcessEnv = process.env): string {
  const local = env.FUNCTIONS_EMULATOR === 'true' ? env.EMULATOR_SITE_URL : undefined;
  const url = local || configured || `https://${env.GCLOUD_PROJECT ?? 'style-and-story'}.web.app`;
  return url.replace(/\/+$/, '');
}

/**
 * The Cloud Storage bucket the daily Firestore export goes to (name only, no gs://). Empty: no
 * backup is made and the scheduled run fails with that message (docs/backups.md).
 */
export const BACKUP_BUCKET = defineString('BACKUP_BUCKET', {
  default: '',
  description: 'Bucket for the daily Firestore export, e.g. "my-project-backups"; empty = no backup',
});

/**
 * The second bucket every original photograph is copied to (name only, no gs://): the archive the
 * privacy policy promises (docs/deploy.md, "The photo archive"). Empty: uploads are refused with
 * that message, since a photo that cannot be archived would break the promise.
 */
export const ARCHIVE_BUCKET = defineString('ARCHIVE_BUCKET', {
  default: '',
  description: 'Bucket for the archive copy of every original photograph, e.g. "my-project-photo-archive"; empty = uploads refused',
});

/**
 * How many years the archive keeps every original: the archive bucket's retention, the records'
 * retainUntil and the privacy policy's words (common/archive-retention.ts). Set in functions/.env
 * (or a project's .env.<project-id>), the one place that states it: the web build reads the same
 * files for the policy it prerenders (docs/deploy.md, "The photo archive"). Read it through
 * archive/retention.ts's archiveRetentionYears.
 */
export const ARCHIVE_RETENTION_YEARS = defineInt('ARCHIVE_RETENTION_YEARS', {
  description: 'Years the photo archive keeps every original (the archive bucket retention and the privacy policy), e.g. 5',
});

/**
 * The web app's id (Firebase console → Project settings → Your apps), for App Check: when set, the
 * page function's Firestore reads carry an App Check token minted for that app (site/app-check-token.ts).
 */
export const APPCHECK_APP_ID = defineString('APPCHECK_APP_ID', {
  default: '',
  description: 'The web app id App Check tokens are minted for, e.g. "1:1234:web:abcd"; empty = App Check off',
});

/**
 * Stripe's secret API key (sk_… or a restricted rk_…). Anything else — "off", as docs/deploy.md
 * suggests for a studio not taking cards yet — means online payment is not configured: customers
 * then see no "Pay online", and the owner's Settings says what to set.
 */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');

/** The signing secret (whsec_…) of the webhook endpoint registered in Stripe's dashboard. */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/** Test hook, as sendGridBaseUrl: a local server standing in for Stripe's API, only inside the emulator. */
export function stripeApiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.FUNCTIONS_EMULATOR === 'true' ? (env.STRIPE_API_BASE_URL ?? '') : '';
}
