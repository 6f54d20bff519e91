import { timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '../../../common/collections';
import { CALENDAR_SYNC_ID, SESSION_LOCATION_LABELS } from '../../../common/schemas/sessions';
import { firestore } from '../lib/admin';
import { errorDetails, logger } from '../lib/logger';
import { bookingUid, icalendar, sessionUid, type FeedEvent } from './feed';
import { readSessionBooking } from './session-store';

// The owner's private calendar feed (/api/calendar-feed/<token>.ics, Hosting rewrite): every
// booked or held session and every whole-day booking, for Google or Apple Calendar to subscribe to.
// The token is ownerSettings/calendarSync's, which only the owner (and this function) can read;
// regenerating it in Settings ends every old subscription.

const PAST_DAYS = 60;

const tokenMatches = (given: string, kept: string) =>
  given.length === kept.length && kept.length >= 32 && timingSafeEqual(Buffer.from(given), Buffer.from(kept));

async function feedFor(db: Firestore, token: string, now: number): Promise<string | null> {
  const kept = (await db.collection(COLLECTIONS.ownerSettings).doc(CALENDAR_SYNC_ID).get()).get('feedToken');
  if (typeof kept !== 'string' || !tokenMatches(token, kept)) return null;
  const since = new Date(now - PAST_DAYS * 86_400_000);
  const [sessions, days] = await Promise.all([
    db.collection(COLLECTIONS.sessionBookings).where('start', '>=', since).get(),
    db.collection(COLLECTIONS.calendar).where('date', '>=', since.toISOString().slice(0, 10)).get(),
  ]);
  const events: FeedEvent[] = [];
  for (const doc of sessions.docs) {
    const b = readSessionBooking(doc);
    if (!b || (b.state !== 'booked' && b.state !== 'held')) continue;
    events.push({
      uid: sessionUid(b.id),
      sequence: b.sequence,
      summary: `${b.sessionName}: ${b.name || b.email || 'customer'}${b.state === 'held' ? ' (held, awaiting deposit)' : ''}`,
      description: `${b.email}\nRef. ${b.id}`,
      location: SESSION_LOCATION_LABELS[b.location],
      when: { zone: b.zone, date: b.date, time: b.time, end: b.end },
      stamp: b.updatedAt,
    });
  }
  for (const doc of days.docs) {
    const kind = doc.get('kind');
    const bookingId = doc.get('bookingId');
    if ((kind !== 'booking' && kind !== 'hold') || typeof bookingId !== 'string') continue;
    const booking = await db.collection(COLLECTIONS.bookings).doc(bookingId).get();
    events.push({
      uid: bookingUid(bookingId),
      sequence: 0,
      summary: `${String(booking.get('packageName') ?? 'Booking')}: ${String(booking.get('name') ?? '')}${kind === 'hold' ? ' (held)' : ''}`,
      description: `Ref. ${bookingId}`,
      location: '',
      when: { day: doc.id },
      stamp: new Date(now),
    });
  }
  return icalendar(events, 'Style & Story bookings');
}

export const calendarFeed = onRequest({ memory: '256MiB' }, async (req, res) => {
  const token = (req.path.split('/').pop() ?? '').replace(/\.ics$/, '');
  try {
    const text = await feedFor(firestore(), token, Date.now());
    if (text === null) {
      res.status(404).set('Cache-Control', 'no-store').send('Not found');
      return;
    }
    res.status(200).set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300' }).send(text);
  } catch (error) {
    logger.error('Calendar feed failed', errorDetails(error));
    res.status(500).send('Try again later');
  }
});
