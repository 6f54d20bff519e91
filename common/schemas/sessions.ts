import { z } from 'zod';
import { dateSchema, idSchema, isoDateSchema, optionalText, priceSchema, shortText, uidSchema } from './common';
import { timeZoneSchema } from './settings';

// Timed sessions (docs/sessions.md): consultations and mini sessions booked by the hour, beside the
// whole-day bookings in the one studio calendar. The owner writes session types; the functions
// alone write slots, claims and the imported busy times.

export const SESSION_LOCATIONS = ['studio', 'on-location', 'video'] as const;
export const SESSION_LOCATION_LABELS: Record<(typeof SESSION_LOCATIONS)[number], string> = {
  studio: 'At the studio',
  'on-location': 'On location',
  video: 'Video call (the link is sent by email before the session)',
};

/** A wall-clock time of day, HH:MM (24 h); 24:00 ends a window at midnight. */
export const TIME_OF_DAY_PATTERN = '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';
const timeOfDaySchema = z.string().regex(new RegExp(TIME_OF_DAY_PATTERN), 'Use a time such as 09:30');

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const SESSION_LIMITS = {
  durationMinutes: { min: 5, max: 480 },
  bufferMinutes: 240,
  noticeHours: 720,
  horizonDays: { min: 1, max: 365 },
  capacity: 20,
  weeklyWindows: 14,
  overrides: 60,
  windowsPerDay: 4,
  cutoffHours: 720,
} as const;

const windowSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((w) => minutesOf(w.end) > minutesOf(w.start), { message: 'The end must be after the start', path: ['end'] });
export type TimeWindow = z.infer<typeof windowSchema>;

/** Weekly hours: one window on a weekday (0 Sunday … 6 Saturday), in the studio's time zone. */
export const weeklyWindowSchema = windowSchema.and(z.object({ weekday: z.number().int().min(0).max(6) }));
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

/**
 * A date override: on `date` these windows replace the weekly hours (an extra day, a mini-session
 * day with its own slots); no windows closes the day for this session type.
 */
export const dateOverrideSchema = z.object({
  date: isoDateSchema,
  label: optionalText(80),
  windows: z.array(windowSchema).max(SESSION_LIMITS.windowsPerDay),
});
export type DateOverride = z.infer<typeof dateOverrideSchema>;

const minutes = (max: number) => z.number().int().min(0).max(max);

const sessionTypeFields = z.object({
  name: shortText(80),
  description: optionalText(2000),
  durationMinutes: z.number().int().min(SESSION_LIMITS.durationMinutes.min).max(SESSION_LIMITS.durationMinutes.max),
  /** Whole units of the studio's currency; 0 is a free session. */
  price: priceSchema,
  /** Paid online when booking (the slot is held meanwhile); 0 books without paying now. */
  deposit: priceSchema,
  location: z.enum(SESSION_LOCATIONS),
  bufferBeforeMinutes: minutes(SESSION_LIMITS.bufferMinutes),
  bufferAfterMinutes: minutes(SESSION_LIMITS.bufferMinutes),
  minNoticeHours: minutes(SESSION_LIMITS.noticeHours),
  horizonDays: z.number().int().min(SESSION_LIMITS.horizonDays.min).max(SESSION_LIMITS.horizonDays.max),
  capacity: z.number().int().min(1).max(SESSION_LIMITS.capacity),
  weeklyHours: z.array(weeklyWindowSchema).max(SESSION_LIMITS.weeklyWindows),
  overrides: z.array(dateOverrideSchema).max(SESSION_LIMITS.overrides),
  /** Whether a whole-day booking may share a day with this type's sessions (a slot then leaves the day free). */
  allowsWholeDay: z.boolean(),
  active: z.boolean(),
});

