import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import type { SessionBooking, SessionSettings, SessionType } from '@common/schemas/sessions';
import {
  CALENDAR_IMPORT_ID,
  CALENDAR_SYNC_ID,
  SESSION_SETTINGS_ID,
  calendarImportStatusSchema,
  calendarSyncSchema,
  sessionBookingSchema,
  sessionSettingsSchema,
  sessionTypeSchema,
} from '@common/schemas/sessions';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { liveDocSource, useLiveQuery } from './live';
import { useOwnerList } from './owner-list';
import { useServerState } from './store';

// Timed sessions (docs/sessions.md), signed in: the customer's claims and the owner's week as live
// reads, the owner's list of session types, and her settings (the cut-off, the feed's secret, her
// calendar's address, what its last read found). The public reads and the calls: session-slots.ts.

// ---------------------------------------------------------------- signed-in reads

const sessionBookings = defineCollection(COLLECTIONS.sessionBookings, sessionBookingSchema);
const sessionTypes = defineCollection(COLLECTIONS.sessionTypes, sessionTypeSchema);

/** The customer's own sessions, soonest first. */
export const useOwnSessions = (uid: string) =>
  useLiveQuery(sessionBookings, { where: [['userId', '==', uid]], orderBy: [['start', 'asc']] });

/** The owner: every claim starting from `from` to before `to` (a week of the calendar, today's sessions). */
export const useSessionsBetween = (from: Date, to: Date) =>
  useLiveQuery(sessionBookings, {
    where: [
      ['start', '>=', from],
      ['start', '<', to],
    ],
    orderBy: [['start', 'asc']],
  });

/** The owner: every claim still held (on its 15 minutes, or open while a transfer slip waits for her). */
export const useHeldSessions = () => useLiveQuery(sessionBookings, { where: [['state', '==', 'held']] });

export type OwnSession = WithId<Omit<SessionBooking, 'id'>>;

// ---------------------------------------------------------------- the owner's settings

const syncRef = (db: Firestore) => doc(db, COLLECTIONS.ownerSettings, CALENDAR_SYNC_ID);

export function useCalendarSync() {
  const db = useFirestore();
  return useServerState(liveDocSource(`ownerSettings/${CALENDAR_SYNC_ID}`, syncRef(db), calendarSyncSchema));
}

export function useCalendarImportStatus() {
  const db = useFirestore();
  return useServerState(
    liveDocSource(
      `ownerSettings/${CALENDAR_IMPORT_ID}`,
      doc(db, COLLECTIONS.ownerSettings, CALENDAR_IMPORT_ID),
      calendarImportStatusSchema,
    ),
  );
}

/** A new secret for the feed: 32 random bytes, URL-safe. Regenerating it ends every old subscription. */
export function newFeedToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const saveCalendarSync = (db: Firestore, input: { feedToken: string; importUrl: string }) =>
  setDoc(syncRef(db), calendarSyncSchema.parse({ feedToken: input.feedToken, importUrl: input.importUrl.trim() }));
const saveSessionSettings = (db: Firestore, input: SessionSettings) =>
  setDoc(doc(db, COLLECTIONS.settings, SESSION_SETTINGS_ID), sessionSettingsSchema.parse({ cutoffHours: input.cutoffHours }));

export const useSaveCalendarSync = () => useBound(saveCalendarSync);
export const useSaveSessionSettings = () => useBound(saveSessionSettings);

/** The private feed's address for a token (served by the calendarFeed function behind Hosting). */
export const feedAddress = (token: string) => `${window.location.origin}/api/calendar-feed/${token}.ics`;

// ---------------------------------------------------------------- the owner's list

export type SessionTypeRow = WithId<Omit<SessionType, 'id'>>;
export const useOwnerSessionTypeList = (params: ListParams & { typed?: string }) =>
  useOwnerList(ADMIN_LISTS.sessionTypes, sessionTypes, params);
