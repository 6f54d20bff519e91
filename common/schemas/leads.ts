import { z } from 'zod';
import { UTM_KEYS } from '../inquiry-source';
import { EVENT_TYPES } from '../event-types';
import { keywordsSchema } from '../search';
import { LIMITS, dateSchema, emailSchema, idSchema, listItem, optionalText, shortText } from './common';
import { isoDateSchema } from './iso-date';

// Inquiries and leads (docs/inquiries.md). A visitor's inquiry goes through the `inquiries`
// function, which writes inquiries/{id} and the lead of its email (leads/{id}, one per address);
// the owner reads both and moves a lead through its stages. busyDays/{YYYY-MM} is the public,
// minimal view of the calendar the forms ask: a day and whether it is booked, held, blocked or
// kept by timed sessions (docs/inquiries.md).

export const LEAD_STAGES = ['new', 'replied', 'consultation', 'proposal', 'booked', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  replied: 'Replied',
  consultation: 'Consultation',
  proposal: 'Proposal sent',
  booked: 'Booked',
  lost: 'Lost',
};

export const BUDGET_RANGES = ['Not sure yet', 'Under 1,000', '1,000 – 2,500', '2,500 – 5,000', '5,000 – 10,000', 'Over 10,000'] as const;
export const HEARD_FROM = [
  'Instagram',
  'Google search',
  'Facebook',
  'Pinterest',
  'A friend or family',
  'A wedding planner or venue',
  'Other',
] as const;

/** Where an inquiry came from, worked out by the server from the landing page's referrer and utm_* (never sent by the visitor). */
export const SOURCE_CHANNELS = ['instagram', 'facebook', 'pinterest', 'google', 'email', 'campaign', 'website', 'direct'] as const;
export type SourceChannel = (typeof SOURCE_CHANNELS)[number];
export const SOURCE_LABELS: Record<SourceChannel, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  google: 'Google',
  email: 'Email',
  campaign: 'Other campaign',
  website: 'Another website',
  direct: 'Direct',
};

/** The message's limit: long enough for a story, short enough for an email. */
export const INQUIRY_MESSAGE_MAX = 3000;
/** One utm_* value: printable, no markup-ish characters that have no place in a campaign name. */
const UTM_MAX = 100;
const utmValue = z
  .string()
  .max(UTM_MAX)
  .regex(/^[\p{L}\p{N} ._+\-:|/()&]*$/u, 'Not a campaign name');

/** What the browser kept of the landing page for the session (features/inquiry/source-capture.ts). */
export const inquirySourceSchema = z.strictObject({
  /** The referring page's origin and path ('' when none or same site). */
  referrer: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(LIMITS.url)]),
  /** The landing page's path on this site. */
  landing: z
    .string()
    .max(300)
    .regex(/^\/[^\s<>"]*$|^$/, 'Not a path on this site'),
  utm: z.strictObject(Object.fromEntries(UTM_KEYS.map((key) => [key, utmValue])) as Record<(typeof UTM_KEYS)[number], typeof utmValue>),
});
export type InquirySource = z.infer<typeof inquirySourceSchema>;

const guestsSchema = z
  .number({ message: 'Enter a number of guests' })
  .int('Enter a whole number')
  .min(1, 'At least 1 guest')
  .max(LIMITS.maxGuests, `At most ${LIMITS.maxGuests} guests`);

/** The fields a visitor fills (and the form validates with); the date's bounds are checked with the studio's today (inquiryDayProblem). */
export const inquiryFieldsSchema = z.object({
  name: shortText(LIMITS.name),
  email: emailSchema,
  phone: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(LIMITS.phone)
      .regex(/^\+?[0-9 ()\-.]{7,30}$/, 'Enter a phone number with 7 to 30 digits'),
  ]),
  eventType: z.enum(EVENT_TYPES, { message: 'Choose the kind of event' }),
  /** '' when the date is not fixed yet. */
  eventDate: z.union([z.literal(''), isoDateSchema]),
  venue: optionalText(),
  guests: guestsSchema.nullable(),
  budget: z.enum(BUDGET_RANGES, { message: 'Choose a budget range' }),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(INQUIRY_MESSAGE_MAX, `Keep it under ${INQUIRY_MESSAGE_MAX} characters`),
  heardFrom: z.enum(HEARD_FROM, { message: 'Tell us how you heard of us' }),
});

/** What the form sends the function: the fields, the honeypot (empty for a person) and the captured source. */
export const inquiryRequestSchema = inquiryFieldsSchema.extend({
  website: z.string().max(200),
  source: inquirySourceSchema,
});
export type InquiryRequest = z.infer<typeof inquiryRequestSchema>;

export const DAY_STATES = ['booked', 'held', 'blocked'] as const;
export type DayState = (typeof DAY_STATES)[number];
/**
 * A day's state in the busy view: a day state, or 'sessions' (timed sessions keep it: no wedding
 * can be requested on it, but it is not taken whole, so the inquiry form calls it available and
 * the slot pages offer its other times).
 */