/** The session plus its buffers, in minutes: what one slot takes of a window. */
export const sessionSpan = (t: Pick<SessionTypeFields, 'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>) =>
  t.bufferBeforeMinutes + t.durationMinutes + t.bufferAfterMinutes;

type SessionTypeFields = z.infer<typeof sessionTypeFields>;

/** Why a session type cannot be offered as written (empty when it can). */
export function sessionTypeProblems(t: SessionTypeFields): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const span = sessionSpan(t);
  if (t.deposit > t.price) problems.push({ path: 'deposit', message: 'The deposit cannot be more than the price' });
  if (span > 24 * 60) problems.push({ path: 'bufferAfterMinutes', message: 'The session and its buffers take more than a day' });
  t.weeklyHours.forEach((w, i) => {
    if (minutesOf(w.end) - minutesOf(w.start) < span)
      problems.push({ path: `weeklyHours.${i}.end`, message: `Too short for one ${span}-minute session with its buffers` });
  });
  t.overrides.forEach((o, i) =>
    o.windows.forEach((w, j) => {
      if (minutesOf(w.end) - minutesOf(w.start) < span)
        problems.push({ path: `overrides.${i}.windows.${j}.end`, message: `Too short for one ${span}-minute session with its buffers` });
    }),
  );
  if (new Set(t.overrides.map((o) => o.date)).size !== t.overrides.length)
    problems.push({ path: 'overrides', message: 'One override per date' });
  return problems;
}

/** What the owner's form writes (sessionTypes/{id}). */
export const sessionTypeInputSchema = sessionTypeFields.superRefine((t, ctx) => {
  for (const p of sessionTypeProblems(t)) ctx.addIssue({ code: 'custom', path: p.path.split('.'), message: p.message });
});
export type SessionTypeInput = z.infer<typeof sessionTypeInputSchema>;

export const sessionTypeSchema = sessionTypeFields.extend({ updatedAt: dateSchema });
export type SessionType = z.infer<typeof sessionTypeSchema> & { id: string };

/** A slot's seats as the public sees them (sessionSlots/{slotId}): no customer data. */
export const SEAT_STATES = ['held', 'booked'] as const;
export const slotSeatSchema = z.object({ state: z.enum(SEAT_STATES), holdUntil: dateSchema.nullable() });
export const sessionSlotSchema = z.object({
  sessionTypeId: idSchema,
  date: isoDateSchema,
  time: timeOfDaySchema,
  zone: timeZoneSchema,
  start: dateSchema,
  end: dateSchema,
  /** The session with its buffers: what a taken seat keeps other types from. */
  busyStart: dateSchema,
  busyEnd: dateSchema,
  /** Keyed by the claim (sessionBookings id). */
  seats: z.record(z.string(), slotSeatSchema),
});
export type SessionSlotDoc = z.infer<typeof sessionSlotSchema>;

/** sessionBookings/{id}: one customer's claim on a slot, held, booked, or ended. */
export const SESSION_BOOKING_STATES = ['held', 'booked', 'cancelled', 'expired'] as const;
export type SessionBookingState = (typeof SESSION_BOOKING_STATES)[number];
export const sessionBookingSchema = z.object({
  sessionTypeId: idSchema,
  sessionName: shortText(80),
  location: z.enum(SESSION_LOCATIONS),
  slotId: idSchema,
  userId: uidSchema,
  name: optionalText(100),
  email: optionalText(254),
  /** Wall time in the studio's zone, plus the instant. */
  date: isoDateSchema,
  time: timeOfDaySchema,
  zone: timeZoneSchema,
  start: dateSchema,
  end: dateSchema,
  state: z.enum(SESSION_BOOKING_STATES),
  holdUntil: dateSchema.nullable(),
  price: priceSchema,
  deposit: priceSchema,
  paid: priceSchema,
  /** Bumped by each move: the feed's SEQUENCE, so a calendar updates the event. */
  sequence: z.number().int().min(0),
  /**
   * The transfer slip sent for the deposit while the hold ran: the hold is then open (holdUntil
   * null) until the owner approves the slip (booked) or rejects it (cancelled, the slot freed).
   */
  slipId: idSchema.optional(),
  createdAt: dateSchema,
  updatedAt: dateSchema,
});
export type SessionBooking = z.infer<typeof sessionBookingSchema> & { id: string };

