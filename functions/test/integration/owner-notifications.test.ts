import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import type { ContactMessageInput, SupportRequestInput } from '../../../common/schemas/messages';
import { content, recipients, startCaptureServer, type CaptureServer, type CapturedRequest } from '../support/capture-server';
import { adminApp, captureServerPort, deleteApp, emulatorHost, getFirestore } from './support/emulators';
import { openLogStream, type LogBundle, type LogStream } from './support/log-stream';
import { resetOwnerMailBudget } from './support/owner-mail-budget';

// Documents created in the Firestore emulator fire the real v2 triggers, which email the owner
// through the real @sendgrid client, pointed at the capture server. (The throttle and the digest
// with a moving clock are in owner-mail.test.ts; here the functions run on the real clock.)

let app: ReturnType<typeof adminApp>;
let capture: CaptureServer;
let logs: LogStream;

beforeAll(async () => {
  app = adminApp();
  capture = await startCaptureServer({ port: captureServerPort() });
  logs = await openLogStream(await emulatorHost('logging'));
});

// Each test starts with the owner's hourly budget unspent and no sender remembered.
beforeEach(async () => {
  await resetOwnerMailBudget(getFirestore(app));
  capture.setAnswer(() => 'accept');
});

afterAll(async () => {
  logs?.close();
  await capture?.close();
  if (app) await deleteApp(app);
});

const forDocument = (id: string) => (r: CapturedRequest) => r.body.custom_args?.documentId === id;

const functionLog = (message: string, id: string) => (b: LogBundle) => b.data.user?.message === message && b.data.user?.id === id;

/** Waits for the function's "Owner notified" line, then lets any duplicate delivery show up. */
async function settled(id: string) {
  await logs.waitFor(functionLog('Owner notified', id));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
}

async function addContactMessage(sender: string, subject = 'Hello') {
  const message: ContactMessageInput = { name: 'Dana', email: sender, phone: '', subject, message: 'Do you have a date in June?' };
  return getFirestore(app)
    .collection(COLLECTIONS.contactMessages)
    .add({ ...message, createdAt: FieldValue.serverTimestamp() });
}

const guest = () => `guest-${randomUUID().slice(0, 8)}@example.com`;
const outbox = (key: string) => getFirestore(app).collection(SERVER_COLLECTIONS.mailOutbox).doc(key);

describe('owner notifications in the emulators', () => {
  it('emails the owner once about a new contact message, reply-to the sender', async () => {
    const sender = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const message: ContactMessageInput = {
      name: 'Maya <Angelou>',
      email: sender,
      phone: '+1 415 555 0123',
      subject: 'Engagement shoot in May',
      message: 'Hello!\nCould you shoot at <Baker Beach> & the Presidio?',
    };
    const ref = await getFirestore(app)
      .collection(COLLECTIONS.contactMessages)
      .add({ ...message, createdAt: FieldValue.serverTimestamp() });

    const [request] = await capture.waitFor(forDocument(ref.id));
    expect(recipients(request)).toEqual([OWNER_EMAIL]);
    expect(request.body.from).toEqual({ email: 'hello@styleandstory.studio', name: 'Style & Story' });
    expect(request.body.reply_to).toEqual({ email: sender });
    expect(request.body.subject).toBe('New contact message from Maya <Angelou>: Engagement shoot in May');
    expect(request.body.custom_args).toEqual({ kind: 'owner-contact', documentId: ref.id });
    const text = content(request, 'text/plain');
    expect(text).toContain(`Email: ${sender}`);
    expect(text).toContain('Phone: +1 415 555 0123');
    expect(text).toContain('Hello!\nCould you shoot at <Baker Beach> & the Presidio?');
    const html = content(request, 'text/html');
    expect(html).toContain('Maya &lt;Angelou&gt;');
    expect(html).toContain('Hello!<br>Could you shoot at &lt;Baker Beach&gt; &amp; the Presidio?');

    await settled(ref.id);
    expect(capture.requests.filter(forDocument(ref.id))).toHaveLength(1);
  });

  it('emails the owner once about a new support request', async () => {
    const sender = `client-${randomUUID().slice(0, 8)}@example.com`;
    const requestDoc: SupportRequestInput = {
      name: 'Ken',
      email: sender,
      topic: 'Frame order',
      reference: 'FO-2211',
      message: 'The frame arrived with a cracked corner.',
    };
    const ref = await getFirestore(app)
      .collection(COLLECTIONS.supportRequests)
      .add({ ...requestDoc, createdAt: FieldValue.serverTimestamp() });

    const [request] = await capture.waitFor(forDocument(ref.id));
    expect(recipients(request)).toEqual([OWNER_EMAIL]);
    expect(request.body.reply_to).toEqual({ email: sender });
    expect(request.body.subject).toBe('New support request (Frame order) from Ken');
    expect(content(request, 'text/plain')).toContain('Reference: FO-2211');

    await settled(ref.id);
    expect(capture.requests.filter(forDocument(ref.id))).toHaveLength(1);
  });

  it('gives a sender who writes again soon no second email: the message waits for the digest', async () => {
    const sender = guest();
    const first = await addContactMessage(sender, 'First');
    await settled(first.id);
    const second = await addContactMessage(sender, 'Second');
    const line = await logs.waitFor(functionLog('Owner notification deferred to a digest', second.id));
    expect(line.data.user).toMatchObject({ reason: 'sender emailed recently' });
    const notice = await getFirestore(app).collection(SERVER_COLLECTIONS.ownerNotices).doc(`contact-${second.id}`).get();
    expect(notice.data()).toMatchObject({ status: 'pending', messageId: second.id });
    expect(capture.requests.filter(forDocument(second.id))).toEqual([]);
  });

  it.each([
    ['a 503', 503],
    ['a timeout', 'hang'],
  ] as const)(
    'keeps the email after %s from SendGrid and sends it with the next message, once',
    async (_name, failure) => {
      capture.setAnswer(() => failure);
      const lost = await addContactMessage(guest(), 'During the outage');
      // The functions' SendGrid client gives up after 10 s when nothing answers.
      await logs.waitFor(functionLog('Failed to send owner notification', lost.id), 25_000);
      expect((await outbox(`owner-contact-${lost.id}`).get()).data()).toMatchObject({ status: 'failed' });

      capture.setAnswer(() => 'accept');
      const next = await addContactMessage(guest(), 'After the outage');
      await capture.waitFor((r) => r.status === 202 && forDocument(lost.id)(r));
      await settled(next.id);
      expect(capture.requests.filter((r) => r.status === 202 && forDocument(lost.id)(r))).toHaveLength(1);
      expect(capture.requests.filter((r) => r.status === 202 && forDocument(next.id)(r))).toHaveLength(1);
      expect((await outbox(`owner-contact-${lost.id}`).get()).data()).toMatchObject({ status: 'sent' });
    },
    60_000,
  );
});
