import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import type { DayState } from '../../../common/schemas/leads';
import { firestore } from '../lib/admin';

// busyDays/{YYYY-MM}: the calendar as the public inquiry form sees it — a day and whether it is
// booked, held or blocked; no booking ids, no names (docs/inquiries.md). Each write of a calendar
// day rebuilds its month from the calendar itself, so events arriving twice or out of order end
// in the same document.

const STATE_OF: Record<string, DayState> = { booking: 'booked', hold: 'held', blocked: 'blocked' };

async function rebuildBusyMonth(db: Firestore, month: string, now: number): Promise<Record<string, DayState>> {
  const snapshot = await db.collection(COLLECTIONS.calendar).where('date', '>=', `${month}-01`).where('date', '<=', `${month}-31`).get();
  const days: Record<string, DayState> = {};
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

export const onCalendarDayWritten = onDocumentWritten({ document: `${COLLECTIONS.calendar}/{day}`, retry: true }, async (event) => {
  const day = event.params.day;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
  await rebuildBusyMonth(firestore(), day.slice(0, 7), Date.now());
});