const BUSY_STATES = [...DAY_STATES, 'sessions'] as const;
export type BusyState = (typeof BUSY_STATES)[number];
/** What the form told the visitor (and the first reply repeats): 'unknown' when no date was given. */
const AVAILABILITY = ['available', ...DAY_STATES, 'unknown'] as const;
export type Availability = (typeof AVAILABILITY)[number];

/** inquiries/{id}: written by the function only, read by the owner. */
export const inquirySchema = inquiryFieldsSchema.extend({
  leadId: idSchema,
  channel: z.enum(SOURCE_CHANNELS),
  source: inquirySourceSchema,
  availability: z.enum(AVAILABILITY),
  /** The lead's first inquiry (the one the automatic reply answers). */
  first: z.boolean(),
  createdAt: dateSchema,
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** What the owner changes on a lead by hand (the rules take these fields alone). */
export const leadEditSchema = z.object({
  stage: z.enum(LEAD_STAGES),
  /** Why it was lost (one of the settings' reasons when it was chosen); '' unless lost. */
  lostReason: optionalText(LIMITS.name),
  /** The next follow-up day, '' for none. */
  followUpOn: z.union([z.literal(''), isoDateSchema]),
  notes: optionalText(LIMITS.longText),
});
export type LeadEdit = z.infer<typeof leadEditSchema>;

/** leads/{id}: one per email address (the id is derived from it by the function). */
export const leadSchema = leadEditSchema.extend({
  name: shortText(LIMITS.name),
  email: emailSchema,
  phone: z.string().max(LIMITS.phone),
  eventType: z.enum(EVENT_TYPES),
  eventDate: z.union([z.literal(''), isoDateSchema]),
  /** The event's month (YYYY-MM, '' when not fixed): the list's filter. */
  eventMonth: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}$/)]),
  channel: z.enum(SOURCE_CHANNELS),
  inquiries: z.number().int().min(1),
  firstInquiryAt: dateSchema,
  lastInquiryAt: dateSchema,
  /** The first answer the owner wrote (not the automatic one); null until then. */
  firstReplyAt: dateSchema.nullable(),
  /** Linked when the same address books: the account and the booking. */
  userId: z.string().max(LIMITS.id),
  bookingId: z.string().max(LIMITS.id),
  updatedAt: dateSchema,
  keywords: keywordsSchema,
});
export type Lead = z.infer<typeof leadSchema>;

/** leads/{id}/emails/{id}: what was sent to the lead (the automatic reply, the owner's answers). */
export const leadEmailSchema = z.object({
  kind: z.enum(['auto', 'reply']),
  subject: shortText(),
  body: z.string().max(LIMITS.longText),
  createdAt: dateSchema,
});
export type LeadEmail = z.infer<typeof leadEmailSchema>;

/** The owner's answer from the lead's page (the `leads` function sends and stores it). */
export const leadReplySchema = z.object({
  leadId: idSchema,
  /** The browser's id for this answer: a second click sends nothing more. */
  replyId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  subject: shortText(),
  body: z.string().trim().min(1, 'Write your answer').max(LIMITS.longText),
});
export type LeadReply = z.infer<typeof leadReplySchema>;

export const LEAD_SETTINGS_ID = 'leads';
/** ownerSettings/leads: the automatic first reply's wording and the reasons a lead is lost. */
export const leadSettingsSchema = z.object({
  autoReply: z.boolean(),
  replySubject: shortText(),
  /** The opening paragraph; {name} is the visitor's first name. */
  replyIntro: z.string().trim().min(1, 'Write an opening').max(2000),
  /** The closing paragraph before the studio's name. */
  replyClosing: z.string().trim().max(2000),
  lostReasons: z.array(listItem(LIMITS.name)).min(1, 'Keep at least one reason').max(20),
  updatedAt: dateSchema,
});
export type LeadSettings = z.infer<typeof leadSettingsSchema>;
export const LEAD_SETTINGS_DEFAULT: Omit<LeadSettings, 'updatedAt'> = {
  autoReply: true,
  replySubject: 'Thank you for your inquiry',
  replyIntro:
    'Hello {name}, thank you for telling us about your plans. Here is a first answer straight away; we will write to you ourselves within one business day.',
  replyClosing: 'Warm regards,',
  lostReasons: ['Date not available', 'Over budget', 'Chose another studio', 'No reply', 'Event cancelled'],
};

/** busyDays/{YYYY-MM}: the calendar's month as the public sees it (a function keeps it). */
export const busyMonthSchema = z.object({
  /** Day of month ("07") → its state; a free day is absent. */
  days: z.record(z.string().regex(/^\d{2}$/), z.enum(BUSY_STATES)),
  updatedAt: dateSchema,
});
export type BusyMonth = z.infer<typeof busyMonthSchema>;
