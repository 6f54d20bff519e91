import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { addUtcDays } from '@common/days';
import type {
  BusyInterval,
  SessionAnswer,
  SessionBooking,
  SessionRequest,
  SessionSettings,
  SessionSlotDoc,
  SessionType,
} from '@common/schemas/sessions';
import {
  CALENDAR_BUSY_ID,
  CALENDAR_IMPORT_ID,
  CALENDAR_SYNC_ID,
  DEFAULT_SESSION_SETTINGS,
  SESSION_SETTINGS_ID,
  calendarImportStatusSchema,
  calendarSyncSchema,
  sessionBookingSchema,
  sessionSettingsSchema,
  sessionTypeSchema,
} from '@common/schemas/sessions';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { useBound } from './bind';
import { defineCollection, type WithId } from './collection';
import { callFunction, type CallCopy } from './functions-client';
import { liveDocSource, useLiveQuery } from './live';
import { usePublicQuery, type LoadSchema } from './public-read';
import { useOwnerList } from './owner-list';
import { mapResult } from './result';
import { useServerState } from './store';

// Timed sessions (docs/sessions.md). Public pages read session types, slots, the studio calendar
// and the owner's busy times through the SDK-free path; the customer's claims and the owner's
// settings are live reads; every claim, cancel and session-type save goes through the one
// sessions callable (/api/sessions).

const schemas = () => import('@common/schemas/sessions');
const typeSchema: LoadSchema<SessionType> = () => schemas().then((m) => m.sessionTypeSchema as never);
const slotSchema: LoadSchema<SessionSlotDoc> = () => schemas().then((m) => m.sessionSlotSchema as never);
const busySchema: LoadSchema<{ intervals: BusyInterval[]; readAt: Date }> = () => schemas().then((m) => m.calendarBusySchema as never);
const settingsSchema: LoadSchema<SessionSettings> = () => schemas().then((m) => m.sessionSettingsSchema as never);
const daySchema: LoadSchema<{ date: string; kind: string }> = () =>
  import('@common/schemas/studio').then((m) => m.calendarDaySchema as never);

/** Every session type (the public list shows the active ones). */
export const sessionTypesQuery = {
  query: { collection: COLLECTIONS.sessionTypes, orderBy: [['name', 'asc']] as const },
  schema: typeSchema,
};
export const usePublicSessionTypes = () => usePublicQuery(sessionTypesQuery.query, typeSchema);

/** What the slot picker needs from `from` to `to` (studio days): every type's slots, the calendar's days, the owner's busy times. */
export function useSessionAvailability(from: string, to: string) {
  const range = [
    ['date', '>=', from],
    ['date', '<=', to],
  ] as const;
  const slots = usePublicQuery({ collection: COLLECTIONS.sessionSlots, where: range }, slotSchema);
  const days = usePublicQuery({ collection: COLLECTIONS.calendar, where: range }, daySchema);
  const busy = usePublicQuery({ collection: COLLECTIONS.calendarBusy, where: [['__name__', '==', CALENDAR_BUSY_ID]] }, busySchema);
  return { slots, days, busy };
}

export function useSessionSettings() {
  const answer = usePublicQuery({ collection: COLLECTIONS.settings, where: [['__name__', '==', SESSION_SETTINGS_ID]] }, settingsSchema);
  return mapResult(answer, (list) => list[0] ?? DEFAULT_SESSION_SETTINGS);
}

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

// ---------------------------------------------------------------- the sessions function

const SESSIONS_API = '/api/sessions';
const SESSION_CALLS: CallCopy = {
  signedOut: 'You were signed out: sign in again to book.',
  unreachable: 'We could not reach the studio: check your connection and try again.',
  failed: (status) => `That did not go through (error ${status}): please try again in a moment.`,
};

type Call<A extends SessionRequest['action']> = Omit<Extract<SessionRequest, { action: A }>, 'action'>;
const call = <A extends SessionRequest['action']>(action: A, request: Call<A>) =>
  callFunction<SessionAnswer>(SESSIONS_API, { action, ...request }, SESSION_CALLS);

export const claimSession = (request: Call<'claim'>) => call('claim', request);
export const cancelSession = (bookingId: string) => call('cancel', { bookingId });
export const saveSessionType = (id: string, type: Call<'save-type'>['type']) => call('save-type', { id, type });
export const deleteSessionType = (id: string) => call('delete-type', { id });
export const readCalendarNow = () => call('read-calendar', {});

/** The studio days a picker shows: from today to `days` ahead. */
export const pickerRange = (today: string, days: number) => ({ from: today, to: addUtcDays(today, days) });

// ---------------------------------------------------------------- the owner's list

export type SessionTypeRow = WithId<Omit<SessionType, 'id'>>;
export const sessionTypesCollection = sessionTypes;
export const useOwnerSessionTypeList = (params: ListParams & { typed?: string }) =>
  useOwnerList(ADMIN_LISTS.sessionTypes, sessionTypes, params);
