import { formatIsoDay } from '../../../common/format';
import { paths } from '../../../common/paths';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { SESSION_LOCATION_LABELS, sessionBookingSchema, type SessionBooking } from '../../../common/schemas/sessions';
import { slipSchema } from '../../../common/schemas/slips';
import { sessionPolicyText } from '../../../common/sessions';
import { accountAddress } from '../lib/account-address';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { onWritten, skip, withMail } from '../lib/triggers';
import { icalendar, sessionUid } from './feed';
import { readSessionBooking, sessionSettings } from './session-store';

// A session's emails (docs/sessions.md), each once by its outbox key: the confirmation with its .ics
// (in the studio's zone) when it is booked, again when it moves (same UID, a higher SEQUENCE), a
// note when it is cancelled (or why, when the owner rejected the transfer slip that held it); the scheduled sweep sends the reminder the day before and the
// follow-up after.

const HOUR = 3_600_000;

/** "June 12, 2027, 10:20 (Europe/London)": the studio's wall time, with its zone named. */
const sessionWhen = (b: Pick<SessionBooking, 'date' | 'time' | 'zone'>) => `${formatIsoDay(b.date)}, ${b.time} (${b.zone})`;

function calendarFile(b: SessionBooking, studio: string) {
  const text = icalendar(
    [
      {
        uid: sessionUid(b.id),
        sequence: b.sequence,
        summary: `${b.sessionName} with ${studio}`,
        description: `Ref. ${b.id}`,
        location: SESSION_LOCATION_LABELS[b.location],
        when: { zone: b.zone, date: b.date, time: b.time, end: b.end },
        stamp: b.updatedAt,
      },
    ],
    studio,
  );
  return { filename: 'session.ics', type: 'text/calendar', content: Buffer.from(text).toString('base64') };
}

type Kind = 'confirmed' | 'moved' | 'cancelled' | 'slip-rejected' | 'reminder' | 'follow-up';

const COPY: Record<Kind, (b: SessionBooking, reason: string) => { subject: string; heading: string; lead: string }> = {
  confirmed: (b) => ({
    subject: `Booked: ${b.sessionName}, ${sessionWhen(b)}`,
    heading: 'Your session is booked',
    lead: `Your ${b.sessionName} is booked for ${sessionWhen(b)}.`,
  }),
  moved: (b) => ({
    subject: `Moved: ${b.sessionName}, ${sessionWhen(b)}`,
    heading: 'Your session has moved',
    lead: `Your ${b.sessionName} is now on ${sessionWhen(b)}. The attached file updates the event in your calendar.`,
  }),
  cancelled: (b) => ({
    subject: `Cancelled: ${b.sessionName}, ${sessionWhen(b)}`,
    heading: 'Your session is cancelled',
    lead: `Your ${b.sessionName} on ${sessionWhen(b)} is cancelled, and the time is free again.`,
  }),
  'slip-rejected': (b, reason) => ({
    subject: `Not booked: ${b.sessionName}, ${sessionWhen(b)}`,
    heading: 'Your transfer slip was not accepted',
    lead: `The studio could not accept the transfer slip for your ${b.sessionName} on ${sessionWhen(b)}, so the time is free again. Their reason: “${reason}” Please contact the studio about the transfer.`,
  }),
  reminder: (b) => ({
    subject: `Tomorrow: ${b.sessionName} at ${b.time}`,
    heading: 'See you tomorrow',
    lead: `A reminder: your ${b.sessionName} is on ${sessionWhen(b)}.`,
  }),
  'follow-up': (b) => ({
    subject: `Thank you for your ${b.sessionName}`,
    heading: 'Thank you',
    lead: `Thank you for your ${b.sessionName}. If you would like to book again, the studio's sessions are on the site.`,
  }),
};

function sessionEmail(kind: Kind, b: SessionBooking, to: string, config: MailConfig, cutoffHours: number, reason = ''): MailMessage {
  const copy = COPY[kind](b, reason);
  const email = buildEmail(
    {
      audience: 'customer',
      to,
      subject: copy.subject,
      heading: copy.heading,
      preheader: copy.lead,
      blocks: [
        { paragraph: greeting(b.name) },
        { paragraph: copy.lead },
        kind !== 'follow-up' && {
          details: [
            ['Session', b.sessionName],
            ['When', sessionWhen(b)],
            ['Where', SESSION_LOCATION_LABELS[b.location]],
            ...(b.paid > 0 ? ([['Deposit paid', String(b.paid)]] as const) : []),
            ['Reference', b.id],
          ],
        },
        (kind === 'confirmed' || kind === 'moved' || kind === 'reminder') && { note: sessionPolicyText(cutoffHours) },
        kind !== 'cancelled' &&
          kind !== 'slip-rejected' &&
          kind !== 'follow-up' && { button: 'Your bookings', link: { path: paths.profile } },
        (kind === 'follow-up' || kind === 'slip-rejected') && {
          button: kind === 'follow-up' ? 'Book again' : 'Choose a time',
          link: { path: paths.sessions },
        },
      ],
      kind: `session-${kind}`,
      ids: { sessionBookingId: b.id },
    },
    config,
  );
  return kind === 'confirmed' || kind === 'moved' || kind === 'reminder'
    ? { ...email, attachments: [calendarFile(b, config.studio.name)] }
    : email;
}

