import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { EMAIL_SEND_FAILED, LEASE_MS, outboxRef, retryDue, sendOnce, type OutboxRecord } from '../../src/lib/outbox';
import { sendDueDigest } from '../../src/messages/owner-digest';
import { OWNER_NOTIFICATION_DEFERRED, OWNER_NOTIFICATION_FAILED, handleInboundMessage } from '../../src/messages/owner-inbox';
import { OWNER_MAIL_POLICY } from '../../src/messages/owner-mail-policy';
import { noticeRef } from '../../src/messages/owner-notices';
import { readInboundMessage, type MessageKind } from '../../src/messages/owner-notification';
import type { CapturedRequest } from '../support/capture-server';
import { mailProject } from './support/mail-project';

// The owner-mail handlers against the real Firestore emulator, with the real @sendgrid client
// posting to a capture server that can also play an outage (5xx) or hang (timeout). A project of
// their own, so no trigger fires and the throttle state starts empty for each test; the clock is
// injected, so hours and digest slots can pass in a test.

const FROM = 'Style & Story <hello@styleandstory.studio>';
const MINUTE = 60_000;
// 10:01 UTC: a digest slot and an hour start at 10:00.
const T0 = Date.parse('2026-11-22T10:01:00.000Z');

// A short client timeout so a hanging SendGrid costs the test one second, not ten.
const mail = mailProject('owner-mail', T0, { mailTimeoutMs: 1_000 });
const { db } = mail;

/** Stores a message as the web client would, and returns it as the trigger reads it. */
async function store(kind: MessageKind, sender: string, extra: Record<string, unknown> = {}) {
  const collection = kind === 'contact' ? COLLECTIONS.contactMessages : COLLECTIONS.supportRequests;
  const fields =
    kind === 'contact'
      ? { name: 'Dana', email: sender, phone: '', subject: 'A question', message: 'Hello, I would like to ask about June.' }
      : { name: 'Dana', email: sender, topic: 'Booking', reference: '', message: 'My booking date needs to change.' };
  const data = { ...fields, ...extra, createdAt: Timestamp.fromMillis(mail.clock) };
  const ref = await db.collection(collection).add(data);
  return readInboundMessage(kind, ref.id, data, new Date(mail.clock));
}

const sender = () => `sender-${randomUUID().slice(0, 8)}@example.com`;
const accepted = () => mail.capture.requests.filter((r) => r.status === 202);
const named = (request: CapturedRequest) =>
  [...request.body.content[0].value.matchAll(/(?:contactMessages|supportRequests)\/(\w+)/g)].map((m) => m[1]);
const noticeOf = async (kind: MessageKind, id: string) => (await noticeRef({ db }, kind, id).get()).data();

