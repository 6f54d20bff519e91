import { addUtcDays, EVENT_HORIZON_DAYS, isCalendarDay } from './days';
import { formatIsoDay, formatPrice } from './format';
import type { Availability, BusyState, DayState, InquirySource, LeadSettings, LeadStage, SourceChannel } from './schemas/leads';

// Inquiries and leads, the parts web and functions share (docs/inquiries.md): the address a lead
// is kept under, where an inquiry came from, what a day's state is, and the first reply's words.

/** One lead per address: case and surrounding spaces do not make another person. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const SOCIAL: Array<[RegExp, SourceChannel]> = [
  [/(^|\.)instagram\.com$|^l\.instagram\.com$/, 'instagram'],
  [/(^|\.)facebook\.com$|(^|\.)fb\.com$|^l\.facebook\.com$/, 'facebook'],
  [/(^|\.)pinterest\.[a-z.]+$|^pin\.it$/, 'pinterest'],
  [/(^|\.)google\.[a-z.]+$/, 'google'],
];

const UTM_CHANNELS: Record<string, SourceChannel> = {
  instagram: 'instagram',
  ig: 'instagram',
  facebook: 'facebook',
  fb: 'facebook',
  pinterest: 'pinterest',
  google: 'google',
  email: 'email',
  newsletter: 'email',
};

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/**
 * The channel of an inquiry, from what the browser kept of the landing page: utm_source first (a
 * link the studio tagged), then the referring site, else direct. Derived by the server: a visitor
 * cannot name a channel, only a referrer or campaign, which are checked by their schema.
 */
export function sourceChannel(source: InquirySource, ownHost = ''): SourceChannel {
  const utm = source.utm.source.trim().toLowerCase();
  if (utm) return UTM_CHANNELS[utm] ?? (source.utm.medium.toLowerCase() === 'email' ? 'email' : 'campaign');
  const host = hostOf(source.referrer);
  if (!host || host === ownHost) return 'direct';
  return SOCIAL.find(([pattern]) => pattern.test(host))?.[1] ?? 'website';
}

/** The message next to the date field, or none: not in the past, not beyond the booking horizon. */
export function inquiryDayProblem(day: string, today: string): string | undefined {
  if (!day) return undefined;
  if (!isCalendarDay(day)) return 'Enter a real date';
  if (day <= today) return 'That date has passed — choose one from tomorrow on';
  if (day > addUtcDays(today, EVENT_HORIZON_DAYS)) return 'We take bookings up to three years ahead';
  return undefined;
}

/** The busy days the inquiry form knows, "YYYY-MM-DD" → state; a day absent is free. */
export type BusyDays = ReadonlyMap<string, DayState>;

/** Busy months as stored (busyDays/{YYYY-MM}: days "DD" → state). */
type BusyMonths = ReadonlyArray<{ id: string; days: Record<string, BusyState> }>;

/**
 * Every day busy months name, "YYYY-MM-DD" → state, days of timed sessions included: what the
 * booking forms grey out (a wedding is not requested on any of them) and the slot pages read.
 */
export function busyStatesOf(months: BusyMonths): ReadonlyMap<string, BusyState> {
  const days = new Map<string, BusyState>();
  for (const month of months) for (const [day, state] of Object.entries(month.days)) days.set(`${month.id}-${day}`, state);
  return days;
}

/** Busy months as the inquiry form reads them: a day kept by timed sessions is available to ask about. */
export function busyDaysOf(months: BusyMonths): BusyDays {
  const days = new Map<string, DayState>();
  for (const [day, state] of busyStatesOf(months)) if (state !== 'sessions') days.set(day, state);
  return days;
}

export const dayAvailability = (busy: BusyDays, day: string): Availability => (day ? (busy.get(day) ?? 'available') : 'unknown');