const sessionEmailKey = (kind: Kind, b: Pick<SessionBooking, 'id' | 'sequence'>) =>
  kind === 'cancelled' || kind === 'slip-rejected' || kind === 'follow-up'
    ? `session-${kind}-${b.id}`
    : `session-${kind}-${b.id}-${b.sequence}`;

async function sendSessionEmail(deps: MailDeps, kind: Kind, b: SessionBooking, reason = '') {
  const to = (await accountAddress(deps.db, b.userId)) || b.email;
  if (!to) return 'no-address';
  const { config } = await mailConfig(deps);
  const { cutoffHours } = await sessionSettings(deps.db);
  return sendOnce(deps, sessionEmailKey(kind, b), `session-${kind}`, sessionEmail(kind, b, to, config, cutoffHours, reason));
}

/** Why the owner rejected the slip that held this session, when that is what ended it ('' otherwise). */
async function rejectedSlipReason(deps: MailDeps, b: SessionBooking): Promise<string> {
  if (!b.slipId) return '';
  const slip = slipSchema.safeParse((await deps.db.collection(COLLECTIONS.transferSlips).doc(b.slipId).get()).data());
  return slip.success && slip.data.status === 'rejected' ? slip.data.reason : '';
}

export const onSessionBookingWritten = onWritten(
  {
    collection: COLLECTIONS.sessionBookings,
    schema: sessionBookingSchema,
    when: (before, after) => before?.state !== after.state || before?.sequence !== after.sequence,
    handle: async (doc, deps: MailDeps) => {
      const b: SessionBooking = { ...doc.data, id: doc.id };
      const snap = await deps.db.collection(COLLECTIONS.sessionBookings).doc(doc.id).get();
      const now = readSessionBooking(snap) ?? b;
      if (now.state === 'booked') return sendSessionEmail(deps, (await movedBefore(deps, now)) ? 'moved' : 'confirmed', now);
      if (now.state === 'cancelled') {
        const reason = await rejectedSlipReason(deps, now);
        return reason ? sendSessionEmail(deps, 'slip-rejected', now, reason) : sendSessionEmail(deps, 'cancelled', now);
      }
      return skip(`session ${now.state}: no email`);
    },
  },
  withMail,
);

/** A booked session was moved when a confirmation at an earlier sequence went out (and no cancellation: a booking again). */
async function movedBefore(deps: MailDeps, b: SessionBooking): Promise<boolean> {
  const outbox = deps.db.collection(SERVER_COLLECTIONS.mailOutbox);
  if ((await outbox.doc(sessionEmailKey('cancelled', b)).get()).exists) return false;
  for (let seq = 0; seq < b.sequence; seq++) {
    const sent = await outbox.doc(sessionEmailKey('confirmed', { id: b.id, sequence: seq })).get();
    if (sent.exists) return true;
  }
  return false;
}

/** The day-before reminder and the follow-up after, each once (the sweep's clock). */
export async function sendSessionReminders(deps: MailDeps): Promise<{ reminded: number; followed: number }> {
  const now = deps.now();
  const col = deps.db.collection(COLLECTIONS.sessionBookings);
  const soon = await col
    .where('state', '==', 'booked')
    .where('start', '>', new Date(now))
    .where('start', '<=', new Date(now + 24 * HOUR))
    .get();
  const done = await col
    .where('state', '==', 'booked')
    .where('end', '<=', new Date(now - 2 * HOUR))
    .where('end', '>', new Date(now - 3 * 24 * HOUR))
    .get();
  let reminded = 0;
  let followed = 0;
  for (const doc of soon.docs) {
    const b = readSessionBooking(doc);
    if (b && (await sendSessionEmail(deps, 'reminder', b)) === 'sent') reminded++;
  }
  for (const doc of done.docs) {
    const b = readSessionBooking(doc);
    if (b && (await sendSessionEmail(deps, 'follow-up', b)) === 'sent') followed++;
  }
  return { reminded, followed };
}
