import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import type { BusyState } from '../../../common/schemas/leads';
import { firestore } from '../lib/admin';

// busyDays/{YYYY-MM}: the calendar as everyone but the owner sees it (the booking forms, the slot
// pages, the inquiry form) — a day and whether it is booked, held, blocked or kept by timed
// sessions; no booking ids, no names (docs/inquiries.md). calendar/{day} itself is the owner's.
// Each write of a calendar day rebuilds its month from the calendar itself, so events arriving
// twice or out of order end in the same document.

const STATE_OF: Record<string, BusyState> = { booking: 'booked', hold: 'held', blocked: 'blocked', session: 'sessions' };

async function rebuildBusyMonth(db: Firestore, month: string, now: number): Promise<Record<string, BusyState>> {
  const snapshot = await db.collection(COLLECTIONS.calendar).where('date', '>=', `${month}-01`).where('date', '<=', `${month}-31`).get();
  const days: Record<string, BusyState> = {};
  for (const doc of snapshot.docs) {
    const state = STATE_OF[String(doc.get('kind'))];
    if (state) days[doc.id.slice(8, 10)] = state;
  }
  await db
    .collection(COLLECTIONS.busyDays)
    .doc(month)
    .set({ days, updatedAt: Timestamp.fromMillis(now) });
  return days;
}

/**
 * Every month from `fromDay`'s on that has a calendar day or a busy view, rebuilt: the view made
 * whole for a calendar written before the trigger existed (npm run backfill:busy-days). Safe to
 * run again. Returns the months rebuilt.
 */
export async function rebuildBusyMonthsFrom(db: Firestore, fromDay: string, now: number): Promise<string[]> {
  const first = fromDay.slice(0, 7);
  const [days, views] = await Promise.all([
    db.collection(COLLECTIONS.calendar).where('date', '>=', `${first}-01`).select('date').get(),
    db.collection(COLLECTIONS.busyDays).get(),
  ]);
  const months = new Set<string>();
  for (const doc of days.docs) months.add(String(doc.get('date')).slice(0, 7));
  for (const doc of views.docs) if (doc.id >= first) months.add(doc.id);
  const sorted = [...months].filter((month) => /^\d{4}-\d{2}$/.test(month)).sort();
  for (const month of sorted) await rebuildBusyMonth(db, month, now);
  return sorted;
}

export const onCalendarDayWritten = onDocumentWritten({ document: `${COLLECTIONS.calendar}/{day}`, retry: true }, async (event) => {
  const day = event.params.day;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
  await rebuildBusyMonth(firestore(), day.slice(0, 7), Date.now());
});
