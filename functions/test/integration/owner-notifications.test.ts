import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import type { ContactMessageInput, SupportRequestInput } from '../../../common/schemas/messages';
import { content, recipients, startCaptureServer, type CaptureServer, type CapturedRequest } from '../support/capture-server';
import { adminApp, captureServerPort, deleteApp, emulatorHost, getFirestore } from './support/emulators';
import { openLogStream, type LogStream } from './support/log-stream';

// Documents created in the Firestore emulator fire the real v2 triggers, which email the owner
// through the real @sendgrid client, pointed at the capture server.

let app: ReturnType<typeof adminApp>;
let capture: CaptureServer;
let logs: LogStream;

beforeAll(async () => {
  app = adminApp();
  capture = await startCaptureServer({ port: captureServerPort() });
  logs = await openLogStream(await emulatorHost('logging'));
});

afterAll(async () => {
  logs?.close();
  await capture?.close();
  if (app) await deleteApp(app);
});

const forDocument = (id: string) => (r: CapturedRequest) => r.body.custom_args?.documentId === id;

/** Waits for the function's "Owner notified" line, then lets any duplicate delivery show up. */
async function settled(id: string) {
  await logs.waitFor((b) => b.data.user?.message === 'Owner notified' && b.data.user?.id === id);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
}

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
});
