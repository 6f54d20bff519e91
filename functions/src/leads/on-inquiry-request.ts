import type { Request } from 'express';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { NO_SOURCE } from '../../../common/inquiry-source';
import { inquiryRequestSchema, inquirySourceSchema } from '../../../common/schemas/leads';
import { firestore } from '../lib/admin';
import { errorDetails, logger } from '../lib/logger';
import { APPCHECK_APP_ID, MAIL_FROM, SITE_URL, siteUrl } from '../lib/params';
import { readStudio } from '../lib/studio';
import { InquiryRefusal, acceptInquiry } from './accept-inquiry';

/** The visitor's network address as the platform saw it (the emulator: the forwarding header). */
function clientAddress(raw: Request): string {
  const forwarded = raw.get('x-forwarded-for')?.split(',')[0]?.trim();
  return raw.ip || forwarded || raw.socket?.remoteAddress || '';
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/**
 * The source is what the browser kept, never typed by the visitor: one that is not what the page
 * records (a forged channel, markup in a campaign name) is dropped, and the inquiry stands without it.
 */
function withSafeSource(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  const source = (data as { source?: unknown }).source;
  if (inquirySourceSchema.safeParse(source).success) return data;
  logger.warn('Inquiry source dropped: not what the page records');
  return { ...data, source: NO_SOURCE };
}

// The public inquiry form's callable (Hosting rewrite /api/inquiries): no sign-in. A refusal says
// what to change, with the field it belongs to in `details.field` (docs/inquiries.md).
export const inquiries = onCall({ memory: '256MiB' }, async (request) => {
  // Where App Check is configured, a request without a valid token (no browser of this site) is refused.
  if (APPCHECK_APP_ID.value() && !request.app)
    throw new HttpsError('failed-precondition', 'This page could not prove it is our website. Please reload it and try again.');
  const parsed = inquiryRequestSchema.safeParse(withSafeSource(request.data));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
    throw new HttpsError('invalid-argument', issue?.message ?? 'That inquiry could not be read.', field ? { field } : undefined);
  }
  try {
    const db = firestore();
    // The studio's time zone decides what "a date in the past" is (readStudio sets it).
    await readStudio(db, logger, MAIL_FROM.value());
    const deps = { db, logger, now: Date.now, ownHost: hostOf(siteUrl(SITE_URL.value())) };
    return await acceptInquiry(deps, { ip: clientAddress(request.rawRequest) }, parsed.data);
  } catch (error) {
    if (error instanceof InquiryRefusal) {
      logger.warn('Inquiry refused', { reason: error.message, field: error.field });
      throw new HttpsError(error.code, error.message, error.field ? { field: error.field } : undefined);
    }
    logger.error('Inquiry failed', errorDetails(error));
    throw new HttpsError('unavailable', 'Your inquiry could not be sent just now. Please try again in a minute.');
  }
});
