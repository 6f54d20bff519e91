import { randomUUID } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { addUtcDays, utcDay } from '../../../common/days';
import { NO_SOURCE } from '../../../common/inquiry-source';
import { type InquiryRequest } from '../../../common/schemas/leads';
import { InquiryRefusal, acceptInquiry, leadIdFor } from '../../src/leads/accept-inquiry';
import { rebuildBusyMonthsFrom } from '../../src/leads/busy-days';
import { content, startCaptureServer, type CaptureServer, type CapturedRequest } from '../support/capture-server';
import { storedBooking } from '../support/stored-booking';
import { adminApp, captureServerPort, deleteApp, eventually, getFirestore } from './support/emulators';
import { call } from './support/online-payments';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// The inquiry callable over its HTTP protocol (as the form calls /api/inquiries), and the triggers
// that follow: the first reply (the real SendGrid client, caught by the capture server), the
// owner's notice, the busy-days view of the calendar, and a booking that books the lead.

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let capture: CaptureServer;

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  capture = await startCaptureServer({ port: captureServerPort() });
});

afterAll(async () => {
  await capture?.quiet({ quietMs: 2_000, timeoutMs: 15_000 });
  await capture?.close();
  if (app) await deleteApp(app);
});

const someone = () => `guest-${randomUUID().slice(0, 8)}@example.com`;
const someIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const soon = (days: number) => addUtcDays(utcDay(new Date()), days);

const inquiry = (email: string, over: Partial<InquiryRequest> = {}): InquiryRequest => ({
  name: 'Ada Lovelace',
  email,
  phone: '',
  eventType: 'Wedding',
  eventDate: soon(200),
  venue: 'Lisbon',
  guests: 80,
  budget: 'Not sure yet',
  message: 'We would love photographs of our garden wedding.',
  heardFrom: 'Instagram',
  website: '',
  source: NO_SOURCE,
  ...over,
});

const send = (data: unknown, ip = someIp()) =>
  call<{ inquiryId: string; availability: string }>('inquiries', null, data, { 'X-Forwarded-For': ip });

const firstReplyTo = (email: string) => (r: CapturedRequest) =>
  r.body.custom_args?.kind === 'inquiry-reply' && r.body.personalizations?.[0]?.to?.[0]?.email === email;
const lead = (email: string) => db.collection(COLLECTIONS.leads).doc(leadIdFor(email));