describe('one email per message, at most once', () => {
  it('emails the owner about a first message and records it as sent', async () => {
    const message = await store('contact', sender());
    await expect(handleInboundMessage(message, mail.deps())).resolves.toBe('emailed');
    expect(accepted()).toHaveLength(1);
    expect(accepted()[0].body.custom_args).toEqual({ kind: 'owner-contact', documentId: message.id });
    expect(accepted()[0].body.personalizations[0].to).toEqual([{ email: OWNER_EMAIL }]);
    expect(await noticeOf('contact', message.id)).toMatchObject({ status: 'emailed', emailKey: `owner-contact-${message.id}` });
    expect((await outboxRef(db, `owner-contact-${message.id}`).get()).data()).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends nothing more when the same event is handled again, even at once', async () => {
    const message = await store('support', sender());
    const outcomes = await Promise.all([handleInboundMessage(message, mail.deps()), handleInboundMessage(message, mail.deps())]);
    await handleInboundMessage(message, mail.deps());
    expect(outcomes).toContain('emailed');
    expect(mail.capture.requests).toHaveLength(1);
  });

  it('sendOnce sends a key once however often it is called', async () => {
    const message = { to: 'ada@example.com', from: FROM, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    const results = await Promise.all([1, 2, 3].map(() => sendOnce(mail.deps(), 'test-once', 'test', message)));
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(await sendOnce(mail.deps(), 'test-once', 'test', message)).toBe('already-sent');
    expect(mail.capture.requests).toHaveLength(1);
  });
});

describe('throttle: per sender and per hour', () => {
  it('gives a sender one email per quiet period; their next messages wait for the digest', async () => {
    const who = sender();
    const first = await store('contact', who);
    await handleInboundMessage(first, mail.deps());
    mail.clock += 2 * MINUTE;
    const second = await store('support', who.toUpperCase());
    await expect(handleInboundMessage(second, mail.deps())).resolves.toBe('deferred');
    expect(mail.capture.requests).toHaveLength(1);
    expect(await noticeOf('support', second.id)).toMatchObject({ status: 'pending' });
    expect(mail.logger.entries.find((e) => e.message === OWNER_NOTIFICATION_DEFERRED)?.data).toMatchObject({
      id: second.id,
      reason: 'sender emailed recently',
    });

    mail.clock = T0 + OWNER_MAIL_POLICY.senderQuietMs + MINUTE;
    const third = await store('contact', who);
    await expect(handleInboundMessage(third, mail.deps())).resolves.toBe('emailed');
  });

  it('sends at most the hourly number of single emails, whatever the number of senders, even at once', async () => {
    const messages = await Promise.all(Array.from({ length: 20 }, () => store('contact', sender())));
    const outcomes = await Promise.all(messages.map((m) => handleInboundMessage(m, mail.deps())));
    const emailed = outcomes.filter((o) => o === 'emailed').length;
    // At most the budget; fewer only if a burst made a throttle transaction give up (then the
    // message waits for the digest like the others).
    expect(emailed).toBeGreaterThan(0);
    expect(emailed).toBeLessThanOrEqual(OWNER_MAIL_POLICY.singlesPerHour);
    expect(outcomes.filter((o) => o === 'deferred')).toHaveLength(20 - emailed);
    expect(accepted()).toHaveLength(emailed);

    // The next slot's digest names every other message, once.
    mail.clock = T0 + 15 * MINUTE;
    await sendDueDigest(mail.deps());
    const named = accepted().flatMap((r) => [...r.body.content[0].value.matchAll(/contactMessages\/(\w+)/g)].map((m) => m[1]));
    expect(named.sort()).toEqual(messages.map((m) => m.id).sort());

    mail.clock = Date.parse('2026-11-22T11:00:30.000Z'); // a new hour: a new budget
    await expect(handleInboundMessage(await store('contact', sender()), mail.deps())).resolves.toBe('emailed');
  });
});

describe('the digest', () => {
  it('names every waiting message once, in the next slot, and sends one digest per slot', async () => {
    const messages = await Promise.all(Array.from({ length: 9 }, () => store('contact', sender())));
    for (const message of messages) await handleInboundMessage(message, mail.deps());
    const singles = accepted().length;
    expect(singles).toBe(OWNER_MAIL_POLICY.singlesPerHour);

    // Still the same slot: nothing is due yet.
    mail.clock = T0 + 5 * MINUTE;
    expect(await sendDueDigest(mail.deps())).toBe(0);

    // The next slot (10:15): any trigger, or the schedule, sends the digest.
    mail.clock = T0 + 15 * MINUTE;
    const late = await store('contact', sender());
    await handleInboundMessage(late, mail.deps());
    const digests = accepted().filter((r) => r.body.custom_args?.kind === 'owner-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0].body.subject).toBe('3 new messages through the website (digest)');
    const inEmails = accepted().flatMap(named);
    for (const message of messages) expect(inEmails.filter((id) => id === message.id)).toHaveLength(1);
    expect(await sendDueDigest(mail.deps())).toBe(0); // one per slot
  });

  it('carries over what does not fit, and says so', async () => {
    const policy = { ...OWNER_MAIL_POLICY, singlesPerHour: 0, digestMax: 2 };
    const d = { ...mail.deps(), policy };
    const messages = await Promise.all(Array.from({ length: 3 }, () => store('contact', sender())));
    for (const message of messages) await handleInboundMessage(message, d);
    mail.clock = T0 + 15 * MINUTE;
    expect(await sendDueDigest(d)).toBe(2);
    expect(mail.capture.requests[0].body.content[0].value).toContain('More are waiting');
    mail.clock = T0 + 30 * MINUTE;
    expect(await sendDueDigest(d)).toBe(1);
    expect(new Set(accepted().flatMap(named))).toEqual(new Set(messages.map((m) => m.id)));
  });

  it('names a message deleted before the digest as deleted', async () => {
    const d = { ...mail.deps(), policy: { ...OWNER_MAIL_POLICY, singlesPerHour: 0 } };
    const message = await store('contact', sender());
    await handleInboundMessage(message, d);
    await db.collection(COLLECTIONS.contactMessages).doc(message.id).delete();
    mail.clock = T0 + 15 * MINUTE;
    expect(await sendDueDigest(d)).toBe(1);
    expect(mail.capture.requests[0].body.content[0].value).toContain(`contactMessages/${message.id} (deleted before this digest)`);
  });
});

describe('a SendGrid outage loses nothing', () => {
  it.each([
    ['a 503 answer', 503],
    ['a 500 answer', 500],
    ['no answer (timeout)', 'hang'],
  ] as const)('after %s the email stays unsent and a later trigger sends it, once', async (_name, failure) => {
    mail.capture.setAnswer(() => failure);
    const first = await store('contact', sender());
    await expect(handleInboundMessage(first, mail.deps())).resolves.toBe('emailed');
    const key = `owner-contact-${first.id}`;
    const record = (await outboxRef(db, key).get()).data() as OutboxRecord;
    expect(record).toMatchObject({ status: 'failed', attempts: 1 });
    expect(record.lastError).toBe(failure === 'hang' ? 'ECONNABORTED' : String(failure));
    expect(mail.logger.entries.find((e) => e.message === OWNER_NOTIFICATION_FAILED)?.data).toMatchObject({ id: first.id, key });
    expect(mail.logger.entries.find((e) => e.message === EMAIL_SEND_FAILED)?.level).toBe('error');

    mail.capture.setAnswer(() => 'accept');
    mail.clock += MINUTE;
    const second = await store('contact', sender());
    await handleInboundMessage(second, mail.deps());
    const delivered = accepted().map((r) => r.body.custom_args?.documentId);
    expect(delivered.sort()).toEqual([first.id, second.id].sort());
    expect((await outboxRef(db, key).get()).data()).toMatchObject({ status: 'sent', attempts: 2 });

    await retryDue(mail.deps());
    expect(accepted()).toHaveLength(2);
  });

  it('retries a digest that failed, and sends it once', async () => {
    const d = { ...mail.deps(), policy: { ...OWNER_MAIL_POLICY, singlesPerHour: 0 } };
    const message = await store('support', sender());
    await handleInboundMessage(message, d);
    mail.capture.setAnswer(() => 503);
    mail.clock = T0 + 15 * MINUTE;
    expect(await sendDueDigest(d)).toBe(1);
    mail.capture.setAnswer(() => 'accept');
    mail.clock += MINUTE;
    expect(await retryDue(d)).toEqual([`owner-digest-${Math.floor(mail.clock / OWNER_MAIL_POLICY.digestSlotMs)}`]);
    expect(await retryDue(d)).toEqual([]);
    expect(accepted().flatMap(named)).toEqual([message.id]);
  });

  it('backs off: a second failure waits before the next attempt', async () => {
    mail.capture.setAnswer(() => 503);
    const message = await store('contact', sender());
    await handleInboundMessage(message, mail.deps());
    expect(mail.capture.requests).toHaveLength(1);
    await retryDue(mail.deps()); // the first retry is due at once, and fails too
    expect(mail.capture.requests).toHaveLength(2);
    await retryDue(mail.deps());
    expect(mail.capture.requests).toHaveLength(2); // not due yet
    mail.clock += 61_000;
    mail.capture.setAnswer(() => 'accept');
    await retryDue(mail.deps());
    expect(accepted()).toHaveLength(1);
  });

  it('sends again an email whose sender died mid-send, once its lease is over', async () => {
    const key = 'crashed-mid-send';
    await outboxRef(db, key).set({
      kind: 'test',
      message: { to: OWNER_EMAIL, from: FROM, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' },
      status: 'sending',
      attempts: 1,
      createdAt: Timestamp.fromMillis(mail.clock),
      updatedAt: Timestamp.fromMillis(mail.clock),
      leaseUntil: Timestamp.fromMillis(mail.clock + LEASE_MS),
    });
    expect(await retryDue(mail.deps())).toEqual([]);
    mail.clock += LEASE_MS + 1;
    expect(await retryDue(mail.deps())).toEqual([key]);
    expect(accepted()).toHaveLength(1);
  });
});

describe('server-only collections', () => {
  it('keep the throttle state apart from the messages', async () => {
    await handleInboundMessage(await store('contact', sender()), mail.deps());
    const names = (await db.listCollections()).map((c) => c.id).sort();
    expect(names).toEqual(
      [
        COLLECTIONS.contactMessages,
        SERVER_COLLECTIONS.mailOutbox,
        SERVER_COLLECTIONS.ownerMailHours,
        SERVER_COLLECTIONS.ownerMailSenders,
        SERVER_COLLECTIONS.ownerNotices,
      ].sort(),
    );
  });
});