/** What the sessions function is asked (the callable behind /api/sessions). */
const claimFields = {
  sessionTypeId: idSchema,
  start: z.iso.datetime(),
  moveBookingId: idSchema.optional(),
  /** How a deposit is paid: Stripe Checkout (the default), or a bank transfer whose slip is sent within the hold. */
  pay: z.enum(['card', 'transfer']).optional(),
};
export const sessionRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('claim'), ...claimFields }).strict(),
  z.object({ action: z.literal('cancel'), bookingId: idSchema }).strict(),
  /** The owner: read her own calendar now rather than at the next scheduled read. */
  z.object({ action: z.literal('read-calendar') }).strict(),
  /** The owner saves a session type (its id chosen by the form, so a double submit writes one). */
  z.object({ action: z.literal('save-type'), id: z.string().regex(/^[a-z0-9-]{3,60}$/), type: sessionTypeInputSchema }).strict(),
  z.object({ action: z.literal('delete-type'), id: idSchema }).strict(),
  /** The owner decides a session's transfer slip: approved books the held slot, rejected frees it. */
  z.object({ action: z.literal('approve-slip'), slipId: idSchema }).strict(),
  z.object({ action: z.literal('reject-slip'), slipId: idSchema, reason: z.string().trim().min(1).max(500) }).strict(),
]);
export type SessionRequest = z.infer<typeof sessionRequestSchema>;
export type SessionClaimRequest = Omit<Extract<SessionRequest, { action: 'claim' }>, 'action'>;
export const sessionAnswerSchema = z.object({
  bookingId: idSchema.optional(),
  state: z.enum(SESSION_BOOKING_STATES).optional(),
  /** Stripe's payment page, when a deposit is due. */
  url: z.string().url().optional(),
  /** Paying by transfer: when the hold ends unless the slip is sent, and the studio's bank details with the reference. */
  holdUntil: z.iso.datetime().optional(),
  transfer: z.string().optional(),
  /** read-calendar: how many busy times were read, or why not. */
  busyCount: z.number().int().optional(),
  error: z.string().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** settings/sessions: public, owner-written. How late a customer may cancel or move. */
export const SESSION_SETTINGS_ID = 'sessions';
export const sessionSettingsSchema = z.object({ cutoffHours: minutes(SESSION_LIMITS.cutoffHours) });
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;
export const DEFAULT_SESSION_SETTINGS: SessionSettings = { cutoffHours: 24 };

/** ownerSettings/calendarSync: owner only. The feed's secret and the owner's own calendar address. */
export const CALENDAR_SYNC_ID = 'calendarSync';
export const FEED_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32,64}$';
export const calendarSyncSchema = z.object({
  feedToken: z.string().regex(new RegExp(FEED_TOKEN_PATTERN)),
  importUrl: z.union([
    z.literal(''),
    z
      .string()
      .max(2048)
      .regex(/^(https|webcal):\/\/\S+$/, 'Paste the secret address in iCal format (https:// or webcal://)'),
  ]),
});
export type CalendarSync = z.infer<typeof calendarSyncSchema>;

/** ownerSettings/calendarImport: written by the functions; what the last read of the owner's calendar found. */
export const CALENDAR_IMPORT_ID = 'calendarImport';
export const calendarImportStatusSchema = z.object({
  lastTriedAt: dateSchema,
  lastGoodAt: dateSchema.nullable(),
  error: z.string().max(500),
  busyCount: z.number().int().min(0),
});
export type CalendarImportStatus = z.infer<typeof calendarImportStatusSchema>;

/** calendarBusy/import: the owner's busy times (no titles), public so the slot pages can leave them out. */
export const CALENDAR_BUSY_ID = 'import';
export const busyIntervalSchema = z.object({ start: dateSchema, end: dateSchema });
export const calendarBusySchema = z.object({ intervals: z.array(busyIntervalSchema), readAt: dateSchema });
export type BusyInterval = z.infer<typeof busyIntervalSchema>;
