import { addUtcDays, dayIn, partsIn } from './days';
import type { BusyState } from './schemas/leads';
import { minutesOf, sessionSpan, type BusyInterval, type SessionType, type TimeWindow } from './schemas/sessions';

// Slot logic for timed sessions (docs/sessions.md), pure so the public page, the claim function
// and the benchmark compute the same slots. Every slot is a wall time in the studio's zone (its day
// and HH:MM) plus the instant that wall time is there: never the server's or the browser's zone.
// On a daylight-saving change a wall time that does not exist (the spring gap) offers no slot, and
// one that exists twice (the autumn overlap) offers one slot, at its first instant.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const pad = (n: number) => String(n).padStart(2, '0');

/** The wall time (day, minutes after midnight) of an instant in a zone. */
export function wallOf(zone: string, instant: number): { date: string; minutes: number } {
  const p = partsIn(zone, new Date(instant));
  return { date: `${p.y}-${pad(p.m)}-${pad(p.d)}`, minutes: p.h * 60 + p.min };
}

/**
 * The instant a wall time is in a zone: the earlier of two on an autumn overlap, null in a spring gap.
 * The offsets twelve hours either side are the only two a day can have around one change.
 */
export function instantOf(zone: string, date: string, minutes: number): number | null {
  const [y, m, d] = date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  const candidates = new Set<number>();
  for (const probe of [asUtc - 12 * HOUR, asUtc + 12 * HOUR]) {
    const p = partsIn(zone, new Date(probe));
    const offset = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(probe / 1000) * 1000;
    candidates.add(asUtc - offset);
  }
  const valid = [...candidates].filter((t) => {
    const wall = wallOf(zone, t);
    return wall.date === date && wall.minutes === minutes;
  });
  return valid.length ? Math.min(...valid) : null;
}

export interface Slot {
  /** sessionSlots' document id: the type and the instant, so one slot has one document whatever the zone. */
  id: string;
  sessionTypeId: string;
  date: string;
  time: string;
  zone: string;
  start: number;
  end: number;
  /** The session with its buffers: what the slot takes of the studio's time. */
  busyStart: number;
  busyEnd: number;
}

const compactUtc = (instant: number) => new Date(instant).toISOString().slice(0, 16).replace(/[-:]/g, '');
const slotIdOf = (sessionTypeId: string, start: number) => `${sessionTypeId}_${compactUtc(start)}`;
export const timeLabel = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

type TypeForSlots = Pick<
  SessionType,
  'id' | 'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'weeklyHours' | 'overrides' | 'active'
>;

/** The windows a type is open on a day: its override's when it has one, else its weekly hours. */
function windowsOn(type: TypeForSlots, date: string): TimeWindow[] {
  const override = type.overrides.find((o) => o.date === date);
  if (override) return override.windows;
  const weekday = weekdayOf(date);
  return type.weeklyHours.filter((w) => w.weekday === weekday);
}

/**
 * Every slot a type offers on the days `from`…`to` (studio days, inclusive), before anything is
 * taken: each window holds buffer-before + session + buffer-after back to back from its start.
 */
