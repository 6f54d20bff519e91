import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import { newLinkSlug } from '../../../common/link-slug';
import { content, recipients, startCaptureServer, type CaptureServer, type CapturedRequest } from '../support/capture-server';
import { adminApp, captureServerPort, deleteApp, emulatorHost, eventually, getFirestore } from './support/emulators';
import { openLogStream, type LogStream } from './support/log-stream';

// Documents written in the Firestore emulator (as the owner's screens write them) fire the real
// v2 triggers, which email the customer through the real @sendgrid client, pointed at the capture
// server; a booking that names a link marks it booked.

const FAILING_PREFIX = 'sendgrid-fails-';

let app: ReturnType<typeof adminApp>;
let capture: CaptureServer;
let logs: LogStream;

beforeAll(async () => {
  app = adminApp();
  capture = await startCaptureServer({
    port: captureServerPort(),
    failFor: (body) => body.personalizations.some((p) => p.to.some((to) => to.email.startsWith(FAILING_PREFIX))),
  });
  logs = await openLogStream(await emulatorHost('logging'));
});

afterAll(async () => {
  logs?.close();
  await capture?.close();
  if (app) await deleteApp(app);
});

const db = () => getFirestore(app);
const unique = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}@example.com`;
const forDocument = (id: string) => (r: CapturedRequest) => r.body.custom_args?.documentId === id;
const logged = (message: string, key: string) => logs.waitFor((b) => b.data.user?.message === message && b.data.user?.key === key);
/** The outbox records an email as sent once SendGrid accepted it. */
const sentInOutbox = (key: string) =>
  eventually(async () => {
    const record = (await db().collection(SERVER_COLLECTIONS.mailOutbox).doc(key).get()).data();
    return record?.status === 'sent' ? record : undefined;
  }, `mailOutbox/${key} sent`);
/** Lets a duplicate delivery, if any, show up before counting. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

function softCopy(userEmail: string) {
  return {
    userId: `uid-${randomUUID().slice(0, 8)}`,
    userEmail,
    userName: 'Grace Hopper',
    bookingId: '',
    bookingLabel: '',
    title: 'Engagement session — Baker Beach',
    links: ['https://photos.example.com/grace', 'https://drive.example.com/grace-film'],
    message: 'Your 120 photographs.\nEnjoy!',
    downloadUntil: '2027-10-05',
    status: 'delivered',
    withdrawnReason: '',
    withdrawnAt: null,
    history: [],
    linksUpdatedAt: FieldValue.serverTimestamp(),
    openedAt: null,
    createdAt: FieldValue.serverTimestamp(),
    keywords: ['engagement'],
  };
}

function link(slug: string, userEmail: string) {
  return {
    slug,
    customPackageId: 'garden-elopement',
    userId: `uid-${randomUUID().slice(0, 8)}`,
    userEmail,
    userName: 'Grace Hopper',
    packageName: 'Garden Elopement',
    description: 'Two hours in the Conservatory of Flowers gardens.',
    features: ['Two hours of photography'],
    price: 1850,
    deposit: 555,
    message: 'Lovely to meet you.',
    expiresAt: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
    status: 'sent',
    viewedAt: null,
    bookedAt: null,
    bookingId: '',
    revokedAt: null,
    emailsRequested: 1,
    createdAt: FieldValue.serverTimestamp(),
    keywords: ['garden'],
  };
}

describe('customer emails in the emulators', () => {
  it('emails the customer once when photographs are delivered, with every link', async () => {
    const email = unique('grace-');
    const ref = await db().collection(COLLECTIONS.softCopies).add(softCopy(email));
    const [request] = await capture.waitFor(forDocument(ref.id));
    expect(recipients(request)).toEqual([email]);
    expect(request.body.subject).toBe('Your photographs are ready: Engagement session — Baker Beach');
    expect(request.body.reply_to).toEqual({ email: 'hello@styleandstory.studio' });
    expect(request.body.custom_args).toEqual({ kind: 'soft-copy-delivered', documentId: ref.id });
    const text = content(request, 'text/plain');
    expect(text).toContain('Open part 1: https://photos.example.com/grace');
    expect(text).toContain('Open part 2: https://drive.example.com/grace-film');
    expect(text).toContain('Download until: October 5, 2027');
    expect(content(request, 'text/html')).toContain('Your 120 photographs.<br>Enjoy!');

    // The customer opening it, and the owner replacing a link, send nothing more.
    await ref.update({ openedAt: FieldValue.serverTimestamp() });
    await sentInOutbox(`soft-copy-delivered-${ref.id}`);
    await settle();
    expect(capture.requests.filter(forDocument(ref.id))).toHaveLength(1);
  });

  it('emails a custom package link when sent and once per resend, never for a view', async () => {
    const email = unique('grace-');
    const slug = newLinkSlug();
    const ref = db().collection(COLLECTIONS.customPackageLinks).doc(slug);
    await ref.set(link(slug, email));
    const [first] = await capture.waitFor(forDocument(slug));
    expect(recipients(first)).toEqual([email]);
    expect(first.body.subject).toBe('A package designed for you: Garden Elopement');
    expect(first.body.custom_args).toEqual({ kind: 'custom-package-shared', documentId: slug, send: '1' });
    expect(content(first, 'text/plain')).toMatch(new RegExp(`See your package: https?://[^/]+/custom-package-users/${slug}\\n`));

    await ref.update({ viewedAt: FieldValue.serverTimestamp() });
    await ref.update({ emailsRequested: 2 });
    const both = await capture.waitFor(forDocument(slug), { count: 2 });
    expect(both.map((r) => r.body.custom_args?.send)).toEqual(['1', '2']);
    await sentInOutbox(`custom-package-shared-${slug}-2`);
    await settle();
    expect(capture.requests.filter(forDocument(slug))).toHaveLength(2);
  });

  it('logs a failed send and keeps it in the outbox for the retry: the link stays as it is', async () => {
    const email = unique(FAILING_PREFIX);
    const slug = newLinkSlug();
    await db().collection(COLLECTIONS.customPackageLinks).doc(slug).set(link(slug, email));
    const key = `custom-package-shared-${slug}-1`;
    const failure = await logged('Failed to send email', key);
    expect(failure.data.user).toMatchObject({ attempts: 1 });
    const outbox = await eventually(async () => {
      const record = (await db().collection(SERVER_COLLECTIONS.mailOutbox).doc(key).get()).data();
      return record?.status === 'failed' ? record : undefined;
    }, `mailOutbox/${key} failed`);
    expect(outbox.message.to).toBe(email);
    expect(outbox.nextAttemptAt).toBeInstanceOf(Timestamp);
    expect((await db().collection(COLLECTIONS.customPackageLinks).doc(slug).get()).get('status')).toBe('sent');
  });

  it('marks a link booked when a booking names it', async () => {
    const slug = newLinkSlug();
    const offer = link(slug, unique('grace-'));
    await db().collection(COLLECTIONS.customPackageLinks).doc(slug).set(offer);
    const booking = await db().collection(COLLECTIONS.bookings).add({
      userId: offer.userId,
      customPackageLink: slug,
      packageName: offer.packageName,
      packagePrice: offer.price,
      packageDeposit: offer.deposit,
      status: 'pending',
      createdAt: FieldValue.serverTimestamp(),
    });
    const marked = await eventually(async () => {
      const data = (await db().collection(COLLECTIONS.customPackageLinks).doc(slug).get()).data();
      return data?.status === 'booked' ? data : undefined;
    }, `customPackageLinks/${slug} booked`);
    expect(marked.bookingId).toBe(booking.id);
    expect(marked.bookedAt).toBeInstanceOf(Timestamp);
  });
});