/** The months around a day the form reads to answer it and offer neighbours: the one before, its own, the one after. */
export function monthsAround(day: string): string[] {
  const [y, m] = day.split('-').map(Number);
  return [-1, 0, 1].map((offset) => {
    const date = new Date(Date.UTC(y, m - 1 + offset, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * The free days nearest to a taken one, closest first (the later of two equally near first), from
 * `today` on, within `reach` days either side: at most `count`.
 */
export function nearestFreeDays(busy: BusyDays, day: string, today: string, count = 3, reach = 28): string[] {
  const found: string[] = [];
  for (let distance = 1; distance <= reach && found.length < count; distance += 1) {
    for (const candidate of [addUtcDays(day, distance), addUtcDays(day, -distance)]) {
      if (found.length < count && candidate >= today && !busy.has(candidate)) found.push(candidate);
    }
  }
  return found;
}

/** What a person is told about a day's state (the first reply). @internal Exported for its tests only. */
export function availabilitySentence(availability: Availability, day: string): string {
  if (availability === 'unknown' || !day) return 'You have not fixed a date yet: tell us when you know it and we will check it at once.';
  const when = formatIsoDay(day);
  if (availability === 'available') return `${when} is available in our calendar at the moment.`;
  if (availability === 'held')
    return `${when} is on hold for another couple at the moment; it may free up, and we will tell you if it does.`;
  return `${when} is already booked, we are sorry to say.`;
}

/** The stages a lead moves to by itself never go backwards: a booked lead is not made "proposal sent" again. */
const STAGE_ORDER: Record<LeadStage, number> = { new: 0, replied: 1, consultation: 2, proposal: 3, booked: 4, lost: -1 };

/** The stage after an automatic move (an answer, a proposal, a booking): only forward, and a lost lead that books is booked. */
export function movedStage(current: LeadStage, to: LeadStage): LeadStage {
  if (to === 'booked') return 'booked';
  if (current === 'lost' || current === 'booked') return current;
  return STAGE_ORDER[to] > STAGE_ORDER[current] ? to : current;
}

/** A package the first reply may name. */
export interface ReplyPackage {
  name: string;
  price: number;
  category: string;
}

export interface FirstReplyFacts {
  name: string;
  eventType: string;
  eventDate: string;
  availability: Availability;
  packages: readonly ReplyPackage[];
  studioName: string;
  studioEmail: string;
  studioPhone: string;
  /** Where the visitor books (the pricing page) and asks for a consultation (the contact page), absolute. */
  bookUrl: string;
  consultUrl: string;
}

export interface FirstReply {
  subject: string;
  intro: string;
  availability: string;
  packages: Array<{ name: string; price: string }>;
  next: string;
  closing: string;
  signature: string[];
}

/** The catalogue's categories each event type looks in (a category naming none of these fits no type in particular). */
const CATEGORY_WORDS: Record<string, RegExp> = {
  Wedding: /wedding/i,
  Engagement: /wedding|engagement|couple/i,
  Birthday: /event|celebration|party|birthday/i,
  Corporate: /event|corporate|business/i,
  Portrait: /portrait|family/i,
  Maternity: /portrait|family|maternity/i,
};

/** Packages that fit an event type by their category (every package when none does), at most four, cheapest first. @internal Exported for its tests only. */
export function fittingPackages(packages: readonly ReplyPackage[], eventType: string): ReplyPackage[] {
  const words = CATEGORY_WORDS[eventType];
  const fits = words ? packages.filter((p) => words.test(p.category)) : [];
  return [...(fits.length ? fits : packages)].sort((a, b) => a.price - b.price).slice(0, 4);
}

/**
 * The automatic first reply, in words: the owner's opening and closing, the date's state, the
 * packages that fit, how to book or ask for a consultation, and the studio's contact. It repeats
 * nothing of the inquiry but the first name, type and date the sender gave: an inquiry naming
 * someone else's address tells that person nothing private.
 */
export function firstReply(
  settings: Pick<LeadSettings, 'replySubject' | 'replyIntro' | 'replyClosing'>,
  facts: FirstReplyFacts,
): FirstReply {
  const firstName = facts.name.trim().split(/\s+/)[0] ?? '';
  const fits = fittingPackages(facts.packages, facts.eventType);
  return {
    subject: settings.replySubject,
    intro: settings.replyIntro.replaceAll('{name}', firstName),
    availability: availabilitySentence(facts.availability, facts.eventDate),
    packages: fits.map((p) => ({ name: p.name, price: formatPrice(p.price) })),
    next: `Book a package online at ${facts.bookUrl}, or ask for a consultation at ${facts.consultUrl} and we will find a time to talk.`,
    closing: settings.replyClosing,
    signature: [facts.studioName, facts.studioEmail, facts.studioPhone].filter(Boolean),
  };
}

/** What Reports says of the leads that first asked in a period (docs/inquiries.md). */
export interface LeadReport {
  leads: number;
  inquiries: number;
  booked: number;
  /** Booked ÷ leads, 0 to 1 (0 without leads). */
  conversion: number;
  bySource: Array<{ channel: SourceChannel; leads: number; inquiries: number; booked: number; conversion: number }>;
  /** The median time from the first inquiry to the owner's first answer, in minutes; null when none was answered. */
  medianFirstReplyMinutes: number | null;
  lostReasons: Array<{ reason: string; count: number }>;
}

type ReportedLead = {
  channel: SourceChannel;
  inquiries: number;
  stage: LeadStage;
  lostReason: string;
  firstInquiryAt: Date;
  firstReplyAt: Date | null;
};

const ratio = (part: number, whole: number) => (whole ? part / whole : 0);

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function leadReport(leads: readonly ReportedLead[]): LeadReport {
  const sources = new Map<SourceChannel, { leads: number; inquiries: number; booked: number }>();
  const reasons = new Map<string, number>();
  for (const lead of leads) {
    const row = sources.get(lead.channel) ?? { leads: 0, inquiries: 0, booked: 0 };
    row.leads += 1;
    row.inquiries += lead.inquiries;
    row.booked += lead.stage === 'booked' ? 1 : 0;
    sources.set(lead.channel, row);
    if (lead.stage === 'lost')
      reasons.set(lead.lostReason || 'No reason given', (reasons.get(lead.lostReason || 'No reason given') ?? 0) + 1);
  }
  const booked = leads.filter((lead) => lead.stage === 'booked').length;
  const waits = leads.flatMap((lead) =>
    lead.firstReplyAt ? [(lead.firstReplyAt.getTime() - lead.firstInquiryAt.getTime()) / 60_000] : [],
  );
  return {
    leads: leads.length,
    inquiries: leads.reduce((sum, lead) => sum + lead.inquiries, 0),
    booked,
    conversion: ratio(booked, leads.length),
    bySource: [...sources]
      .map(([channel, row]) => ({ channel, ...row, conversion: ratio(row.booked, row.leads) }))
      .sort((a, b) => b.leads - a.leads || a.channel.localeCompare(b.channel)),
    medianFirstReplyMinutes: median(waits),
    lostReasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}

/** "45 minutes", "3.5 hours", "2.0 days". */
export function formatWait(minutes: number): string {
  if (minutes < 90) return `${Math.round(minutes)} minutes`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1)} hours`;
  return `${(minutes / 1440).toFixed(1)} days`;
}