export function generateSlots(type: TypeForSlots, zone: string, from: string, to: string): Slot[] {
  if (!type.active) return [];
  const span = sessionSpan(type);
  const slots: Slot[] = [];
  const seen = new Set<number>();
  for (let date = from; date <= to; date = addUtcDays(date, 1)) {
    for (const window of windowsOn(type, date)) {
      const open = minutesOf(window.start);
      const close = minutesOf(window.end);
      for (let at = open; at + span <= close; at += span) {
        const startMinutes = at + type.bufferBeforeMinutes;
        const start = instantOf(zone, date, startMinutes);
        if (start === null || seen.has(start)) continue;
        seen.add(start);
        const end = start + type.durationMinutes * MINUTE;
        slots.push({
          id: slotIdOf(type.id, start),
          sessionTypeId: type.id,
          date,
          time: timeLabel(startMinutes),
          zone,
          start,
          end,
          busyStart: start - type.bufferBeforeMinutes * MINUTE,
          busyEnd: end + type.bufferAfterMinutes * MINUTE,
        });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** What the studio's calendar already holds, for one type's slots. */
export interface Taken {
  /** Days taken whole (a booking, a contract's hold, a day the owner blocked). */
  wholeDays: ReadonlySet<string>;
  /** Busy times: the owner's own calendar, and other types' sessions with their buffers. */
  busy: readonly BusyInterval[] | readonly { start: number; end: number }[];
  /** Seats taken per slot id (live holds and bookings). */
  seatsTaken: ReadonlyMap<string, number>;
}

export type SlotRefusal = 'past' | 'notice' | 'horizon' | 'not-offered' | 'full' | 'busy' | 'day-taken';

export const SLOT_REFUSALS: Record<SlotRefusal, string> = {
  past: 'That time has passed. Please choose another.',
  notice: 'That time is too soon to book: please choose a later one.',
  horizon: 'That time is further ahead than we take bookings for now.',
  'not-offered': 'That time is not one we offer for this session.',
  full: 'Someone has just taken that time. Please choose another.',
  busy: 'The studio is not free at that time. Please choose another.',
  'day-taken': 'The studio is booked that day. Please choose another day.',
};

const toMs = (v: Date | number) => (typeof v === 'number' ? v : v.getTime());

type TypeForBooking = TypeForSlots & Pick<SessionType, 'minNoticeHours' | 'horizonDays' | 'capacity'>;

/** The last studio day a type may be booked for at `now`. */
export const horizonDay = (type: TypeForBooking, zone: string, now: number) => addUtcDays(dayIn(zone, new Date(now)), type.horizonDays);

/** Why a slot cannot be taken now (null when it can). */
export function slotRefusal(type: TypeForBooking, slot: Slot, taken: Taken, now: number): SlotRefusal | null {
  if (slot.start <= now) return 'past';
  if (slot.start < now + type.minNoticeHours * HOUR) return 'notice';
  if (slot.date > horizonDay(type, slot.zone, now)) return 'horizon';
  if (taken.wholeDays.has(slot.date)) return 'day-taken';
  if ((taken.seatsTaken.get(slot.id) ?? 0) >= type.capacity) return 'full';
  for (const b of taken.busy) if (toMs(b.start) < slot.busyEnd && toMs(b.end) > slot.busyStart) return 'busy';
  return null;
}

/** The slot a type offers at an instant (null: not offered). */
export function findSlot(type: TypeForSlots, zone: string, start: number): Slot | null {
  const date = dayIn(zone, new Date(start));
  return generateSlots(type, zone, date, date).find((s) => s.start === start) ?? null;
}

/** The free slots from the studio's today to the type's horizon. */
export function freeSlots(type: TypeForBooking, zone: string, taken: Taken, now: number): Slot[] {
  const today = dayIn(zone, new Date(now));
  return generateSlots(type, zone, today, horizonDay(type, zone, now)).filter((s) => slotRefusal(type, s, taken, now) === null);
}

/**
 * Whether a claim is still live: booked, or held with its hold still running. A held seat with no
 * end is an open hold: a transfer slip sent in time waits for the owner's decision (the functions'
 * hold clock, holdRuns, reads it the same way).
 */
export const seatIsLive = (seat: { state: string; holdUntil: Date | number | null }, now: number) =>
  seat.state === 'booked' || (seat.state === 'held' && (seat.holdUntil === null || toMs(seat.holdUntil) > now));

/** The customer's cancel-or-move policy, from the one setting the function applies. */
export function sessionPolicyText(cutoffHours: number): string {
  if (cutoffHours === 0) return 'You can cancel or move your session from your profile up to its start time.';
  const span =
    cutoffHours % 24 === 0
      ? `${cutoffHours / 24} day${cutoffHours === 24 ? '' : 's'}`
      : `${cutoffHours} hour${cutoffHours === 1 ? '' : 's'}`;
  return `You can cancel or move your session from your profile up to ${span} before it starts. After that, please contact the studio.`;
}

/** Whether the customer may still cancel or move a session starting at `start`. */
export const beforeCutoff = (start: number, cutoffHours: number, now: number) => now <= start - cutoffHours * HOUR;

/** A slot's time in another zone (the visitor's), as "HH:MM" with the day when it differs. */
export function timeIn(zone: string, instant: number, studioDate: string): string {
  const wall = wallOf(zone, instant);
  return wall.date === studioDate ? timeLabel(wall.minutes) : `${timeLabel(wall.minutes)} (${wall.date})`;
}

type SlotDocLike = {
  id: string;
  sessionTypeId: string;
  busyStart: Date;
  busyEnd: Date;
  seats: Record<string, { state: string; holdUntil: Date | null }>;
};

/**
 * What is taken for one type's slots, from what the public can read: the slots' documents (seats
 * of this type fill its slots, other types' live seats are busy times with their buffers), the
 * studio calendar's busy days (busyDays: a booking, a contract's hold or a blocked day takes the
 * day whole; a day of timed sessions does not) and the owner's busy times. The claim function
 * decides the same from the calendar itself.
 */
export function takenFrom(
  sessionTypeId: string,
  slotDocs: readonly SlotDocLike[],
  days: ReadonlyMap<string, BusyState>,
  busy: readonly { start: Date; end: Date }[],
  now: number,
): Taken {
  const seatsTaken = new Map<string, number>();
  const others: { start: number; end: number }[] = [];
  for (const doc of slotDocs) {
    const live = Object.values(doc.seats).filter((seat) => seatIsLive(seat, now)).length;
    if (!live) continue;
    if (doc.sessionTypeId === sessionTypeId) seatsTaken.set(doc.id, live);
    else others.push({ start: doc.busyStart.getTime(), end: doc.busyEnd.getTime() });
  }
  return {
    wholeDays: new Set([...days].filter(([, state]) => state !== 'sessions').map(([day]) => day)),
    busy: [...busy.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })), ...others],
    seatsTaken,
  };
}
