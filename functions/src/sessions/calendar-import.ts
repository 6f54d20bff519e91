import ICAL from 'ical.js';
import { COLLECTIONS } from '../../../common/collections';
import { CALENDAR_IMPORT_ID, CALENDAR_SYNC_ID, type SessionAnswer } from '../../../common/schemas/sessions';
import { instantOf } from '../../../common/sessions';
import { isKnownTimeZone } from '../../../common/time-zones';
import { busyRef, studioZone, type SessionDeps } from './session-store';

// The owner's own calendar in (docs/sessions.md): she pastes its secret iCal address in Settings;
// the scheduled read (and her "Read now") fetches it, and its busy times (no titles) block slots.
// Parsed with ical.js (Mozilla's RFC 5545 library): all-day and multi-day events, recurring ones
// with their exceptions (EXDATE, moved occurrences), time zones. A read that fails (unreachable,
// too large, not a calendar) changes no busy time: the last good read stands and the owner is told.

const MAX_CALENDAR_BYTES = 2_000_000;
const FETCH_TIMEOUT_MS = 10_000;
/** Busy times kept: the public slot pages read them in one document. */
const MAX_BUSY = 2000;
const DAY = 86_400_000;
/** Occurrences of one recurring event looked at, at most (a daily event for years is cut, not looped for ever). */
const MAX_OCCURRENCES = 1500;

interface Busy {
  start: number;
  end: number;
}

/**
 * An iCalendar time as an instant: UTC as it is; a zoned wall time in its IANA zone (the name is
 * the truth, whatever VTIMEZONE came with it), else by the file's own VTIMEZONE; a floating time
 * or an all-day date in the studio's zone.
 */
function instant(time: ICAL.Time, tzid: string | null, studio: string): number {
  const date = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  if (time.isDate) return instantOf(studio, date, 0) ?? Date.parse(`${date}T00:00:00Z`);
  if (time.zone?.tzid === 'UTC') return time.toUnixTime() * 1000;
  const minutes = time.hour * 60 + time.minute;
  const zone = tzid && isKnownTimeZone(tzid) ? tzid : tzid && time.zone && time.zone.tzid !== 'floating' ? null : studio;
  if (!zone) return time.toUnixTime() * 1000;
  // A wall time in a spring gap does not exist: the next minute that does.
  for (let late = 0; late <= 120; late += 30) {
    const at = instantOf(zone, date, minutes + late);
    if (at !== null) return at + time.second * 1000 - late * 60_000;
  }
  return time.toUnixTime() * 1000;
}

/**
 * The busy times of an iCalendar text between `from` and `to`; throws when it is not a calendar.
 * @internal Exported for its tests only.
 */
export function parseBusy(text: string, from: number, to: number, studio: string): Busy[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new Error('The address did not answer with a calendar (no BEGIN:VCALENDAR).');
  const root = new ICAL.Component(ICAL.parse(text));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  const vevents = root.getAllSubcomponents('vevent');
  const exceptions = vevents.filter((v) => v.hasProperty('recurrence-id'));
  const busy: Busy[] = [];
  const add = (event: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (event.component.getFirstPropertyValue('transp') === 'TRANSPARENT') return;
    if (event.component.getFirstPropertyValue('status') === 'CANCELLED') return;
    const tzid = (event.component.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null;
    const s = instant(start, tzid, studio);
    let e = instant(end, (event.component.getFirstProperty('dtend')?.getParameter('tzid') as string | undefined) ?? tzid, studio);
    if (e <= s) e = start.isDate ? s + DAY : s;
    if (e > from && s < to && e > s) busy.push({ start: s, end: e });
  };
  for (const component of vevents) {
    if (component.hasProperty('recurrence-id')) continue;
    const event = new ICAL.Event(component);
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate);
      continue;
    }
    for (const ex of exceptions) if (ex.getFirstPropertyValue('uid') === event.uid) event.relateException(ex);
    const iterator = event.iterator();
    for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      if (details.startDate.toUnixTime() * 1000 > to + DAY) break;
      add(details.item, details.startDate, details.endDate);
    }
  }
  return merge(busy).slice(0, MAX_BUSY);
}

/** Overlapping and touching busy times as one. */
function merge(list: Busy[]): Busy[] {
  const sorted = [...list].sort((a, b) => a.start - b.start);
  const out: Busy[] = [];
  for (const b of sorted) {
    const last = out.at(-1);
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end);
    else out.push({ ...b });
  }
  return out;
}

/** The text at the address, refused when it is too large, slow or not there. */
async function fetchCalendar(fetcher: typeof fetch, address: string): Promise<string> {
  const url = address.replace(/^webcal:\/\//i, 'https://');
  const local = process.env.FUNCTIONS_EMULATOR === 'true' && /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url);
  if (!url.startsWith('https://') && !local) throw new Error('The address must start with https:// or webcal://.');
  let response: Response;
  try {
    response = await fetcher(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch {
    throw new Error('The calendar address could not be reached.');
  }
  if (!response.ok) throw new Error(`The calendar address answered ${response.status}.`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_CALENDAR_BYTES)
    throw new Error('The calendar is too large to read (over 2 MB).');
  const reader = response.body?.getReader();
  if (!reader) throw new Error('The calendar address sent nothing.');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > MAX_CALENDAR_BYTES) {
      await reader.cancel();
      throw new Error('The calendar is too large to read (over 2 MB).');
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads the owner's calendar now: the busy times on success; on failure only the status, with what failed. */
export async function readCalendarNow(deps: SessionDeps, fetcher: typeof fetch): Promise<SessionAnswer> {
  const { db } = deps;
  const owner = db.collection(COLLECTIONS.ownerSettings);
  // Read as stored: fetchCalendar checks the address (the emulator's tests serve theirs over http).
  const stored: unknown = (await owner.doc(CALENDAR_SYNC_ID).get()).get('importUrl');
  const address = typeof stored === 'string' ? stored.trim() : '';
  const status = owner.doc(CALENDAR_IMPORT_ID);
  const now = deps.now();
  if (!address) {
    await busyRef(db).set({ intervals: [], readAt: new Date(now) });
    await status.set({ lastTriedAt: new Date(now), lastGoodAt: new Date(now), error: '', busyCount: 0 });
    return { busyCount: 0 };
  }
  try {
    const text = await fetchCalendar(fetcher, address);
    let busy: Busy[];
    try {
      busy = parseBusy(text, now - DAY, now + 400 * DAY, await studioZone(db));
    } catch (error) {
      throw new Error(
        error instanceof Error && error.message.startsWith('The address')
          ? error.message
          : 'The address did not answer with a calendar we can read.',
      );
    }
    await busyRef(db).set({ intervals: busy.map((b) => ({ start: new Date(b.start), end: new Date(b.end) })), readAt: new Date(now) });
    await status.set({ lastTriedAt: new Date(now), lastGoodAt: new Date(now), error: '', busyCount: busy.length });
    deps.logger.info('Owner calendar read', { busy: busy.length });
    return { busyCount: busy.length };
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : 'The calendar could not be read.';
    const before = await status.get();
    await status.set({
      lastTriedAt: new Date(now),
      lastGoodAt: before.get('lastGoodAt') ?? null,
      error: message,
      busyCount: Number(before.get('busyCount') ?? 0),
    });
    deps.logger.warn('Owner calendar not read: the last good read stands', { error: message });
    return { error: message };
  }
}