describe('inquiries in the emulators', () => {
  it('an inquiry makes a lead and one first reply; a second from the same address (other case) joins it, with no second reply', async () => {
    const email = someone();
    const first = await send(inquiry(email, { message: 'Hello <script>alert(1)</script> we marry in June!' }));
    expect(first.status).toBe(200);
    const inquiryId = first.result!.inquiryId;
    const [reply] = await capture.waitFor(firstReplyTo(email), { timeoutMs: 30_000 });
    expect(reply.body.subject).toBe('Thank you for your inquiry');
    expect(content(reply, 'text/plain')).toMatch(/is available in our calendar/);
    expect(content(reply, 'text/plain')).not.toContain('<script>');
    const stored = (await db.collection(COLLECTIONS.inquiries).doc(inquiryId).get()).data()!;
    expect(stored.message).toBe('Hello <script>alert(1)</script> we marry in June!');
    expect(stored).toMatchObject({ first: true, availability: 'available', channel: 'direct', leadId: leadIdFor(email) });
    // The owner hears of it through the owner-mail throttle.
    await eventually(
      async () => ((await db.collection(SERVER_COLLECTIONS.ownerNotices).doc(`inquiry-${inquiryId}`).get()).exists ? true : undefined),
      'the owner notice',
    );

    const second = await send(inquiry(email.toUpperCase(), { eventDate: '', message: 'Also: could we meet first?' }));
    expect(second.status).toBe(200);
    const joined = await eventually(async () => {
      const data = (await lead(email).get()).data();
      return data?.inquiries === 2 ? data : undefined;
    }, 'the second inquiry on the lead');
    expect(joined).toMatchObject({ email, stage: 'new', eventDate: soon(200) });
    const auto = await lead(email).collection('emails').get();
    expect(auto.docs.map((d) => d.get('kind'))).toEqual(['auto']);
    await eventually(
      async () =>
        (await db.collection(SERVER_COLLECTIONS.ownerNotices).doc(`inquiry-${second.result!.inquiryId}`).get()).exists ? true : undefined,
      'the second notice',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(capture.requests.filter(firstReplyTo(email))).toHaveLength(1);
  });

  it('refuses bad input next to its field and writes nothing; a forged source is dropped, the inquiry kept', async () => {
    const email = someone();
    const past = await send(inquiry(email, { eventDate: soon(-3) }));
    expect(past.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { field: 'eventDate' } });
    const far = await send(inquiry(email, { eventDate: soon(1200) }));
    expect(far.error?.message).toBe('We take bookings up to three years ahead');
    const bad = await send(inquiry('not-an-email'));
    expect(bad.error?.details?.field).toBe('email');
    const long = await send(inquiry(email, { message: 'x'.repeat(3001) }));
    expect(long.error?.details?.field).toBe('message');
    const bot = await send(inquiry(email, { website: 'https://spam.example' }));
    expect(bot.error?.message).toMatch(/looked automated/);
    expect((await lead(email).get()).exists).toBe(false);

    const forged = await send({ ...inquiry(email), source: { channel: 'instagram', referrer: 'javascript:alert(1)' } });
    expect(forged.status).toBe(200);
    const stored = (await db.collection(COLLECTIONS.inquiries).doc(forged.result!.inquiryId).get()).data()!;
    expect(stored.channel).toBe('direct');
    expect(stored.source).toEqual(NO_SOURCE);
  });

  it('keeps the busy-days view from the calendar and answers a taken date as booked', async () => {
    const day = soon(400);
    await db
      .collection(COLLECTIONS.calendar)
      .doc(day)
      .set({ date: day, kind: 'booking', bookingId: 'it-busy', createdAt: FieldValue.serverTimestamp() });
    const month = db.collection(COLLECTIONS.busyDays).doc(day.slice(0, 7));
    await eventually(async () => ((await month.get()).get('days')?.[day.slice(8)] === 'booked' ? true : undefined), 'the busy day');
    const view = (await month.get()).data()!;
    expect(Object.keys(view).sort()).toEqual(['days', 'updatedAt']);
    const answer = await send(inquiry(someone(), { eventDate: day }));
    expect(answer.result?.availability).toBe('booked');
    // A day of timed sessions: the booking forms grey it out, the inquiry form calls it available.
    await db
      .collection(COLLECTIONS.calendar)
      .doc(day)
      .set({ date: day, kind: 'session', bookingId: null, createdAt: FieldValue.serverTimestamp(), sessions: ['it-session'] });
    await eventually(async () => ((await month.get()).get('days')?.[day.slice(8)] === 'sessions' ? true : undefined), 'the sessions day');
    expect((await send(inquiry(someone(), { eventDate: day }))).result?.availability).toBe('available');
    await db.collection(COLLECTIONS.calendar).doc(day).delete();
    await eventually(async () => ((await month.get()).get('days')?.[day.slice(8)] === undefined ? true : undefined), 'the freed day');
    // The backfill rebuilds a month the trigger never saw (a calendar older than the view).
    await month.set({ days: { [day.slice(8)]: 'booked' }, updatedAt: FieldValue.serverTimestamp() });
    expect(await rebuildBusyMonthsFrom(db, day, Date.now())).toContain(day.slice(0, 7));
    expect((await month.get()).get('days')?.[day.slice(8)]).toBeUndefined();
  });

  it('a booking by the same address links the lead to the account and the booking and makes it booked', async () => {
    const email = someone();
    expect((await send(inquiry(email))).status).toBe(200);
    const booking = await db
      .collection(COLLECTIONS.bookings)
      .add(storedBooking('it-lead-user', { email: email.toUpperCase(), eventDate: soon(210) }));
    const moved = await eventually(
      async () => {
        const data = (await lead(email).get()).data();
        return data?.stage === 'booked' ? data : undefined;
      },
      'the booked lead',
      45_000,
    );
    expect(moved).toMatchObject({ userId: 'it-lead-user', bookingId: booking.id });
  });

  it('holds its limits under a flood: per address and per network address, nothing half-written', async () => {
    const deps = {
      db,
      logger: { info: () => {}, warn: () => {}, error: () => {} } as never,
      now: Date.now,
      ownHost: '',
      limits: { perEmailPerHour: 3, perIpPerHour: 4 },
    };
    const email = someone();
    const ip = someIp() + randomUUID();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => acceptInquiry(deps, { ip }, inquiry(email))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as InquiryRefusal] : []));
    expect(refused.every((e) => e instanceof InquiryRefusal && e.field === 'email' && e.code === 'resource-exhausted')).toBe(true);
    expect((await lead(email).get()).get('inquiries')).toBe(3);
    // One more address from the same network is the fourth; the fifth is refused.
    await acceptInquiry(deps, { ip }, inquiry(someone()));
    await expect(acceptInquiry(deps, { ip }, inquiry(someone()))).rejects.toThrow(/many inquiries from your network/);
  });
});
