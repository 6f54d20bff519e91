import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { studioToday } from '../../../common/days';
import { inquiryDayProblem, normaliseEmail, sourceChannel } from '../../../common/leads';
import { DAY_STATES, type Availability, type Inquiry, type InquiryRequest, type Lead } from '../../../common/schemas/leads';
import { searchKeywords } from '../../../common/search';
import type { Logger } from '../lib/logger';

// The inquiry function's work (docs/inquiries.md): refuse what a person should hear about (the
// honeypot, a day out of bounds, a flood), then write the inquiry and its lead in one transaction
// with the counters, so a refusal leaves nothing behind and a retry of the same request cannot
// count twice. The first reply and the owner's notice follow from the inquiry's trigger.

/** At most this many inquiries an hour from one address, and from one network address. */
const INQUIRY_LIMITS: InquiryLimits = { perEmailPerHour: 5, perIpPerHour: 20 };
interface InquiryLimits {
  perEmailPerHour: number;
  perIpPerHour: number;
}

export class InquiryRefusal extends Error {
  constructor(
    readonly code: 'invalid-argument' | 'resource-exhausted',
    message: string,
    /** The form field the message belongs next to, when there is one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** The lead's id: derived from the normalised address, so two inquiries (even at once) meet in one document. */
export const leadIdFor = (email: string) => `lead-${hash(normaliseEmail(email)).slice(0, 32)}`;

const hourIndex = (now: number) => Math.floor(now / 3_600_000);

export interface AcceptDeps {
  db: Firestore;
  logger: Logger;
  now: () => number;
  /** The site's host: a referrer from it is not a source. */
  ownHost: string;
  limits?: InquiryLimits;
}

export interface Caller {
  ip: string;
}

/** A day's state in the public view the form read (busyDays), so the owner and the reply see what the visitor saw. */
async function availabilityOf(db: Firestore, day: string): Promise<Availability> {
  if (!day) return 'unknown';
  const month = await db.collection(COLLECTIONS.busyDays).doc(day.slice(0, 7)).get();
  const state: unknown = month.get('days')?.[day.slice(8, 10)];
  return DAY_STATES.find((s) => s === state) ?? 'available';
}

export async function acceptInquiry(
  deps: AcceptDeps,
  caller: Caller,
  request: InquiryRequest,
): Promise<{ inquiryId: string; availability: Availability }> {
  const { db } = deps;
  const limits = deps.limits ?? INQUIRY_LIMITS;
  // A person never sees the hidden field; a program that fills every field does.
  if (request.website.trim())
    throw new InquiryRefusal(
      'invalid-argument',
      'Your message looked automated, so it was not sent. Please write to the studio’s email address instead.',
    );
  const now = deps.now();
  const dayProblem = inquiryDayProblem(request.eventDate, studioToday(new Date(now)));
  if (dayProblem) throw new InquiryRefusal('invalid-argument', dayProblem, 'eventDate');

  const email = normaliseEmail(request.email);
  const leadId = leadIdFor(email);
  const hour = hourIndex(now);
  const limitsRef = db.collection(SERVER_COLLECTIONS.inquiryLimits);
  const emailCounter = limitsRef.doc(`email-${hash(email).slice(0, 24)}-${hour}`);
  const ipCounter = limitsRef.doc(`ip-${hash(caller.ip || 'unknown').slice(0, 24)}-${hour}`);
  const leadRef = db.collection(COLLECTIONS.leads).doc(leadId);
  const inquiryRef = db.collection(COLLECTIONS.inquiries).doc();
  const availability = await availabilityOf(db, request.eventDate);
  const channel = sourceChannel(request.source, deps.ownHost);
  const at = Timestamp.fromMillis(now);

  await db.runTransaction(async (tx) => {
    const [byEmail, byIp, lead] = await tx.getAll(emailCounter, ipCounter, leadRef);
    if ((byIp.get('count') ?? 0) >= limits.perIpPerHour)
      throw new InquiryRefusal(
        'resource-exhausted',
        'We have had many inquiries from your network in the last hour. Please try again later, or email us.',
      );
    if ((byEmail.get('count') ?? 0) >= limits.perEmailPerHour)
      throw new InquiryRefusal(
        'resource-exhausted',
        'We already have several inquiries from this address in the last hour: we will answer them soon.',
        'email',
      );
    const expires = Timestamp.fromMillis((hour + 2) * 3_600_000);
    tx.set(emailCounter, { count: FieldValue.increment(1), expiresAt: expires }, { merge: true });
    tx.set(ipCounter, { count: FieldValue.increment(1), expiresAt: expires }, { merge: true });

    const fields = {
      name: request.name,
      email: request.email.trim(),
      phone: request.phone,
      eventType: request.eventType,
      eventDate: request.eventDate,
      venue: request.venue,
      guests: request.guests,
      budget: request.budget,
      message: request.message,
      heardFrom: request.heardFrom,
    };
    const inquiry: Omit<Inquiry, 'createdAt'> & { createdAt: Timestamp } = {
      ...fields,
      leadId,
      channel,
      source: request.source,
      availability,
      first: !lead.exists,
      createdAt: at,
    };
    tx.create(inquiryRef, inquiry);
    const latest = {
      name: request.name,
      phone: request.phone || (lead.get('phone') ?? ''),
      eventType: request.eventType,
      eventDate: request.eventDate || (lead.get('eventDate') ?? ''),
      lastInquiryAt: at,
      updatedAt: at,
    };
    const eventMonth = latest.eventDate.slice(0, 7);
    if (lead.exists) {
      // A second inquiry joins the lead: its latest facts, one more in the count; the stage, notes and source stay.
      tx.update(leadRef, {
        ...latest,
        eventMonth,
        inquiries: FieldValue.increment(1),
        keywords: searchKeywords(request.name, email, lead.get('name') ?? ''),
      });
    } else {
      const created: Omit<Lead, 'firstInquiryAt' | 'lastInquiryAt' | 'updatedAt' | 'firstReplyAt'> & Record<string, unknown> = {
        ...latest,
        email,
        eventMonth,
        channel,
        inquiries: 1,
        stage: 'new',
        lostReason: '',
        followUpOn: '',
        notes: '',
        firstInquiryAt: at,
        firstReplyAt: null,
        userId: '',
        bookingId: '',
        keywords: searchKeywords(request.name, email),
      };
      tx.create(leadRef, created);
    }
  });
  deps.logger.info('Inquiry accepted', { inquiryId: inquiryRef.id, leadId, channel, availability });
  return { inquiryId: inquiryRef.id, availability };
}
