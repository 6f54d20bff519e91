import { COLLECTIONS } from '@common/collections';
import type { BusyInterval, SessionAnswer, SessionRequest, SessionSettings, SessionSlotDoc, SessionType } from '@common/schemas/sessions';
import { CALENDAR_BUSY_ID, DEFAULT_SESSION_SETTINGS, SESSION_SETTINGS_ID } from '@common/schemas/sessions';
import { usePublicBusyDays } from './busy-days';
import { callFunction, type CallCopy } from './functions-client';
import { usePublicQuery, type LoadSchema } from './public-read';
import { mapResult } from './result';

// Timed sessions' public side (docs/sessions.md), with no Firebase SDK (public-read.ts): session
// types, slots, the studio calendar's busy days and the owner's busy times for the slot pages, and the
// one sessions callable (/api/sessions) every claim, cancel and session-type save goes through.
// The signed-in reads and the owner's settings are in sessions.ts.

const schemas = () => import('@common/schemas/sessions');
const typeSchema: LoadSchema<SessionType> = () => schemas().then((m) => m.sessionTypeSchema as never);
const slotSchema: LoadSchema<SessionSlotDoc> = () => schemas().then((m) => m.sessionSlotSchema as never);
const busySchema: LoadSchema<{ intervals: BusyInterval[]; readAt: Date }> = () => schemas().then((m) => m.calendarBusySchema as never);
const settingsSchema: LoadSchema<SessionSettings> = () => schemas().then((m) => m.sessionSettingsSchema as never);

/** Every session type (the public list shows the active ones). */
export const sessionTypesQuery = {
  query: { collection: COLLECTIONS.sessionTypes, orderBy: [['name', 'asc']] as const },
  schema: typeSchema,
};
export const usePublicSessionTypes = () => usePublicQuery(sessionTypesQuery.query, typeSchema);

/**
 * What the slot picker needs from `from` to `to` (studio days): every type's slots, the busy days
 * (the calendar's public view: a booked, held or blocked day is taken whole), the owner's busy
 * times; null asks nothing.
 */
export function useSessionAvailability(range: { from: string; to: string } | null) {
  const where = range
    ? ([
        ['date', '>=', range.from],
        ['date', '<=', range.to],
      ] as const)
    : null;
  const slots = usePublicQuery(where && { collection: COLLECTIONS.sessionSlots, where }, slotSchema);
  const days = usePublicBusyDays(range);
  const busy = usePublicQuery(range && { collection: COLLECTIONS.calendarBusy, where: [['__name__', '==', CALENDAR_BUSY_ID]] }, busySchema);
  return { slots, days, busy };
}

export function useSessionSettings() {
  const answer = usePublicQuery({ collection: COLLECTIONS.settings, where: [['__name__', '==', SESSION_SETTINGS_ID]] }, settingsSchema);
  return mapResult(answer, (list) => list[0] ?? DEFAULT_SESSION_SETTINGS);
}

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
/** The owner decides a session's transfer slip: approved books the held time, rejected frees it (the customer is emailed why). */
export const approveSessionSlip = (slipId: string) => call('approve-slip', { slipId });
export const rejectSessionSlip = (slipId: string, reason: string) => call('reject-slip', { slipId, reason });
