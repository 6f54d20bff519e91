import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { instantOf } from '../../../common/sessions';
import { sendSessionReminders } from '../../src/sessions/session-emails';
import { content, recipients } from '../support/capture-server';
import { DEMO_STUDIO_INPUT } from '../support/fakes';
import { mailProject } from './support/mail-project';

// The sessions' reminder (in the 24 hours before) and follow-up (after) as the 5-minute sweep sends
// them (docs/sessions.md): against the real Firestore emulator with the real @sendgrid client
// posting to a capture server, in a project of its own (no trigger fires, each test starts empty),
// with a clock the test moves. The studio is in Los Angeles; the server's zone plays no part.

const ZONE = DEMO_STUDIO_INPUT.timeZone;
const HOUR = 3_600_000;
// 10:20 in Los Angeles on 15 June 2027 (PDT): 17:20 UTC.
const DAY = '2027-06-15';
const START = instantOf(ZONE, DAY, 10 * 60 + 20)!;

const mail = mailProject('session-reminders', START - 30 * HOUR);
const { db } = mail;

/** A session booking as the claim writes it, 30 minutes at 10:20 studio time. */
async function session(state: 'booked' | 'cancelled') {
  const { id, uid, email } = await mail.customer('mini_');
  await db
    .collection(COLLECTIONS.sessionBookings)
    .doc(id)
    .set({
      sessionTypeId: 'mini',
      sessionName: 'Autumn mini session',
      location: 'studio',
      slotId: `mini_${DAY}`,
      userId: uid,
      name: 'Ada Lovelace',
      email,
      date: DAY,
      time: '10:20',
      zone: ZONE,
      start: Timestamp.fromMillis(START),
      end: Timestamp.fromMillis(START + 30 * 60_000),
      state,
      holdUntil: null,
      price: 150,
      deposit: 0,
      paid: 0,
      sequence: 0,
      createdAt: Timestamp.fromMillis(START - 10 * 24 * HOUR),
      updatedAt: Timestamp.fromMillis(START - 10 * 24 * HOUR),
    });
  return { id, email };
}

const sweep = async (at: number) => {
  mail.clock = at;
  return sendSessionReminders(mail.deps());
};
const outbox = async (key: string) => (await db.collection(SERVER_COLLECTIONS.mailOutbox).doc(key).get()).data();

describe('the sessions sweep', () => {
  it('reminds once in the 24 hours before, with the time in the studio’s zone, and never a cancelled session', async () => {
    const { id, email } = await session('booked');
    const cancelled = await session('cancelled');
    await expect(sweep(START - 30 * HOUR)).resolves.toEqual({ reminded: 0, followed: 0 });
    await expect(sweep(START - 23 * HOUR)).resolves.toEqual({ reminded: 1, followed: 0 });
    await expect(sweep(START - 2 * HOUR)).resolves.toEqual({ reminded: 0, followed: 0 });
    expect(mail.capture.requests).toHaveLength(1);
    const [reminder] = mail.capture.requests;
    expect(recipients(reminder)).toEqual([email]);
    expect(reminder.body.subject).toBe('Tomorrow: Autumn mini session at 10:20');
    const text = content(reminder, 'text/plain');
    expect(text).toContain('June 15, 2027, 10:20 (America/Los_Angeles)');
    expect(text).not.toContain('17:20');
    const ics = Buffer.from(reminder.body.attachments?.[0]?.content ?? '', 'base64').toString();
    expect(ics).toContain(`DTSTART;TZID=${ZONE}:20270615T102000`);
    expect(await outbox(`session-reminder-${id}-0`)).toMatchObject({ status: 'sent', kind: 'session-reminder' });
    expect(await outbox(`session-reminder-${cancelled.id}-0`)).toBeUndefined();
  });

  it('follows up once, two hours after the end, and never a cancelled session', async () => {
    const { id, email } = await session('booked');
    const cancelled = await session('cancelled');
    const end = START + 30 * 60_000;
    await expect(sweep(end + HOUR)).resolves.toEqual({ reminded: 0, followed: 0 });
    await expect(sweep(end + 3 * HOUR)).resolves.toEqual({ reminded: 0, followed: 1 });
    await expect(sweep(end + 24 * HOUR)).resolves.toEqual({ reminded: 0, followed: 0 });
    expect(mail.capture.requests).toHaveLength(1);
    expect(recipients(mail.capture.requests[0])).toEqual([email]);
    expect(mail.capture.requests[0].body.subject).toBe('Thank you for your Autumn mini session');
    expect(await outbox(`session-follow-up-${id}`)).toMatchObject({ status: 'sent', kind: 'session-follow-up' });
    expect(await outbox(`session-follow-up-${cancelled.id}`)).toBeUndefined();
  });
});
