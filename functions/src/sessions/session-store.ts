import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import {
  CALENDAR_BUSY_ID,
  DEFAULT_SESSION_SETTINGS,
  SESSION_SETTINGS_ID,
  calendarBusySchema,
  sessionBookingSchema,
  sessionSettingsSchema,
  sessionSlotSchema,
  sessionTypeSchema,
  type SessionBooking,
  type SessionSettings,
  type SessionSlotDoc,
  type SessionType,
} from '../../../common/schemas/sessions';
import { STUDIO_SETTINGS_ID } from '../../../common/schemas/settings';
import { calendarDaySchema } from '../../../common/schemas/studio';
import { FALLBACK_STUDIO_LOCALE } from '../../../common/studio-locale';
import type { Logger } from '../lib/logger';

// Where the sessions live in Firestore, and reading them typed (docs/sessions.md).

export interface SessionDeps {
  db: Firestore;
  logger: Logger;
  now: () => number;
}

/** Why a session request is refused, in words for the customer; `code` is the HttpsError code. */
export class SessionRefusal extends Error {
  constructor(
    readonly code: 'not-found' | 'permission-denied' | 'failed-precondition' | 'invalid-argument' | 'already-exists',
    message: string,
  ) {
    super(message);
  }
}

export const typeRef = (db: Firestore, id: string) => db.collection(COLLECTIONS.sessionTypes).doc(id);
export const slotRef = (db: Firestore, id: string) => db.collection(COLLECTIONS.sessionSlots).doc(id);
export const sessionBookingRef = (db: Firestore, id: string) => db.collection(COLLECTIONS.sessionBookings).doc(id);
export const dayRef = (db: Firestore, day: string) => db.collection(COLLECTIONS.calendar).doc(day);
export const busyRef = (db: Firestore) => db.collection(COLLECTIONS.calendarBusy).doc(CALENDAR_BUSY_ID);
const settingsRef = (db: Firestore) => db.collection(COLLECTIONS.settings).doc(SESSION_SETTINGS_ID);

export function readType(snap: DocumentSnapshot): SessionType | null {
  const parsed = sessionTypeSchema.safeParse(snap.data());
  return parsed.success ? { ...parsed.data, id: snap.id } : null;
}

export function readSessionBooking(snap: DocumentSnapshot): SessionBooking | null {
  const parsed = sessionBookingSchema.safeParse(snap.data());
  return parsed.success ? { ...parsed.data, id: snap.id } : null;
}

export const readSlot = (snap: DocumentSnapshot): SessionSlotDoc | null => sessionSlotSchema.safeParse(snap.data()).data ?? null;

export const readCalendarDay = (snap: DocumentSnapshot) => (snap.exists ? (calendarDaySchema.safeParse(snap.data()).data ?? null) : null);

export const readBusy = (snap: DocumentSnapshot) => calendarBusySchema.safeParse(snap.data()).data?.intervals ?? [];

/** The studio's time zone (settings/studio), the one every slot is computed in. */
export async function studioZone(db: Firestore, tx?: Transaction): Promise<string> {
  const ref = db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const zone = snap.get('timeZone');
  return typeof zone === 'string' && zone ? zone : FALLBACK_STUDIO_LOCALE.timeZone;
}

export async function sessionSettings(db: Firestore, tx?: Transaction): Promise<SessionSettings> {
  const snap = tx ? await tx.get(settingsRef(db)) : await settingsRef(db).get();
  return sessionSettingsSchema.safeParse(snap.data()).data ?? DEFAULT_SESSION_SETTINGS;
}
